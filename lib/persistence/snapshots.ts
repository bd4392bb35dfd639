import { Dexie } from "dexie";
import { checksum } from "@/lib/engine/core/hash";
import { type FieldError, failAll, ok, type Result } from "@/lib/engine/core/result";
import type { GameEntry } from "@/lib/engine/cuba/game/entries";
import { startGame, stepEntry, stepNeed } from "@/lib/engine/cuba/game/fold";
import { FOLD_VERSION, type GameState } from "@/lib/engine/cuba/game/state";
import type { CalixtoDB } from "./db";
import type { SnapshotRow } from "./rows";
import { entriesOf, fromRow, gameRange, toEntry, usable } from "./snapshot-rows";

export { entriesOf, fromRow, gameRange, toEntry, usable };

/**
 * Helpers shared by commands and queries: key ranges, row ↔ entry, and the snapshot cache, from
 * which a game's state is read in time independent of its log's length (readState).
 */

/** The game's first log row: its set-up record. */
export async function setupOf(db: CalixtoDB, gameId: string): Promise<GameEntry | undefined> {
  const [lo, hi] = gameRange(gameId);
  const row = await db.log.where("[gameId+seq]").between(lo, hi, true, true).first();
  return row && toEntry(row);
}

/**
 * A snapshot row holds the state without its set-up record (the log's first row holds it) and
 * without the list of entries in effect (the state names it by depth and top; fold.ts), so a row
 * stays the size of a board whatever the log's length.
 */
export function snapshotRow(gameId: string, state: GameState, head = false): SnapshotRow {
  const { setup: _, ...stored } = state;
  return {
    gameId,
    seq: state.lastSeq,
    version: FOLD_VERSION,
    state: stored,
    checksum: checksum(stored),
    ...(head ? { head: true as const } : {}),
  };
}

/**
 * After a command logged up to `state`: a snapshot at its last entry, unless a due one was just
 * written there (`written`), so the game opens from it with none of the fold's code (load-game.ts,
 * issue 22); the head the command read from (`previous`, the newest snapshot then) goes if it was
 * only a head, so a game keeps only a few rows. Two writes, no read.
 */
export async function storeHead(
  db: CalixtoDB,
  gameId: string,
  state: GameState,
  written: boolean,
  previous: SnapshotRow | undefined,
): Promise<void> {
  if (!written) await db.snapshots.put(snapshotRow(gameId, state, true));
  if (previous?.head && previous.seq !== state.lastSeq)
    await db.snapshots.delete([gameId, previous.seq]);
}

/**
 * Snapshots are written every SNAPSHOT_EVERY entries (and whenever a command had to fold more than
 * that); the newest KEEP_RECENT of them stay (an undo usually steps back a little), and older ones
 * only at multiples of CHECKPOINT_EVERY (so a long undo never re-folds more than that many).
 */
export const SNAPSHOT_EVERY = 20;
export const KEEP_RECENT = 3;
export const CHECKPOINT_EVERY = 100;

/** Whether a command that logged `seq`, folding from the snapshot at `from`, writes one. */
export const snapshotDue = (seq: number, from: number): boolean =>
  seq % SNAPSHOT_EVERY === 0 || seq - from >= SNAPSHOT_EVERY;

/**
 * Store a snapshot and drop the ones it makes unnecessary: only rows in a window just below the
 * newest ones are looked at, so the cost does not grow with the game.
 */
export async function storeSnapshot(
  db: CalixtoDB,
  gameId: string,
  state: GameState,
): Promise<void> {
  await db.snapshots.put(snapshotRow(gameId, state));
  const keepAbove = state.lastSeq - KEEP_RECENT * SNAPSHOT_EVERY;
  const old = await db.snapshots
    .where("[gameId+seq]")
    .between([gameId, keepAbove - 3 * SNAPSHOT_EVERY], [gameId, keepAbove], true, true)
    .primaryKeys();
  const drop = old.filter(([, seq]) => (seq as number) % CHECKPOINT_EVERY !== 0);
  if (drop.length) await db.snapshots.bulkDelete(drop as [string, number][]);
}

/** The newest usable snapshot at or before log position `at`. */
export const newestSnapshot = (db: CalixtoDB, gameId: string, at: number) =>
  db.snapshots
    .where("[gameId+seq]")
    .between([gameId, Dexie.minKey], [gameId, at], true, true)
    .reverse()
    .filter(usable)
    .first();

/** The game's newest snapshot and its newest log rows (log order), read together. */
export interface Newest {
  snapshot: SnapshotRow | undefined;
  tail: GameEntry[];
  /** The tail is the whole log. */
  complete: boolean;
}

/** Enough newest rows to reach the newest snapshot, which is at most SNAPSHOT_EVERY behind. */
const TAIL = SNAPSHOT_EVERY + 2;

/** Set-up records by database and game: a game's first row never changes. */
const setups = new WeakMap<CalixtoDB, Map<string, GameEntry>>();

export function forgetSetup(db: CalixtoDB, gameId: string): void {
  setups.get(db)?.delete(gameId);
}

