import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { flipPieces } from "../../board/changes";
import { allUnderground, cubes } from "../../board/space";
import { type GameBoard, type PieceKind, SPACE_IDS, type SpaceId } from "../../types";
import { cashHeldBy, piecesIn, rankPieces } from "../piece-priorities";
import type { RuleOptions } from "../scope";
import type { Step, TableChange } from "../types";

/**
 * Activation by Government Operations that move pieces. Sweep (3.2.3): in each destination,
 * 1 Guerrilla per cube there, only 1 per 2 cubes in Forest (odd cube dropped). Garrison (3.2.2):
 * in every EC, 1 Guerrilla per cube, whether or not a cube moved there. The Guerrillas are
 * chosen by Piece Priorities for enemy pieces: player pieces first (C8.5.8).
 */

const UNDERGROUND: readonly PieceKind[] = ["m26U", "drU", "synU"];
const ACTIVE_OF: Partial<Record<PieceKind, PieceKind>> = { m26U: "m26A", drU: "drA", synU: "synA" };

/** How many Guerrillas a Sweep Activates in a space as it stands (3.2.3). */
export function sweepActivations(board: GameBoard, space: SpaceId): number {
  const s = board.spaces[space];
  const n = SPACE_BY_ID[space].terrain === "forest" ? Math.floor(cubes(s) / 2) : cubes(s);
  return Math.min(n, allUnderground(s));
}

/**
 * Activate `count` Underground Guerrillas in a space, chosen by Piece Priorities (the player's
 * corrected rows in `options`, if any).
 */
export function activateGuerrillas(
  board: GameBoard,
  space: SpaceId,
  count: number,
  options?: RuleOptions,
): Step {
  const s = board.spaces[space];
  const order = rankPieces(board, space, piecesIn(s, UNDERGROUND), "enemy", {
    acting: "GOV",
    operation: "sweep",
    ...(options ? { options } : {}),
  });
  const chosen = order.slice(0, Math.max(0, count));
  let b = board;
  const changes: TableChange[] = [];
  for (const kind of UNDERGROUND) {
    const of = chosen.filter((p) => p.kind === kind);
    if (of.length === 0) continue;
    const to = ACTIVE_OF[kind] as PieceKind;
    const r = flipPieces(b, space, kind, to, of.length, cashHeldBy(of));
    b = r.board;
    changes.push(r.change);
  }
  return { board: b, changes };
}

/** Sweep in one destination after its moves (C8.6.4: even if no Troops moved there). */
export function sweepActivation(board: GameBoard, space: SpaceId, options?: RuleOptions): Step {
  return activateGuerrillas(board, space, sweepActivations(board, space), options);
}

/**
 * Garrison's Activation (3.2.2): once, after all Garrison destinations have received their
 * cubes, in every EC (not only destinations), 1 Guerrilla per cube there. The Operation runner
 * calls this once after the last Garrison destination, before the starred EC Assault.
 */
export function garrisonActivation(board: GameBoard, options?: RuleOptions): Step {
  let b = board;
  const changes: TableChange[] = [];
  for (const id of SPACE_IDS) {
    if (SPACE_BY_ID[id].kind !== "ec") continue;
    const s = b.spaces[id];
    const r = activateGuerrillas(b, id, Math.min(cubes(s), allUnderground(s)), options);
    b = r.board;
    changes.push(...r.changes);
  }
  return { board: b, changes };
}
