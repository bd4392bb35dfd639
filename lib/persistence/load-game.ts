import { Dexie } from "dexie";
import type { GameEntry } from "@/lib/engine/cuba/game/entries";
import type { CalixtoDB } from "./db";
import type { LoadedGame } from "./rows";
import { entriesAfter, entriesOf, fromRow, toEntry, usable } from "./snapshot-rows";

/**
 * A game with its whole log and its state now; null when there is no such game. Every command
 * leaves a snapshot at the entry it logs (commands.ts), so the state is usually that snapshot's,
 * read with none of the code that folds a log: the game screen's first paint does not load it
 * (issue 22). A game whose newest snapshot is older is folded from it (load-folded.ts, loaded
 * then). Called inside liveQuery: the module load is waited for with Dexie.waitFor, which keeps
 * the query's observation (and any transaction) alive across it.
 *
 * `known`, the same game as read before (the game screen's last read), spares reading its log
 * again: the log only grows (undo and redo append; only deleting the game removes rows), so only
 * the entries after it are read (issue 22: a press no longer re-reads a log of thousands). The
 * whole log is read when `known` does not line up with the rows found.
 */
export async function loadGame(
  db: CalixtoDB,
  id: string,
  known?: LoadedGame | null,
): Promise<LoadedGame | null> {
  const game = await db.games.get(id);
  if (!game) return null;
  const entries = (await newerEntries(db, id, game.lastSeq, known)) ?? (await wholeLog(db, id));
  const last = entries[entries.length - 1];
  const setup = entries[0];
  if (last && setup?.type === "game.setup") {
    const head = await db.snapshots.get([id, last.seq]);
    if (head && usable(head)) return { game, entries, state: fromRow(head, setup), errors: [] };
  }
  const { loadFolded } = await Dexie.waitFor(import("./load-folded"));
  return loadFolded(db, game, entries);
}

const wholeLog = async (db: CalixtoDB, id: string) => (await entriesOf(db, id)).map(toEntry);

/** `known`'s entries and the rows after them, or null when they do not make the game's log. */
async function newerEntries(
  db: CalixtoDB,
  id: string,
  lastSeq: number,
  known: LoadedGame | null | undefined,
): Promise<GameEntry[] | null> {
  if (!known || known.game.id !== id || known.entries.length === 0) return null;
  const had = known.entries[known.entries.length - 1].seq;
  if (had !== known.entries.length || lastSeq < had) return null;
  if (lastSeq === had) return known.entries;
  const rows = await entriesAfter(db, id, had);
  if (rows.length !== lastSeq - had || rows.some((r, i) => r.seq !== had + 1 + i)) return null;
  return known.entries.concat(rows.map(toEntry));
}
