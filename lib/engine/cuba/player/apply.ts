import { type FieldError, failAll, ok, type Result } from "../../core/result";
import { validateBoard } from "../board/validate";
import type { OperationKind, SpecialKind, TableChange } from "../calixto/types";
import type { CardAction, GameBoard } from "../types";
import type { PlayerAction, SpecialRecord } from "./action";
import { checkFrame } from "./frame";
import { launder } from "./launder";
import { assault } from "./operations/assault";
import { attack } from "./operations/attack";
import { construct } from "./operations/construct";
import { garrison } from "./operations/garrison";
import { march } from "./operations/march";
import { rally } from "./operations/rally";
import { sweep } from "./operations/sweep";
import { terror } from "./operations/terror";
import { train } from "./operations/train";
import { removeOwn } from "./pieces";
import { cardActionOf } from "./sequence";
import { airStrike } from "./specials/air-strike";
import { ambush } from "./specials/ambush";
import { assassinate } from "./specials/assassinate";
import { bribe } from "./specials/bribe";
import { infiltrate } from "./specials/infiltrate";
import { kidnap } from "./specials/kidnap";
import { masferrerAssault } from "./specials/masferrer";
import { muscle } from "./specials/muscle";
import { profit } from "./specials/profit";
import { reprisal } from "./specials/reprisal";
import { subvert } from "./specials/subvert";
import { transport } from "./specials/transport";
import { type PlayerNote, type PlayerOptions, type PlayerRoll, Work } from "./work";

const OPERATIONS: Readonly<Record<OperationKind, (w: Work) => void>> = {
  train,
  garrison,
  sweep,
  assault,
  rally,
  march,
  attack,
  terror,
  construct,
};

const SPECIALS: Readonly<Record<SpecialKind, (w: Work, sa: SpecialRecord) => void>> = {
  transport,
  airStrike,
  reprisal,
  infiltrate,
  ambush,
  kidnap,
  subvert,
  assassinate,
  profit,
  muscle,
  bribe,
  assault: masferrerAssault,
};

/**
 * Carry the action out on a copy of the board, step by step as the rules order it: own pieces
 * taken off first (1.4.1), the SA before or after the Operation (4.1; Ambush in its Attack),
 * each space in the order given (3.1). Every refusal is kept with its field; the board the run
 * ends with means nothing once there is one.
 */
export function runPlayerAction(
  board: GameBoard,
  action: PlayerAction,
  options: PlayerOptions = {},
): Work {
  const w = new Work(board, action, options);
  if (!checkFrame(w)) return w;
  (action.removeOwn ?? []).forEach((r, i) => {
    removeOwn(w, `removeOwn[${i}]`, r.space, r);
  });
  const sa = action.special;
  const before = sa && sa.special !== "ambush" && sa.when === "before";
  // A piece moves once within the Operation or the SA, not once in both (4.1, 3.2.3, 4.2.1).
  if (sa && before) {
    SPECIALS[sa.special](w, sa);
    w.endMoves();
  }
  OPERATIONS[action.operation](w);
  if (sa && !before) {
    w.endMoves();
    SPECIALS[sa.special](w, sa);
  }
  launder(w, (inner) => OPERATIONS[inner.action.operation](inner));
  if (w.errors.length === 0 && w.diceLeft > 0 && !options.spareDice)
    w.fail(
      "dice",
      `${w.diceLeft} die roll${w.diceLeft === 1 ? " was" : "s were"} given but not needed`,
    );
  if (w.errors.length === 0)
    for (const e of validateBoard(w.board)) w.fail(`board.${e.field}`, e.reason);
  return w;
}

/** Every reason the action is not legal on this board, each with the field it concerns. */
export function checkPlayerAction(
  board: GameBoard,
  action: PlayerAction,
  options: PlayerOptions = {},
): FieldError[] {
  return runPlayerAction(board, action, options).errors;
}

/** A legal action carried out: the board after it and the table checklist (2.3, 3.0, 4.0). */
export interface PlayerOutcome {
  board: GameBoard;
  changes: TableChange[];
  notes: PlayerNote[];
  rolls: PlayerRoll[];
  /** The Sequence of Play box it fills (2.3.4). */
  cardAction: CardAction;
}

/**
 * Apply a player's Operation and SA: the same checks, then the board and the checklist an NP
 * turn would give (Resources paid, Activations, dice read from `dice` in order). The Sequence of
 * Play record is the caller's (afterAction), as for every action on the card.
 */
export function applyPlayerAction(
  board: GameBoard,
  action: PlayerAction,
  dice: readonly number[] = [],
  options: Omit<PlayerOptions, "dice"> = {},
): Result<PlayerOutcome> {
  const w = runPlayerAction(board, action, { ...options, dice });
  if (w.errors.length) return failAll(w.errors);
  return ok({
    board: w.board,
    changes: w.changes,
    notes: w.notes,
    rolls: w.rolls,
    cardAction: cardActionOf(action),
  });
}
