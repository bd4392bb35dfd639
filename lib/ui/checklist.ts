import type { TableChange } from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { spaceName } from "./names";

/**
 * The turn's table changes as a checklist grouped by space. A move is listed under its
 * destination (the space the player is building up); track and off-map changes go last.
 */

export function changeSpace(change: TableChange): SpaceId | null {
  switch (change.kind) {
    case "move":
      return change.to;
    case "track":
      return null;
    default:
      return change.space;
  }
}

export interface ChecklistItem {
  /** Position in the original change list: tick state is keyed by it. */
  index: number;
  change: TableChange;
}

export interface ChecklistGroup {
  key: string;
  label: string;
  items: ChecklistItem[];
}

export const OFF_MAP_LABEL = "Tracks and cylinders";

/** Groups in the order their first change appears; off-map changes last. */
export function groupChanges(changes: readonly TableChange[]): ChecklistGroup[] {
  const groups = new Map<string, ChecklistGroup>();
  let offMap: ChecklistGroup | null = null;
  changes.forEach((change, index) => {
    const space = changeSpace(change);
    if (space === null) {
      offMap ??= { key: "off-map", label: OFF_MAP_LABEL, items: [] };
      offMap.items.push({ index, change });
      return;
    }
    let g = groups.get(space);
    if (!g) {
      g = { key: space, label: spaceName(space), items: [] };
      groups.set(space, g);
    }
    g.items.push({ index, change });
  });
  const out = [...groups.values()];
  if (offMap) out.push(offMap);
  return out;
}

/** "3 of 7 done". */
export function progressText(done: readonly boolean[], total: number): string {
  const n = done.slice(0, total).filter(Boolean).length;
  return `${n} of ${total} done`;
}

/** "3 of 7 changes not ticked". */
export function untickedText(unticked: number, total: number): string {
  return `${unticked} of ${total} change${total === 1 ? "" : "s"} not ticked`;
}

/** The pref key a turn's checklist ticks are saved under: the game and the turn's start. */
export const ticksKey = (gameId: string, turnKey: string) => `ticks:${gameId}:${turnKey}`;

/** The checklist's lines: each track once, same hand movements merged (board/combine-changes). */
export { combineChanges, mergeSamePieces } from "@/lib/engine/cuba/board/combine-changes";
