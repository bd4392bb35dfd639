"use client";
import { type EventLetter, LETTER_MEANING } from "@/data/cuba/calixto/event-table";
import { cardTitle } from "@/data/cuba/events";
import { parseTableQuestionId } from "@/lib/engine/cuba/calixto/events/answers";
import { AID_SHEET_TARGET, deleteCorrection, listCorrections } from "@/lib/persistence";
import { FACTION_NAME } from "../board/labels";
import { useDb } from "../db-context";
import { buttonClass, headingClass, panelClass } from "../ui/styles";
import { useLiveQuery } from "../use-live-query";

/**
 * The player's readings of Event Cards table cells our transcription could not read (C8.5.5):
 * given once during a game, used in every later game until forgotten here. A game that already
 * used a reading keeps it in its own log.
 */
export function AidReadings() {
  const db = useDb();
  const rows = useLiveQuery(
    async () => (await listCorrections(db)).filter((c) => c.target === AID_SHEET_TARGET),
    [db],
  );
  if (!rows?.length) return null;
  return (
    <section aria-labelledby="aid-heading" className={panelClass}>
      <h2 id="aid-heading" className={headingClass}>
        Your aid-sheet readings
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        Cells of the Event Cards table our copy could not read, as you read them on your sheet. New
        games use them without asking again (C8.5.5).
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {rows.map((c) => {
          const cell = parseTableQuestionId(c.field);
          const letter = String(c.value);
          const what = cell
            ? `#${cell.card} ${cardTitle(cell.card)}, ${FACTION_NAME[cell.faction]}`
            : c.field;
          return (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-200 p-2 text-sm dark:border-stone-700"
            >
              <span>
                <span className="font-medium">{what}</span>:{" "}
                <span className="font-mono">{letter === "-" ? "–" : letter}</span>{" "}
                {LETTER_MEANING[letter as EventLetter] ?? ""}
                {c.note ? (
                  <span className="block text-xs text-stone-600 dark:text-stone-400">{c.note}</span>
                ) : null}
              </span>
              <button
                type="button"
                className={buttonClass()}
                aria-label={`Forget the reading for ${what}`}
                onClick={() => void deleteCorrection(db, c.id as number)}
              >
                Forget
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
