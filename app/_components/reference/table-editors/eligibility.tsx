"use client";

import { useId, useState } from "react";
import { ProvenanceBadge } from "@/app/_components/turn/provenance-badge";
import { INPUT, MUTED } from "@/app/_components/turn/styles";
import {
  ELIGIBILITY_ROWS,
  type EligibilityRow,
  type EligibilityTest,
} from "@/data/cuba/calixto/eligibility";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { type CardAction, FACTIONS, type Faction } from "@/lib/engine/cuba/types";
import { ACTION_LABEL, ELIGIBILITY_TEST_LABEL } from "@/lib/ui/labels";
import {
  EditToggle,
  OrderButtons,
  OursYours,
  Refusal,
  SMALL_BUTTON,
  sameList,
  type TableEdits,
  TableTools,
  useTableEdits,
} from "./shared";

const TESTS = Object.keys(ELIGIBILITY_TEST_LABEL) as EligibilityTest[];
const CARD_ACTIONS = Object.keys(ACTION_LABEL) as CardAction[];

/** "Pass, only for Syndicate": a row's reading in words. */
function rowWords(r: EligibilityRow) {
  const only = r.onlyFor ? `, only for ${FACTION_NAME[r.onlyFor]}` : "";
  return `${ELIGIBILITY_TEST_LABEL[r.test]} → ${ACTION_LABEL[r.result]}${only}`;
}

/**
 * The NP Eligibility table (C8.5.2): the first row that applies decides. The player may correct
 * a row's test, its red condition and its result (`eligibilityRow`) and the rows' order of each
 * part (`eligibilityOrder`).
 */
export function EligibilityEditor() {
  const edits = useTableEdits();
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-3">
      <EditToggle
        label="Correct the NP Eligibility table from my aid sheet"
        editing={editing}
        onToggle={() => setEditing(!editing)}
      />
      <TableTools area="eligibility" edits={edits} />
      <Refusal refused={edits.refused} />
      {([1, 2] as const).map((p) => (
        <EligibilityPart key={p} position={p} editing={editing} edits={edits} />
      ))}
      <p className={`text-sm ${MUTED}`}>
        Read top to bottom; the first row that holds gives the action. If no Calixto card yields a
        legal Operation for it, the next row is read, and below the last the NP Passes (C8.5.2,
        C8.5.3).
      </p>
    </div>
  );
}

