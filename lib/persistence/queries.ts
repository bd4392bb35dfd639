import { foldGame } from "@/lib/engine/cuba/game/fold";
import { FACTIONS } from "@/lib/engine/cuba/types";
import type { CalixtoDB } from "./db";
import type { GameRow, GameStanding, GameSummary, LoadedGame } from "./rows";
import { entriesOf, snapshotsOf, toEntry, usableSnapshots } from "./snapshots";
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
 * Where a game stands, read from its newest snapshot (written with every entry); a game without
 * a usable one (an older app's cache) is folded from its log.
 */
async function standingFromStore(db: CalixtoDB, game: GameRow): Promise<GameStanding | null> {
  const row = await db.snapshots.get([game.id, game.lastSeq]);
  const [newest] = row ? usableSnapshots([row], game.lastSeq) : [];
  if (newest) return standingOf(newest);
  const snaps = usableSnapshots(await snapshotsOf(db, game.id), game.lastSeq);
  const entries = (await entriesOf(db, game.id)).map(toEntry);
  const folded = foldGame(entries, { lenient: true, from: snaps });
  return folded.ok ? standingOf(folded.value) : null;
}

/**
 * A game with its whole log, folded (from the best cached snapshot when there is one). The fold
 * is lenient: an entry that no longer applies is listed in `state.skipped` and the game still
 * opens. Returns null when there is no such game.
 */
export async function loadGame(db: CalixtoDB, id: string): Promise<LoadedGame | null> {
  const game = await db.games.get(id);
  if (!game) return null;
  const rows = await entriesOf(db, id);
  const snaps = await snapshotsOf(db, id);
  const entries = rows.map(toEntry);
  const folded = foldGame(entries, { lenient: true, from: usableSnapshots(snaps, game.lastSeq) });
  return folded.ok
    ? { game, entries, state: folded.value, errors: [] }
    : { game, entries, state: null, errors: folded.errors };
}

export async function getPref<T>(db: CalixtoDB, key: string): Promise<T | undefined> {
  return (await db.prefs.get(key))?.value as T | undefined;
}
