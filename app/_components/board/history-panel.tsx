"use client";
import { useMemo } from "react";
import { effectiveHistory } from "@/lib/engine/core/log";
import type { GameEntry } from "@/lib/engine/cuba/game/entries";
import { canUndo } from "@/lib/engine/cuba/game/readers";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { entryText } from "@/lib/ui/entry-text";
import { buttonClass, headingClass } from "../ui/styles";
import { GoBackToCard } from "./go-back-to-card";

const SHOWN = 100;
const time = (at?: number) =>
  at === undefined
    ? ""
    : new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" }).format(at);

/**
 * The log as a history list, newest first. Undo and redo are entries of their own, so nothing
 * disappears: an undone edit stays listed, marked undone (architecture: an append-only log).
 */
export function HistoryPanel({
  entries,
  state,
  onUndo,
  onRedo,
  gameId,
  onState,
}: {
  entries: readonly GameEntry[];
  state: GameState;
  onUndo: () => void;
  onRedo: () => void;
  /** Given, the panel offers to go back to before a card (one undoable step). */
  gameId?: string;
  onState?: (s: GameState) => void;
}) {
  // Which entries are in effect: the state keeps only how many and the newest (fold.ts).
  const effective = useMemo(
    () => new Set(effectiveHistory(entries).effective.map((e) => e.seq)),
    [entries],
  );
  const redoable = new Set(state.redoable);
  const skipped = new Map(state.skipped.map((s) => [s.seq, s.errors]));
  const actions = entries.filter((e) => e.type !== "meta.undo" && e.type !== "meta.redo").reverse();
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="history-heading" className={headingClass}>
          History
        </h2>
        <div className="flex gap-1">
          <button
            type="button"
            className={buttonClass()}
            onClick={onUndo}
            disabled={!canUndo(state)}
          >
            Undo
          </button>
          <button
            type="button"
            className={buttonClass()}
            onClick={onRedo}
            disabled={state.redoable.length === 0}
          >
            Redo
          </button>
        </div>
      </div>
      {gameId && <GoBackToCard gameId={gameId} entries={entries} state={state} onState={onState} />}
      <ol aria-label="Edits, newest first" className="flex flex-col gap-1 text-sm">
        {actions.slice(0, SHOWN).map((e) => {
          const status = skipped.has(e.seq)
            ? "not applied"
            : effective.has(e.seq)
              ? null
              : redoable.has(e.seq)
                ? "undone (redo restores it)"
                : "undone";
          return (
            <li
              key={e.seq}
              className={`rounded border-l-4 px-2 py-1 ${status ? "border-stone-300 text-stone-600 dark:text-stone-400 line-through decoration-stone-400 dark:border-stone-700" : "border-sky-600 bg-white dark:bg-stone-900"}`}
            >
              <span className="block">{entryText(e)}</span>
              {e.type === "card.back" && e.payload.changes.length > 0 && (
                <details className="text-xs">
                  <summary className="cursor-pointer">The table put back</summary>
                  <ul className="list-disc pl-5">
                    {e.payload.changes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                </details>
              )}
              <span className="block text-xs text-stone-600 dark:text-stone-400 no-underline">
                #{e.seq} {time(e.at)}
                {status ? ` · ${status}` : ""}
                {skipped.get(e.seq)?.map((x) => ` · ${x.reason}`)}
              </span>
            </li>
          );
        })}
      </ol>
      {actions.length > SHOWN && (
        <p className="text-xs text-stone-600 dark:text-stone-400">
          Older entries: export the game to see the whole log.
        </p>
      )}
    </section>
  );
}
