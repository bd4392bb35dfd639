"use client";

import { BUTTON, INPUT } from "@/app/_components/turn/styles";
import type { ColumnId } from "@/lib/engine/cuba/calixto/types";
import { columnLabel } from "@/lib/ui/labels";
import { moveItem } from "@/lib/ui/side-corrections";

/**
 * The controls of one line of an Operation box or one entry of an SA list (C8.5.3): its bold
 * column among the Faction's columns, move up, move down, remove. Works on the whole list and
 * hands back the changed one.
 */
export function ItemControls<T extends { column?: ColumnId }>({
  items,
  index,
  name,
  columns,
  onChange,
}: {
  items: readonly T[];
  index: number;
  /** The item in words, for the buttons' names ("Line 2", "B: Reprisal"). */
  name: string;
  columns: readonly ColumnId[];
  onChange: (items: T[]) => void;
}) {
  const item = items[index];
  const setColumn = (value: string) =>
    onChange(
      items.map((x, j) => {
        if (j !== index) return x;
        const { column: _c, ...rest } = x;
        return (value ? { ...rest, column: value as ColumnId } : rest) as T;
      }),
    );
  return (
    <div className="mt-1 flex flex-wrap items-end gap-2">
      <label className="text-sm">
        Column
        <select
          className={`${INPUT} mt-1 block`}
          value={item.column ?? ""}
          onChange={(e) => setColumn(e.target.value)}
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
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => onChange(moveItem(items, index, -1))}
      >
        ↑ Up
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={index === items.length - 1}
        aria-label={`Move ${name} down`}
        onClick={() => onChange(moveItem(items, index, 1))}
      >
        ↓ Down
      </button>
      <button
        type="button"
        className={BUTTON}
        aria-label={`Remove ${name}`}
        onClick={() => onChange(items.filter((_, j) => j !== index))}
      >
        Remove
      </button>
    </div>
  );
}
