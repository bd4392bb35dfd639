"use client";

import { useId, useState } from "react";
import { BUTTON, INPUT, MUTED } from "@/app/_components/turn/styles";
import type { Result } from "@/lib/engine/core/result";
import type { InstructionLine, OperationBox } from "@/lib/engine/cuba/calixto/contracts";
import {
  COLUMNS,
  type ColumnId,
  type InstructionId,
  type OperationKind,
} from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { INSTRUCTION_LABEL, OPERATION_LABEL } from "@/lib/ui/labels";
import { boxForCorrection, OPERATION_INSTRUCTIONS, renumber } from "@/lib/ui/side-corrections";
import { ItemControls } from "./item-controls";
import { SaveRow } from "./save-row";

type Draft = ReturnType<typeof boxForCorrection>;

const lineName = (l: InstructionLine) => (l.n === null ? "Starred line" : `Line ${l.n}`);

/**
 * An Operation box as the player's card prints it (C8.5.3): which Operation, its numbered and
 * starred lines in order, and each line's bold column among the Faction's columns (C8.5.6).
 * Saved whole as one `box` correction; every side using the box reads it.
 */
export function BoxEditor({
  box,
  faction,
  onSave,
}: {
  box: OperationBox;
  faction: Faction;
  onSave: (box: Draft, note: string) => Promise<Result<unknown>>;
}) {
  const id = useId();
  const start = boxForCorrection(box);
  const [draft, setDraft] = useState<Draft>(start);
  const [adding, setAdding] = useState<InstructionId>(OPERATION_INSTRUCTIONS[0] as InstructionId);
  const setLines = (lines: InstructionLine[]) => setDraft({ ...draft, lines: renumber(lines) });
  const columns = COLUMNS[faction] as readonly ColumnId[];
  const dirty = JSON.stringify(draft) !== JSON.stringify(start);

  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border-2 border-stone-500 p-3">
      <legend className="px-1 font-semibold">
        Operation box: {OPERATION_LABEL[box.operation]}{" "}
        <span className={`text-xs font-normal ${MUTED}`}>({box.id})</span>
      </legend>
      <p className={`text-xs ${MUTED}`}>Every side that shows this box reads your version of it.</p>
      <label className="block text-sm font-medium">
        Operation
        <select
          className={`${INPUT} mt-1 block w-full`}
          value={draft.operation}
          onChange={(e) => setDraft({ ...draft, operation: e.target.value as OperationKind })}
        >
          {(Object.keys(OPERATION_LABEL) as OperationKind[]).map((o) => (
            <option key={o} value={o}>
              {OPERATION_LABEL[o]}
            </option>
          ))}
        </select>
      </label>
      <ol className="space-y-2">
        {draft.lines.map((l, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; the order is the data
            key={i}
            className="rounded border border-stone-300 p-2 dark:border-stone-600"
          >
            <p className="text-sm">
              <span className="font-semibold">{lineName(l)}:</span>{" "}
              {INSTRUCTION_LABEL[l.instruction]}
            </p>
            <ItemControls
              items={draft.lines}
              index={i}
              name={lineName(l)}
              columns={columns}
              onChange={setLines}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm" htmlFor={`${id}-add`}>
          A line to add
          <select
            id={`${id}-add`}
            className={`${INPUT} mt-1 block`}
            value={adding}
            onChange={(e) => setAdding(e.target.value as InstructionId)}
          >
            {OPERATION_INSTRUCTIONS.map((x) => (
              <option key={x} value={x}>
                {INSTRUCTION_LABEL[x]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={BUTTON}
          onClick={() => setLines([...draft.lines, { n: 9, instruction: adding }])}
        >
          Add the line
        </button>
      </div>
      <SaveRow
        what="Save this Operation box"
        dirty={dirty}
        onReset={() => setDraft(start)}
        onSave={(note) => onSave(draft, note)}
      />
    </fieldset>
  );
}
