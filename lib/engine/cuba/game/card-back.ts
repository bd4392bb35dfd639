import { ok, type Result } from "../../core/result";
import { applyEditsShared } from "../board/shared-edit";
import type { CardBackPayload } from "./entry-payloads";
import type { GameState } from "./state";
import { calixtoOf } from "./turns";

// The entry's payload (CardBackPayload) is declared with the other entry payloads.
export type { CardBackPayload } from "./entry-payloads";

/** The reducer: the board put back by its edits, the table's other state as it was. */
export function reduceCardBack(s: GameState, p: CardBackPayload): Result<GameState> {
  const r = applyEditsShared(s.board, p.edits);
  if (!r.ok) return r;
  const ext: Record<string, unknown> = { ...s.ext };
  delete ext.turn;
  // A granted action still due belongs to the card left behind (5.1).
  delete ext.grant;
  const set = (key: string, value: unknown) => {
    if (value === undefined) delete ext[key];
    else ext[key] = value;
  };
  set("played", p.played.length ? [...p.played] : undefined);
  set("afterPropaganda", p.afterPropaganda ? true : undefined);
  set("gameOver", p.gameOver);
  set("calixto", { deck: p.deck, answers: calixtoOf(s).answers });
  return ok({ ...s, board: r.value, rng: p.rng, placement: [...p.placement], ext });
}