/**
 * What a command needs to know the game now, asked for at once (one round trip, not four): the
 * game row, its set-up record (kept once read), its newest snapshot and its newest log rows.
 */
export async function readCurrent(db: CalixtoDB, gameId: string) {
  const known = setups.get(db)?.get(gameId);
  const [lo, hi] = gameRange(gameId);
  const [game, setup, snapshot, newestRows] = await Promise.all([
    db.games.get(gameId),
    known ?? setupOf(db, gameId),
    newestSnapshot(db, gameId, Number.MAX_SAFE_INTEGER),
    db.log.where("[gameId+seq]").between(lo, hi, true, true).reverse().limit(TAIL).toArray(),
  ]);
  if (game && setup && !known) {
    const mine = setups.get(db) ?? new Map<string, GameEntry>();
    mine.set(gameId, setup);
    setups.set(db, mine);
  }
  const tail = newestRows.reverse().map(toEntry);
  const newest: Newest = { snapshot, tail, complete: tail.length < TAIL };
  return { game, setup, newest };
}

/** The state at a log position, and the position of the snapshot (or set-up) it was read from. */
export interface ReadState {
  state: GameState;
  from: number;
  /** States passed at multiples of CHECKPOINT_EVERY on the way (worth storing as checkpoints). */
  passed: GameState[];
  /** Every state on the way, oldest first (the snapshot's first). */
  trail: GameState[];
}

/**
 * The state of a game at log position `at` (the fold of its log up to there), from the newest
 * usable snapshot at or before it and the entries after that: never the whole log (unless no
 * snapshot is left). Folded leniently, as the game opens. An undo among those entries needs the
 * state from before the entry it undoes (stepNeed): one of the states just passed, or read the
 * same way from an older snapshot; a redo needs the entry redone, read by its key. `rows`, when
 * the caller has read the whole log already, saves reading it again.
 */
export async function readState(
  db: CalixtoDB,
  gameId: string,
  at: number,
  setup: GameEntry,
  rows?: readonly GameEntry[],
  newest?: Newest,
): Promise<Result<ReadState>> {
  const snap = newest ? newest.snapshot : await newestSnapshot(db, gameId, at);
  let state: GameState;
  if (snap) state = fromRow(snap, setup);
  else {
    const s = startGame(setup);
    if (!s.ok) return s;
    state = s.value;
  }
  const from = state.lastSeq;
  const inTail = newest && (newest.complete || (newest.tail[0]?.seq ?? Infinity) <= from);
  const after = rows
    ? rows.slice(firstAfter(rows, from), firstAfter(rows, at))
    : inTail
      ? newest.tail.filter((e) => e.seq > from && e.seq <= at)
      : (
          await db.log
            .where("[gameId+seq]")
            .between([gameId, from], [gameId, at], false, true)
            .toArray()
        ).map(toEntry);
  const trail: GameState[] = [state];
  const passed: GameState[] = [];
  for (const entry of after) {
    const need = stepNeed(state, entry);
    let before: GameState | undefined;
    let redone: GameEntry | undefined;
    if (need?.kind === "before") {
      const b = await stateBefore(db, gameId, need.at, setup, trail, rows);
      if (!b.ok) return b;
      before = b.value;
    } else if (need?.kind === "redone") {
      redone = after.find((e) => e.seq === need.seq) ?? (await entryAt(db, gameId, need.seq, rows));
    }
    const r = stepEntry(state, entry, { lenient: true, before, redone });
    if (!r.ok) return atEntry(entry, r.errors);
    state = r.value;
    trail.push(state);
    if (state.lastSeq % CHECKPOINT_EVERY === 0) passed.push(state);
  }
  return ok({ state, from, passed, trail });
}

const atEntry = (entry: GameEntry, errors: FieldError[]): Result<never> =>
  failAll(errors.map((e) => ({ field: `log seq ${entry.seq} → ${e.field}`, reason: e.reason })));

/** Index of the first entry with a seq above `seq` (entries in log order). */
function firstAfter(rows: readonly GameEntry[], seq: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid].seq <= seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The state at log position `pos`: one of `trail` (states folded in order) when it reaches back
 * that far, else read from an older snapshot.
 */
export async function stateBefore(
  db: CalixtoDB,
  gameId: string,
  pos: number,
  setup: GameEntry,
  trail: readonly GameState[],
  rows?: readonly GameEntry[],
): Promise<Result<GameState>> {
  if (trail.length && trail[0].lastSeq <= pos)
    for (let i = trail.length - 1; i >= 0; i--) if (trail[i].lastSeq <= pos) return ok(trail[i]);
  const older = await readState(db, gameId, pos, setup, rows);
  return older.ok ? ok(older.value.state) : older;
}

export async function entryAt(
  db: CalixtoDB,
  gameId: string,
  seq: number,
  rows?: readonly GameEntry[],
): Promise<GameEntry | undefined> {
  if (rows) {
    const i = firstAfter(rows, seq) - 1;
    return rows[i]?.seq === seq ? rows[i] : undefined;
  }
  const row = await db.log.get([gameId, seq]);
  return row && toEntry(row);
}
