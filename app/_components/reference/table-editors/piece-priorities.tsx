"use client";

import { useId, useState } from "react";
import { ProvenanceBadge } from "@/app/_components/turn/provenance-badge";
import { MUTED } from "@/app/_components/turn/styles";
import { PIECE_ROWS, type PieceRow } from "@/data/cuba/calixto/piece-priorities";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { FACTIONS, type Faction } from "@/lib/engine/cuba/types";
import { moveItem } from "@/lib/ui/side-corrections";
import {
  EditToggle,
  factionList,
  OursYours,
  Refusal,
  RowHeading,
  SMALL_BUTTON,
  sameList,
  TableTools,
  useTableEdits,
} from "./shared";

/** Our own short words for each row of the Piece Priorities (C8.5.8; reference 3.2). */
const ROW_LABEL: Readonly<Record<PieceRow["id"], string>> = {
  cash: "Pieces holding Cash (Syndicate acting)",
  bases: "Bases and Casinos",
  "assault-vulnerable": "Guerrillas of a Faction with a Vulnerable Base (Assault)",
  "thin-guard": "Faction whose Base is guarded by one piece (Attack or Ambush)",
  cubes: "Cubes: with Cash first, Police before Troops",
  guerrillas: "Guerrillas: with Cash first, Underground before Active",
};

const factionsOf = (r: PieceRow | undefined): readonly Faction[] | null =>
  r && "factions" in r ? r.factions : null;

/**
 * The Piece Priorities (C8.5.8): rows top to bottom, Factions left to right inside a row. The
 * player may correct the rows' order (`pieceOrder`) and a row's Factions in order
 * (`pieceFactions`); a row about Insurgent pieces cannot list the Government (refused by the check).
 */
export function PiecePrioritiesEditor() {
  const id = useId();
  const edits = useTableEdits();
  const [editing, setEditing] = useState(false);
  const rows = edits.data.pieces;
  const ourOrder = PIECE_ROWS.map((r) => r.id);
  const orderCorrected = edits.byKey.has("pieceOrder");

  const move = (i: number, by: -1 | 1) => {
    const next = moveItem(
      rows.map((r) => r.id),
      i,
      by,
    );
    void edits.apply(
      { kind: "pieceOrder", rows: next },
      `moving row "${ROW_LABEL[rows[i].id]}" ${by < 0 ? "up" : "down"}`,
      sameList(next, ourOrder),
    );
  };
  const setFactions = (row: PieceRow, factions: Faction[], what: string) => {
    const ours = factionsOf(PIECE_ROWS.find((r) => r.id === row.id)) ?? [];
    void edits.apply(
      { kind: "pieceFactions", row: row.id, factions },
      what,
      sameList(factions, ours),
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <EditToggle
          label="Correct the Piece Priorities from my aid sheet"
          editing={editing}
          onToggle={() => setEditing(!editing)}
        />
        {orderCorrected && (
          <OursYours
            edits={edits}
            what="the row order of the Piece Priorities"
            correctionKeyOf="pieceOrder"
            ours="the order in our data (numbers in brackets)"
            yours="your order, below"
          />
        )}
      </div>
      <TableTools area="pieces" edits={edits} />
      <Refusal refused={edits.refused} />
      <div className="max-w-full overflow-x-auto">
        <table
          aria-labelledby={`${id}-cap`}
          className="min-w-full border-collapse text-sm [&_td]:border [&_td]:border-stone-300 [&_th]:border [&_th]:border-stone-300 dark:[&_td]:border-stone-700 dark:[&_th]:border-stone-700"
        >
          <caption id={`${id}-cap`} className="mb-1 text-left font-semibold">
            Piece Priorities
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Row
              </th>
              <th scope="col" className="px-2 py-1 text-left">
                Factions, left to right
              </th>
              <th scope="col" className="px-2 py-1 text-left">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const label = ROW_LABEL[row.id];
              const ourNumber = ourOrder.indexOf(row.id) + 1;
              const key = `pieceFactions:${row.id}`;
              const ours = factionsOf(PIECE_ROWS.find((r) => r.id === row.id));
              return (
                <tr key={row.id}>
                  <RowHeading
                    index={i}
                    count={rows.length}
                    label={label}
                    ourNumber={orderCorrected ? ourNumber : null}
                    editing={editing}
                    onMove={(by) => move(i, by)}
                  />
                  <td className="px-2 py-1">
                    <RowFactions
                      row={row}
                      editing={editing}
                      onChange={(fs, what) => setFactions(row, fs, `${what} in row "${label}"`)}
                    />
                  </td>
                  <td className="px-2 py-1">
                    <ProvenanceBadge provenance={row.provenance} />
                    {edits.byKey.has(key) && ours && (
                      <p>
                        <OursYours
                          edits={edits}
                          what={`the Factions of row "${label}"`}
                          correctionKeyOf={key}
                          ours={factionList(ours, FACTION_NAME)}
                          yours={factionList(factionsOf(row) ?? [], FACTION_NAME)}
                        />
                      </p>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={`text-sm ${MUTED}`}>
        To place, move or use friendly pieces, or to act on enemy ones, read top to bottom and left
        to right; to remove friendly pieces, bottom to top and right to left (C8.5.8).
      </p>
    </div>
  );
}

function RowFactions({
  row,
  editing,
  onChange,
}: {
  row: PieceRow;
  editing: boolean;
  onChange: (factions: Faction[], what: string) => void;
}) {
  const list = factionsOf(row);
  if (!list) return <span className={MUTED}>no Factions in this row</span>;
  if (!editing) return <>{factionList(list, FACTION_NAME)}</>;
  const missing = FACTIONS.filter((f) => !list.includes(f));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ol className="flex flex-wrap gap-2">
        {list.map((f, i) => (
          <li
            key={f}
            className="inline-flex items-center gap-1 rounded border border-stone-300 px-1 dark:border-stone-600"
          >
            <span className="px-1">{FACTION_NAME[f]}</span>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={`Move ${FACTION_NAME[f]} earlier`}
              disabled={i === 0}
              onClick={() => onChange(moveItem(list, i, -1), `moving ${FACTION_NAME[f]} earlier`)}
            >
              ←
            </button>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={`Move ${FACTION_NAME[f]} later`}
              disabled={i === list.length - 1}
              onClick={() => onChange(moveItem(list, i, 1), `moving ${FACTION_NAME[f]} later`)}
            >
              →
            </button>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={`Remove ${FACTION_NAME[f]}`}
              onClick={() =>
                onChange(
                  list.filter((x) => x !== f),
                  `removing ${FACTION_NAME[f]}`,
                )
              }
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      {missing.map((f) => (
        <button
          key={f}
          type="button"
          className={SMALL_BUTTON}
          onClick={() => onChange([...list, f], `adding ${FACTION_NAME[f]}`)}
        >
          Add {FACTION_NAME[f]}
        </button>
      ))}
    </div>
  );
}
