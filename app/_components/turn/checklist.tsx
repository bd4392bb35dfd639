"use client";

import { memo, useId, useState } from "react";
import type { TableChange } from "@/lib/engine/cuba/calixto/types";
import { groupChanges, progressText, untickedText } from "@/lib/ui/checklist";
import { BUTTON, CHECK_BOX, CHECK_ROW, FOCUS, MUTED, PANEL, PRIMARY } from "./styles";

export interface ChecklistProps {
  changes: readonly TableChange[];
  /** Tick state by index into `changes` (controlled). */
  done: readonly boolean[];
  onToggle: (index: number) => void;
  title?: string;
  /**
   * Confirm the turn: the mirror board takes the changes. Shown when given; the turn's only
   * confirm. With changes unticked it asks first, saying how many.
   */
  onConfirm?: () => void;
  /** A command is running: confirming is not offered. */
  busy?: boolean;
  /**
   * Pinned below the turn's steps in a column one screen high (width ≥ 768): at most 35% of the
   * column while the turn runs, 65% once it can be confirmed (less when the column is short),
   * its list scrolling inside so the heading and the confirm stay in view.
   */
  fit?: boolean;
}

/**
 * The physical changes of a turn, grouped by space, each ticked off at the table. Memoised: an
 * input that adds no change to make does not redraw it (issue 22).
 */
export const Checklist = memo(function Checklist({
  changes,
  done,
  onToggle,
  title = "At the table",
  onConfirm,
  busy = false,
  fit = false,
}: ChecklistProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const groups = groupChanges(changes);
  const unticked = changes.filter((_, i) => !done[i]).length;
  return (
    <section
      aria-labelledby={`${id}-h`}
      // Once the turn is done the list is the work left: it may take most of the column, the
      // steps above shrinking to their least, so a tablet's short column still shows its ticks.
      className={`${PANEL} ${fit ? `md:flex ${onConfirm ? "md:max-h-[65%]" : "md:max-h-[35%]"} md:min-h-0 md:flex-col md:overflow-y-auto` : ""}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {/* Once the turn is done, this list is the next thing to do: a press that ended the
            turn's last panel lands the keyboard here (app/_components/ui/focus-landing.ts). */}
        <h3
          id={`${id}-h`}
          tabIndex={onConfirm ? -1 : undefined}
          data-landing={onConfirm ? "target" : undefined}
          className="rounded text-base font-semibold outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:focus-visible:ring-sky-400"
        >
          {title}
        </h3>
        <p role="status" aria-live="polite" className={`text-sm ${MUTED}`}>
          {/* Nothing yet: said on the heading's line, so an empty list takes one line of the
              short column a portrait tablet leaves below the map. */}
          {changes.length === 0
            ? "Nothing to change on the table."
            : progressText(done, changes.length)}
        </p>
      </div>
      <div
        className={`${changes.length ? "mt-2" : ""} space-y-3 ${fit ? "md:min-h-0 md:overflow-y-auto" : ""}`}
      >
        {groups.map((g) => (
          <fieldset key={g.key}>
            <legend className="text-sm font-semibold">{g.label}</legend>
            <ul className="mt-1 space-y-1">
              {g.items.map(({ index, change }) => (
                <li key={index}>
                  <label
                    className={`${CHECK_ROW} rounded-md px-2 hover:bg-stone-100 dark:hover:bg-stone-800`}
                  >
                    <input
                      type="checkbox"
                      className={`${CHECK_BOX} accent-emerald-700 ${FOCUS}`}
                      checked={done[index] ?? false}
                      onChange={() => onToggle(index)}
                    />
                    <span
                      className={
                        done[index] ? "text-stone-600 dark:text-stone-400 line-through" : ""
                      }
                    >
                      {change.text}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      {onConfirm ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {asking && unticked > 0 ? (
            <>
              <p role="alert" className="text-sm font-medium">
                {untickedText(unticked, changes.length)} — confirm anyway?
              </p>
              <button
                type="button"
                className={PRIMARY}
                disabled={busy}
                onClick={() => {
                  setAsking(false);
                  onConfirm();
                }}
                data-testid="confirm-anyway"
              >
                Confirm anyway
              </button>
              <button type="button" className={BUTTON} onClick={() => setAsking(false)}>
                Back to the checklist
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className={PRIMARY}
                disabled={busy}
                onClick={() => (unticked > 0 ? setAsking(true) : onConfirm())}
                data-testid="confirm-turn"
              >
                Confirm the turn
              </button>
              {unticked > 0 ? (
                <span className={`text-sm ${MUTED}`}>
                  {untickedText(unticked, changes.length)}.
                </span>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </section>
  );
});
