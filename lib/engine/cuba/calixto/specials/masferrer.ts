import { masferrerInPlay } from "../events/capabilities";
import { assaultHasEffect, assaultIn } from "../procedures/assault";
import { defineLine, fixed } from "../procedures/define";

/**
 * Rolando Masferrer Momentum (card 5 shaded, 5.4; C8.7.3, rulebook back page): NP GOV Sweeping with an
 * SA Assaults, as that SA, in one of the Sweep's spaces chosen by the Remove column, only where
 * the Assault has an effect (C8.6.4). The Assault itself is base 3.2.4.
 */
export const masferrerAssault = defineLine({
  id: "masferrerAssault",
  label: "Assault in a Sweep space (Rolando Masferrer)",
  rule: "3.2.4, C8.7.3 (back page)",
  column: fixed("RR"),
  maxSpaces: 1,
  allowed: (board, space, ctx) =>
    ctx.faction === "GOV" &&
    ctx.operation === "sweep" &&
    masferrerInPlay(board) &&
    (ctx.operationSpaces ?? []).includes(space) &&
    assaultHasEffect(board, space, ctx.options),
  run: function* (w, space, ctx) {
    yield* assaultIn(w, space, ctx.options);
  },
});
