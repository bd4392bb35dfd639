"use client";

import { useId, useState } from "react";
import { ProvenanceBadge } from "@/app/_components/turn/provenance-badge";
import { BUTTON, MUTED, PRIMARY } from "@/app/_components/turn/styles";
import { PRIORITY_TABLES } from "@/data/cuba/calixto/priorities";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { PriorityRow } from "@/lib/engine/cuba/calixto/priorities/types";
import { COLUMN_LABEL, type ColumnId } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { sourceWords } from "@/lib/ui/source-words";
import { FactionPicker } from "./faction-picker";
import {
  OursYours,
  Refusal,
  RowHeading,
  sameList,
  type TableEdits,
  TableTools,
  useTableEdits,
} from "./table-editors/shared";

/** The two rows that end every column (C8.5.6): a random pick, then no legal space. */
const isClosing = (r: PriorityRow) => r.filter === "random" || r.filter === "no-legal-space";

function Columns({ columns }: { columns: readonly ColumnId[] }) {
  if (!columns.length) return <>none</>;
  return <>{columns.map((c) => COLUMN_LABEL[c]).join(", ")}</>;
}

/**
 * The Space Selection Priorities tables (C8.5.6) as the app reads them: rows top to bottom, a
 * dot where the row applies to a column, the row's source, and where our sources disagree the
 * other reading's dots. The player may correct a row's dots and the rows' order from their own
 * aid sheet (issue 13); a game's own Readings tab still wins for that game.
 */
export function PriorityTables() {
  const id = useId();
  const [faction, setFaction] = useState<Faction>("GOV");
  const [editing, setEditing] = useState(false);
  const edits = useTableEdits();
  const ours = PRIORITY_TABLES[faction];
  const table = edits.data.priorities[faction];
  const order = table.rows.map((r) => r.id);
  const orderKey = `rowOrder:${faction}`;
  const ourOrder = ours.rows.map((r) => r.id);
  const ourNumber = (rowId: string) => ourOrder.indexOf(rowId) + 1;

  const toggle = (row: PriorityRow, c: ColumnId) => {
    const has = row.columns.includes(c);
    const next = table.columns.filter((x) => (x === c ? !has : row.columns.includes(x)));
    const our = ours.rows.find((r) => r.id === row.id)?.columns ?? [];
    const same = sameList(
      next,
      table.columns.filter((x) => our.includes(x)),
    );
    void edits.apply(
      { kind: "dots", row: row.id, columns: next },
      `the ${COLUMN_LABEL[c]} dot of row "${row.label}"`,
      same,
    );
  };
  const move = (i: number, by: -1 | 1) => {
    const rows = [...order];
    const j = i + by;
    [rows[i], rows[j]] = [rows[j], rows[i]];
    void edits.apply(
      { kind: "rowOrder", faction, rows },
      `moving row "${table.rows[i].label}" ${by < 0 ? "up" : "down"}`,
      sameList(rows, ourOrder),
    );
  };

  return (
    <div className="space-y-3">
      <FactionPicker label="Priority table of" value={faction} onPick={setFaction} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <button
          type="button"
          aria-pressed={editing}
          className={editing ? PRIMARY : BUTTON}
          onClick={() => setEditing(!editing)}
        >
          Correct this table from my aid sheet
        </button>
        {edits.byKey.has(orderKey) && (
          <OursYours
            edits={edits}
            what={`the row order of the ${FACTION_NAME[faction]} table`}
            correctionKeyOf={orderKey}
            ours="rows as printed in our data (numbers in brackets)"
            yours="your order, shown below"
          />
        )}
      </div>
      <TableTools area={`priorities:${faction}`} edits={edits} />
      <Refusal refused={edits.refused} />
      <div className="max-w-full overflow-x-auto">
        <table
          aria-labelledby={`${id}-cap`}
          className="min-w-full border-collapse text-sm [&_td]:border [&_td]:border-stone-300 [&_th]:border [&_th]:border-stone-300 dark:[&_td]:border-stone-700 dark:[&_th]:border-stone-700"
        >
          <caption id={`${id}-cap`} className="mb-1 text-left font-semibold">
            {FACTION_NAME[faction]} Space Selection Priorities{" "}
            <ProvenanceBadge provenance={ours.provenance} />
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Row
              </th>
              {table.columns.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className="w-20 min-w-20 px-1 py-1 align-bottom text-xs font-medium leading-tight"
                >
                  {COLUMN_LABEL[c]}
                </th>
              ))}
              <th scope="col" className="px-2 py-1 text-left">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <PriorityTableRow
                key={row.id}
                row={row}
                index={i}
                count={table.rows.length}
                columns={table.columns}
                ours={ours.rows.find((r) => r.id === row.id)}
                ourNumber={edits.byKey.has(orderKey) ? ourNumber(row.id) : null}
                editing={editing}
                edits={edits}
                onToggle={(c) => toggle(row, c)}
                onMove={(by) => move(i, by)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className={`text-sm ${MUTED}`}>
        ● a dot on the aid sheet, as the app reads it. (●) or (–): the other reading puts a dot
        there or takes it away. The card&apos;s bold word picks the column; its dotted rows are read
        top to bottom, each keeping the candidates that meet it, a row none meets being skipped,
        until one space is left (C8.5.6). The last two rows apply to every column and stay last.
      </p>
    </div>
  );
}

