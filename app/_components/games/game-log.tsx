"use client";
import { useEffect, useRef } from "react";
import {
  explain,
  GAME_ADAPTERS,
  type ReplayedStep,
  type SessionSetup,
} from "@/lib/engine/cardgames/session";
import type { BaseEvent, BaseMove } from "@/lib/engine/cardgames/shared/types";

type Step = ReplayedStep<BaseMove, BaseEvent>;

/** One line of the log as the viewer reads it. */
export interface LogLine {
  text: string;
  /** A line only the viewer (and maybe one other) may read. */
  secret?: boolean;
  /** A bot's explanation of its move. */
  why?: boolean;
}

/**
 * The log lines of some steps for `viewer`: every line they may read, each bot's explanation
 * under its move. A line the engine leaves empty for this viewer is left out, and so is a step
 * with nothing left to read, so the shape of the log tells nothing hidden (hot seat, U2).
 */
export function logLines(
  setup: SessionSetup,
  steps: readonly Step[],
  viewer: number | null,
): LogLine[] {
  const adapter = GAME_ADAPTERS[setup.game];
  const names = setup.seats.map((s) => s.name);
  const out: LogLine[] = [];
  for (const step of steps) {
    const lines = step.events.flatMap((e): LogLine[] => {
      const text = adapter.describe(e, viewer, names);
      if (!text) return [];
      return [{ text, secret: !!(e.secretTo && viewer !== null && e.secretTo.includes(viewer)) }];
    });
    if (step.events.length > 0 && lines.length === 0) continue;
    // A bot's explanation, or quick play's for a pass it made for the person.
    const why: LogLine[] =
      step.why && step.by !== "app"
        ? [{ text: `${names[step.seat ?? 0]}: ${explain(step.why, names)}`, why: true }]
        : [];
    out.push(...lines.slice(0, 1), ...why, ...lines.slice(1));
  }
  return out;
}

/**
 * What every player did, newest last, in plain words for the viewer: cards hidden from them
 * stay hidden. Bot moves carry the bot's explanation.
 */
export function GameLog({
  setup,
  steps,
  viewer,
}: {
  setup: SessionSetup;
  steps: readonly Step[];
  viewer: number | null;
}) {
  const list = useRef<HTMLOListElement>(null);
  // The newest line comes into view inside the log's own box: scrolling it with
  // scrollIntoView would scroll the page too and push the decision off a phone's screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a line is added
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [steps.length]);
  const lines = logLines(setup, steps.slice(-200), viewer);
  return (
    <section
      aria-labelledby="log-h"
      className="flex min-h-0 flex-col rounded-lg border border-stone-200 dark:border-stone-700"
    >
      <h3
        id="log-h"
        className="border-b border-stone-200 px-3 py-2 text-sm font-semibold dark:border-stone-700"
      >
        Game log
      </h3>
      <ol
        ref={list}
        className="max-h-96 min-h-40 overflow-y-auto px-3 py-2 text-sm leading-snug"
        data-testid="game-log"
      >
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at the end
          <li key={i} className="py-0.5">
            <p
              className={
                line.why
                  ? "pl-3 text-xs text-stone-600 italic dark:text-stone-400"
                  : line.secret
                    ? "text-indigo-700 dark:text-indigo-300"
                    : ""
              }
            >
              {line.text}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
