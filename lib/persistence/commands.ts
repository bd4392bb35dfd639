import { type FieldError, fail, failAll, ok, type Result } from "@/lib/engine/core/result";
import type { BoardEdit } from "@/lib/engine/cuba/board";
import type { GameEntry, NewEntry, Placement } from "@/lib/engine/cuba/game/entries";
import { startGame, stepEntry, stepNeed } from "@/lib/engine/cuba/game/fold";
import { type NewGameOptions, newGameSetup } from "@/lib/engine/cuba/game/new-game";
import type { GameExport } from "@/lib/engine/cuba/game/parse-export";
import { LIMITS, MAX_ERRORS } from "@/lib/engine/cuba/game/parse-util";
import type { GameState } from "@/lib/engine/cuba/game/state";
import type { CalixtoDB } from "./db";
import { changedSince, type GameRef, refId } from "./game-ref";

/**
 * The strict parsers (each new entry's shape check, the export file format) load with the first
 * write, export or import, not with the game screen's first paint (issue 12). Once fetched they
 * stay loaded; the service worker precaches their chunk for play offline.
 */
const entryParsers = () => import("@/lib/engine/cuba/game/parse-entries");
type EntryParsers = Awaited<ReturnType<typeof entryParsers>>;
const exportFormat = () => import("@/lib/engine/cuba/game/parse-export");

import type { GameRow, LogRow } from "./rows";
import {
  entriesOf,
  entryAt,
  forgetSetup,
  gameRange,
  readCurrent,
  readState,
  SNAPSHOT_EVERY,
  snapshotDue,
  snapshotRow,
  stateBefore,
  storeHead,
  storeSnapshot,
  toEntry,
} from "./snapshots";
import { uniqueName } from "./standing";

export { CHANGED_ELSEWHERE, changedSince, type GameRef, refId } from "./game-ref";
export { setPref } from "./prefs";

/**
 * Commands: each is one read-write transaction that awaits only Dexie inside (Dexie best
 * practice; architecture "Writes are single transactions"). Pure work (checking, folding) runs
 * in between the reads and the writes; nothing is written unless the whole command is valid.
 * User mistakes come back as results naming the field and the reason; only storage failures throw.
 */

const NAME_MAX = 80;

function checkName(name: string): Result<string> {
  const n = name.trim();
  if (!n) return fail({ field: "name", reason: "give the game a name" });
  if (n.length > NAME_MAX) return fail({ field: "name", reason: `at most ${NAME_MAX} characters` });
  return ok(n);
}

export type CreateGameInput = { name: string } & Omit<NewGameOptions, "seed"> & { seed?: number };

export async function createGame(
  db: CalixtoDB,
  input: CreateGameInput,
): Promise<Result<{ id: string; state: GameState }>> {
  const name = checkName(input.name);
  if (!name.ok) return name;
  const setup = newGameSetup({ ...input, seed: input.seed ?? db.newSeed() });
  if (!setup.ok) return setup;
  const now = db.clock();
  const entry: GameEntry = { seq: 1, type: "game.setup", payload: setup.value, at: now };
  const state = startGame(entry);
  if (!state.ok) return state;
  const id = db.newId();
  const row: GameRow = {
    id,
    name: name.value,
    scenario: input.scenario,
    roles: { ...input.roles },
    createdAt: now,
    updatedAt: now,
    lastSeq: 1,
  };
  await db.transaction("rw", db.games, db.log, db.snapshots, async () => {
    await db.games.add(row);
    await db.log.add({ ...entry, gameId: id, at: now });
    await db.snapshots.put(snapshotRow(id, state.value));
  });
  return ok({ id, state: state.value });
}

/**
 * Append one entry to a game's log if it applies to the current state; otherwise log nothing
 * and return why. Undo with nothing to undo, and redo with nothing to redo, are refused. Given
 * `seen`, the check that the log is still the one the entry was built from is made inside the
 * write transaction, so of two presses built from the same state only the first is logged.
 */
