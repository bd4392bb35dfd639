"use client";

import { useState } from "react";
import { BUTTON, INPUT, MUTED } from "@/app/_components/turn/styles";
import type { Result } from "@/lib/engine/core/result";
import type { SpecialEntry, SpecialList } from "@/lib/engine/cuba/calixto/contracts";
import { COLUMNS, type ColumnId } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { columnLabel, SPECIAL_LABEL } from "@/lib/ui/labels";
import { listForCorrection, moveItem } from "@/lib/ui/side-corrections";
import { SaveRow } from "./save-row";

type Draft = ReturnType<typeof listForCorrection>;

const entryName = (e: SpecialEntry) => `${e.letter}: ${SPECIAL_LABEL[e.special]}`;

/**
 * A Special Activity list as the player's card prints it (C8.5.3, C8.7): the entries tried in
 * order, each with its column; an entry can be moved, given another column or removed. Saved
 * whole as one `list` correction; every side using the list reads it.
 */
export function ListEditor({
  list,
  faction,
  onSave,
}: {
  list: SpecialList;
  faction: Faction;
  onSave: (list: Draft, note: string) => Promise<Result<unknown>>;
}) {
  const start = listForCorrection(list);
  const [draft, setDraft] = useState<Draft>(start);
  const columns = COLUMNS[faction] as readonly ColumnId[];
  const setEntries = (entries: SpecialEntry[]) => setDraft({ ...draft, entries });
  const dirty = JSON.stringify(draft) !== JSON.stringify(start);

  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border-2 border-amber-600 p-3">
      <legend className="px-1 font-semibold">
        Special Activities, in the order tried{" "}
        <span className={`text-xs font-normal ${MUTED}`}>({list.id})</span>
      </legend>
      <p className={`text-xs ${MUTED}`}>
        Every side that shows this list reads your version of it.
      </p>
      {draft.entries.length === 0 ? <p className="text-sm">No Special Activity left.</p> : null}
      <ol className="space-y-2">
        {draft.entries.map((e, i) => (
          <li
            key={`${e.letter}-${e.special}`}
            className="rounded border border-stone-300 p-2 dark:border-stone-600"
          >
            <p className="text-sm font-semibold">{entryName(e)}</p>
            <div className="mt-1 flex flex-wrap items-end gap-2">
              <label className="text-sm">
                Column
                <select
                  className={`${INPUT} mt-1 block`}
                  value={e.column ?? ""}
                  onChange={(ev) =>
                    setEntries(
                      draft.entries.map((x, j) => {
                        if (j !== i) return x;
                        const { column: _c, ...rest } = x;
                        return ev.target.value
                          ? { ...rest, column: ev.target.value as ColumnId }
                          : rest;
                      }),
                    )
                  }
                >
                  <option value="">(none printed)</option>
                  {columns.map((c) => (
                    <option key={c} value={c}>
                      {columnLabel(c)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={BUTTON}
                disabled={i === 0}
                aria-label={`Move ${entryName(e)} up`}
                onClick={() => setEntries(moveItem(draft.entries, i, -1))}
              >
                ↑ Up
              </button>
              <button
                type="button"
                className={BUTTON}
                disabled={i === draft.entries.length - 1}
                aria-label={`Move ${entryName(e)} down`}
                onClick={() => setEntries(moveItem(draft.entries, i, 1))}
              >
                ↓ Down
              </button>
              <button
                type="button"
                className={BUTTON}
                aria-label={`Remove ${entryName(e)}`}
                onClick={() => setEntries(draft.entries.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <SaveRow
        what="Save this Special Activity list"
        dirty={dirty}
        onReset={() => setDraft(start)}
        onSave={(note) => onSave(draft, note)}
      />
    </fieldset>
  );
}
