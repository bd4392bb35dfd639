import { guerrillas, underground } from "../../board/space";
import type { Insurgent } from "../../types";
import type { InstructionContext } from "../contracts";
import { ambushIn, attackHasTarget } from "../procedures/attack";
import { accompaniesOk } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";

/**
 * NP 26July / Directorio Ambush (4.3.2, 4.4.2, C8.7.5, C8.7.6): one space where Ambush could
 * remove an enemy piece, chosen by the Remove column, with an own Underground Guerrilla. Every
 * card puts it before the Attack: its space is then the Attack's first, carried out by the Ambush
 * procedure, and the Attack never selects it again (3.1; side-execution, `specialDidOperation`).
 * An Ambush must be in an Attack space not yet resolved: once the Attack has acted in its spaces
 * (an SA placed after it, e.g. on a player's corrected card) no space is left.
 * An Event's free Ambush may lift the Attack it goes with and let an Active Guerrilla do it
 * ("even if Active", 5.1.1), and may name whose pieces it removes (grant-terms.ts).
 */
export function attackAlreadyResolved(ctx: InstructionContext): boolean {
  return ctx.operation === "attack" && (ctx.operationSpaces ?? []).length > 0;
}

export const ambush = defineLine({
  id: "ambush",
  label: "Ambush",
  rule: "4.3.2, 4.4.2, C8.7.5",
  column: fixed("RR"),
  maxSpaces: 1,
  allowed: (board, space, ctx) =>
    // The Syndicate Ambushes only when an Event grants it (#41 Fat Butcher; 5.1.1).
    (ctx.faction === "26J" || ctx.faction === "DR" || ctx.options.grant !== undefined) &&
    ctx.faction !== "GOV" &&
    accompaniesOk("ambush", ctx) &&
    !attackAlreadyResolved(ctx) &&
    (ctx.options.grant?.evenIfActive
      ? guerrillas(board.spaces[space], ctx.faction) > 0
      : underground(board.spaces[space], ctx.faction) > 0) &&
    attackHasTarget(board, space, ctx.faction, ctx.options),
  run: function* (w, space, ctx) {
    yield* ambushIn(w, space, ctx.faction as Insurgent, ctx.options);
  },
});