export async function appendEntry(
  db: CalixtoDB,
  ref: GameRef,
  entry: NewEntry,
): Promise<Result<{ seq: number; state: GameState }>> {
  const r = await appendPlanned(db, ref, (_, step) => (step === 0 ? ok(entry) : null));
  return r.ok ? ok({ seq: r.value.seq, state: r.value.state }) : r;
}

/**
 * What a command logs, worked out from the game's state as its write transaction reads it: the
 * entry to log onto `state` (the state after the entries planned so far; `step` counts them),
 * null when there is no more, or why not. Pure and synchronous: a transaction waits on nothing
 * but the database.
 */
export type Plan = (state: GameState, step: number) => Result<NewEntry> | null;

/** The refusal of a command whose plan had no entry to log. */
export const NOTHING_TO_LOG = "nothing to log";

/** A plan never logs more entries than this in one command (a turn waits on a few dozen). */
export const MAX_PLANNED = 100;

export interface Planned {
  seq: number;
  state: GameState;
  /** How many entries were logged. */
  logged: number;
  /** The game's name (for what a command keeps beyond the game, e.g. aid-sheet readings). */
  name: string;
}

/**
 * One command, one transaction: read the game's state once (the newest snapshot and the entries
 * after it, never the whole log), log the entries `plan` works out from it, each checked as an
 * import would read it and applied strictly to the state the ones before it left, and write a
 * snapshot when one is due. A refusal of the first entry refuses the command and logs nothing; a
 * later one ends it with the entries before it logged (the app's own rolls after a press). Given
 * `seen`, a log that has moved on since is refused (CHANGED_ELSEWHERE).
 */
export async function appendPlanned(
  db: CalixtoDB,
  ref: GameRef,
  plan: Plan,
): Promise<Result<Planned>> {
  const gameId = refId(ref);
  // The parsers load before the transaction opens (it must not wait on anything but the database).
  const parsers = await entryParsers();
  const { exportedEntrySize, EXPORT_HEADER_SIZE } = await exportFormat();
  return db.transaction("rw", db.games, db.log, db.snapshots, async () => {
    // The state now, from the newest snapshot and the entries after it (not the whole log).
    const { game, setup, newest } = await readCurrent(db, gameId);
    if (!game) return fail({ field: "game", reason: `no saved game with id "${gameId}"` });
    const moved = changedSince(ref, game.lastSeq);
    if (moved) return moved;
    if (!setup) return fail({ field: "game", reason: "the game has no set-up record" });
    const read = await readState(db, gameId, game.lastSeq, setup, undefined, newest);
    if (!read.ok) return read;
    const now = db.clock();
    let state = read.value.state;
    // The export's size so far, to write no game the import could not read back (issue 21.4).
    let size = await exportSize(db, game, exportedEntrySize);
    const rows: LogRow[] = [];
    const states: GameState[] = [];
    for (let step = 0; step < MAX_PLANNED; step++) {
      const planned = plan(state, step);
      if (!planned) break;
      // Checked as an import would read it back (a JSON copy): a screen or script handing in a
      // null edit or an unknown Faction is refused by field and logs nothing.
      const checked = planned.ok ? checkShape(planned.value, parsers) : planned;
      const next = { ...(planned.ok ? planned.value : {}), seq: state.lastSeq + 1, at: now };
      const grown = checked.ok ? size + exportedEntrySize(next as GameEntry) : size;
      const full = checked.ok ? gameFull(next.seq, grown + EXPORT_HEADER_SIZE) : null;
      const stepped = full
        ? full
        : checked.ok
          ? await stepChecked(db, gameId, setup, state, next as GameEntry, [
              ...read.value.trail,
              ...states,
            ])
          : checked;
      if (!stepped.ok) {
        if (step === 0) return stepped;
        break;
      }
      state = stepped.value;
      size = grown;
      rows.push({ ...next, gameId } as LogRow);
      states.push(state);
    }
    if (!rows.length) return fail({ field: "entry", reason: NOTHING_TO_LOG });
    await db.log.bulkAdd(rows);
    await db.games.put({
      ...game,
      lastSeq: state.lastSeq,
      exportSize: { seq: state.lastSeq, bytes: size },
      updatedAt: now,
      roles: { ...state.board.roles },
    });
    // A fold that had to go far (no snapshot left, an old game) leaves checkpoints behind it.
    let from = read.value.from;
    if (game.lastSeq - from > SNAPSHOT_EVERY)
      for (const s of read.value.passed) await db.snapshots.put(snapshotRow(gameId, s));
    for (const s of states)
      if (snapshotDue(s.lastSeq, from)) {
        await storeSnapshot(db, gameId, s);
        from = s.lastSeq;
      }
    await storeHead(db, gameId, state, from === state.lastSeq, newest.snapshot);
    return ok({ seq: state.lastSeq, state, logged: rows.length, name: game.name });
  });
}

