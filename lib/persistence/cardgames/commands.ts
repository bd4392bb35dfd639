import type { InputPayload, SessionEntry, SessionSetup } from "@/lib/engine/cardgames/session";
import { REDO, UNDO } from "@/lib/engine/core/log";
import type { CardGameRecord, CardGamesDB, LogRow } from "./db";

/**
 * Writes. Each is one transaction that awaits only Dexie calls; the caller computes everything
 * first (architecture: never await UI or timers inside a transaction).
 */
export async function createGame(
  db: CardGamesDB,
  id: string,
  title: string,
  setup: SessionSetup,
  now: number,
): Promise<CardGameRecord> {
  const record: CardGameRecord = {
    id,
    game: setup.game,
    title,
    setup,
    createdAt: now,
    updatedAt: now,
    lastSeq: 0,
    status: "playing",
    summary: "New game",
  };
  await db.transaction("rw", db.games, db.entries, async () => {
    await db.games.add(record);
    await db.entries.add({ gameId: id, seq: 0, type: "game.setup", payload: setup });
  });
  return record;
}

/** Append inputs in order after the newest row; returns the rows written. */
export async function appendInputs(
  db: CardGamesDB,
  gameId: string,
  inputs: readonly InputPayload[],
  status: { status: CardGameRecord["status"]; summary: string; now: number },
): Promise<LogRow[]> {
  return db.transaction("rw", db.games, db.entries, async () => {
    const game = await db.games.get(gameId);
    if (!game) throw new Error(`no saved game ${gameId}`);
    const rows: LogRow[] = inputs.map((payload, i) => ({
      gameId,
      seq: game.lastSeq + 1 + i,
      type: "input",
      payload,
    }));
    await db.entries.bulkAdd(rows);
    await db.games.update(gameId, {
      lastSeq: game.lastSeq + rows.length,
      updatedAt: status.now,
      status: status.status,
      summary: status.summary,
    });
    return rows;
  });
}

/** Undo (or redo) by appending meta entries: the log keeps everything (core log fold). */
export async function appendMeta(
  db: CardGamesDB,
  gameId: string,
  kind: "undo" | "redo",
  count: number,
  now: number,
): Promise<void> {
  await db.transaction("rw", db.games, db.entries, async () => {
    const game = await db.games.get(gameId);
    if (!game) throw new Error(`no saved game ${gameId}`);
    const type = kind === "undo" ? UNDO : REDO;
    const rows = Array.from(
      { length: count },
      (_, i) => ({ gameId, seq: game.lastSeq + 1 + i, type, payload: null }) as LogRow,
    );
    await db.entries.bulkAdd(rows);
    await db.games.update(gameId, { lastSeq: game.lastSeq + count, updatedAt: now });
  });
}

export async function deleteGame(db: CardGamesDB, gameId: string): Promise<void> {
  await db.transaction("rw", db.games, db.entries, async () => {
    await db.entries.where("gameId").equals(gameId).delete();
    await db.games.delete(gameId);
  });
}

export type { SessionEntry };