function EligibilityPart({
  position,
  editing,
  edits,
}: {
  position: 1 | 2;
  editing: boolean;
  edits: TableEdits;
}) {
  const id = useId();
  const part = position === 1 ? "first" : "second";
  const rows = edits.data.eligibility[part];
  const ours = ELIGIBILITY_ROWS[part];
  const ourOrder = ours.map((r) => r.id);
  const orderKey = `eligibilityOrder:${position}`;
  const name = position === 1 ? "1st Eligible" : "2nd Eligible";

  const move = (i: number, by: -1 | 1) => {
    const next = rows.map((r) => r.id);
    [next[i], next[i + by]] = [next[i + by], next[i]];
    void edits.apply(
      { kind: "eligibilityOrder", position, rows: next },
      `moving row ${i + 1} of the ${name} rows ${by < 0 ? "up" : "down"}`,
      sameList(next, ourOrder),
    );
  };

  return (
    <div className="max-w-full overflow-x-auto">
      <table
        aria-labelledby={`${id}-cap`}
        className="min-w-full border-collapse text-sm [&_td]:border [&_td]:border-stone-300 [&_th]:border [&_th]:border-stone-300 dark:[&_td]:border-stone-700 dark:[&_th]:border-stone-700"
      >
        <caption id={`${id}-cap`} className="mb-1 text-left font-semibold">
          NP Eligibility: {name}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left">
              Row
            </th>
            <th scope="col" className="px-2 py-1 text-left">
              Result
            </th>
            <th scope="col" className="px-2 py-1 text-left">
              Source
            </th>
          </tr>
        </thead>
        <tbody>
          {edits.byKey.has(orderKey) && (
            <tr>
              <td colSpan={3} className="px-2 py-1">
                <OursYours
                  edits={edits}
                  what={`the order of the ${name} rows`}
                  correctionKeyOf={orderKey}
                  ours="the order in our data (numbers in brackets)"
                  yours="your order, below"
                />
              </td>
            </tr>
          )}
          {rows.map((row, i) => {
            const our = ours.find((r) => r.id === row.id);
            const ourNumber = ourOrder.indexOf(row.id) + 1;
            const key = `eligibility:${row.id}`;
            return (
              <tr key={row.id}>
                <th scope="row" className="px-2 py-1 text-left align-top font-normal">
                  <span className="mr-1 font-mono text-stone-600 dark:text-stone-400">
                    {i + 1}.
                  </span>
                  {ELIGIBILITY_TEST_LABEL[row.test]}
                  {row.onlyFor && (
                    <span className="ml-1 text-red-700 dark:text-red-400">
                      (only for {FACTION_NAME[row.onlyFor]})
                    </span>
                  )}
                  {edits.byKey.has(orderKey) && ourNumber !== i + 1 && (
                    <span className={`ml-1 text-xs ${MUTED}`}>(ours: row {ourNumber})</span>
                  )}
                  {editing && (
                    <div className="mt-1 flex flex-wrap items-end gap-2">
                      <OrderButtons
                        name={`row ${i + 1}`}
                        index={i}
                        count={rows.length}
                        onMove={(by) => move(i, by)}
                      />
                      <RowForm
                        key={`${row.test}:${row.onlyFor ?? ""}:${row.result}`}
                        number={i + 1}
                        row={row}
                        ours={our}
                        edits={edits}
                      />
                    </div>
                  )}
                </th>
                <td className="px-2 py-1 align-top">{ACTION_LABEL[row.result]}</td>
                <td className="px-2 py-1 align-top">
                  <ProvenanceBadge provenance={row.provenance} />
                  {edits.byKey.has(key) && our && (
                    <p>
                      <OursYours
                        edits={edits}
                        what={`row ${i + 1} of the ${name} rows`}
                        correctionKeyOf={key}
                        ours={rowWords(our)}
                        yours={rowWords(row)}
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

function RowForm({
  number,
  row,
  ours,
  edits,
}: {
  number: number;
  row: EligibilityRow;
  ours: EligibilityRow | undefined;
  edits: TableEdits;
}) {
  const id = useId();
  const [test, setTest] = useState<EligibilityTest>(row.test);
  const [onlyFor, setOnlyFor] = useState<Faction | "">(row.onlyFor ?? "");
  const [result, setResult] = useState<CardAction>(row.result);
  const same =
    !!ours && ours.test === test && (ours.onlyFor ?? "") === onlyFor && ours.result === result;
  const save = () =>
    void edits.apply(
      { kind: "eligibilityRow", row: row.id, test, onlyFor: onlyFor || null, result },
      `row ${number}`,
      same,
    );
  return (
    <fieldset
      aria-label={`Row ${number}: test, red condition and result`}
      className="flex flex-wrap items-end gap-2"
    >
      <span className="flex flex-col text-xs">
        <label htmlFor={`${id}-t`}>Test</label>
        <select
          id={`${id}-t`}
          className={`${INPUT} max-w-72`}
          value={test}
          onChange={(e) => setTest(e.target.value as EligibilityTest)}
        >
          {TESTS.map((t) => (
            <option key={t} value={t}>
              {ELIGIBILITY_TEST_LABEL[t]}
            </option>
          ))}
        </select>
      </span>
      <span className="flex flex-col text-xs">
        <label htmlFor={`${id}-o`}>Only for</label>
        <select
          id={`${id}-o`}
          className={INPUT}
          value={onlyFor}
          onChange={(e) => setOnlyFor(e.target.value as Faction | "")}
        >
          <option value="">every Faction</option>
          {FACTIONS.map((f) => (
            <option key={f} value={f}>
              {FACTION_NAME[f]}
            </option>
          ))}
        </select>
      </span>
      <span className="flex flex-col text-xs">
        <label htmlFor={`${id}-r`}>Result</label>
        <select
          id={`${id}-r`}
          className={INPUT}
          value={result}
          onChange={(e) => setResult(e.target.value as CardAction)}
        >
          {CARD_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {ACTION_LABEL[a]}
            </option>
          ))}
        </select>
      </span>
      <button type="button" className={SMALL_BUTTON} onClick={save}>
        Save row {number}
      </button>
    </fieldset>
  );
}