/** One new entry onto the state, strictly; an undo or redo reads what it needs (stepNeed). */
async function stepChecked(
  db: CalixtoDB,
  gameId: string,
  setup: GameEntry,
  state: GameState,
  next: GameEntry,
  trail: readonly GameState[],
): Promise<Result<GameState>> {
  const need = stepNeed(state, next);
  let before: GameState | undefined;
  let redone: GameEntry | undefined;
  if (need?.kind === "before") {
    const b = await stateBefore(db, gameId, need.at, setup, trail);
    if (!b.ok) return b;
    before = b.value;
  } else if (need?.kind === "redone") redone = await entryAt(db, gameId, need.seq);
  return stepEntry(state, next, { before, redone });
}

type SizeOf = (e: GameEntry) => number;

/**
 * The size of a game's export so far (UTF-8 bytes of its log entries, as exportedEntrySize counts
 * them), kept in the game row at its last seq and grown by each append; worked out from the log
 * when the row has none for its last seq (a game written by an older app, rows written directly).
 */
async function exportSize(db: CalixtoDB, game: GameRow, sizeOf: SizeOf): Promise<number> {
  if (game.exportSize?.seq === game.lastSeq) return game.exportSize.bytes;
  let bytes = 0;
  for (const row of await entriesOf(db, game.id)) bytes += sizeOf(toEntry(row));
  return bytes;
}

/**
 * The refusal of one more entry (log position `seq`, the export file then `bytes` long) at the
 * stated limits (issue 21.4): the import reads back every game the app can write, so the app
 * writes none it could not read.
 */
function gameFull(seq: number, bytes: number): Result<never> | null {
  if (seq > LIMITS.entries)
    return fail({
      field: "game",
      reason: `a game holds at most ${LIMITS.entries} log entries, and this one is full: start a new game from its board`,
    });
  if (bytes > LIMITS.fileChars)
    return fail({
      field: "game",
      reason: `a game file holds at most ${LIMITS.fileChars / 1e6} MB, and this entry would pass it: start a new game from its board`,
    });
  return null;
}

function checkShape(entry: NewEntry, { readEntry }: EntryParsers): Result<true> {
  const errors: FieldError[] = [];
  let copy: unknown;
  try {
    copy = JSON.parse(JSON.stringify({ seq: 1, ...entry }));
  } catch {
    return fail({ field: "entry", reason: "cannot be saved: it is not plain data" });
  }
  readEntry(copy, "", errors);
  return errors.length ? failAll(errors.slice(0, MAX_ERRORS)) : ok(true);
}

export const editBoard = (db: CalixtoDB, game: GameRef, edits: BoardEdit[], note?: string) =>
  appendEntry(db, game, {
    type: "board.edited",
    payload: note === undefined ? { edits } : { edits, note },
  });

export const placeVariableStep = (
  db: CalixtoDB,
  game: GameRef,
  step: number,
  placement: Placement,
) => appendEntry(db, game, { type: "setup.placed", payload: { step, placement } });