function PriorityTableRow({
  row,
  index,
  count,
  columns,
  ours,
  ourNumber,
  editing,
  edits,
  onToggle,
  onMove,
}: {
  row: PriorityRow;
  index: number;
  count: number;
  columns: readonly ColumnId[];
  ours: PriorityRow | undefined;
  ourNumber: number | null;
  editing: boolean;
  edits: TableEdits;
  onToggle: (c: ColumnId) => void;
  onMove: (by: -1 | 1) => void;
}) {
  const dotsKey = `dots:${row.id}`;
  const closing = isClosing(row);
  return (
    <tr className={row.conflict ? "bg-amber-50 dark:bg-amber-950" : ""}>
      <RowHeading
        index={index}
        count={count}
        label={row.label}
        ourNumber={ourNumber}
        editing={editing}
        onMove={onMove}
      >
        {row.onlyIf && (
          <span className="ml-1 text-red-700 dark:text-red-400">
            (only while {FACTION_NAME[row.onlyIf.playerFaction]} is a player)
          </span>
        )}
      </RowHeading>
      {columns.map((c) => {
        const dot = row.columns.includes(c);
        const alt = row.conflict?.alternative.includes(c);
        const differs = row.conflict && dot !== alt;
        return (
          <td key={c} className="px-1 py-1 text-center">
            {editing && !closing ? (
              <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={dot}
                  aria-label={`Dot for ${COLUMN_LABEL[c]} in row "${row.label}"`}
                  onChange={() => onToggle(c)}
                />
              </label>
            ) : (
              dot && <span aria-hidden="true">●</span>
            )}
            <span className="sr-only">
              {COLUMN_LABEL[c]}: {dot ? "yes" : "no"}
            </span>
            {differs && (
              <span
                className="ml-0.5 text-xs text-amber-800 dark:text-amber-300"
                title="The other reading differs here"
              >
                {alt ? "(●)" : "(–)"}
              </span>
            )}
          </td>
        );
      })}
      <td className="px-2 py-1">
        <ProvenanceBadge provenance={row.provenance} />
        {row.conflict && (
          <p className={`text-xs ${MUTED}`}>Disputed: {sourceWords(row.conflict.note)}</p>
        )}
        {edits.byKey.has(dotsKey) && ours && (
          <p>
            <OursYours
              edits={edits}
              what={`the dots of row "${row.label}"`}
              correctionKeyOf={dotsKey}
              ours={<Columns columns={ours.columns} />}
              yours={<Columns columns={row.columns} />}
            />
          </p>
        )}
      </td>
    </tr>
  );
}
