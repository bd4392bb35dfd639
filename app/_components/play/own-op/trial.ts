import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { runPlayerAction } from "@/lib/engine/cuba/player/apply";
import type { PlayerOptions } from "@/lib/engine/cuba/player/work";
import type { GameBoard } from "@/lib/engine/cuba/types";

/**
 * Try a draft with the engine's own run (apply.ts) and plenty of dice, as the form's other
 * offers do (options.ts): the board it leaves and the first refusal about a field.
 */
export function tryDraft(board: GameBoard, draft: PlayerAction, options: PlayerOptions = {}) {
  const w = runPlayerAction(board, draft, {
    ...options,
    dice: Array<number>(12).fill(6),
    spareDice: true,
    sequence: false,
  });
  return {
    board: w.board,
    /** Where Sweep or Garrison Activated and what it had to (3.2.2, 3.2.3). */
    activations: w.activations,
    /** Why the field `prefix` (or anything under it) is refused, in the player's words. */
    why(prefix: string): string | null {
      const e = w.errors.find(
        (x) =>
          x.field === prefix ||
          x.field.startsWith(`${prefix}.`) ||
          x.field.startsWith(`${prefix}[`),
      );
      return e ? e.reason : null;
    },
  };
}

/** Refusals that only ask for a detail still to fill in (the form's next field), not a "no". */
export const asksDetail = (why: string | null) =>
  why !== null && /^(give |say |name |choose |select |relocate 1 )/.test(why);