export const undo = (db: CalixtoDB, game: GameRef) =>
  appendEntry(db, game, { type: "meta.undo", payload: {} });

export const redo = (db: CalixtoDB, game: GameRef) =>
  appendEntry(db, game, { type: "meta.redo", payload: {} });

export async function renameGame(
  db: CalixtoDB,
  gameId: string,
  name: string,
): Promise<Result<true>> {
  const n = checkName(name);
  if (!n.ok) return n;
  return db.transaction("rw", db.games, async () => {
    const changed = await db.games.update(gameId, { name: n.value });
    return changed
      ? ok(true as const)
      : fail({ field: "game", reason: `no saved game with id "${gameId}"` });
  });
}

/** Delete a game with its log and snapshots: the one command that removes log rows. */
export async function deleteGame(db: CalixtoDB, gameId: string): Promise<Result<true>> {
  const [lo, hi] = gameRange(gameId);
  return db.transaction("rw", db.games, db.log, db.snapshots, async () => {
    if (!(await db.games.get(gameId)))
      return fail({ field: "game", reason: `no saved game with id "${gameId}"` });
    await db.log.where("[gameId+seq]").between(lo, hi, true, true).delete();
    await db.snapshots.where("[gameId+seq]").between(lo, hi, true, true).delete();
    await db.games.delete(gameId);
    forgetSetup(db, gameId);
    return ok(true as const);
  });
}

/** The game as an export file (format "calixto-game"): its name, dates and whole log. */
export async function exportGame(db: CalixtoDB, gameId: string): Promise<Result<GameExport>> {
  const { buildGameExport } = await exportFormat();
  return db.transaction("r", db.games, db.log, async () => {
    const game = await db.games.get(gameId);
    if (!game) return fail({ field: "game", reason: `no saved game with id "${gameId}"` });
    const entries = (await entriesOf(db, gameId)).map(toEntry);
    return ok(buildGameExport(game, entries, new Date(db.clock()).toISOString()));
  });
}

/**
 * Import an exported game as a new game (a fresh id, so it never overwrites one). The file is
 * checked and folded before the transaction: a malformed or changed file writes nothing.
 */
export async function importGame(
  db: CalixtoDB,
  data: unknown,
  /** `rename`: a copy kept beside a saved game of the same name takes the next free "Name (2)". */
  options: { rename?: boolean } = {},
): Promise<Result<{ id: string; name: string; state: GameState }>> {
  // The turn machines check each imported input as the app checks one before logging it; they
  // load only here, so the home screen's first load carries no XState.
  const { STRICT_REDUCERS } = await import("@/lib/machines/cuba/strict-log");
  const { parseGameExport, exportedEntrySize } = await exportFormat();
  const parsed = parseGameExport(data, { reducers: STRICT_REDUCERS });
  if (!parsed.ok) return parsed;
  const { game, log, state } = parsed.value;
  const id = db.newId();
  const last = log[log.length - 1];
  const given = game.name.trim().slice(0, NAME_MAX);
  const name = options.rename
    ? uniqueName(
        given,
        (await db.games.toArray()).map((g) => g.name),
      )
    : given;
  const updatedAt = db.clock();
  const rows = log.map((e) => ({ ...e, gameId: id, at: e.at ?? updatedAt }) as LogRow);
  const row: GameRow = {
    id,
    name,
    scenario: state.setup.scenario,
    roles: { ...state.board.roles },
    createdAt: game.createdAt,
    updatedAt,
    lastSeq: last.seq,
    exportSize: {
      seq: last.seq,
      bytes: rows.reduce((n, r) => n + exportedEntrySize(toEntry(r)), 0),
    },
  };
  await db.transaction("rw", db.games, db.log, db.snapshots, async () => {
    await db.games.add(row);
    await db.log.bulkAdd(rows);
    await db.snapshots.put(snapshotRow(id, state));
  });
  return ok({ id, name: row.name, state });
}
