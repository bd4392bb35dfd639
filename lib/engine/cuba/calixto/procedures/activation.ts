import { flipPieces } from "../../board/changes";
import { cubes } from "../../board/space";
import type { GameBoard, PieceKind, SpaceId } from "../../types";
import { piecesIn, rankPieces } from "../piece-priorities";
import type { RuleOptions } from "../scope";
import type { Step } from "../types";
import { isEc, isForest } from "./context";
import { Work } from "./run";

/**
 * Government finds Guerrillas: Sweep Activates 1 Guerrilla per cube in each destination, only 1
 * per 2 cubes in Forest (3.2.3); Garrison Activates 1 per cube on each EC (3.2.2). Guerrillas are
 * picked with the Piece Priorities: player pieces first, then by row (C8.5.8). Cash stays with
 * the flipped Guerrilla (4.5.2). Exported for the moving lines (sweepMove, garrisonMove).
 */
const UNDERGROUND: readonly PieceKind[] = ["synU", "m26U", "drU"];
const ACTIVE_OF: Readonly<Record<string, PieceKind>> = { synU: "synA", m26U: "m26A", drU: "drA" };

/** How many Guerrillas a Sweep Activates in the space with the cubes now there (3.2.3). */
export function sweepActivations(board: GameBoard, space: SpaceId): number {
  const n = cubes(board.spaces[space]);
  return isForest(space) ? Math.floor(n / 2) : n;
}

export function activateGuerrillas(
  w: Work,
  space: SpaceId,
  count: number,
  rule: string,
  options?: RuleOptions,
): number {
  let done = 0;
  for (let i = 0; i < count; i++) {
    const s = w.board.spaces[space];
    const [ref] = rankPieces(w.board, space, piecesIn(s, UNDERGROUND), "enemy", {
      acting: "GOV",
      ...(options ? { options } : {}),
    });
    if (!ref) break;
    w.apply(flipPieces(w.board, space, ref.kind, ACTIVE_OF[ref.kind], 1, ref.cash));
    done++;
  }
  w.note(`Activate ${done} of up to ${count} Guerrillas`, rule);
  return done;
}

/** Sweep's Activation in one destination, after all moving Troops have entered (3.2.3, C8.6.4). */
export function sweepActivate(
  board: GameBoard,
  space: SpaceId,
  options?: RuleOptions,
): Step & { activated: number } {
  const w = new Work(board);
  const activated = activateGuerrillas(w, space, sweepActivations(board, space), "3.2.3", options);
  return { board: w.board, changes: w.changes, activated };
}

/** Garrison's Activation on one EC (3.2.2); not an EC means nothing happens. */
export function garrisonActivate(
  board: GameBoard,
  space: SpaceId,
  options?: RuleOptions,
): Step & { activated: number } {
  const w = new Work(board);
  const n = isEc(space) ? cubes(board.spaces[space]) : 0;
  const activated = activateGuerrillas(w, space, n, "3.2.2", options);
  return { board: w.board, changes: w.changes, activated };
}
