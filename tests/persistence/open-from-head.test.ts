import { foldGame } from "@/lib/engine/cuba/game/fold";
import { type CalixtoDB, createGame, editBoard, loadGame, undo } from "@/lib/persistence";
import { standardGame, testDb } from "./db-fixture";

/** How often a game was opened by folding its log (load-folded.ts) rather than from its head. */
const folded = vi.hoisted(() => ({ calls: 0 }));
vi.mock("@/lib/persistence/load-folded", async (original) => {
  const real = await original<typeof import("@/lib/persistence/load-folded")>();
  return {
    loadFolded: (...args: Parameters<typeof real.loadFolded>) => {
      folded.calls++;
      return real.loadFolded(...args);
    },
  };
});

/**
 * Every command leaves a snapshot at the entry it logged last, so a game opens from it with none
 * of the fold's code (issue 22: the game screen's first load). The state is the fold of the log,
 * whichever way it is read; a game with no usable snapshot there still opens, by the fold.
 */
describe("a game opens from the snapshot at its last entry", () => {
  let db: CalixtoDB;
  let id: string;
  beforeEach(async () => {
    db = testDb();
    const r = await createGame(db, standardGame);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    id = r.value.id;
    for (const value of [3, 5, 7])
      await editBoard(db, id, [{ kind: "pieces", space: "las-villas", piece: "troop", value }]);
    await undo(db, id);
    folded.calls = 0;
  });
  afterEach(async () => {
    await db.delete();
  });

  const foldOf = async () => {
    const g = await loadGame(db, id);
    const whole = foldGame(g?.entries ?? [], { lenient: true });
    if (!whole.ok) throw new Error(JSON.stringify(whole.errors));
    return { g, whole: whole.value };
  };

  it("after a command: read from that snapshot, no fold, the same state as the fold of the log", async () => {
    const { g, whole } = await foldOf();
    expect(folded.calls).toBe(0);
    expect(g?.state).toEqual(whole);
    expect(g?.state?.lastSeq).toBe(g?.game.lastSeq);
  });

  it("keeps one such snapshot: the one each command before left is gone", async () => {
    const heads = (await db.snapshots.toArray()).filter((r) => r.head).map((r) => r.seq);
    const last = (await loadGame(db, id))?.game.lastSeq;
    expect(heads).toEqual([last]);
  });

  it("a game saved before these snapshots (none at its last entry) opens by the fold, the same state", async () => {
    const { whole } = await foldOf();
    const last = (await loadGame(db, id))?.game.lastSeq ?? 0;
    await db.snapshots.delete([id, last]);
    folded.calls = 0;
    const g = await loadGame(db, id);
    expect(folded.calls).toBe(1);
    expect(g?.state).toEqual(whole);
  });

  it("a damaged snapshot there is not trusted: the fold gives the state", async () => {
    const { whole } = await foldOf();
    await db.snapshots.toCollection().modify((s) => {
      s.state.board.spaces["las-villas"].pieces.troop = 15;
    });
    folded.calls = 0;
    const g = await loadGame(db, id);
    expect(folded.calls).toBe(1);
    expect(g?.state).toEqual(whole);
  });
});
