import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { cubes, underground } from "../../board/space";
import type { GameBoard, SpaceId } from "../../types";
import { piecesIn, rankPieces } from "../piece-priorities";
import { accompaniesOk } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import { replaceTarget } from "../procedures/remove";

/**
 * NP 26July Infiltrate (4.3.1, C8.7.5): with Rally or March, in one space without Support (an EC
 * too) that has or touches an Underground 26July Guerrilla and holds a cube. Replace a Police if
 * any, else a Troop, with a 26July Guerrilla; with none Available the cube is only removed (the
 * rule allows "remove or replace"). Freed Cash goes to a 26July Guerrilla (Commandeer).
 */
function nearUnderground(board: GameBoard, space: SpaceId): boolean {
  return [space, ...SPACE_BY_ID[space].adjacent].some(
    (id) => underground(board.spaces[id], "26J") > 0,
  );
}

export const infiltrate = defineLine({
  id: "infiltrate",
  label: "Infiltrate",
  rule: "4.3.1, C8.7.5",
  column: fixed("RR"),
  maxSpaces: 1,
  allowed: (board, space, ctx) =>
    ctx.faction === "26J" &&
    accompaniesOk("infiltrate", ctx) &&
    board.spaces[space].support <= 0 &&
    cubes(board.spaces[space]) > 0 &&
    nearUnderground(board, space),
  run: function* (w, space, ctx) {
    const s = w.board.spaces[space];
    const kind = s.pieces.police > 0 ? "police" : "troop";
    const [ref] = rankPieces(w.board, space, piecesIn(s, [kind]), "enemy", {
      acting: "26J",
      options: ctx.options,
    });
    yield* replaceTarget(
      w,
      space,
      ref,
      "m26U",
      {
        kind: "guerrilla",
        faction: "26J",
        rule: "4.3.1",
        label: "Commandeer: a 26July Guerrilla takes the Cash",
      },
      "4.3.1",
    );
  },
});
