"use client";
import { useEffect, useRef } from "react";
import {
  explain,
  GAME_ADAPTERS,
  type ReplayedStep,
  type SessionSetup,
} from "@/lib/engine/cardgames/session";
import type { BaseEvent, BaseMove } from "@/lib/engine/cardgames/shared/types";

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
  steps: readonly ReplayedStep<BaseMove, BaseEvent>[];
  viewer: number | null;
}) {
  const adapter = GAME_ADAPTERS[setup.game];
  const names = setup.seats.map((s) => s.name);
  const list = useRef<HTMLOListElement>(null);
  // The newest line comes into view inside the log's own box: scrolling it with
  // scrollIntoView would scroll the page too and push the decision off a phone's screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a line is added
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [steps.length]);
  const recent = steps.slice(-200);
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
        {recent.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at the end
          <li key={i} className="py-0.5">
            {step.events.length === 0 && <Why step={step} names={names} />}
            {step.events.map((e, j) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of one step never reorder
                key={j}
              >
                <p
                  className={
                    e.secretTo && viewer !== null && e.secretTo.includes(viewer)
                      ? "text-indigo-700 dark:text-indigo-300"
                      : ""
                  }
                >
                  {adapter.describe(e, viewer, names)}
                </p>
                {j === 0 && <Why step={step} names={names} />}
              </div>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A bot's explanation of its move, under the move. */
function Why({ step, names }: { step: ReplayedStep<BaseMove, BaseEvent>; names: string[] }) {
  if (step.by !== "bot" || !step.why) return null;
  return (
    <p className="pl-3 text-xs text-stone-600 italic dark:text-stone-400">
      {names[step.seat ?? 0]}: {explain(step.why, names)}
    </p>
  );
}
