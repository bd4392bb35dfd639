import type { CountedKind } from "@/data/cuba/calixto/move-priorities";
import { MOVE_CONFLICTS } from "@/data/cuba/calixto/move-priorities";
import { FACTION_KINDS } from "@/data/cuba/pieces";
import type { Faction, GameBoard, PieceKind, SpaceId } from "../../types";
import { type PieceRef, piecesIn, rankPieces } from "../piece-priorities";
import { type RuleOptions, reading } from "../scope";
import type { Movement } from "./types";

/**
 * Which pieces each movement may move, resolved for the acting Faction, and the capability and
 * momentum effects on them (C8.6.3 back page).
 */

export const ARMORED_CARS = 1;
export const SIM = 4;
export const EL_CHE = 13;
export const MORGAN = 28;

/** Transport moves up to 3 Troops (4.2.1); the other movements have no count limit. */
export const TRANSPORT_CAP = 3;

export function capOf(movement: Movement): number {
  return movement === "transport" ? TRANSPORT_CAP : Number.POSITIVE_INFINITY;
}

/** The acting Insurgent's Underground and Active Guerrilla kinds (none for the Government). */
export function ownGuerrillaKinds(f: Faction): { u: PieceKind | null; a: PieceKind | null } {
  const k = FACTION_KINDS[f];
  return { u: k.underground, a: k.active };
}

/** Table kinds to board kinds: "ownU"/"ownA" become the acting Faction's Guerrilla kinds. */
export function resolveKinds(kinds: readonly CountedKind[], f: Faction): PieceKind[] {
  const own = ownGuerrillaKinds(f);
  const out: PieceKind[] = [];
  for (const k of kinds) {
    const r = k === "ownU" ? own.u : k === "ownA" ? own.a : k;
    if (r && !out.includes(r)) out.push(r);
  }
  return out;
}

/**
 * Armored Cars in play with a Non-player Government (C8.6.3): under the alternative reading of
 * the back-page note, NP GOV moves no Troops at all; under the recommended one the note only
 * declines the Momentum's own move before Assault, which is not a Move Priorities movement.
 */
export function armoredCarsBarsTroops(board: GameBoard, f: Faction, options: RuleOptions): boolean {
  return (
    f === "GOV" &&
    board.roles.GOV === "np" &&
    board.momentum.includes(ARMORED_CARS) &&
    reading(options, MOVE_CONFLICTS.armoredCars) === "alternative"
  );
}

function capabilityInPlay(board: GameBoard, card: number): boolean {
  return board.capabilities.some((c) => c.card === card && c.side === "unshaded");
}

/** Morgan: DR March may take origins up to two spaces away (C8.6.3; card 28 unshaded). */
export function morganReach(board: GameBoard, f: Faction): boolean {
  return f === "DR" && capabilityInPlay(board, MORGAN);
}

/** El Che: 26J March flips its first Activated moving group Underground (C8.6.3; card 13). */
export function elCheInPlay(board: GameBoard, f: Faction): boolean {
  return f === "26J" && capabilityInPlay(board, EL_CHE);
}

/** S.I.M. Momentum (card 4 shaded, 5.4): Police Sweep as if Troops, so they move in a Sweep too. */
export function simPoliceSweep(board: GameBoard, f: Faction, movement: Movement): boolean {
  return f === "GOV" && movement === "sweep" && board.momentum.includes(SIM);
}

/**
 * Piece kinds the movement moves for this Faction: Sweep and Transport move Troops (3.2.3,
 * 4.2.1), Garrison cubes (3.2.2), March the Faction's own Guerrillas (3.3.2); with S.I.M. a Sweep
 * moves Police as if Troops (card 4). A Faction that cannot make the movement moves nothing.
 */
export function movingKinds(
  board: GameBoard,
  f: Faction,
  movement: Movement,
  options: RuleOptions,
): PieceKind[] {
  if (movement === "march") {
    const own = ownGuerrillaKinds(f);
    return own.u && own.a ? [own.u, own.a] : [];
  }
  if (f !== "GOV") return [];
  const troops: PieceKind[] = armoredCarsBarsTroops(board, f, options) ? [] : ["troop"];
  return movement === "garrison" || simPoliceSweep(board, f, movement)
    ? [...troops, "police"]
    : troops;
}

/**
 * The movement's pieces in a space, in the order they move (Piece Priorities, C8.5.7, C8.5.8),
 * by the player's corrected rows in `options`, if any.
 */
export function movePool(
  board: GameBoard,
  f: Faction,
  space: SpaceId,
  kinds: readonly PieceKind[],
  options?: RuleOptions,
): PieceRef[] {
  const refs = piecesIn(board.spaces[space], kinds);
  return rankPieces(board, space, refs, "friendly", { acting: f, ...(options ? { options } : {}) });
}

/** Count pieces by kind. */
export function countByKind(refs: readonly PieceRef[]): Partial<Record<PieceKind, number>> {
  const out: Partial<Record<PieceKind, number>> = {};
  for (const r of refs) out[r.kind] = (out[r.kind] ?? 0) + 1;
  return out;
}
