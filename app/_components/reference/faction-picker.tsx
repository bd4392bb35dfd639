"use client";

import { BUTTON, PRIMARY } from "@/app/_components/turn/styles";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { FACTIONS, type Faction } from "@/lib/engine/cuba/types";

/** One pressed-button per Faction, for the reference pages' per-Faction views. */
export function FactionPicker({
  label,
  value,
  onPick,
}: {
  label: string;
  value: Faction;
  onPick: (f: Faction) => void;
}) {
  return (
    <fieldset aria-label={label} className="flex flex-wrap gap-2">
      {FACTIONS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={f === value}
          className={f === value ? PRIMARY : BUTTON}
          onClick={() => onPick(f)}
        >
          {FACTION_NAME[f]}
        </button>
      ))}
    </fieldset>
  );
}
