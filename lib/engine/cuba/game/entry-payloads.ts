/**
 * Payloads of the log entries for play at the table (turns, the player's own actions, deck
 * shuffles, the next card, readings, going back to a card). Declared here, below the log's entry
 * list (entries.ts), the fold and the reducers that read them (turns.ts, card-back.ts), so the
 * entry types never import the code that folds them.
 */
import type { RngState } from "../../core/rng";
import type { BoardEdit } from "../board/board-edit";
import type { Correction } from "../calixto/corrections/types";
import type { DeckState } from "../calixto/deck";
import type { AnsweredQuestion, PlayerAnswer } from "../calixto/events/program/player";
import type { GrantOut } from "../calixto/events/program/work";
import type { Override } from "../calixto/scope";
import type { CardId, ColumnId, InputEvent } from "../calixto/types";
import type { PlayerAction } from "../player/action";
import type { CardAction, EventSide, Faction, SpaceId } from "../types";

export interface TurnBeginPayload {
  kind: "np" | "propaganda";
  faction: Faction | null;
  /**
   * Aid-sheet readings the player gave in earlier games (C8.5.5 Event Cards table cells our
   * transcription could not read), logged with the turn so replay never depends on them later.
   */
  answers?: Record<string, string>;
  /**
   * The player's own corrections of the Calixto data in force when the turn began (issue "Your
   * own cards"), so its replay reads exactly the data it was played with. Logged when they differ
   * from the ones the game's last turn began with (`[]`: none any more); absent, those go on.
   */
  corrections?: Correction[];
}
export interface TurnInputPayload {
  event: InputEvent;
  /** Generator state after an app-rolled input, so undo and replay never re-roll. */
  rngAfter?: RngState;
}
export interface TurnOverridePayload extends Override {
  /** Inputs given before the corrected decision; later ones no longer apply and are dropped. */
  keepInputs: number;
}
export interface TurnConfirmPayload {
  /** The board edits the turn made (from the board at its start), as the player applied them. */
  edits: BoardEdit[];
  action: CardAction | null;
  deck: DeckState | null;
  /** Aid-sheet answers to remember for the rest of the game. */
  answers: Record<string, string>;
  /** The checklist, for the history view. */
  changes: string[];
  gameOver?: { winner: Faction | null };
  rngAfter?: RngState;
}
export interface DeckShuffledPayload {
  order: CardId[];
  rngAfter: RngState;
}
export interface PlayerActionPayload {
  faction: Faction;
  action: CardAction;
  edits: BoardEdit[];
  /** For an Event: the side played, so its Eligibility effect applies at card end (2.3.7). */
  side?: EventSide;
  note?: string;
  /** The app carried the Event out from the player's answers (5.1): what was asked and done. */
  applied?: AppliedEvent;
  /**
   * The player's own Operation and SA the app checked and carried out (player-operation.ts):
   * the choices, the dice read and the checklist. `edits` hold its whole effect on the board.
   */
  operation?: PlayerOperationRecord;
  /** Generator state after the app rolled dice for the Event, so undo and replay never re-roll. */
  rngAfter?: RngState;
}
/** A player's own Operation and SA as logged: re-run `action` with `dice` to check it. */
export interface PlayerOperationRecord {
  action: PlayerAction;
  dice: { faces: number[]; source: "app" | "physical" };
  changes: string[];
}
/**
 * The record of a player's own Event the app applied (player-event.ts): the card, the answers
 * as given (re-run them to check), and in words the questions, the table changes, what was
 * skipped, and the Operations or SAs the Event allows, which the player does at the table.
 */
export interface AppliedEvent {
  card: number;
  answers: PlayerAnswer[];
  asked: AnsweredQuestion[];
  changes: string[];
  notes: string[];
  grants: string[];
  /**
   * The grants to player Factions as records (events/program/work.ts GrantOut): the game goes on
   * to each granted action, in order, before the card goes on (5.1; player-grant.ts).
   */
  due?: GrantOut[];
}
/**
 * One granted action of a player's Event (player-grant.ts), or the rest of the grant declined:
 * free and with no Sequence of Play box of its own (the Event filled it). `edits` hold its whole
 * effect on the board; `operation` its record as for the Faction's own Operation.
 */
export interface PlayerGrantPayload {
  faction: Faction;
  edits: BoardEdit[];
  operation?: PlayerOperationRecord;
  /** The player does not carry out the action due now, nor the ones after it (5.1: "may"). */
  declined?: true;
  note?: string;
  rngAfter?: RngState;
}
/** Granted actions still due after a player's Event: `state.ext.grant`. */
export interface PendingGrant {
  card: number;
  /** The grants still due, the one in progress first. */
  queue: GrantOut[];
  /** Index into `queue[0].actions` of the action due now. */
  step: number;
  /** Where the first action of `queue[0]` acted ("there" for the later ones). */
  acted: SpaceId[];
}
export interface CardNextPayload {
  revealed: number | null;
}
/** The player switches disputed readings (conflicts.ts) for the rest of the game. */
export interface ReadingsSetPayload {
  conflicts: Record<string, "recommended" | "alternative">;
  /**
   * The player's own reading of Space Selection Priorities rows: row id → the columns with a
   * dot on their aid sheet, or null to go back to the app's reading (C8.5.6).
   */
  dots?: Record<string, ColumnId[] | null>;
}
export type EmptyPayload = Record<string, never>;

export interface TurnPayloads {
  "turn.begin": TurnBeginPayload;
  "turn.input": TurnInputPayload;
  "turn.override": TurnOverridePayload;
  "turn.confirm": TurnConfirmPayload;
  "turn.cancel": EmptyPayload;
  "deck.shuffled": DeckShuffledPayload;
  "player.action": PlayerActionPayload;
  "player.grant": PlayerGrantPayload;
  "card.next": CardNextPayload;
  "readings.set": ReadingsSetPayload;
}

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
