"use client";
import { CHECK_BOX, CHECK_ROW } from "@/app/_components/turn/styles";
import { raulReroll } from "@/lib/engine/cuba/player/lasting";
import type { Faction, GameBoard } from "@/lib/engine/cuba/types";

/**
 * Raúl (#22 unshaded, a 26July Capability): 26July may reroll its Attack or Kidnap die once; the
 * second die counts. Shown only while the Capability is in play for a 26July player.
 */
export function RerollToggle({
  board,
  faction,
  what,
  checked,
  onChange,
}: {
  board: GameBoard;
  faction: Faction;
  what: string;
  checked: boolean;
  onChange: (reroll: boolean) => void;
}) {
  if (faction !== "26J" || !raulReroll(board)) return null;
  return (
    <label className={`${CHECK_ROW} text-sm`}>
      <input
        type="checkbox"
        className={CHECK_BOX}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      Reroll the {what} die once (Raúl, Event 22): the second die counts
    </label>
  );
}
