import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlOf } from "../../board/board";
import { addTerror, movePieces, setSupport } from "../../board/changes";
import { allGuerrillas, oppositionValue } from "../../board/space";
import type { GameBoard, PieceKind, SpaceId, SupportLevel } from "../../types";
import { piecesIn, rankPieces } from "../piece-priorities";
import { accompaniesOk, isProvince, markersLeft } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import { askTie } from "../procedures/run";

/**
 * NP Government Reprisal (4.2.3, C8.7.4): one GOV-Controlled space, with Garrison, Sweep or
 * Assault. Place a Terror marker, shift Opposition 1 level toward Neutral, relocate 1 Guerrilla
 * to an adjacent space: NP Government sends it to the adjacent Province with the most Opposition,
 * then the least Population, then at random. The Guerrilla is picked by the Piece Priorities.
 * "Has an effect" (C8.7.1) is read as: it shifts Opposition or relocates a Guerrilla; a Terror
 * marker alone only hurts the Government (INF).
 */
const GUERRILLAS: readonly PieceKind[] = ["m26U", "m26A", "drU", "drA", "synU", "synA"];

/** Adjacent Provinces ranked for the relocated Guerrilla; ties left for a random pick. */
export function reprisalDestinations(board: GameBoard, space: SpaceId): SpaceId[] {
  const adj = SPACE_BY_ID[space].adjacent;
  const provinces = adj.filter(isProvince);
  const pool = provinces.length > 0 ? provinces : adj; // INF: every space touches a Province
  const key = (id: SpaceId) => [oppositionValue(id, board.spaces[id]), -SPACE_BY_ID[id].pop];
  let best: SpaceId[] = [];
  for (const id of pool) {
    if (best.length === 0) best = [id];
    else {
      const [a1, a2] = key(id);
      const [b1, b2] = key(best[0]);
      if (a1 > b1 || (a1 === b1 && a2 > b2)) best = [id];
      else if (a1 === b1 && a2 === b2) best.push(id);
    }
  }
  return best;
}

export const reprisal = defineLine({
  id: "reprisal",
  label: "Reprisal",
  rule: "4.2.3, C8.7.4",
  column: fixed("REP"),
  maxSpaces: 1,
  allowed: (board, space, ctx) => {
    const s = board.spaces[space];
    return (
      ctx.faction === "GOV" &&
      accompaniesOk("reprisal", ctx) &&
      controlOf(board, space) === "GOV" &&
      (s.support < 0 || allGuerrillas(s) > 0)
    );
  },
  run: function* (w, space, ctx) {
    if (markersLeft(w.board) > 0) w.apply(addTerror(w.board, space));
    else w.note("No Terror marker left", "3.3.4");
    const level = w.board.spaces[space].support;
    if (level < 0) w.apply(setSupport(w.board, space, (level + 1) as SupportLevel));
    const s = w.board.spaces[space];
    const [ref] = rankPieces(w.board, space, piecesIn(s, GUERRILLAS), "enemy", {
      acting: "GOV",
      options: ctx.options,
    });
    if (!ref) return;
    const ranked = reprisalDestinations(w.board, space);
    const to = yield* askTie(ranked, "Reprisal: where the Guerrilla goes", "C8.7.4");
    w.note(
      `The Guerrilla goes to ${SPACE_BY_ID[to].name} (neighbouring Province ranked by Opposition, then by smaller Pop)`,
      "C8.7.4",
    );
    w.apply(movePieces(w.board, space, to, ref.kind, 1, ref.cash));
  },
});
