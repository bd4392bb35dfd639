import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { GameBoard, SpaceId } from "../../types";
import type { Need, NeedAnswer } from "../contracts";
import type { PieceRef } from "../piece-priorities";
import type { RuleOptions } from "../scope";
import { CARD, isCity, isEc, isMountain, momentumInPlay } from "./context";
import { removeTarget } from "./remove";
import type { Work } from "./run";
import { isBaseKind, rankedTargets, withoutPiece } from "./targets";

/**
 * Government Assault in one space (3.2.4): 1 Active Guerrilla per Troop; in a City or EC also 1
 * enemy piece per Police; in Mountain only 1 per 2 Troops; Bases and open Casinos only once their
 * Faction has no Guerrillas there; open Casinos close (1.4.5); Cash freed goes to a cube
 * (Seizure). Momentum: S.I.M. lets Police count as Troops (card 4); Sánchez Mosquera treats
 * Mountain as City (card 6).
 */
export function assaultCapacity(board: GameBoard, space: SpaceId): number {
  const s = board.spaces[space].pieces;
  const sim = momentumInPlay(board, CARD.sim);
  const mountainAsCity = isMountain(space) && momentumInPlay(board, CARD.sanchezMosquera);
  const troops = sim ? s.troop + s.police : s.troop;
  const police = sim ? 0 : s.police;
  const urban = isCity(space) || isEc(space) || mountainAsCity;
  const byTroops = isMountain(space) && !mountainAsCity ? Math.floor(troops / 2) : troops;
  return byTroops + (urban ? police : 0);
}

/**
 * The pieces an Assault would take, in order (planning only: Cash hand-offs do not change it),
 * by the Piece Priorities in `options` (C8.5.8).
 */
export function planAssault(board: GameBoard, space: SpaceId, options?: RuleOptions): PieceRef[] {
  const out: PieceRef[] = [];
  let b = board;
  const n = assaultCapacity(board, space);
  for (let i = 0; i < n; i++) {
    const [ref] = rankedTargets(b, space, "GOV", "assault", undefined, false, options);
    if (!ref) break;
    out.push(ref);
    b = withoutPiece(b, space, ref);
  }
  return out;
}

export const assaultHasEffect = (board: GameBoard, space: SpaceId, options?: RuleOptions) =>
  planAssault(board, space, options).length > 0;

/** Assault would remove a Base or close a Casino there (card line "to remove Bases and close Casinos"). */
export const assaultHitsBase = (board: GameBoard, space: SpaceId, options?: RuleOptions) =>
  planAssault(board, space, options).some((r) => isBaseKind(r.kind));

export function* assaultIn(
  w: Work,
  space: SpaceId,
  options?: RuleOptions,
): Generator<Need, number, NeedAnswer> {
  const n = assaultCapacity(w.board, space);
  const s = w.board.spaces[space].pieces;
  w.note(
    `Assault in ${SPACE_BY_ID[space].name}: ${s.troop} Troops, ${s.police} Police give up to ${n} removals`,
    "3.2.4",
  );
  let removed = 0;
  for (let i = 0; i < n; i++) {
    const [ref] = rankedTargets(w.board, space, "GOV", "assault", undefined, false, options);
    if (!ref) break;
    yield* removeTarget(w, space, ref, { kind: "seizure" });
    removed++;
  }
  return removed;
}
