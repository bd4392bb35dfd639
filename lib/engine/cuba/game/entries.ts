/**
 * The game log's entry types (architecture "An append-only action log is the truth"). The first
 * entry of every game is its set-up record; every later entry is an action or an undo/redo meta
 * entry (lib/engine/core/log.ts). Board state is never stored as truth: it is folded from here.
 *
 * EXTENSION POINT. A later entry type (an NP turn input, a turn confirmation carrying a board
 * diff, a Propaganda step, a player-turn record) plugs in with three additions and no rewrite:
 *   1. its payload type in `GameEntryPayloads` below (TypeScript then demands steps 2 and 3);
 *   2. a reducer in `REDUCERS` (reducers.ts): (state, entry) → Result<GameState>;
 *   3. a payload parser in `PAYLOAD_PARSERS` (parse-entries.ts), so imports check its shape.
 * Per-type state that is not the board (an NP turn in progress, say) lives in `GameState.ext`
 * under the type's own key. Undo/redo, snapshots and export then work for it unchanged.
 */
import type { ScenarioId } from "@/data/cuba/scenarios";
import type { DiceSource } from "../../core/dice";
import type { BoardEdit } from "../board/edit";
import type { Faction, GameBoard, PieceKind, Role, SpaceId } from "../types";
import type { CardBackPayload, TurnPayloads } from "./entry-payloads";

export const GAME_FORMAT = "calixto-game";
export const GAME_FORMAT_VERSION = 1;

export type { ScenarioId };

/** Readings where sources conflict (calixto/scope.ts `reading`), chosen for this game. */
export type ConflictReadings = Record<string, "recommended" | "alternative">;

export interface SetupPayload {
  scenario: ScenarioId;
  options: {
    /** Short game option (2.1): 8 Event cards set aside; same deployment. */
    shortGame: boolean;
    conflicts: ConflictReadings;
  };
  /** Which Factions the player runs and which Calixto runs (C8.4.1). */
  roles: Record<Faction, Role>;
  /** The board as set up (Standard, Variable start or empty). */
  board: GameBoard;
  /** Seed of the game's generator: app dice, app deck shuffles and random tie-breaks. */
  seed: number;
  /** Default source of dice: rolled by the app or typed in from physical dice. */
  dice: DiceSource;
  /** Default Calixto deck: kept by the app or the physical cards, drawn by the player. */
  deck: DiceSource;
}

export interface BoardEditedPayload {
  edits: BoardEdit[];
  note?: string;
}

/** Pieces added per space by one step of the guided Variable Deployment. */
export type Placement = Partial<Record<SpaceId, Partial<Record<PieceKind, number>>>>;

export interface SetupPlacedPayload {
  /** Index into VARIABLE_STEPS (data/cuba/scenarios.ts). */
  step: number;
  placement: Placement;
}

export type MetaPayload = Record<string, never>;

/** Payload by entry type. Add a line here to add an entry type (see the note at the top). */
export interface GameEntryPayloads extends TurnPayloads {
  "game.setup": SetupPayload;
  "board.edited": BoardEditedPayload;
  "setup.placed": SetupPlacedPayload;
  /** Go back to before a card: one undoable step (card-back.ts). */
  "card.back": CardBackPayload;
  "meta.undo": MetaPayload;
  "meta.redo": MetaPayload;
}

export type GameEntryType = keyof GameEntryPayloads;

export type GameEntry = {
  [K in GameEntryType]: {
    /** Position in the game's log: 1 for the set-up record, then strictly increasing. */
    seq: number;
    type: K;
    payload: GameEntryPayloads[K];
    /** When it was logged (ms since epoch). Display only: the fold never reads it. */
    at?: number;
  };
}[GameEntryType];

export type EntryOf<K extends GameEntryType> = Extract<GameEntry, { type: K }>;

/** An entry before the log gives it a number and a time. */
export type NewEntry = {
  [K in GameEntryType]: { type: K; payload: GameEntryPayloads[K] };
}[GameEntryType];

export const isMetaType = (t: string): t is "meta.undo" | "meta.redo" =>
  t === "meta.undo" || t === "meta.redo";
