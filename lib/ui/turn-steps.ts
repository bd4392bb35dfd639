import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { describeRecord } from "./trace-text";

/**
 * A turn's trace as the steps a player reveals one at a time: one decision per step, except that
 * consecutive table changes form a single "changes" step (they are one thing to do at the table).
 */
export interface TurnStep {
  /** Index of the step's first record in the trace. */
  start: number;
  kind: TraceRecord["kind"];
  records: TraceRecord[];
  rule: string;
  title: string;
  /** For a selection: 1 for the first space chosen for this line, 2 for the next (C8.5.6 Step 4). */
  ordinal?: number;
}

/** Move records cite C8.5.7 as a whole; their step (A, B, C) has its own explanation. */
function citedRule(r: TraceRecord): string {
  if (r.kind === "move" && r.rule === "C8.5.7" && /^[ABC]$/.test(r.step)) {
    return `C8.5.7 Step ${r.step}`;
  }
  return r.rule;
}

/** Records after which a new line of the card begins, so space ordinals restart. */
const RESETS: ReadonlySet<TraceRecord["kind"]> = new Set([
  "instruction",
  "specialActivity",
  "cardOutcome",
  "cardDrawn",
]);

export function buildTurnSteps(trace: readonly TraceRecord[]): TurnStep[] {
  const steps: TurnStep[] = [];
  const chosenSince = new Map<string, number>();
  trace.forEach((r, i) => {
    const prev = steps[steps.length - 1];
    if (r.kind === "change" && prev?.kind === "change") {
      prev.records.push(r);
      prev.title = changesTitle(prev.records);
      return;
    }
    if (RESETS.has(r.kind)) chosenSince.clear();
    const step: TurnStep = {
      start: i,
      kind: r.kind,
      records: [r],
      rule: citedRule(r),
      title: r.kind === "change" ? changesTitle([r]) : describeRecord(r).title,
    };
    if (r.kind === "selection") {
      const key = r.column ?? r.purpose;
      const n = (chosenSince.get(key) ?? 0) + 1;
      chosenSince.set(key, n);
      step.ordinal = n;
    }
    steps.push(step);
  });
  return steps;
}

/** A lone change reads as itself; several as a count, listed in the step's body. */
function changesTitle(records: readonly TraceRecord[]): string {
  const only = records[0];
  if (records.length === 1 && only.kind === "change") return only.change.text;
  return `${records.length} changes on the table`;
}

/** Records up to and including a step: what the flowchart may show as already decided. */
export function traceUpTo(trace: readonly TraceRecord[], steps: readonly TurnStep[], step: number) {
  const s = steps[step];
  return s ? trace.slice(0, s.start + s.records.length) : trace.slice();
}
