import { assaultHasEffect, assaultIn } from "../procedures/assault";
import { isEc } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";

/**
 * Garrison's starred line: Assault in one EC using the Remove column, at no added cost (3.2.2,
 * C8.6.4). Any EC may be chosen, moved into or not; in a Limited Garrison only the destination
 * EC (3.2.2), which the runner enforces (runner.ts limitedOperationSpaces). Garrison makes no
 * Activation Number roll (C8.5.4). The moves are garrisonMove's; the Activation on every EC is
 * applied by the activation loop after the last destination (moves/activation.ts).
 */
export const garrisonAssaultEc = defineLine({
  id: "garrisonAssaultEc",
  label: "Garrison: Assault in one EC",
  rule: "3.2.2, C8.6.4",
  column: fixed("RR"),
  activationRoll: "none",
  maxSpaces: 1,
  mayReuseSelected: true,
  allowed: (board, space, ctx) =>
    ctx.faction === "GOV" && isEc(space) && assaultHasEffect(board, space, ctx.options),
  run: function* (w, space, ctx) {
    yield* assaultIn(w, space, ctx.options);
  },
});
