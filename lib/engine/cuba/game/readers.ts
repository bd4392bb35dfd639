/**
 * What a game state says about play at the table, read without the log's fold: the turn in
 * progress, the Calixto deck, the readings in force, the cards played, a pending grant, the game's
 * end, whether an undo is possible. The game screen reads them on its first paint, from the state
 * a snapshot holds, so none of the code that folds the log loads with it (issue 22); turns.ts,
 * which logs and folds these entries, re-exports them.
 */

import { mergeReadings } from "../calixto/conflict-ids";
import type { Correction } from "../calixto/corrections/types";
import type { DeckState } from "../calixto/deck";
import type { Override, RuleOptions } from "../calixto/scope";
import type { ColumnId, InputEvent } from "../calixto/types";
import type { GrantProgress } from "../player/grant-progress";
import type { Faction } from "../types";
import type { PendingGrant } from "./entry-payloads";
import type { GameState } from "./state";

/** A turn in progress: `state.ext.turn`. */
export interface TurnInProgress {
  kind: "np" | "propaganda";
  faction: Faction | null;
  inputs: InputEvent[];
  overrides: Override[];
  /** Aid-sheet readings carried in from earlier games at the start of the turn. */
  remembered?: Record<string, string>;
  /** The player's corrections the turn runs with (logged with its start). */
  corrections?: Correction[];
}

/** The Calixto deck and remembered answers: `state.ext.calixto`. */
export interface CalixtoState {
  deck: DeckState | null;
  answers: Record<string, string>;
}

export const turnOf = (s: GameState): TurnInProgress | null =>
  (s.ext.turn as TurnInProgress | undefined) ?? null;
export const calixtoOf = (s: GameState): CalixtoState =>
  (s.ext.calixto as CalixtoState | undefined) ?? { deck: null, answers: {} };
/** The player's corrections the game's turns begin with, as last logged: `state.ext.corrections`. */
export const correctionsOf = (s: GameState): Correction[] =>
  (s.ext.corrections as Correction[] | undefined) ?? [];

/** The disputed readings in force: the set-up's, then the player's later switches. */
export const readingsOf = (s: GameState): RuleOptions["conflicts"] =>
  mergeReadings(s.setup.options.conflicts, s.ext.readings as RuleOptions["conflicts"] | undefined);
/** The player's own readings of priority rows' dots in this game (C8.5.6). */
export const dotsOf = (s: GameState): Record<string, ColumnId[]> =>
  (s.ext.dots as Record<string, ColumnId[]> | undefined) ?? {};
/**
 * This game's disputed readings and dots. A turn reads its data with `turnRuleOptions`
 * (turn-options.ts), which lays the player's corrections logged with the turn under these; kept
 * apart so the game screen's first load carries none of the card data.
 */
export const ruleOptionsOf = (s: GameState): RuleOptions => {
  const dots = dotsOf(s);
  return Object.keys(dots).length
    ? { conflicts: readingsOf(s), dots }
    : { conflicts: readingsOf(s) };
};

/** Cards that have left play through card.next, oldest first: `state.ext.played`. */
export const playedOf = (s: GameState): number[] => (s.ext.played as number[] | undefined) ?? [];

/**
 * Whether the last card to leave play was a Propaganda card (a Round just ended, or one was set
 * aside with none): the Propaganda card in play then gets no Round (6.0): `state.ext.afterPropaganda`.
 */
export const afterPropagandaOf = (s: GameState): boolean => s.ext.afterPropaganda === true;

export const pendingGrantOf = (s: GameState): PendingGrant | null =>
  (s.ext.grant as PendingGrant | undefined) ?? null;

/** The granted action due now, as the player's grant engine reads it (player/grant.ts). */
export function grantProgressOf(s: GameState): GrantProgress | null {
  const p = pendingGrantOf(s);
  return p?.queue[0] ? { grant: p.queue[0], step: p.step, acted: p.acted } : null;
}

export const gameOverOf = (s: GameState): { winner: Faction | null } | null =>
  (s.ext.gameOver as { winner: Faction | null } | undefined) ?? null;

/** Whether the log holds an entry an undo can take back (the set-up record cannot be). */
export const canUndo = (s: GameState): boolean => s.depth > 1;
/** Whether an undone entry can be redone. */
export const canRedo = (s: GameState): boolean => s.redoable.length > 0;
