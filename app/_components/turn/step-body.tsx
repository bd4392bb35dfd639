"use client";

import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { CardLibrary } from "@/lib/ui/flowchart";
import type { SpaceHighlight } from "@/lib/ui/highlight";
import { describeRecord } from "@/lib/ui/trace-text";
import type { TurnStep } from "@/lib/ui/turn-steps";
import { FlowchartView } from "./flowchart-view";
import { NarrowingTable } from "./narrowing-table";
import { MUTED } from "./styles";

/** A correction of a decision: a box answer (boolean) or a space id (scope.ts `Override`). */
export type OverrideHandler = (decision: number, value: boolean | string, reason: string) => void;

export interface StepBodyProps {
  step: TurnStep;
  /** The trace up to and including this step: what the flowchart may show as decided. */
  upTo: readonly TraceRecord[];
  current: boolean;
  cards?: CardLibrary;
  usAllianceValue?: number;
  onOverride?: OverrideHandler;
  onHighlight?: (h: SpaceHighlight[]) => void;
}

function Details({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="ml-5 list-disc text-sm">
      {items.map((d) => (
        <li key={d}>{d}</li>
      ))}
    </ul>
  );
}

/** What one step shows under its title, by record kind. */
export function StepBody({
  step,
  upTo,
  current,
  cards,
  usAllianceValue,
  onOverride,
  onHighlight,
}: StepBodyProps) {
  const r = step.records[0];
  switch (r.kind) {
    case "box":
    case "cardOutcome": {
      const side = cards?.sides[r.side];
      // The flowchart appears on the step in focus and on the card's outcome; earlier answers
      // stay as text so the list does not repeat the whole card at every box.
      if (side && cards && (current || r.kind === "cardOutcome")) {
        return (
          <FlowchartView
            side={side}
            library={cards}
            trace={upTo}
            usAllianceValue={usAllianceValue}
            onOverride={onOverride}
            referenceLink
          />
        );
      }
      return <Details items={describeRecord(r).details} />;
    }
    case "selection":
      return (
        <NarrowingTable
          record={r}
          ordinal={step.ordinal}
          onOverride={onOverride}
          onHighlight={current ? onHighlight : undefined}
        />
      );
    case "activation":
      return (
        <p className="flex items-center gap-3 text-sm">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md border-2 border-stone-900 text-xl font-bold dark:border-stone-200"
          >
            {r.roll}
          </span>
          <span>
            Rolled {r.roll} against Activation Number {r.an}:{" "}
            {r.continues
              ? "higher, so another space is chosen."
              : "not higher, so no more spaces; starred lines and the next box follow."}
          </span>
        </p>
      );
    case "cardDrawn":
      return (
        <p className="flex items-center gap-3 text-sm">
          <span
            aria-hidden="true"
            className="inline-flex h-12 w-9 items-center justify-center rounded border-2 border-stone-900 text-xl font-bold dark:border-stone-200"
          >
            {r.card}
          </span>
          <span className={MUTED}>
            {r.movedToBottom.length
              ? `Moved to the bottom first: ${r.movedToBottom.join(", ")}.`
              : "Read it from the top blue box."}
          </span>
        </p>
      );
    case "change": {
      // A lone change is the step's title already; a run of changes lists them.
      if (step.records.length === 1) return null;
      const items = step.records.flatMap((c, i) =>
        c.kind === "change" ? [{ at: step.start + i, text: c.change.text }] : [],
      );
      return (
        <ul className="ml-5 list-disc text-sm">
          {items.map((c) => (
            <li key={c.at}>{c.text}</li>
          ))}
        </ul>
      );
    }
    default:
      return <Details items={describeRecord(r).details} />;
  }
}
