import type { GameEntry } from "@/lib/engine/cuba/game/entries";
import { foldGame } from "@/lib/engine/cuba/game/fold";
import type { CalixtoDB } from "./db";
import type { GameRow, LoadedGame } from "./rows";
import { newestSnapshot, readState } from "./snapshots";

/**
 * A game whose newest snapshot is behind its last entry (an old game, one imported or upgraded
 * without snapshots, a snapshot made by another fold version): its log folded from that snapshot
 * (readState: the entries after it only), or the whole log when none is usable. The fold is
 * lenient: an entry that no longer applies is listed in `state.skipped` and the game still opens.
 */
export async function loadFolded(
  db: CalixtoDB,
  game: GameRow,
  entries: GameEntry[],
): Promise<LoadedGame> {
  const id = game.id;
  const last = entries[entries.length - 1];
  const setup = entries[0];
  // With no usable snapshot the whole log is folded at once: foldGame reduces only the entries in
  // effect, where stepping through the log (as readState does from a snapshot) also re-reduces
  // every redone entry and keeps every state passed for the undos. The state is the same
  // (fold.ts, stepEntry).
  const snapshot =
    setup?.type === "game.setup" ? await newestSnapshot(db, id, last.seq) : undefined;
  const read = snapshot
    ? await readState(db, id, last.seq, setup, entries, { snapshot, tail: entries, complete: true })
    : foldGame(entries, { lenient: true }); // also names what is wrong with the log
  if (!read.ok) return { game, entries, state: null, errors: read.errors };
  const state = "state" in read.value ? read.value.state : read.value;
  return { game, entries, state, errors: [] };
}
