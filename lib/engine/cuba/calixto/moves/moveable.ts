import { MOVE_PRIORITIES, type MovePriorities } from "@/data/cuba/calixto/move-priorities";
import type { Faction, GameBoard, PieceKind, SpaceId } from "../../types";
import { DEFAULT_OPTIONS, type RuleOptions } from "../scope";
import { keepInOrigin } from "./keep";
import { countByKind } from "./kinds";
import { canMoveFrom } from "./reach";
import type { Movement } from "./types";

/**
 * Moveable pieces (C8.9/c4: "moveable" = not held back by the keep rules): the pieces of the
 * acting Faction in `origin` that the movement could move and that the keep rules leave free.
 * Transport counts only from a City or a GOV Base space (4.2.1); the Transport cap of 3 is not
 * applied here (Step B compares the moveable pieces themselves). Pure and total: a Faction that
 * cannot make the movement (an Insurgent Sweeping) gets an empty record.
 */
export function moveablePieces(
  board: GameBoard,
  faction: Faction,
  origin: SpaceId,
  movement: Movement,
  options: RuleOptions = DEFAULT_OPTIONS,
  table: MovePriorities = options.data?.moves ?? MOVE_PRIORITIES,
): Partial<Record<PieceKind, number>> {
  if (!canMoveFrom(board, movement, origin)) return {};
  return countByKind(keepInOrigin(board, faction, origin, movement, options, table).moveable);
}

/** How many pieces `moveablePieces` finds (cards GG, J, DD, FF, NN ask "moveable Guerrillas"). */
export function moveableCount(
  board: GameBoard,
  faction: Faction,
  origin: SpaceId,
  movement: Movement,
  options: RuleOptions = DEFAULT_OPTIONS,
  table: MovePriorities = options.data?.moves ?? MOVE_PRIORITIES,
): number {
  const m = moveablePieces(board, faction, origin, movement, options, table);
  return Object.values(m).reduce((a, b) => a + (b ?? 0), 0);
}
