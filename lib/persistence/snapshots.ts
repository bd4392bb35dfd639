import { Dexie } from "dexie";
import { checksum } from "@/lib/engine/core/hash";
import { FOLD_VERSION, type GameEntry, type GameState } from "@/lib/engine/cuba/game";
import type { CalixtoDB } from "./db";
import type { LogRow, SnapshotRow } from "./rows";

/** Helpers shared by commands and queries: key ranges, row ↔ entry, the snapshot cache. */

export const gameRange = (gameId: string) =>
  [
    [gameId, Dexie.minKey],
    [gameId, Dexie.maxKey],
  ] as const;

export function entriesOf(db: CalixtoDB, gameId: string): Promise<LogRow[]> {
  const [lo, hi] = gameRange(gameId);
  return db.log.where("[gameId+seq]").between(lo, hi, true, true).toArray();
}

export function toEntry(row: LogRow): GameEntry {
  const { gameId: _, ...entry } = row;
  return entry as GameEntry;
}

export function latestSnapshot(db: CalixtoDB, gameId: string): Promise<SnapshotRow | undefined> {
  const [lo, hi] = gameRange(gameId);
  return db.snapshots.where("[gameId+seq]").between(lo, hi, true, true).last();
}

export function snapshotRow(gameId: string, state: GameState): SnapshotRow {
  return { gameId, seq: state.lastSeq, version: FOLD_VERSION, state, checksum: checksum(state) };
}

/** The cached state if it can be trusted for this log, else null (then the log is re-folded). */
export function usableSnapshot(row: SnapshotRow | undefined, lastSeq: number): GameState | null {
  if (!row || row.version !== FOLD_VERSION || row.seq > lastSeq) return null;
  if (row.state?.lastSeq !== row.seq || checksum(row.state) !== row.checksum) return null;
  return row.state;
}

/** Keep only the newest snapshot of a game (older ones are never read). */
export async function replaceSnapshot(
  db: CalixtoDB,
  gameId: string,
  state: GameState,
): Promise<void> {
  const [lo] = gameRange(gameId);
  await db.snapshots
    .where("[gameId+seq]")
    .between(lo, [gameId, state.lastSeq], true, false)
    .delete();
  await db.snapshots.put(snapshotRow(gameId, state));
}
