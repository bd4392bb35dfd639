import { fail, failAll, ok, type Result } from "@/lib/engine/core/result";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { FACTIONS } from "@/lib/engine/cuba/types";
import type { CalixtoDB } from "./db";
import { changedSince, type GameRef, refId } from "./game-ref";
import { loadGame } from "./load-game";
import type { GameRow, GameStanding, GameSummary } from "./rows";
import { readCurrent, readState } from "./snapshots";
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

export { loadGame } from "./load-game";
export { getPref } from "./prefs";
