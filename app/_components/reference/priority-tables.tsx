"use client";

import { useId, useState } from "react";
import { ProvenanceBadge } from "@/app/_components/turn/provenance-badge";
import { MUTED } from "@/app/_components/turn/styles";
import { PRIORITY_TABLES } from "@/data/cuba/calixto/priorities";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { COLUMN_LABEL } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { FactionPicker } from "./faction-picker";

/**
 * The Space Selection Priorities tables (C8.5.6) as the app reads them: rows top to bottom, a
 * dot where the row applies to a column, the row's source, and where our sources disagree the
 * other reading's dots. Read-only: a game switches readings in its Readings tab.
 */
export function PriorityTables() {
  const id = useId();
  const [faction, setFaction] = useState<Faction>("GOV");
  const table = PRIORITY_TABLES[faction];
  return (
    <div className="space-y-3">
      <FactionPicker label="Priority table of" value={faction} onPick={setFaction} />
      <div className="overflow-x-auto">
        <table
          aria-labelledby={`${id}-cap`}
          className="min-w-full border-collapse text-sm [&_td]:border [&_td]:border-stone-300 [&_th]:border [&_th]:border-stone-300 dark:[&_td]:border-stone-700 dark:[&_th]:border-stone-700"
        >
          <caption id={`${id}-cap`} className="mb-1 text-left font-semibold">
            {FACTION_NAME[faction]} Space Selection Priorities{" "}
            <ProvenanceBadge provenance={table.provenance} />
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Row
              </th>
              {table.columns.map((c) => (
                <th key={c} scope="col" className="px-1 py-1 font-mono" title={COLUMN_LABEL[c]}>
                  <abbr title={COLUMN_LABEL[c]} className="no-underline">
                    {c}
                  </abbr>
                </th>
              ))}
              <th scope="col" className="px-2 py-1 text-left">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={row.id} className={row.conflict ? "bg-amber-50 dark:bg-amber-950" : ""}>
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  <span className="mr-1 font-mono text-stone-500">{i + 1}.</span>
                  {row.label}
                  {row.onlyIf && (
                    <span className="ml-1 text-red-700 dark:text-red-400">
                      (only while {FACTION_NAME[row.onlyIf.playerFaction]} is a player)
                    </span>
                  )}
                </th>
                {table.columns.map((c) => {
                  const dot = row.columns.includes(c);
                  const alt = row.conflict?.alternative.includes(c);
                  const differs = row.conflict && dot !== alt;
                  return (
                    <td key={c} className="px-1 py-1 text-center">
                      {dot && <span aria-hidden="true">●</span>}
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
                    <p className={`text-xs ${MUTED}`}>Disputed: {row.conflict.note}</p>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={`text-sm ${MUTED}`}>
        ● a dot on the aid sheet, as the app reads it. (●) or (–): the other reading puts a dot
        there or takes it away. The card&apos;s bold word picks the column; its dotted rows are read
        top to bottom, each keeping the candidates that meet it, a row none meets being skipped,
        until one space is left (C8.5.6).
      </p>
    </div>
  );
}
