import { fail, ok, type Result } from "../../core/result";
import { applyEditsShared } from "../board/shared-edit";
import { reduceCardBack } from "./card-back";
import type { EntryOf, GameEntryType } from "./entries";
import { type GameState, stateWith } from "./state";
import { TURN_REDUCERS } from "./turns";
import { applyPlacement } from "./variable-setup";

/**
 * One reducer per action entry type: the state before and the entry in, the state after out.
 * Reducers are pure and never mutate `state` (undo keeps earlier states). Their errors name the
 * field of the board or payload; the fold prefixes the log position.
 *
 * The set-up record starts the fold (initialState) and undo/redo are handled by the fold
 * itself, so neither has a reducer here. Adding an entry type to GameEntryPayloads makes this
 * map incomplete until its reducer is added: that is the extension point.
 */
export type ActionType = Exclude<GameEntryType, "game.setup" | "meta.undo" | "meta.redo">;

export type Reducer<K extends ActionType> = (
  state: GameState,
  entry: EntryOf<K>,
) => Result<GameState>;

export type ReducerMap = { [K in ActionType]: Reducer<K> };

export const REDUCERS: ReducerMap = {
  "turn.begin": (s, e) => TURN_REDUCERS["turn.begin"](s, e.payload),
  "turn.input": (s, e) => TURN_REDUCERS["turn.input"](s, e.payload),
  "turn.override": (s, e) => TURN_REDUCERS["turn.override"](s, e.payload),
  "turn.confirm": (s, e) => TURN_REDUCERS["turn.confirm"](s, e.payload),
  "turn.cancel": (s) => TURN_REDUCERS["turn.cancel"](s),
  "deck.shuffled": (s, e) => TURN_REDUCERS["deck.shuffled"](s, e.payload),
  "player.action": (s, e) => TURN_REDUCERS["player.action"](s, e.payload),
  "player.grant": (s, e) => TURN_REDUCERS["player.grant"](s, e.payload),
  "card.next": (s, e) => TURN_REDUCERS["card.next"](s, e.payload),
  "readings.set": (s, e) => TURN_REDUCERS["readings.set"](s, e.payload),
  "card.back": (s, e) => reduceCardBack(s, e.payload),
  /**
   * The player keeps the mirror in step with the table: set values, the board validated whole
   * (applyEditsShared gives applyEdits' result, sharing the parts the edits leave alone).
   */
  "board.edited": (state, entry) => {
    const r = applyEditsShared(state.board, entry.payload.edits);
    return r.ok ? ok(stateWith(state, r.value, state.rng, state.ext)) : r;
  },

  /** One step of the guided Variable Deployment, in the printed order (rules Set Up). */
  "setup.placed": (state, entry) => {
    const { step, placement } = entry.payload;
    const next = state.placement[0];
    if (next === undefined)
      return fail({ field: "step", reason: "no Variable Deployment step is left to place" });
    if (step !== next)
      return fail({
        field: "step",
        reason: `step ${step} is out of order: step ${next} comes next`,
      });
    const r = applyPlacement(state.board, step, placement);
    return r.ok ? ok({ ...state, board: r.value, placement: state.placement.slice(1) }) : r;
  },
};

export function reduceEntry(
  reducers: ReducerMap,
  state: GameState,
  entry: EntryOf<ActionType>,
): Result<GameState> {
  const reducer = reducers[entry.type] as Reducer<ActionType> | undefined;
  if (!reducer) return fail({ field: "type", reason: `no reducer for entry type "${entry.type}"` });
  return reducer(state, entry);
}
