"use client";

import { useState } from "react";
import { MUTED } from "@/app/_components/turn/styles";
import type { Result } from "@/lib/engine/core/result";
import type { SpecialEntry, SpecialList } from "@/lib/engine/cuba/calixto/contracts";
import { COLUMNS, type ColumnId } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { SPECIAL_LABEL } from "@/lib/ui/labels";
import { listForCorrection } from "@/lib/ui/side-corrections";
import { ItemControls } from "./item-controls";
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
            <ItemControls
              items={draft.entries}
              index={i}
              name={entryName(e)}
              columns={columns}
              onChange={setEntries}
            />
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
