"use client";

import { useEffect, useId, useRef, useState } from "react";
import { COLUMN_LABEL } from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import {
  droppedBy,
  type SelectionRecord,
  type SpaceHighlight,
  selectionHighlight,
} from "@/lib/ui/highlight";
import { OUTCOME_LABEL, readableIds } from "@/lib/ui/labels";
import { factionName, factionWords, isSpaceId, listNames, spaceName } from "@/lib/ui/names";
import { candidatesOf, howChosen, rowNumber, stepRule } from "@/lib/ui/narrowing";
import { ReasonForm } from "./reason-form";
import { RuleLink } from "./rule-link";
import { SpaceChip } from "./space-chip";
import { BUTTON, FOCUS, INPUT, MUTED } from "./styles";

export type SpaceOverride = (decision: number, space: SpaceId, reason: string) => void;

export interface NarrowingTableProps {
  record: SelectionRecord;
  /** 1 for the first space chosen for this line, 2 or more for later ones (C8.5.6 Step 4). */
  ordinal?: number;
  onOverride?: SpaceOverride;
  /** Receives the map highlight: the final state on mount, a row's state while it is focused. */
  onHighlight?: (highlight: SpaceHighlight[]) => void;
}

/**
 * One space selection (C8.5.6) as a table: each priority row read, the candidates before and
 * after it, what happened, and the Step of the procedure it illustrates.
 */
export function NarrowingTable({
  record,
  ordinal = 1,
  onOverride,
  onHighlight,
}: NarrowingTableProps) {
  const id = useId();
  const [correcting, setCorrecting] = useState(false);
  const others = candidatesOf(record).filter((s) => s !== record.chosen);
  const [pick, setPick] = useState(others[0] ?? "");
  const how = howChosen(record);

  // The latest callback, without re-running the effect when a parent passes a new function each
  // render (which, with a parent that stores the highlight, would loop).
  const highlightRef = useRef(onHighlight);
  highlightRef.current = onHighlight;
  useEffect(() => {
    highlightRef.current?.(selectionHighlight(record));
  }, [record]);
  const showRow = (i: number) => onHighlight?.(selectionHighlight(record, i));
  const showFinal = () => onHighlight?.(selectionHighlight(record));
  const column = record.column ? `${COLUMN_LABEL[record.column]} column` : "no column";

  return (
    <div className="space-y-2">
      {/* A wide table scrolls inside its panel instead of widening it (its row buttons take
          the keyboard focus, so the region scrolls to them). */}
      <section
        className="max-w-full overflow-x-auto overscroll-x-contain"
        aria-label={`${readableIds(record.purpose)}: priority rows (scrolls sideways)`}
      >
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption className="mb-1 text-left">
            <span className="font-semibold">{readableIds(record.purpose)}</span>
            <span className={MUTED}>
              {" "}
              · {factionName(record.faction)} priorities, {column}
            </span>
            {ordinal > 1 ? (
              <span className={`block text-xs ${MUTED}`}>
                Space {ordinal} for this line: the column is read again from the top (
                <RuleLink rule="C8.5.6 Step 4" />)
              </span>
            ) : null}
          </caption>
          <thead>
            <tr className="border-b border-stone-300 dark:border-stone-600">
              <th scope="col" className="px-2 py-1">
                Row
              </th>
              <th scope="col" className="px-2 py-1">
                Priority
              </th>
              <th scope="col" className="px-2 py-1">
                Before
              </th>
              <th scope="col" className="px-2 py-1">
                After
              </th>
              <th scope="col" className="px-2 py-1">
                Outcome
              </th>
              <th scope="col" className="px-2 py-1">
                Step (C8.5.6)
              </th>
            </tr>
          </thead>
          <tbody>
            {record.steps.map((step, i) => {
              const gone = new Set(droppedBy(step));
              const last = i === record.steps.length - 1;
              return (
                <tr
                  key={`${step.row}:${step.label}`}
                  className="border-b border-stone-200 align-top dark:border-stone-700"
                  onMouseEnter={() => showRow(i)}
                  onMouseLeave={showFinal}
                >
                  <th scope="row" className="px-2 py-1 font-mono font-normal">
                    {onHighlight ? (
                      <button
                        type="button"
                        className={`rounded px-1 underline decoration-dotted ${FOCUS}`}
                        onFocus={() => showRow(i)}
                        onBlur={showFinal}
                        onClick={() => showRow(i)}
                        aria-label={`Row ${rowNumber(step.row)}: show on the map`}
                      >
                        {rowNumber(step.row)}
                      </button>
                    ) : (
                      rowNumber(step.row)
                    )}
                  </th>
                  <td className="px-2 py-1">
                    {factionWords(step.label)}
                    {step.note ? (
                      <span className={`block text-xs ${MUTED}`}>{factionWords(step.note)}</span>
                    ) : null}
                  </td>
                  <td className="px-2 py-1">
                    <span className="flex flex-wrap gap-1">
                      {step.before.map((s) => (
                        <SpaceChip key={s} space={s} look={gone.has(s) ? "dropped" : "candidate"} />
                      ))}
                    </span>
                  </td>
                  <td className="px-2 py-1">
                    <span className="flex flex-wrap gap-1">
                      {step.after.map((s) => (
                        <SpaceChip
                          key={s}
                          space={s}
                          look={
                            last && s === record.chosen && step.after.length === 1
                              ? "chosen"
                              : "kept"
                          }
                        />
                      ))}
                    </span>
                  </td>
                  <td className="px-2 py-1">{OUTCOME_LABEL[step.outcome]}</td>
                  <td className="px-2 py-1">
                    <RuleLink
                      rule={stepRule(record.steps, i)}
                      label={stepRule(record.steps, i).replace("C8.5.6 ", "")}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <p className="text-sm">
        {how.how === "none" ? (
          "No space could be chosen."
        ) : (
          <>
            Chosen: <SpaceChip space={how.space} look="chosen" />
            {how.how === "random" ? (
              <span>
                {" "}
                picked at random among {listNames(how.among.map(spaceName))} (
                <RuleLink rule="C8.5.6 Step 3" />)
              </span>
            ) : how.how === "single" ? (
              <span> the only candidate</span>
            ) : null}
            {record.overridden ? (
              <span className="ml-2 rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">
                overridden: {record.overridden.reason}
              </span>
            ) : null}
          </>
        )}
      </p>
      {onOverride && record.decision !== undefined && others.length > 0 && !correcting ? (
        <button type="button" className={BUTTON} onClick={() => setCorrecting(true)}>
          Choose a different space
        </button>
      ) : null}
      {onOverride && record.decision !== undefined && correcting ? (
        <ReasonForm
          title={`${readableIds(record.purpose)}: choose a different space`}
          submitLabel="Use this space and continue"
          onCancel={() => setCorrecting(false)}
          onSubmit={(reason) => {
            setCorrecting(false);
            if (isSpaceId(pick)) onOverride(record.decision as number, pick, reason);
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-space`} className="text-sm">
              Space
            </label>
            <select
              id={`${id}-space`}
              className={INPUT}
              value={pick}
              onChange={(e) => setPick(e.target.value)}
            >
              {others.map((s) => (
                <option key={s} value={s}>
                  {spaceName(s)}
                </option>
              ))}
            </select>
          </div>
        </ReasonForm>
      ) : null}
    </div>
  );
}
