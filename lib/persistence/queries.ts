import { fail, failAll, ok, type Result } from "@/lib/engine/core/result";
import { foldGame } from "@/lib/engine/cuba/game/fold";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { FACTIONS } from "@/lib/engine/cuba/types";
import type { CalixtoDB } from "./db";
import { changedSince, type GameRef, refId } from "./game-ref";
import type { GameRow, GameStanding, GameSummary, LoadedGame } from "./rows";
import { entriesOf, newestSnapshot, readCurrent, readState, toEntry } from "./snapshots";
import { standingOf } from "./standing";

/**
 * Read-only queries, named so components call them inside useLiveQuery (style anchors §3):
 * `useLiveQuery(() => loadGame(db, id), [db, id])`. They re-run when the tables they read change.
 */

export async function listGames(db: CalixtoDB): Promise<GameSummary[]> {
  const rows = await db.games.orderBy("updatedAt").reverse().toArray();
  return Promise.all(
    rows.map(async (g) => ({
      id: g.id,
      name: g.name,
      scenario: g.scenario,
      npFactions: FACTIONS.filter((f) => g.roles[f] === "np"),
      createdAt: g.createdAt,
      updatedAt: g.updatedAt,
      entries: g.lastSeq,
      standing: await standingFromStore(db, g),
    })),
  );
}

/**
 * Where a game stands, read from its newest snapshot and the few entries after it (currentState);
 * null when its log cannot be read.
 */
async function standingFromStore(db: CalixtoDB, game: GameRow): Promise<GameStanding | null> {
  const s = await currentState(db, game.id);
  return s.ok ? standingOf(s.value) : null;
}

/**
 * A game's state now, from its newest snapshot and the entries after it (never the whole log),
 * folded leniently as the game opens; refused if the screen that pressed (`ref.seen`) is behind.
 */
export async function currentState(db: CalixtoDB, ref: GameRef): Promise<Result<GameState>> {
  const gameId = refId(ref);
  // One read transaction: the game row, snapshot and entries are of the same log.
  return db.transaction("r", db.games, db.log, db.snapshots, async () => {
    const { game, setup, newest } = await readCurrent(db, gameId);
    if (!game) return fail({ field: "game", reason: `no saved game with id "${gameId}"` });
    if (setup?.type !== "game.setup") {
      const g = await loadGame(db, gameId);
      if (!g?.state) return failAll(g?.errors ?? [{ field: "game", reason: "no log" }]);
      return changedSince(ref, g.state.lastSeq) ?? ok(g.state);
    }
    const read = await readState(db, gameId, game.lastSeq, setup, undefined, newest);
    if (!read.ok) return read;
    return changedSince(ref, read.value.state.lastSeq) ?? ok(read.value.state);
  });
}

/**
 * A game with its whole log, folded from its newest snapshot (readState: the entries after it
 * only). The fold is lenient: an entry that no longer applies is listed in `state.skipped` and the
 * game still opens. Returns null when there is no such game.
 */
export async function loadGame(db: CalixtoDB, id: string): Promise<LoadedGame | null> {
  const game = await db.games.get(id);
  if (!game) return null;
  const entries = (await entriesOf(db, id)).map(toEntry);
  const last = entries[entries.length - 1];
  const setup = entries[0];
  // With no usable snapshot (a game imported or upgraded without them) the whole log is folded
  // at once: foldGame reduces only the entries in effect, where stepping through the log (as
  // readState does from a snapshot) also re-reduces every redone entry and keeps every state
  // passed for the undos. The state is the same (fold.ts, stepEntry).
  const snapshot =
    setup?.type === "game.setup" ? await newestSnapshot(db, id, last.seq) : undefined;
  const read = snapshot
    ? await readState(db, id, last.seq, setup, entries, { snapshot, tail: entries, complete: true })
    : foldGame(entries, { lenient: true }); // also names what is wrong with the log
  if (!read.ok) return { game, entries, state: null, errors: read.errors };
  const state = "state" in read.value ? read.value.state : read.value;
  return { game, entries, state, errors: [] };
}

export { getPref } from "./prefs";
