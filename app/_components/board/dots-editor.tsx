"use client";
import { useState } from "react";
import { PRIORITY_TABLES } from "@/data/cuba/calixto/priorities";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { Result } from "@/lib/engine/core/result";
import { rowColumns } from "@/lib/engine/cuba/calixto/priorities";
import { COLUMN_LABEL, type ColumnId } from "@/lib/engine/cuba/calixto/types";
import type { GameState } from "@/lib/engine/cuba/game";
import { dotsOf, ruleOptionsOf } from "@/lib/engine/cuba/game/turns";
import { FACTIONS } from "@/lib/engine/cuba/types";
import { buttonClass, errorClass, headingClass, panelClass } from "../ui/styles";
import { reasons } from "./use-board-edit";

const editable = (filter: string) => filter !== "random" && filter !== "no-legal-space";

/**
 * The player's own reading of the Space Selection Priorities dots (C8.5.6), for when their aid
 * sheet differs from our data: each row's dots as the app reads them now (data, disputed reading
 * in force, or the player's), one checkbox per column. A change is a logged entry for this game,
 * undoable and refused during a turn; the trace marks rows read with the player's dots.
 */
export function DotsEditor({
  state,
  turnOn,
  onSetDots,
}: {
  state: GameState;
  turnOn: boolean;
  onSetDots: (row: string, columns: ColumnId[] | null) => Promise<Result<unknown>>;
}) {
  const options = ruleOptionsOf(state);
  const own = dotsOf(state);
  const [error, setError] = useState<string | null>(null);
  const set = async (row: string, columns: ColumnId[] | null) => {
    const r = await onSetDots(row, columns);
    setError(r.ok ? null : reasons(r.errors));
  };

  return (
    <section aria-labelledby="dots-heading" className={`${panelClass} text-sm`}>
      <h2 id="dots-heading" className={headingClass}>
        Your aid sheet&apos;s dots
      </h2>
      <p className="mt-1 text-stone-600 dark:text-stone-400">
        If a dot on your Space Selection Priorities sheet differs from the app&apos;s, tick it to
        match: the app reads that row your way in this game, from the next turn on, and says so in
        each selection it makes with it. {Object.keys(own).length} row
        {Object.keys(own).length === 1 ? "" : "s"} read your way.
      </p>
      {error && (
        <p role="alert" className={`mt-2 ${errorClass}`}>
          {error}
        </p>
      )}
      {FACTIONS.map((f) => {
        const table = PRIORITY_TABLES[f];
        const mine = table.rows.filter((r) => own[r.id]).length;
        return (
          <details key={f} className="mt-3" open={mine > 0}>
            <summary className="cursor-pointer font-semibold">
              {FACTION_NAME[f]}{" "}
              <span className="font-normal text-stone-600 dark:text-stone-400">
                ({mine ? `${mine} your way` : "as the app reads it"})
              </span>
            </summary>
            {/* Scrolls sideways on a narrow screen: the keyboard can reach it even while its
                boxes are disabled (a turn in progress). */}
            <section
              className="mt-1 overflow-x-auto"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1)
              tabIndex={0}
              aria-label={`${FACTION_NAME[f]} priority rows (scrolls sideways)`}
            >
              <table className="border-collapse text-xs">
                <caption className="sr-only">{FACTION_NAME[f]} priority rows</caption>
                <thead>
                  <tr>
                    <th scope="col" className="px-1 text-left">
                      Row
                    </th>
                    {table.columns.map((c) => (
                      <th
                        key={c}
                        scope="col"
                        className="w-16 min-w-16 px-1 align-bottom font-medium leading-tight"
                      >
                        {COLUMN_LABEL[c]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows
                    .filter((r) => editable(r.filter))
                    .map((row, i) => {
                      const cols = rowColumns(row, options);
                      const yours = Boolean(own[row.id]);
                      const name = `Row ${i + 1} ${row.label}`;
                      return (
                        <tr
                          key={row.id}
                          className={yours ? "bg-sky-50 dark:bg-sky-950" : undefined}
                        >
                          <th scope="row" className="px-1 py-0.5 text-left font-normal">
                            {i + 1}. {row.label}
                            {yours && (
                              <button
                                type="button"
                                className={`${buttonClass("ghost", "compact")} ml-1`}
                                disabled={turnOn}
                                aria-label={`${name}: back to the app's reading`}
                                onClick={() => void set(row.id, null)}
                              >
                                Yours · reset
                              </button>
                            )}
                          </th>
                          {table.columns.map((c) => (
                            <td key={c} className="px-1 text-center">
                              <input
                                type="checkbox"
                                className="h-5 w-5"
                                aria-label={`${name}: ${COLUMN_LABEL[c]}`}
                                checked={cols.includes(c)}
                                disabled={turnOn}
                                onChange={(e) =>
                                  void set(
                                    row.id,
                                    e.target.checked
                                      ? table.columns.filter((x) => x === c || cols.includes(x))
                                      : cols.filter((x) => x !== c),
                                  )
                                }
                              />
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                </tbody>
              </table>
            </section>
          </details>
        );
      })}
    </section>
  );
}
