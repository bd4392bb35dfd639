"use client";

import { useState } from "react";
import type { CardSide, FlowNode } from "@/lib/engine/cuba/calixto/contracts";
import { type BoxRecord, type CardLibrary, targetLabel } from "@/lib/ui/flowchart";
import { factionWords } from "@/lib/ui/names";
import { ProvenanceBadge } from "./provenance-badge";
import { ReasonForm } from "./reason-form";
import { BUTTON } from "./styles";

type Question = Extract<FlowNode, { kind: "question" }>;

export type BoxOverride = (decision: number, value: boolean, reason: string) => void;

const yesNo = (b: boolean) => (b ? "Yes" : "No");

/** One blue condition box with its green (yes) and red (no) arrows (C8.5.3). */
export function FlowQuestion({
  side,
  node,
  number,
  library,
  record,
  dim,
  onOverride,
}: {
  side: CardSide;
  node: Question;
  number: number;
  library: Pick<CardLibrary, "boxes">;
  record: BoxRecord | undefined;
  dim: boolean;
  onOverride?: BoxOverride;
}) {
  const [correcting, setCorrecting] = useState(false);
  const answered = record !== undefined;
  const arrow = (yes: boolean) => {
    const taken = answered && record.answer === yes;
    const color = yes ? "text-emerald-800 dark:text-emerald-300" : "text-red-700 dark:text-red-400";
    const look = taken
      ? `font-bold ${color} rounded bg-white px-1 ring-2 ${yes ? "ring-emerald-600" : "ring-red-600"} dark:bg-stone-900`
      : answered
        ? "text-stone-600 dark:text-stone-400"
        : color;
    return (
      <li className={look}>
        <span aria-hidden="true">{yes ? "✔" : "✘"}</span> {yesNo(yes)} →{" "}
        {targetLabel(side, yes ? node.yes : node.no, library)}
        {taken ? <span className="sr-only"> (path taken)</span> : null}
      </li>
    );
  };

  return (
    <div
      className={`rounded-md border-2 p-3 ${
        answered
          ? "border-sky-700 bg-sky-100 ring-2 ring-sky-700 dark:border-sky-400 dark:bg-sky-950 dark:ring-sky-400"
          : "border-sky-600 bg-sky-50 dark:border-sky-700 dark:bg-sky-950/60"
      } ${dim ? "border-dashed" : ""}`}
    >
      <p className="flex items-start justify-between gap-2">
        <span className="font-semibold">
          <span className="mr-2 rounded bg-sky-700 px-1.5 text-xs text-white dark:bg-sky-500 dark:text-stone-950">
            Q{number}
          </span>
          {factionWords(node.cond.label)}
        </span>
        {node.provenance ? <ProvenanceBadge provenance={node.provenance} /> : null}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {arrow(true)}
        {arrow(false)}
      </ul>
      {answered ? (
        <div className="mt-2 text-sm">
          <p>
            <span className="font-semibold">Answer: {yesNo(record.answer)}</span>
            {record.overridden ? (
              <span className="ml-2 rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">
                overridden: {record.overridden.reason}
              </span>
            ) : null}
          </p>
          {record.evidence.length ? (
            <ul className="ml-4 list-disc" aria-label={`Evidence for Q${number}`}>
              {record.evidence.map((e) => (
                <li key={e}>{factionWords(e)}</li>
              ))}
            </ul>
          ) : null}
          {onOverride && record.decision !== undefined && !correcting ? (
            <button type="button" className={`${BUTTON} mt-2`} onClick={() => setCorrecting(true)}>
              Correct this answer
            </button>
          ) : null}
          {onOverride && record.decision !== undefined && correcting ? (
            <ReasonForm
              title={`Correct Q${number}: the table says ${yesNo(!record.answer)}`}
              submitLabel={`Use ${yesNo(!record.answer)} and continue`}
              onCancel={() => setCorrecting(false)}
              onSubmit={(reason) => {
                setCorrecting(false);
                onOverride(record.decision as number, !record.answer, reason);
              }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
