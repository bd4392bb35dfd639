import { diffBoards } from "@/lib/engine/cuba/board/edit";
import type { GameBoard, SpaceId } from "@/lib/engine/cuba/types";

/**
 * The spaces whose pieces, Support, Terror, Sabotage or Cash differ between two boards (the
 * map's preview of an action marks them), in map order.
 */
export function changedSpaces(before: GameBoard, after: GameBoard): SpaceId[] {
  const out: SpaceId[] = [];
  for (const e of diffBoards(before, after))
    if ("space" in e && !out.includes(e.space)) out.push(e.space);
  return out;
}
