import { FACTION_KINDS } from "@/data/cuba/pieces";
import { guerrillas } from "../../board/space";
import type { Faction } from "../../types";
import { attackHasTarget, attackIn } from "../procedures/attack";
import { defineLine } from "../procedures/define";

/**
 * NP 26July / Directorio Attack (3.3.3, C8.6.5): ① where 4+ own Guerrillas, ② where all own
 * Guerrillas are already Active; only where an enemy piece could be taken (Pact of Caracas keeps
 * 26July and DR off each other's pieces). Default column ATK: the cards say "using Attack" while
 * C8.6.5 names Remove or Replace (reference CONFLICT 5.9, recommended ATK; a card line naming RR,
 * like DR card AA ②, overrides the default).
 */
const attackColumn = (f: Faction) => (f === "26J" || f === "DR" ? "ATK" : null);

export const attack4Plus = defineLine({
  id: "attack4Plus",
  label: "Attack where 4+ Guerrillas",
  rule: "3.3.3, C8.6.5",
  column: attackColumn,
  allowed: (board, space, ctx) =>
    (ctx.faction === "26J" || ctx.faction === "DR") &&
    guerrillas(board.spaces[space], ctx.faction) >= 4 &&
    attackHasTarget(board, space, ctx.faction, ctx.options),
  run: function* (w, space, ctx) {
    yield* attackIn(w, space, ctx.faction as "26J" | "DR", ctx.options);
  },
});

export const attackAllActive = defineLine({
  id: "attackAllActive",
  label: "Attack where all Guerrillas are Active",
  rule: "3.3.3, C8.6.5",
  column: attackColumn,
  allowed: (board, space, ctx) => {
    if (ctx.faction !== "26J" && ctx.faction !== "DR") return false;
    const p = board.spaces[space].pieces;
    const k = FACTION_KINDS[ctx.faction];
    return (
      p[k.underground] === 0 &&
      p[k.active] > 0 &&
      attackHasTarget(board, space, ctx.faction, ctx.options)
    );
  },
  run: function* (w, space, ctx) {
    yield* attackIn(w, space, ctx.faction as "26J" | "DR", ctx.options);
  },
});
