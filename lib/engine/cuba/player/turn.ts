import { FACTION_NAME } from "@/data/cuba/pieces";
import { fail, failAll, ok, type Result } from "../../core/result";
import { afterAction } from "../calixto/eligibility/after-action";
import type { TableChange } from "../calixto/types";
import type { CardAction, GameBoard } from "../types";
import type { PlayerAction } from "./action";
import { runPlayerAction } from "./apply";
import { cardActionOf } from "./sequence";
import type { PlayerNote, PlayerOptions, PlayerRoll } from "./work";

/**
 * A player Faction's turn on the card with its own Operation and SA (2.3): the action checked
 * and carried out, then its box on the Sequence of Play track (afterAction). The scenario step
 * and the game log use this, so the headless run and the screen check the same things.
 */
export interface PlayerTurn {
  /** The board after the Operation and SA, before the Sequence of Play record. */
  operated: GameBoard;
  /** The board after the whole turn. */
  board: GameBoard;
  /** The checklist: the Operation's and SA's changes, then the Sequence of Play. */
  changes: TableChange[];
  notes: PlayerNote[];
  rolls: PlayerRoll[];
  cardAction: CardAction;
}

export function playerTurn(
  board: GameBoard,
  action: PlayerAction,
  options: PlayerOptions = {},
): Result<PlayerTurn> {
  if (board.roles[action.faction] !== "player")
    return fail({
      field: "faction",
      reason: `${FACTION_NAME[action.faction]} is run by Calixto, not by the player`,
    });
  const w = runPlayerAction(board, action, options);
  if (w.errors.length) return failAll(w.errors);
  const cardAction = cardActionOf(action);
  const seq = afterAction(w.board, action.faction, cardAction);
  if (!seq.ok) return seq;
  return ok({
    operated: w.board,
    board: seq.value.board,
    changes: [...w.changes, ...seq.value.changes],
    notes: w.notes,
    rolls: w.rolls,
    cardAction,
  });
}
