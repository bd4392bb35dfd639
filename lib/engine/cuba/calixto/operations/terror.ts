import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { SpaceId } from "../../types";
import { isEc, markersLeft } from "../procedures/context";
import { defineLine } from "../procedures/define";
import { terrorIn, terrorPossible } from "../procedures/terror";

/**
 * NP Insurgent Terror (3.3.4, C8.6.5).
 * ① Cities and Provinces by the Shift column: 26July where not at Active Opposition (STAO),
 *    Directorio and Syndicate where there is any Support or Opposition (STN).
 * ② Every EC without Sabotage, highest Econ first, no Activation Number roll (C8.5.4).
 * Both keep 1 Underground Guerrilla guarding a friendly Base outside Mountain (needs 2+).
 */
export const terrorShift = defineLine({
  id: "terrorShift",
  label: "Terror",
  rule: "3.3.4, C8.6.5",
  column: (f) => (f === "26J" ? "STAO" : f === "GOV" ? null : "STN"),
  allowed: (board, space, ctx) => {
    if (isEc(space) || !terrorPossible(board, space, ctx)) return false;
    const level = board.spaces[space].support;
    return ctx.faction === "26J" ? level > -2 : level !== 0;
  },
  run(w, space, ctx) {
    terrorIn(w, space, ctx);
  },
});

const byEcon = (spaces: SpaceId[]) =>
  [...spaces].sort((a, b) => SPACE_BY_ID[b].econ - SPACE_BY_ID[a].econ);

export const terrorEcs = defineLine({
  id: "terrorEcs",
  label: "Terror on an EC",
  rule: "3.3.4, C8.6.5",
  column: () => null,
  activationRoll: "none",
  order: byEcon,
  allowed: (board, space, ctx) =>
    isEc(space) &&
    !board.spaces[space].sabotage &&
    markersLeft(board) > 0 &&
    terrorPossible(board, space, ctx),
  run(w, space, ctx) {
    terrorIn(w, space, ctx);
    w.skipActivationRoll = true;
  },
});
