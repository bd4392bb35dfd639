import { checksum } from "@/lib/engine/core/hash";
import {
  CalixtoDB,
  createGame,
  editBoard,
  loadGame,
  SCHEMA_VERSIONS,
  type SchemaVersion,
  undo,
} from "@/lib/persistence";
import { standardGame, testDb } from "./db-fixture";

// The Dexie way to test an upgrade (Dexie.js test/tests-upgrading.js): open the old schema,
// seed it, close it, reopen the same database with the new version declared, check the rows.
/** The version after the newest one the app declares (a future upgrade, for the test). */
const NEXT = (SCHEMA_VERSIONS.at(-1)?.version ?? 0) + 1;
const V2: SchemaVersion = {
  version: NEXT,
  stores: { games: "id, updatedAt, scenario" },
  upgrade: async (tx) => {
    // Moves data: the name goes into a new `title` field, and the snapshot cache is dropped.
    await tx
      .table("games")
      .toCollection()
      .modify((g: Record<string, unknown>) => {
        g.title = g.name;
        delete g.name;
      });
    await tx.table("snapshots").clear();
  },
};

describe("schema upgrades keep every game", () => {
  it("a v2 that moves data keeps the games, their logs and their folded boards", async () => {
    const v1 = testDb();
    const name = v1.name;
    const a = await createGame(v1, standardGame);
    const b = await createGame(v1, { ...standardGame, name: "Second", scenario: "empty" });
    if (!a.ok || !b.ok) throw new Error("seed");
    await editBoard(v1, a.value.id, [
      { kind: "pieces", space: "havana", piece: "troop", value: 9 },
    ]);
    const logBefore = await v1.log.toArray();
    const boardBefore = (await loadGame(v1, a.value.id))?.state?.board;
    expect(v1.verno).toBe(NEXT - 1);
    v1.close();

    const v2 = new CalixtoDB(name, { versions: [...SCHEMA_VERSIONS, V2] });
    await v2.open();
    expect(v2.verno).toBe(NEXT);
    const games = (await v2.games.toArray()) as unknown as Record<string, unknown>[];
    expect(games.map((g) => g.title).sort()).toEqual(["Second", "Standard solo"]);
    expect(await v2.log.toArray()).toEqual(logBefore);
    expect(await v2.snapshots.count()).toBe(0);
    expect((await loadGame(v2, a.value.id))?.state?.board).toEqual(boardBefore);
    expect(await v2.games.where("scenario").equals("empty").count()).toBe(1);
    await v2.delete();
  });

  it("v3 drops the snapshot rows of the old shape; games open and go on from their logs", async () => {
    const v2 = testDb({ versions: SCHEMA_VERSIONS.filter((v) => v.version <= 2) });
    const name = v2.name;
    const a = await createGame(v2, standardGame);
    if (!a.ok) throw new Error("seed");
    const id = a.value.id;
    for (let value = 1; value <= 5; value++) await editBoard(v2, id, [{ kind: "aid", value }]);
    const boardBefore = (await loadGame(v2, id))?.state?.board;
    // A row as v2 stored it: the whole state, its list of entries in effect and set-up included.
    const { depth: _, top: __, ...rest } = (await loadGame(v2, id))?.state ?? {};
    const old = { ...rest, effective: [1, 2, 3, 4, 5, 6] };
    await v2.snapshots.put({
      gameId: id,
      seq: 6,
      version: 3,
      state: old as never,
      checksum: checksum(old),
    });
    expect(v2.verno).toBe(2);
    v2.close();

    const v3 = testDb({}, name);
    await v3.open();
    expect(v3.verno).toBe(3);
    expect(await v3.snapshots.count()).toBe(0);
    expect((await loadGame(v3, id))?.state?.board).toEqual(boardBefore);
    const next = await editBoard(v3, id, [{ kind: "aid", value: 9 }]);
    expect(next.ok && next.value.state).toMatchObject({ depth: 7, top: 7, board: { aid: 9 } });
    expect((await undo(v3, id)).ok).toBe(true);
    expect((await loadGame(v3, id))?.state?.board).toEqual(boardBefore);
    await v3.delete();
  });

  it("an upgrade that fails leaves the old data in place (the upgrade is all or nothing)", async () => {
    const v1 = testDb();
    const name = v1.name;
    const a = await createGame(v1, standardGame);
    if (!a.ok) throw new Error("seed");
    v1.close();

    const broken: SchemaVersion = {
      version: NEXT,
      stores: {},
      upgrade: async (tx) => {
        await tx.table("games").clear();
        throw new Error("bug in an upgrade");
      },
    };
    const v2 = new CalixtoDB(name, { versions: [...SCHEMA_VERSIONS, broken] });
    await expect(v2.open()).rejects.toThrow();
    v2.close();

    const again = new CalixtoDB(name);
    expect(await again.games.count()).toBe(1);
    expect((await loadGame(again, a.value.id))?.state?.board.spaces.havana.pieces.troop).toBe(6);
    await again.delete();
  });

  it("no declared version ever drops the games or the log", () => {
    const versions = SCHEMA_VERSIONS.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    for (const v of SCHEMA_VERSIONS) {
      expect(v.stores.games === null || v.stores.log === null).toBe(false);
    }
    expect(SCHEMA_VERSIONS[0].stores).toMatchObject({
      games: expect.any(String),
      log: expect.any(String),
    });
  });
});
