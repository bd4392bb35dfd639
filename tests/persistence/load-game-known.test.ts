import {
  type CalixtoDB,
  createGame,
  deleteGame,
  editBoard,
  type LoadedGame,
  loadGame,
  redo,
  undo,
} from "@/lib/persistence";
import { standardGame, testDb } from "./db-fixture";

/**
 * The game screen re-reads its game after every change (a press saved, another tab's write). The
 * log only grows, so a re-read given the last read (`known`) reads only the entries after it
 * (issue 22): the same game as a whole read gives, with the entries already read kept as they
 * were, not read again.
 */
describe("re-reading a game from the last read", () => {
  let db: CalixtoDB;
  let id: string;
  const troops = async (value: number) => {
    const r = await editBoard(db, id, [
      { kind: "pieces", space: "las-villas", piece: "troop", value },
    ]);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
  };
  const must = async <T>(p: Promise<T | null>): Promise<T> => {
    const v = await p;
    if (!v) throw new Error("no game");
    return v;
  };
  beforeEach(async () => {
    db = testDb();
    const r = await createGame(db, standardGame);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    id = r.value.id;
    await troops(3);
  });
  afterEach(async () => {
    await db.delete();
  });

  it("after appends, an undo and a redo: the whole read's game, the earlier entries not read again", async () => {
    const before = await must(loadGame(db, id));
    await troops(5);
    await troops(6);
    await undo(db, id);
    await redo(db, id);
    const again = await must(loadGame(db, id, before));
    expect(again).toEqual(await loadGame(db, id));
    expect(again.entries).toHaveLength(before.entries.length + 4);
    before.entries.forEach((e, i) => {
      expect(again.entries[i]).toBe(e);
    });
    expect(again.state?.board.spaces["las-villas"].pieces.troop).toBe(6);
  });

  it("nothing new: the same entries, the state read anew", async () => {
    const before = await must(loadGame(db, id));
    const again = await must(loadGame(db, id, before));
    expect(again.entries).toBe(before.entries);
    expect(again.state).toEqual(before.state);
  });

  it("a last read of another game, or one that does not line up with the log, is not trusted", async () => {
    const other = await createGame(db, { ...standardGame, name: "Other" });
    if (!other.ok) throw new Error("other");
    const elsewhere = await must(loadGame(db, other.value.id));
    const whole = await must(loadGame(db, id));
    expect(await loadGame(db, id, elsewhere)).toEqual(whole);
    // A read claiming more entries than the log holds, and one with a gap in its positions.
    const ahead: LoadedGame = {
      ...whole,
      entries: [...whole.entries, { ...whole.entries[1], seq: whole.entries.length + 1 }],
    };
    expect(await loadGame(db, id, ahead)).toEqual(whole);
    const gap: LoadedGame = { ...whole, entries: whole.entries.slice(1) };
    await troops(4);
    const now = await must(loadGame(db, id));
    expect(await loadGame(db, id, gap)).toEqual(now);
  });

  it("a deleted game reads as no game, whatever was read before", async () => {
    const before = await must(loadGame(db, id));
    await deleteGame(db, id);
    expect(await loadGame(db, id, before)).toBeNull();
  });
});
