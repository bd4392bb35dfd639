import { OWNER_OF, POOL_OF } from "@/data/cuba/pieces";
import { available } from "../../board/board";
import { flipPieces, placePieces, removePieces } from "../../board/changes";
import type { PieceKind, SpaceId } from "../../types";
import type { Need, NeedAnswer } from "../contracts";
import type { PieceRef } from "../piece-priorities";
import { type CashCapture, freeCash } from "./cash";
import type { Work } from "./run";

/**
 * Take one enemy piece off: an open Casino is closed instead of removed (1.4.5); a piece holding
 * Cash frees every marker it holds to its owner's hand-off and then the acting Faction's capture
 * rule (4.5.2).
 */
export function* removeTarget(
  w: Work,
  space: SpaceId,
  ref: PieceRef,
  capture: CashCapture,
): Generator<Need, void, NeedAnswer> {
  if (ref.kind === "casinoOpen") {
    w.apply(flipPieces(w.board, space, "casinoOpen", "casinoClosed", 1));
    return;
  }
  w.apply(removePieces(w.board, space, ref.kind, 1, ref.cash));
  // Each marker the piece held is freed and handed off on its own (4.5.2).
  for (let i = 0; i < ref.cash; i++) yield* freeCash(w, space, OWNER_OF[ref.kind], capture);
}

/**
 * Replace an enemy piece with one of the acting Faction's (Infiltrate 4.3.1, Defections-style
 * replacements): when none is Available the piece is only removed (1.4.1), and NPs never take
 * their own pieces off the map to get one (C8.2.1).
 */
export function* replaceTarget(
  w: Work,
  space: SpaceId,
  ref: PieceRef,
  by: PieceKind,
  capture: CashCapture,
  rule: string,
): Generator<Need, boolean, NeedAnswer> {
  // The newcomer is placed before the freed Cash is dealt with, so it can take it (Commandeer).
  w.apply(removePieces(w.board, space, ref.kind, 1, ref.cash));
  let placed = false;
  if (available(w.board, POOL_OF[by]) < 1) {
    w.note("None Available to replace it with: removed only", "1.4.1");
  } else {
    w.apply(placePieces(w.board, space, by, 1));
    w.note("Replaced", rule);
    placed = true;
  }
  for (let i = 0; i < ref.cash; i++) yield* freeCash(w, space, OWNER_OF[ref.kind], capture);
  return placed;
}
