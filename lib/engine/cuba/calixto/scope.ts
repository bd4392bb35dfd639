import type { CalixtoData } from "@/data/schema/calixto-data";
import type { GrantTerms } from "@/data/schema/event-program";
import type { Faction, GameBoard } from "../types";
import type { ColumnId, TableChange, TraceRecord } from "./types";

/**
 * Everything one NP action works on, shared by the nested machines of a turn (deck draw, card
 * walk, activation loop, space selection, move loop). It is plain data: the machines own it for
 * the length of one turn and the turn is rebuilt from the logged inputs whenever needed, so it is
 * never persisted itself.
 */
export interface TurnScope {
  /** The mirrored board as the turn has changed it so far. */
  board: GameBoard;
  /** Every decision and change so far, in order. */
  trace: TraceRecord[];
  /** The checklist for the table so far. */
  changes: TableChange[];
  /** Player corrections of computed decisions, keyed by decision number (see `decisions`). */
  overrides: Override[];
  /** Count of decisions made so far; each decision record gets the next number. */
  decisions: number;
  /** Rule readings where sources conflict, and player corrections of data (see RuleOptions). */
  options: RuleOptions;
}

export interface Override {
  decision: number;
  /** A box answer (boolean) or a chosen space id / option. */
  value: boolean | string;
  reason: string;
}

/**
 * Switches for the places where sources disagree (reference §5 CONFLICT marks). Every conflict
 * has a recommended reading and an alternative; "alternative" flips it. Keys are conflict ids
 * declared next to the data they affect.
 */
export interface RuleOptions {
  conflicts: Record<string, "recommended" | "alternative">;
  /**
   * The player's own reading of Space Selection Priorities rows (row id → the columns with a
   * dot on their aid sheet): it wins over our data and over the row's conflict reading (C8.5.6).
   */
  dots?: Readonly<Record<string, readonly ColumnId[]>>;
  /**
   * What an Event says about the Operation or SA it grants, while that action runs: its spaces
   * ("free Ambush there"), origins ("out of that space"), targets, "even if Active", "as if
   * Neutral" (5.1, 5.1.1; grant-terms.ts). Set by the granted-action machine, never stored.
   */
  grant?: GrantTerms;
  /**
   * One piece of this Faction counts as the acting Faction's own while an Event's granted action
   * runs (#43 Mafia Offensive: "treating 1 Syndicate piece as that Faction's piece"); read by the
   * Terror legality. Set by the granted-action machine like `grant`, never stored.
   */
  borrowedPiece?: Faction;
  /**
   * The Calixto data with the player's own corrections laid over ours (corrections/overlay.ts),
   * as logged with the turn; absent, our built-in data. A game's reading switches and dots above
   * still apply on top of it: a switch made in the game wins for that game.
   */
  data?: CalixtoData;
}

/** Keep only the spaces an Event's granted action is confined to, if any (5.1). */
export function confined<T extends string>(options: RuleOptions, spaces: readonly T[]): T[] {
  const only = options.grant?.spaces;
  return only ? spaces.filter((s) => (only as readonly string[]).includes(s)) : [...spaces];
}

export const DEFAULT_OPTIONS: RuleOptions = { conflicts: {} };

export function reading(options: RuleOptions, conflictId: string): "recommended" | "alternative" {
  return options.conflicts[conflictId] ?? "recommended";
}

export function newScope(
  board: GameBoard,
  options: RuleOptions = DEFAULT_OPTIONS,
  overrides: Override[] = [],
): TurnScope {
  return { board, trace: [], changes: [], overrides, decisions: 0, options };
}
