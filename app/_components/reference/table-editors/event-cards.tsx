"use client";

import { useId, useState } from "react";
import { INPUT, MUTED } from "@/app/_components/turn/styles";
import {
  EVENT_TABLE,
  type EventCell,
  type EventLetter,
  LETTER_MEANING,
} from "@/data/cuba/calixto/event-table";
import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { Faction } from "@/lib/engine/cuba/types";
import { useCardPicker } from "./card-picker";
import {
  OursYours,
  Refusal,
  SMALL_BUTTON,
  type TableEdits,
  TableTools,
  useTableEdits,
} from "./shared";

/** The columns in the aid sheet's order (ref 3.5). */
const COLUMNS: readonly Faction[] = ["GOV", "SYN", "DR", "26J"];
const LETTERS: readonly EventLetter[] = ["C", "P", "M", "-"];
const CARDS = Object.keys(EVENT_TABLE).map(Number);

const letterWords = (l: EventLetter | null) => (l === null ? "unreadable" : l === "-" ? "–" : l);
const cellWords = (c: EventCell) => `${letterWords(c.letter)}${c.star ? "★" : ""}`;
const STATUS_WORDS: Readonly<Record<EventCell["status"], string>> = {
  confirmed: "confirmed",
  read: "read from the sheet",
  uncertain: "letter uncertain",
  unknown: "letter unreadable",
};

/**
 * The Event Cards table (C8.5.5): per Event card and NP Faction, C, P, M or –, and a ★ when the
 * Event Instructions have an entry. Pick a card, then correct any of its four cells (`eventCell`).
 */
export function EventCardsEditor() {
  const edits = useTableEdits();
  const { card, picker, pick } = useCardPicker(CARDS);
  const corrected = CARDS.filter((n) => COLUMNS.some((f) => edits.byKey.has(`cell:${n}:${f}`)));
  return (
    <div className="space-y-3">
      <TableTools area="eventCards" edits={edits} />
      {picker}
      {corrected.length > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>Cards you corrected:</span>
          {corrected.map((n) => (
            <button key={n} type="button" className={SMALL_BUTTON} onClick={() => pick(n)}>
              #{n} {cardTitle(n)}
            </button>
          ))}
        </p>
      )}
      <Refusal refused={edits.refused} />
      {card !== null && <CardCells card={card} edits={edits} />}
      <dl className={`grid gap-x-3 text-sm sm:grid-cols-[auto_1fr] ${MUTED}`}>
        {LETTERS.map((l) => (
          <div key={l} className="contents">
            <dt className="font-semibold">{letterWords(l)}</dt>
            <dd>{LETTER_MEANING[l]}</dd>
          </div>
        ))}
        <dt className="font-semibold">★</dt>
        <dd>the Event Instructions have an entry for this card and Faction</dd>
      </dl>
    </div>
  );
}

function CardCells({ card, edits }: { card: number; edits: TableEdits }) {
  const id = useId();
  const row = edits.data.events.eventTable[card];
  const ours = EVENT_TABLE[card];
  if (!row || !ours) return null;
  return (
    <div className="max-w-full overflow-x-auto">
      <table
        aria-labelledby={`${id}-cap`}
        className="border-collapse text-sm [&_td]:border [&_td]:border-stone-300 [&_th]:border [&_th]:border-stone-300 dark:[&_td]:border-stone-700 dark:[&_th]:border-stone-700"
      >
        <caption id={`${id}-cap`} className="mb-1 text-left font-semibold">
          Event Cards table: #{card} {cardTitle(card)}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left">
              Faction
            </th>
            <th scope="col" className="px-2 py-1 text-left">
              As the app reads it
            </th>
            <th scope="col" className="px-2 py-1 text-left">
              Your card says
            </th>
          </tr>
        </thead>
        <tbody>
          {COLUMNS.map((f) => (
            <CellRow
              key={`${card}:${f}:${cellWords(row[f])}`}
              card={card}
              faction={f}
              cell={row[f]}
              ours={ours[f]}
              edits={edits}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CellRow({
  card,
  faction,
  cell,
  ours,
  edits,
}: {
  card: number;
  faction: Faction;
  cell: EventCell;
  ours: EventCell;
  edits: TableEdits;
}) {
  const id = useId();
  const [letter, setLetter] = useState<EventLetter | "">(cell.letter ?? "");
  const [star, setStar] = useState(cell.star);
  const key = `cell:${card}:${faction}`;
  const name = FACTION_NAME[faction];
  // Saving our own letter of a sure cell changes nothing; of an unsure one it confirms it.
  const sure = ours.status === "confirmed" || ours.status === "read";
  const save = () => {
    if (!letter) return;
    void edits.apply(
      { kind: "eventCell", card, faction, letter, star },
      `#${card}, ${name}`,
      sure && letter === ours.letter && star === ours.star,
    );
  };
  return (
    <tr>
      <th scope="row" className="px-2 py-1 text-left font-normal">
        {name}
      </th>
      <td className="px-2 py-1">
        <span className="font-semibold">{cellWords(cell)}</span>{" "}
        <span className={`text-xs ${MUTED}`}>({STATUS_WORDS[cell.status]})</span>
        {edits.byKey.has(key) && (
          <p>
            <OursYours
              edits={edits}
              what={`the ${name} cell of #${card}`}
              correctionKeyOf={key}
              ours={cellWords(ours)}
              yours={cellWords(cell)}
            />
          </p>
        )}
      </td>
      <td className="px-2 py-1">
        <span className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-l`} className="sr-only">
            Letter
          </label>
          <select
            id={`${id}-l`}
            className={INPUT}
            value={letter}
            onChange={(e) => setLetter(e.target.value as EventLetter)}
          >
            {letter === "" && <option value="">choose</option>}
            {LETTERS.map((l) => (
              <option key={l} value={l}>
                {letterWords(l)}
              </option>
            ))}
          </select>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-1">
            <input
              type="checkbox"
              className="size-5"
              checked={star}
              onChange={(e) => setStar(e.target.checked)}
            />
            ★
          </label>
          <button
            type="button"
            className={SMALL_BUTTON}
            disabled={!letter}
            aria-label={`Save ${name}`}
            onClick={save}
          >
            Save
          </button>
        </span>
      </td>
    </tr>
  );
}
