import { Dexie } from "dexie";
import { checksum } from "@/lib/engine/core/hash";
import type { GameEntry } from "@/lib/engine/cuba/game/entries";
import { FOLD_VERSION } from "@/lib/engine/cuba/game/fold-version";
import type { GameState } from "@/lib/engine/cuba/game/state";
import type { CalixtoDB } from "./db";
import type { LogRow, SnapshotRow, StoredState } from "./rows";

/**
 * Rows as stored, read without the log's fold: key ranges, row → entry, and whether a snapshot
 * row can be trusted and the state it holds (issue 22: a game whose newest snapshot is at its last
 * entry opens with none of the fold's code loaded).
 */

export const gameRange = (gameId: string) =>
  [
    [gameId, Dexie.minKey],
    [gameId, Dexie.maxKey],
  ] as const;

export function entriesOf(db: CalixtoDB, gameId: string): Promise<LogRow[]> {
  const [lo, hi] = gameRange(gameId);
  return db.log.where("[gameId+seq]").between(lo, hi, true, true).toArray();
}

/** The log's rows after position `seq`, in order. */
export function entriesAfter(db: CalixtoDB, gameId: string, seq: number): Promise<LogRow[]> {
  return db.log
    .where("[gameId+seq]")
    .between([gameId, seq], [gameId, Dexie.maxKey], false, true)
    .toArray();
}

export function toEntry(row: LogRow): GameEntry {
  const { gameId: _, ...entry } = row;
  return entry as GameEntry;
}

/** A row this engine made, whole (a damaged row is ignored rather than trusted). */
export const usable = (r: SnapshotRow): boolean =>
  r.version === FOLD_VERSION && r.state?.lastSeq === r.seq && checksum(r.state) === r.checksum;

/** The state a snapshot row holds, with the set-up record it leaves to the log's first row. */
export const fromRow = (r: SnapshotRow, setup: GameEntry): GameState =>
  ({ ...(r.state as StoredState), setup: setup.payload }) as GameState;
