import { Dexie } from "dexie";
import type { CalixtoDB } from "./db";
import type { LoadedGame } from "./rows";
import { entriesOf, fromRow, toEntry, usable } from "./snapshot-rows";

/**
 * A game with its whole log and its state now; null when there is no such game. Every command
 * leaves a snapshot at the entry it logs (commands.ts), so the state is usually that snapshot's,
 * read with none of the code that folds a log: the game screen's first paint does not load it
 * (issue 22). A game whose newest snapshot is older is folded from it (load-folded.ts, loaded
 * then). Called inside liveQuery: the module load is waited for with Dexie.waitFor, which keeps
 * the query's observation (and any transaction) alive across it.
 */
export async function loadGame(db: CalixtoDB, id: string): Promise<LoadedGame | null> {
  const game = await db.games.get(id);
  if (!game) return null;
  const entries = (await entriesOf(db, id)).map(toEntry);
  const last = entries[entries.length - 1];
  const setup = entries[0];
  if (last && setup?.type === "game.setup") {
    const head = await db.snapshots.get([id, last.seq]);
    if (head && usable(head)) return { game, entries, state: fromRow(head, setup), errors: [] };
  }
  const { loadFolded } = await Dexie.waitFor(import("./load-folded"));
  return loadFolded(db, game, entries);
}
