"use client";
import { useId, useState } from "react";
import { RuleLink } from "@/app/_components/turn/rule-link";
import { BUTTON, INPUT, LABEL_FOCUS, MUTED, PANEL, PRIMARY } from "@/app/_components/turn/styles";
import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACES } from "@/data/cuba/spaces";
import {
  COLUMN_LABEL,
  COLUMNS,
  type ColumnId,
  type Request,
} from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { factionWords } from "@/lib/ui/names";

type EventWork = Extract<Request, { kind: "eventWork" }>;

/**
 * The end of an NP Event (C8.5.5). Normally the app has carried the Event out itself (its choices
 * and changes are in the steps and the checklist): the player checks the table and presses Done;
 * the manual tools stay available to correct it. For a side the app cannot carry out, the player
 * applies the text on the table and records it here; where the text leaves a choice to the NP,
 * the app picks the space with the column the player chooses among the spaces the text allows.
 */
export function EventWorkPanel({
  request,
  busy,
  onSelect,
  onDone,
}: {
  request: EventWork;
  busy: boolean;
  onSelect: (column: ColumnId | null, candidates: SpaceId[], purpose: string) => void;
  onDone: () => void;
}) {
  const id = useId();
  const columns = COLUMNS[request.faction] as readonly ColumnId[];
  const [column, setColumn] = useState<ColumnId>(request.columns[0] ?? columns[0]);
  const [picked, setPicked] = useState<SpaceId[]>([]);
  const [purpose, setPurpose] = useState("");
  const toggle = (s: SpaceId) =>
    setPicked((p) => (p.includes(s) ? p.filter((x) => x !== s) : [...p, s]));
  return (
    <section aria-labelledby={`${id}-h`} className={PANEL}>
      <h3 id={`${id}-h`} className="text-base font-semibold">
        {FACTION_NAME[request.faction]} executes #{request.card} {cardTitle(request.card)},{" "}
        {request.side} text <RuleLink rule={request.rule} />
      </h3>
      {request.hints.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {request.hints.map((h) => (
            <li key={h}>{factionWords(h)}</li>
          ))}
        </ul>
      )}
      {request.executed ? (
        <p className="mt-2 text-sm">
          The app carried out this Event: each space it chose is in the turn&apos;s steps, and every
          change to make on the table is in the checklist. Make the changes, then press &ldquo;The
          Event is done&rdquo;.
        </p>
      ) : (
        <p className="mt-2 text-sm font-semibold">
          The app cannot carry out this side by itself: apply it from the card.
        </p>
      )}
      <details className="mt-2" open={!request.executed}>
        <summary className="cursor-pointer text-sm font-semibold">
          {request.executed ? "Correct the Event by hand" : "Apply the Event by hand"}
        </summary>
        <ol className={`mt-2 list-decimal space-y-1 pl-5 text-sm ${MUTED}`}>
          <li>
            Read the {request.side} text of the card. The NP places its own pieces and removes enemy
            ones (C8.5.5).
          </li>
          <li>
            Where the text lets the NP choose a space, tick the spaces the text allows and let the
            app choose below.
          </li>
          <li>
            Make the changes on the table and on the map here: edits made now belong to this Event.
          </li>
          <li>Press Done.</li>
        </ol>
        <fieldset className="mt-3 space-y-2">
          <legend className="text-sm font-semibold">Choose a space for the NP</legend>
          <label className="flex flex-col gap-1 text-sm">
            Priorities column
            <select
              className={INPUT}
              value={column}
              onChange={(e) => setColumn(e.target.value as ColumnId)}
            >
              {columns.map((c) => (
                <option key={c} value={c}>
                  {COLUMN_LABEL[c]}
                  {request.columns.includes(c) ? " (hinted)" : ""}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="flex flex-wrap gap-1" aria-label="Spaces the Event text allows">
            {SPACES.map((s) => (
              <label
                key={s.id}
                className={`${picked.includes(s.id) ? PRIMARY : BUTTON} ${LABEL_FOCUS} min-h-9 cursor-pointer px-2 py-1 text-xs`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={picked.includes(s.id)}
                  onChange={() => toggle(s.id)}
                />
                {s.short}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1 text-sm">
            What the space is for (for the log)
            <input
              className={INPUT}
              value={purpose}
              onChange={(e) => setPurpose(e.target.value)}
              placeholder="e.g. the space to replace Police"
            />
          </label>
          <button
            type="button"
            className={BUTTON}
            disabled={busy || picked.length === 0}
            onClick={() => {
              onSelect(column, picked, purpose.trim() || `Event #${request.card}`);
              setPicked([]);
              setPurpose("");
            }}
          >
            Choose with {COLUMN_LABEL[column]}
          </button>
        </fieldset>
      </details>
      <button type="button" className={`${PRIMARY} mt-3`} disabled={busy} onClick={onDone}>
        The Event is done
      </button>
    </section>
  );
}
