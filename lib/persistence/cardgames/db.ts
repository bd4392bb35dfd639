import Dexie, { type EntityTable, type Table } from "dexie";
import type { SessionEntry, SessionSetup } from "@/lib/engine/cardgames/session";
import type { GameId } from "@/lib/engine/cardgames/shared/types";

/**
 * The card games' own database (separate from the Cuba Libre one): a row per saved game and the
 * append-only log of each. The game state is never stored: it is rebuilt from the log.
 */
export const CARDGAMES_DB_NAME = "calixto-cardgames";

export interface CardGameRecord {
  id: string;
  game: GameId;
  title: string;
  setup: SessionSetup;
  /** Display only (ms since epoch, from the browser clock); the rules never read it. */
  createdAt: number;
  updatedAt: number;
  /** Sequence number of the newest log row. */
  lastSeq: number;
  status: "playing" | "over";
  /** Short line for the list of games, e.g. "Turn 12" or "Ana won". */
  summary: string;
}

export type LogRow = SessionEntry & { gameId: string };

export class CardGamesDB extends Dexie {
  games!: EntityTable<CardGameRecord, "id">;
  entries!: Table<LogRow, [string, number]>;

  constructor(name = CARDGAMES_DB_NAME) {
    super(name);
    this.version(1).stores({
      games: "id, game, updatedAt",
      entries: "[gameId+seq], gameId",
    });
  }
}

let shared: CardGamesDB | null = null;

/** The app's database, opened lazily (IndexedDB exists only in the browser). */
export function cardGamesDb(): CardGamesDB {
  shared ??= new CardGamesDB();
  return shared;
}
