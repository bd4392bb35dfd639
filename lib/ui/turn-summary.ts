import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { actionLabel, INSTRUCTION_LABEL, OPERATION_LABEL, SPECIAL_LABEL } from "./labels";
import { factionWords, listNames, sideName, spaceName } from "./names";
import type { TurnStep } from "./turn-steps";

/**
 * A turn in a few lines a player reads in seconds (issue 20 item 7): what the bot chose and why,
 * which Calixto cards it drew, the Operation and its spaces, the Special Activity, the Event,
 * and how much there is to do at the table. Each line opens the step where its part begins.
 */
export interface SummaryLine {
  /** What happened, in words. */
  text: string;
  /** The step (index into the turn's steps) where this part begins. */
  step: number;
  rule: string;
}

/** The step holding trace record `i`. */
function stepOf(steps: readonly TurnStep[], i: number): number {
  const at = steps.findIndex((s) => i >= s.start && i < s.start + s.records.length);
  return at < 0 ? Math.max(0, steps.length - 1) : at;
}

const DECIDED = new Set(["event", "opSA", "opOnly", "limOp", "pass"]);

export function summarizeTurn(
  trace: readonly TraceRecord[],
  steps: readonly TurnStep[],
  /** The checklist's line count (same movements merged), when the caller has it. */
  checklistLines?: number,
): SummaryLine[] {
  const out: SummaryLine[] = [];
  const at = (i: number, text: string, rule: string) =>
    out.push({ text, step: stepOf(steps, i), rule });

  // Why: the Eligibility row that decided (the last one with an action as its result).
  const rows = trace.flatMap((r, i) => (r.kind === "eligibility" ? [{ r, i }] : []));
  const decided = [...rows].reverse().find(({ r }) => DECIDED.has(r.result));
  if (decided && decided.r.kind === "eligibility")
    at(
      decided.i,
      `${actionLabel(decided.r.result)}: ${factionWords(decided.r.label)}`,
      decided.r.rule,
    );

  // The Calixto cards drawn, and where each card's flowchart led.
  let cards: { first: number; names: string[] } | null = null;
  const flushCards = () => {
    if (cards) at(cards.first, `Calixto cards drawn: ${listNames(cards.names)}`, "C8.5.3");
    cards = null;
  };
  trace.forEach((r, i) => {
    if (r.kind === "cardDrawn") {
      cards ??= { first: i, names: [] };
      cards.names.push(r.card);
      return;
    }
    if (r.kind === "cardOutcome" && r.outcome === "operation") {
      flushCards();
      const op = r.operation ? OPERATION_LABEL[r.operation] : "its Operation";
      const sa = r.sa ? ", with a Special Activity" : "";
      at(i, `${capital(sideName(r.side))} leads to ${op}${sa}`, r.rule);
    }
  });
  flushCards();

  // Where the Operation went: the spaces chosen, in order, from the first selection on.
  const forSpecial = (r: TraceRecord) =>
    r.kind === "selection" && /^Special Activity/.test(r.purpose);
  const chosen = trace.flatMap((r, i) =>
    r.kind === "selection" && r.chosen && !forSpecial(r) ? [{ i, space: r.chosen }] : [],
  );
  if (chosen.length) {
    const names = [...new Set(chosen.map((c) => spaceName(c.space)))];
    at(chosen[0].i, `Spaces chosen: ${names.join(", ")}`, "C8.5.6");
  }
  const rolls = trace.flatMap((r, i) => (r.kind === "activation" ? [{ r, i }] : []));
  if (rolls.length) {
    const faces = rolls.map(({ r }) => (r.kind === "activation" ? String(r.roll) : ""));
    at(rolls[0].i, `Activation rolls: ${faces.join(", ")}`, "C8.5.4");
  }

  // The Special Activity done, or why none was.
  let saSpaces: string[] = [];
  trace.forEach((r, i) => {
    if (forSpecial(r) && r.kind === "selection" && r.chosen) saSpaces.push(spaceName(r.chosen));
    if (r.kind !== "specialActivity") return;
    const where = [...new Set(saSpaces)];
    saSpaces = [];
    if (r.result !== "done") return;
    const name = r.activity ? SPECIAL_LABEL[r.activity] : INSTRUCTION_LABEL[r.sa];
    at(i, `Special Activity: ${name}${where.length ? ` in ${where.join(", ")}` : ""}`, r.rule);
  });

  // An Event carried out (the Event step announces it).
  trace.forEach((r, i) => {
    if (r.kind === "note" && / executes #\d+/.test(r.text)) at(i, r.text, r.rule);
  });

  // In the order they happened; the table's count closes the list.
  out.sort((a, b) => a.step - b.step);
  const changes = trace.flatMap((r, i) => (r.kind === "change" ? [i] : []));
  const n = checklistLines ?? changes.length;
  at(
    changes[0] ?? trace.length - 1,
    n ? `${n} change${n === 1 ? "" : "s"} to make on the table` : "Nothing to change on the table",
    "C8.2.1",
  );
  return out;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
