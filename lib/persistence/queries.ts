import { foldGame } from "@/lib/engine/cuba/game/fold";
import { FACTIONS } from "@/lib/engine/cuba/types";
import type { CalixtoDB } from "./db";
import type { GameSummary, LoadedGame } from "./rows";
import { entriesOf, readState, toEntry } from "./snapshots";

/**
 * Read-only queries, named so components call them inside useLiveQuery (style anchors §3):
 * `useLiveQuery(() => loadGame(db, id), [db, id])`. They re-run when the tables they read change.
 */

export async function listGames(db: CalixtoDB): Promise<GameSummary[]> {
  const rows = await db.games.orderBy("updatedAt").reverse().toArray();
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    scenario: g.scenario,
    npFactions: FACTIONS.filter((f) => g.roles[f] === "np"),
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
    entries: g.lastSeq,
  }));
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
  const read =
    entries[0]?.type === "game.setup"
      ? await readState(db, id, last.seq, entries[0], entries)
      : foldGame(entries, { lenient: true }); // names what is wrong with the log
  if (!read.ok) return { game, entries, state: null, errors: read.errors };
  const state = "state" in read.value ? read.value.state : read.value;
  return { game, entries, state, errors: [] };
}

export async function getPref<T>(db: CalixtoDB, key: string): Promise<T | undefined> {
  return (await db.prefs.get(key))?.value as T | undefined;
}
