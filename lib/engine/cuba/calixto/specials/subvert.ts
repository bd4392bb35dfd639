import { controlOf } from "../../board/board";
import { setSupport } from "../../board/changes";
import { accompaniesOk, isProvince } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import { pactBarsShift } from "../procedures/terror";

/**
 * NP Directorio Subvert (4.4.1, C8.7.6): with Rally or March, one Province with DR Control, chosen
 * by the Shift Toward Neutral column; set it to Neutral. NP Directorio gains no Resources. A space
 * already at Neutral is no candidate, so when only those qualify there is no SA (C8.7.6). Under
 * the Pact of Caracas DR does not remove Opposition (INF, see procedures/terror.ts).
 */
export const subvert = defineLine({
  id: "subvert",
  label: "Subvert",
  rule: "4.4.1, C8.7.6",
  column: fixed("STN"),
  maxSpaces: 1,
  allowed: (board, space, ctx) => {
    const level = board.spaces[space].support;
    return (
      ctx.faction === "DR" &&
      accompaniesOk("subvert", ctx) &&
      isProvince(space) &&
      controlOf(board, space) === "DR" &&
      level !== 0 &&
      !pactBarsShift(board, "DR", level)
    );
  },
  run(w, space) {
    w.apply(setSupport(w.board, space, 0));
    w.note("NP Directorio tracks no Resources: no gain", "C8.7.6, C8.2.1");
  },
});
