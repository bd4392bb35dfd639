"use client";

import { useId, useState } from "react";
import { ProvenanceBadge } from "@/app/_components/turn/provenance-badge";
import { MUTED } from "@/app/_components/turn/styles";
import { MOVE_PRIORITIES, type MoveRow } from "@/data/cuba/calixto/move-priorities";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { FACTIONS, type Faction } from "@/lib/engine/cuba/types";
import {
  EditToggle,
  factionList,
  OursYours,
  Refusal,
  RowHeading,
  sameList,
  type TableEdits,
  TableTools,
  useTableEdits,
} from "./shared";

const TABLE_NAME = { keep: "Keep in the origin", get: "Get to the destination" } as const;

/**
 * The Move Priorities' Keep and Get rows (C8.5.7), read down the acting Faction's column: the
 * player may correct the rows' order (`moveOrder`) and which Factions read a row (`moveFactions`).
 */
export function MovePrioritiesEditor() {
  const edits = useTableEdits();
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <EditToggle
          label="Correct the Move Priorities from my aid sheet"
          editing={editing}
          onToggle={() => setEditing(!editing)}
        />
      </div>
      <TableTools area="moves" edits={edits} />
      <Refusal refused={edits.refused} />
      {(["keep", "get"] as const).map((t) => (
        <MoveTable key={t} table={t} editing={editing} edits={edits} />
      ))}
      <p className={`text-sm ${MUTED}`}>
        A tick: the row is read for that Faction. Keep rows hold pieces back in an origin, Get rows
        say how many to bring into the destination; both are read top to bottom (C8.5.7).
      </p>
    </div>
  );
}

function MoveTable({
  table,
  editing,
  edits,
}: {
  table: "keep" | "get";
  editing: boolean;
  edits: TableEdits;
}) {
  const id = useId();
  const rows = edits.data.moves[table];
  const ours = MOVE_PRIORITIES[table];
  const ourOrder = ours.map((r) => r.id);
  const orderKey = `moveOrder:${table}`;
  const orderWords = `the order of the ${table === "keep" ? "Keep" : "Get"} rows`;

  const move = (i: number, by: -1 | 1) => {
    const next = rows.map((r) => r.id);
    [next[i], next[i + by]] = [next[i + by], next[i]];
    void edits.apply(
      { kind: "moveOrder", table, rows: next },
      `moving row "${rows[i].label}" ${by < 0 ? "up" : "down"}`,
      sameList(next, ourOrder),
    );
  };
  const toggle = (row: MoveRow, f: Faction) => {
    const on = row.factions.includes(f);
    const factions = FACTIONS.filter((x) => (x === f ? !on : row.factions.includes(x)));
    const our = ours.find((r) => r.id === row.id)?.factions ?? [];
    void edits.apply(
      { kind: "moveFactions", row: row.id, factions },
      `the ${FACTION_NAME[f]} tick of row "${row.label}"`,
      sameList(
        factions,
        FACTIONS.filter((x) => our.includes(x)),
      ),
    );
  };

  return (
    <div className="max-w-full overflow-x-auto">
      <table
        aria-labelledby={`${id}-cap`}
        className="min-w-full border-collapse text-sm [&_td]:border [&_td]:border-stone-300 [&_th]:border [&_th]:border-stone-300 dark:[&_td]:border-stone-700 dark:[&_th]:border-stone-700"
      >
        <caption id={`${id}-cap`} className="mb-1 text-left font-semibold">
          Move Priorities: {TABLE_NAME[table]}
          {edits.byKey.has(orderKey) && (
            <span className="ml-2 font-normal">
              <OursYours
                edits={edits}
                what={orderWords}
                correctionKeyOf={orderKey}
                ours="the order in our data (numbers in brackets)"
                yours="your order, below"
              />
            </span>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left">
              Row
            </th>
            {FACTIONS.map((f) => (
              <th key={f} scope="col" className="px-1 py-1">
                {FACTION_NAME[f]}
              </th>
            ))}
            <th scope="col" className="px-2 py-1 text-left">
              Source
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const our = ours.find((r) => r.id === row.id);
            const ourNumber = ourOrder.indexOf(row.id) + 1;
            const key = `moveFactions:${row.id}`;
            return (
              <tr key={row.id}>
                <RowHeading
                  index={i}
                  count={rows.length}
                  label={row.label}
                  ourNumber={edits.byKey.has(orderKey) ? ourNumber : null}
                  editing={editing}
                  onMove={(by) => move(i, by)}
                />
                {FACTIONS.map((f) => {
                  const on = row.factions.includes(f);
                  return (
                    <td key={f} className="px-1 py-1 text-center">
                      {editing ? (
                        <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                          <input
                            type="checkbox"
                            className="size-5"
                            checked={on}
                            aria-label={`Row "${row.label}" read for ${FACTION_NAME[f]}`}
                            onChange={() => toggle(row, f)}
                          />
                        </label>
                      ) : (
                        on && <span aria-hidden="true">●</span>
                      )}
                      <span className="sr-only">
                        {FACTION_NAME[f]}: {on ? "yes" : "no"}
                      </span>
                    </td>
                  );
                })}
                <td className="px-2 py-1">
                  <ProvenanceBadge provenance={row.provenance} />
                  {edits.byKey.has(key) && our && (
                    <p>
                      <OursYours
                        edits={edits}
                        what={`the Factions of row "${row.label}"`}
                        correctionKeyOf={key}
                        ours={factionList(our.factions, FACTION_NAME)}
                        yours={factionList(row.factions, FACTION_NAME)}
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
  );
}
