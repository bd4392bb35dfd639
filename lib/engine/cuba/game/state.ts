import type { FieldError } from "../../core/result";
import { type RngState, seedRng } from "../../core/rng";
import { cloneBoard } from "../board/edit";
import type { GameBoard } from "../types";
import type { SetupPayload } from "./entries";
import { pendingVariableSteps } from "./variable-setup";

/**
 * What the log folds to. Plain JSON (it is cached in snapshots): no functions, no dates.
 * Everything else the screens show (Control, totals, victory) is derived from `board` by the
 * board selectors, never stored here.
 */
export interface GameState {
  setup: SetupPayload;
  board: GameBoard;
  /** Generator state after the last effective entry; undo restores it with the board. */
  rng: RngState;
  /** Seq of the last log entry folded (effective or not). */
  lastSeq: number;
  /**
   * How many entries are in effect (the set-up record counts) and the seq of the newest one.
   * The whole list is not kept (it grows with the log; effectiveHistory gives it from the
   * entries): entries in effect form a stack, and whatever lies under an entry in it is what
   * lay under it when it was logged, so (depth, top) names the list exactly. See fold.ts.
   */
  depth: number;
  top: number;
  /** Seqs of undone entries that redo would restore, the next redo last. */
  redoable: number[];
  /** Variable Deployment steps (indices into VARIABLE_STEPS) still to place, next first. */
  placement: number[];
  /** Entries a lenient fold could not apply, with why (the game still opens). */
  skipped: { seq: number; errors: FieldError[] }[];
  /**
   * State owned by later entry types, keyed by the owner (e.g. "npTurn" for a turn in
   * progress). Reducers copy what they change; undo restores it like the board.
   */
  ext: Record<string, unknown>;
}

export { FOLD_VERSION } from "./fold-version";

export function initialState(setup: SetupPayload, seq: number): GameState {
  return {
    setup,
    board: cloneBoard(setup.board),
    rng: seedRng(setup.seed),
    lastSeq: seq,
    depth: 1,
    top: seq,
    redoable: [],
    placement: pendingVariableSteps(setup.scenario, setup.roles),
    skipped: [],
    ext: {},
  };
}

/**
 * A copy of `s` with a new board, generator state or `ext`. Every field is named, so every copy
 * has the same shape: the fold copies a state for nearly every entry, and spreading states built
 * in several places (each its own hidden shape to the JavaScript engine) is several times slower.
 */
export function stateWith(
  s: GameState,
  board: GameBoard,
  rng: RngState,
  ext: Record<string, unknown>,
): GameState {
  return {
    setup: s.setup,
    board,
    rng,
    lastSeq: s.lastSeq,
    depth: s.depth,
    top: s.top,
    redoable: s.redoable,
    placement: s.placement,
    skipped: s.skipped,
    ext,
  };
}
