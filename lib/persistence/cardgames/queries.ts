import type { SessionEntry } from "@/lib/engine/cardgames/session";
import type { GameId } from "@/lib/engine/cardgames/shared/types";
import type { CardGameRecord, CardGamesDB } from "./db";

/** Saved games of one kind, newest first (for the resume list). */
export async function listGames(db: CardGamesDB, game: GameId): Promise<CardGameRecord[]> {
  const rows = await db.games.where("game").equals(game).toArray();
  return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** A saved game's record and its whole log in order, or null when it does not exist. */
export async function loadGame(
  db: CardGamesDB,
  id: string,
): Promise<{ record: CardGameRecord; entries: SessionEntry[] } | null> {
  const record = await db.games.get(id);
  if (!record) return null;
  const rows = await db.entries
    .where("[gameId+seq]")
    .between([id, -Infinity], [id, Infinity])
    .toArray();
  const entries = rows.map(({ gameId: _, ...e }) => e as SessionEntry);
  return { record, entries };
}
