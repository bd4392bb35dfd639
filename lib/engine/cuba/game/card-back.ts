import { ok, type Result } from "../../core/result";
import type { RngState } from "../../core/rng";
import type { BoardEdit } from "../board/edit";
import { applyEditsShared } from "../board/shared-edit";
import type { DeckState } from "../calixto/deck";
import type { Faction } from "../types";
import type { GameState } from "./state";
import { calixtoOf } from "./turns";

/**
 * Go back to before a card (issue 20): ONE logged entry puts the game back as it stood just
 * before a card was put in play, instead of one Undo per entry since. It carries the board as
 * edits from the board now, with the same changes in words so the player puts the table back,
 * and what the table also was then: the cards played, whether a Propaganda card had just been
 * played (6.0), the Calixto deck and the game's generator (as Undo restores them). A turn in
 * progress is dropped. What belongs to the player, not to the table, stays: the aid-sheet
 * answers, the readings and corrections chosen. One Undo takes the whole step back.
 */
export interface CardBackPayload {
  /** The entry that put `card` in play: the game goes back to just before it. */
  before: number;
  card: number;
  /** The board edits that put the table back (from the board when going back). */
  edits: BoardEdit[];
  /** The same in words, for the history view and the player's table. */
  changes: string[];
  rng: RngState;
  placement: number[];
  played: number[];
  afterPropaganda: boolean;
  deck: DeckState | null;
  gameOver?: { winner: Faction | null };
}

/** The reducer: the board put back by its edits, the table's other state as it was. */
export function reduceCardBack(s: GameState, p: CardBackPayload): Result<GameState> {
  const r = applyEditsShared(s.board, p.edits);
  if (!r.ok) return r;
  const ext: Record<string, unknown> = { ...s.ext };
  delete ext.turn;
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
