import { Dexie } from "dexie";
import { checksum } from "@/lib/engine/core/hash";
import type { GameEntry } from "@/lib/engine/cuba/game/entries";
import { FOLD_VERSION, type GameState } from "@/lib/engine/cuba/game/state";
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

/** Every cached snapshot of a game, oldest first. */
export function snapshotsOf(db: CalixtoDB, gameId: string): Promise<SnapshotRow[]> {
  const [lo, hi] = gameRange(gameId);
  return db.snapshots.where("[gameId+seq]").between(lo, hi, true, true).toArray();
}

export function snapshotRow(gameId: string, state: GameState): SnapshotRow {
  return { gameId, seq: state.lastSeq, version: FOLD_VERSION, state, checksum: checksum(state) };
}

/** The cached states that can be trusted for this log (the fold picks the best of them). */
export function usableSnapshots(rows: readonly SnapshotRow[], lastSeq: number): GameState[] {
  return rows
    .filter(
      (r) =>
        r.version === FOLD_VERSION &&
        r.seq <= lastSeq &&
        r.state?.lastSeq === r.seq &&
        checksum(r.state) === r.checksum,
    )
    .map((r) => r.state);
}

/**
 * Which snapshots to keep: the newest few (an undo usually steps back a little, and the state
 * before the undone entry is then among them) plus one every CHECKPOINT_EVERY entries (so a
 * long undo never re-folds more than that many entries from a surviving checkpoint).
 */
export const KEEP_RECENT = 6;
export const CHECKPOINT_EVERY = 100;

export async function storeSnapshot(
  db: CalixtoDB,
  gameId: string,
  state: GameState,
): Promise<void> {
  await db.snapshots.put(snapshotRow(gameId, state));
  const [lo, hi] = gameRange(gameId);
  const seqs = (
    await db.snapshots.where("[gameId+seq]").between(lo, hi, true, true).primaryKeys()
  ).map(([, seq]) => seq as number);
  const recent = new Set(seqs.slice(-KEEP_RECENT));
  const drop = seqs.filter((seq) => !recent.has(seq) && seq % CHECKPOINT_EVERY !== 0);
  await db.snapshots.bulkDelete(drop.map((seq) => [gameId, seq] as [string, number]));
}
