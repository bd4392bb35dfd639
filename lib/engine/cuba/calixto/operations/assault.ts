import { assaultHasEffect, assaultHitsBase, assaultIn } from "../procedures/assault";
import { defineLine, fixed } from "../procedures/define";

/**
 * NP Government Assault (3.2.4, C8.6.4): spaces by the Remove column, only where Assault has an
 * effect. ① targets spaces where it removes a Base or closes a Casino; ② any space. In each
 * space the Assault goes to the maximum, pieces chosen by the Piece Priorities (C8.5.8).
 */
export const assaultBasesCasinos = defineLine({
  id: "assaultBasesCasinos",
  label: "Assault to remove Bases or close Casinos",
  rule: "3.2.4, C8.6.4",
  column: fixed("RR"),
  allowed: (board, space, ctx) =>
    ctx.faction === "GOV" && assaultHitsBase(board, space, ctx.options),
  run: function* (w, space, ctx) {
    yield* assaultIn(w, space, ctx.options);
  },
});

export const assault = defineLine({
  id: "assault",
  label: "Assault",
  rule: "3.2.4, C8.6.4",
  column: fixed("RR"),
  allowed: (board, space, ctx) =>
    ctx.faction === "GOV" && assaultHasEffect(board, space, ctx.options),
  run: function* (w, space, ctx) {
    yield* assaultIn(w, space, ctx.options);
  },
});
