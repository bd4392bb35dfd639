"use client";
import { useId } from "react";
import type { SummaryLine } from "@/lib/ui/turn-summary";
import { RuleLink } from "./rule-link";
import { FOCUS, MUTED, PANEL } from "./styles";

/**
 * The turn in a few lines (issue 20 item 7): what the bot did and why, read in seconds. Each line
 * opens the step where that part begins in the step list below it.
 */
export function TurnSummary({
  lines,
  current,
  onOpen,
}: {
  lines: readonly SummaryLine[];
  /** The step shown in the step list, to mark the line it belongs to. */
  current: number;
  onOpen: (step: number) => void;
}) {
  const id = useId();
  if (!lines.length) return null;
  const active = lines.reduce((best, l, i) => (l.step <= current ? i : best), 0);
  return (
    <section aria-labelledby={id} className={PANEL}>
      <h3 id={id} className="text-base font-semibold">
        In short
      </h3>
      <ol className="mt-2 flex flex-col gap-1">
        {lines.map((l, i) => (
          <li key={`${l.step}-${l.text}`} className="flex items-baseline justify-between gap-2">
            <button
              type="button"
              onClick={() => onOpen(l.step)}
              aria-current={i === active ? "true" : undefined}
              className={`min-h-9 flex-1 rounded px-1 text-left text-sm hover:underline aria-[current]:font-semibold ${FOCUS}`}
            >
              {l.text}
            </button>
            <span className={`shrink-0 text-xs ${MUTED}`}>
              <RuleLink rule={l.rule} />
            </span>
          </li>
        ))}
      </ol>
      <p className={`mt-2 text-xs ${MUTED}`}>Tap a line to see its steps below.</p>
    </section>
  );
}
