import { FACTION_KINDS, POOL_OF } from "@/data/cuba/pieces";
import { available } from "../../board/board";
import { flipPieces, placePieces } from "../../board/changes";
import { guerrillas } from "../../board/space";
import type { GameBoard, Insurgent, SpaceId } from "../../types";
import type { Need, NeedAnswer } from "../contracts";
import { piecesIn, rankPieces } from "../piece-priorities";
import type { RuleOptions } from "../scope";
import type { CashCapture } from "./cash";
import { CARD, capabilityInPlay } from "./context";
import { removeTarget } from "./remove";
import { askDice, type Work } from "./run";
import { rankedTargets } from "./targets";

/**
 * 26July / Directorio Attack in one space (3.3.3) and Ambush (4.3.2, 4.4.2).
 * Attack: Activate all own Guerrillas, roll 1d6; at or under the own Guerrilla count, remove or
 * close up to 2 enemy pieces; a 1 also places an Available own Guerrilla (Captured Goods), and
 * freed Cash goes to an own Guerrilla. Raúl (card 22 unshaded): NP 26July rerolls a failed roll
 * (Additional Capability & Momentum Instructions).
 * Ambush: Activate 1 Underground Guerrilla only, succeed without rolling, place 1 as for a 1.
 * An Event's Ambush "even if Active" (5.1.1) has none to Activate when all there are Active.
 */
export function attackHasTarget(
  board: GameBoard,
  space: SpaceId,
  f: Insurgent,
  options?: RuleOptions,
): boolean {
  return (
    guerrillas(board.spaces[space], f) > 0 &&
    rankedTargets(board, space, f, "attack", undefined, false, options).length > 0
  );
}

const captured = (f: Insurgent): CashCapture => ({
  kind: "guerrilla",
  faction: f,
  rule: "3.3.3",
  label: "Captured Goods: an attacking Guerrilla takes the Cash",
});

function* removeTwo(
  w: Work,
  space: SpaceId,
  f: Insurgent,
  operation: "attack" | "ambush",
  options?: RuleOptions,
): Generator<Need, number, NeedAnswer> {
  let n = 0;
  for (let i = 0; i < 2; i++) {
    const [ref] = rankedTargets(w.board, space, f, "attack", operation, false, options);
    if (!ref) break;
    yield* removeTarget(w, space, ref, captured(f));
    n++;
  }
  return n;
}

function placeCaptured(w: Work, space: SpaceId, f: Insurgent): void {
  const k = FACTION_KINDS[f];
  if (available(w.board, POOL_OF[k.underground]) < 1) {
    w.note("Captured Goods: no Guerrilla Available to place", "3.3.3");
    return;
  }
  w.apply(placePieces(w.board, space, k.underground, 1));
}

export function* attackIn(
  w: Work,
  space: SpaceId,
  f: Insurgent,
  options?: RuleOptions,
): Generator<Need, void, NeedAnswer> {
  const k = FACTION_KINDS[f];
  const s = w.board.spaces[space];
  const u = s.pieces[k.underground];
  if (u > 0) {
    const cash = s.cash.filter((h) => h === k.underground).length;
    w.apply(flipPieces(w.board, space, k.underground, k.active, u, cash));
  }
  const count = guerrillas(w.board.spaces[space], f);
  const canCapture = available(w.board, POOL_OF[k.underground]) > 0;
  // A roll that cannot change anything is not made (C8.2.1): certain success, nothing to place.
  if (count >= 6 && !canCapture) {
    w.note(`${count} Guerrillas: the Attack cannot fail`, "3.3.3, C8.2.1");
    yield* removeTwo(w, space, f, "attack", options);
    return;
  }
  let roll = yield* askDice("1d6", `Attack roll (${count} Guerrillas)`, f, "3.3.3");
  if (roll > count && f === "26J" && capabilityInPlay(w.board, CARD.raul, "unshaded")) {
    w.note(`Attack roll ${roll} failed: Raúl rerolls it`, "Event 22");
    roll = yield* askDice("1d6", "Attack reroll (Raúl)", f, "Event 22");
  }
  if (roll > count) {
    w.note(`Attack roll ${roll} > ${count} Guerrillas: no effect`, "3.3.3");
    return;
  }
  w.note(`Attack roll ${roll} ≤ ${count} Guerrillas: remove up to 2 enemy pieces`, "3.3.3");
  yield* removeTwo(w, space, f, "attack", options);
  if (roll === 1) placeCaptured(w, space, f);
}

export function* ambushIn(
  w: Work,
  space: SpaceId,
  f: Insurgent,
  options?: RuleOptions,
): Generator<Need, void, NeedAnswer> {
  const k = FACTION_KINDS[f];
  const s = w.board.spaces[space];
  // Friendly piece used: top-down Piece Priorities (C8.5.8).
  const [ref] = rankPieces(w.board, space, piecesIn(s, [k.underground]), "friendly", {
    acting: f,
    ...(options ? { options } : {}),
  });
  if (ref) w.apply(flipPieces(w.board, space, k.underground, k.active, 1, ref.cash));
  else w.note("Every Guerrilla there is already Active: the Event's Ambush goes ahead", "5.1.1");
  yield* removeTwo(w, space, f, "ambush", options);
  placeCaptured(w, space, f);
}
