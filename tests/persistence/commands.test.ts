import { standardBoard } from "@/data/cuba/scenarios";
import type { GameEntry } from "@/lib/engine/cuba/game/entries";
import { foldGame } from "@/lib/engine/cuba/game/fold";
import {
  appendEntry,
  type CalixtoDB,
  CHECKPOINT_EVERY,
  createGame,
  deleteGame,
  editBoard,
  exportGame,
  getPref,
  importGame,
  KEEP_RECENT,
  listGames,
  loadGame,
  placeVariableStep,
  redo,
  renameGame,
  SNAPSHOT_EVERY,
  setPref,
  undo,
} from "@/lib/persistence";
import { SOLO_26J, standardGame, testDb } from "./db-fixture";

const troopsIn = async (db: CalixtoDB, id: string) =>
  (await loadGame(db, id))?.state?.board.spaces["las-villas"].pieces.troop;
const addTroop = (db: CalixtoDB, id: string, value: number) =>
  editBoard(db, id, [{ kind: "pieces", space: "las-villas", piece: "troop", value }]);

async function created(db: CalixtoDB) {
  const r = await createGame(db, standardGame);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value.id;
}

describe("games in IndexedDB", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("creates a game whose log starts with the set-up record and lists it", async () => {
    const id = await created(db);
    const loaded = await loadGame(db, id);
    expect(loaded?.entries.map((e) => e.type)).toEqual(["game.setup"]);
    expect(loaded?.state?.board).toEqual(standardBoard({ roles: SOLO_26J, shortGame: false }));
    expect(loaded?.state?.setup).toMatchObject({
      seed: 12345,
      dice: "app",
      deck: "app",
      scenario: "standard",
    });
    expect(await listGames(db)).toEqual([
      expect.objectContaining({
        id,
        name: "Standard solo",
        scenario: "standard",
        npFactions: ["GOV", "DR", "SYN"],
        entries: 1,
      }),
    ]);
  });

  it("refuses a game without a name and writes nothing", async () => {
    expect(await createGame(db, { ...standardGame, name: "  " })).toEqual({
      ok: false,
      errors: [{ field: "name", reason: "give the game a name" }],
    });
    expect(await db.games.count()).toBe(0);
  });

  it("logs an edit, and rejects an invalid one without changing anything", async () => {
    const id = await created(db);
    expect((await addTroop(db, id, 4)).ok).toBe(true);
    expect(await troopsIn(db, id)).toBe(4);
    const bad = await editBoard(db, id, [
      { kind: "pieces", space: "las-villas", piece: "govBase", value: 3 },
    ]);
    expect(bad).toMatchObject({
      ok: false,
      errors: [{ field: "spaces.las-villas.bases" }, { field: "pieces.govBase" }],
    });
    expect(await db.log.count()).toBe(2);
    expect(await troopsIn(db, id)).toBe(4);
  });

  it("undoes and redoes by appending entries, never deleting", async () => {
    const id = await created(db);
    await addTroop(db, id, 4);
    await addTroop(db, id, 5);
    expect((await undo(db, id)).ok).toBe(true);
    expect(await troopsIn(db, id)).toBe(4);
    await undo(db, id);
    expect(await troopsIn(db, id)).toBe(3);
    expect(await undo(db, id)).toMatchObject({ ok: false, errors: [{ field: "undo" }] });
    expect((await redo(db, id)).ok).toBe(true);
    expect(await troopsIn(db, id)).toBe(4);
    const loaded = await loadGame(db, id);
    expect(loaded?.entries.map((e) => e.type)).toEqual([
      "game.setup",
      "board.edited",
      "board.edited",
      "meta.undo",
      "meta.undo",
      "meta.redo",
    ]);
    expect((await addTroop(db, id, 6)).ok).toBe(true);
    expect(await redo(db, id)).toMatchObject({ ok: false, errors: [{ field: "redo" }] });
  });

  it("survives a reload: close the database, open it again, same game", async () => {
    const name = db.name;
    const id = await created(db);
    await addTroop(db, id, 6);
    await undo(db, id);
    await redo(db, id);
    const before = await loadGame(db, id);
    db.close();
    db = testDb({}, name);
    const after = await loadGame(db, id);
    expect(after?.state).toEqual(before?.state);
    expect(after?.state?.board.spaces["las-villas"].pieces.troop).toBe(6);
  });

  it("keeps the newest snapshots as a cache: damaged or dropped, the log still gives the state", async () => {
    const id = await created(db);
    const last = CHECKPOINT_EVERY + 3;
    for (let seq = 2; seq <= last - 2; seq++)
      await editBoard(db, id, [{ kind: "aid", value: seq % 40 }]);
    await addTroop(db, id, 4);
    await addTroop(db, id, 5);
    // Every SNAPSHOT_EVERY entries, the newest KEEP_RECENT of them, the checkpoints, and one at
    // the last entry (the game opens from it without folding, load-game.ts): the heads the
    // commands before left are gone.
    const expected = Array.from({ length: last }, (_, i) => i + 1).filter(
      (seq) =>
        (seq % SNAPSHOT_EVERY === 0 && seq > last - KEEP_RECENT * SNAPSHOT_EVERY) ||
        seq % CHECKPOINT_EVERY === 0 ||
        seq === last,
    );
    expect((await db.snapshots.toArray()).map((s) => s.seq)).toEqual(expected);
    // A row is the size of a board: no list of the entries in effect, no set-up record.
    for (const row of await db.snapshots.toArray()) {
      expect(row.state).not.toHaveProperty("setup");
      expect(row.state).not.toHaveProperty("effective");
    }
    await undo(db, id);
    await undo(db, id);
    expect(await troopsIn(db, id)).toBe(3);
    await redo(db, id);
    const good = (await loadGame(db, id))?.state;
    await db.snapshots.toCollection().modify((s) => {
      s.state.board.spaces["las-villas"].pieces.troop = 15;
    });
    expect((await loadGame(db, id))?.state).toEqual(good);
    await db.snapshots.clear();
    expect((await loadGame(db, id))?.state).toEqual(good);
    await addTroop(db, id, 2);
    expect(await troopsIn(db, id)).toBe(2);
  });

  it("each command's state is the fold of the whole log, through long undos and redos", async () => {
    const id = await created(db);
    // Edits, an undo run reaching below the newest snapshots and the checkpoint under them,
    // redos, then a fixed mix of all three.
    let x = 7;
    const rand = () => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x / 2147483648;
    };
    const mix = Array.from({ length: 60 }, () => {
      const r = rand();
      return r < 0.25 ? "undo" : r < 0.4 ? "redo" : "edit";
    });
    const script = [
      ...Array<string>(CHECKPOINT_EVERY + 25).fill("edit"),
      ...Array<string>(KEEP_RECENT * SNAPSHOT_EVERY + 40).fill("undo"),
      ...Array<string>(30).fill("redo"),
      ...mix,
    ];
    const log = (await loadGame(db, id))?.entries.slice() ?? [];
    for (const op of script) {
      const value = Math.floor(rand() * 4);
      const r =
        op === "undo"
          ? await undo(db, id)
          : op === "redo"
            ? await redo(db, id)
            : await addTroop(db, id, value);
      expect(r.ok || op !== "edit").toBe(true);
      if (!r.ok) continue; // nothing to undo or redo: refused, nothing logged
      const edits = [{ kind: "pieces", space: "las-villas", piece: "troop", value }];
      log.push({
        seq: r.value.seq,
        ...(op === "edit"
          ? { type: "board.edited", payload: { edits } }
          : { type: `meta.${op}`, payload: {} }),
      } as GameEntry);
      const whole = foldGame(log, { lenient: true });
      expect(whole.ok && r.value.state).toEqual(whole.ok && whole.value);
    }
    expect((await loadGame(db, id))?.entries.map(({ seq, type }) => ({ seq, type }))).toEqual(
      log.map(({ seq, type }) => ({ seq, type })),
    );
    expect(await db.snapshots.count()).toBeLessThan(12);
  });

  it("updates the listed Non-player Factions when a role changes", async () => {
    const id = await created(db);
    await editBoard(db, id, [{ kind: "role", faction: "DR", value: "player" }]);
    expect((await listGames(db))[0].npFactions).toEqual(["GOV", "SYN"]);
  });

  it("lists the most recently played first, renames and deletes with the log", async () => {
    const a = await created(db);
    const b = await created(db);
    await addTroop(db, a, 4);
    expect((await listGames(db)).map((g) => g.id)).toEqual([a, b]);
    expect((await renameGame(db, a, "Renamed")).ok).toBe(true);
    expect((await renameGame(db, a, "")).ok).toBe(false);
    expect((await listGames(db))[0].name).toBe("Renamed");
    expect((await deleteGame(db, a)).ok).toBe(true);
    expect((await listGames(db)).map((g) => g.id)).toEqual([b]);
    expect(await db.log.where("gameId").equals(a).count()).toBe(0);
    expect(await db.snapshots.where("gameId").equals(a).count()).toBe(0);
    expect(await loadGame(db, a)).toBeNull();
    expect(await deleteGame(db, a)).toMatchObject({ ok: false, errors: [{ field: "game" }] });
  });

  it("refuses entries for a game that does not exist", async () => {
    expect(await appendEntry(db, "nope", { type: "meta.undo", payload: {} })).toMatchObject({
      ok: false,
      errors: [{ field: "game" }],
    });
  });

  it("records the guided Variable Deployment step by step", async () => {
    const r = await createGame(db, {
      ...standardGame,
      scenario: "variable",
      roles: { ...SOLO_26J, GOV: "player" },
    });
    if (!r.ok) throw new Error("create");
    expect(r.value.state.placement).toEqual([2, 3, 4]);
    const wrong = await placeVariableStep(db, r.value.id, 3, { havana: { troop: 9, police: 8 } });
    expect(wrong).toMatchObject({ ok: false, errors: [{ field: "step" }] });
    const right = await placeVariableStep(db, r.value.id, 2, {
      "sierra-maestra": { m26U: 2, m26Base: 1 },
      oriente: { m26U: 2 },
    });
    expect(right.ok && right.value.state.placement).toEqual([3, 4]);
  });

  it("keeps preferences apart from games", async () => {
    expect(await getPref(db, "theme")).toBeUndefined();
    await setPref(db, "theme", "dark");
    expect(await getPref(db, "theme")).toBe("dark");
  });
});

describe("export and import", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  async function exported() {
    const id = await created(db);
    await addTroop(db, id, 4);
    await addTroop(db, id, 5);
    await undo(db, id);
    const file = await exportGame(db, id);
    if (!file.ok) throw new Error("export");
    return { id, text: JSON.stringify(file.value) };
  }

  it("exports the whole log and imports it back as a new game with the same state", async () => {
    const { id, text } = await exported();
    const file = JSON.parse(text);
    expect(file).toMatchObject({
      format: "calixto-game",
      version: 1,
      game: { name: "Standard solo" },
    });
    expect(file.log).toHaveLength(4);
    const r = await importGame(db, file);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.id).not.toBe(id);
    const original = await loadGame(db, id);
    const copy = await loadGame(db, r.value.id);
    expect(copy?.state?.board).toEqual(original?.state?.board);
    expect(copy?.state?.redoable).toEqual([3]);
    expect(copy?.entries).toEqual(original?.entries);
    expect((await redo(db, r.value.id)).ok).toBe(true);
    expect(await troopsIn(db, r.value.id)).toBe(5);
    expect(await db.games.count()).toBe(2);
  });

  it("a tampered or malformed file gets a clear error and leaves existing games untouched", async () => {
    const { id, text } = await exported();
    const before = { games: await db.games.toArray(), log: await db.log.toArray() };

    const tampered = JSON.parse(text);
    tampered.log[1].payload.edits[0].value = 15;
    expect(await importGame(db, tampered)).toMatchObject({
      ok: false,
      errors: [{ field: "checksum" }],
    });

    const misspelt = JSON.parse(text);
    misspelt.log[1].payload.edits[0].space = "havanna";
    delete misspelt.checksum;
    const r = await importGame(db, misspelt);
    expect(!r.ok && r.errors[0]).toEqual({
      field: "log[1].payload.edits[0].space",
      reason: 'unknown space "havanna" (did you mean "havana"?)',
    });

    expect(await importGame(db, { format: "calixto-game", version: 1 })).toMatchObject({
      ok: false,
    });
    expect(await importGame(db, "not a game")).toMatchObject({ ok: false });

    expect(await db.games.toArray()).toEqual(before.games);
    expect(await db.log.toArray()).toEqual(before.log);
    expect(await troopsIn(db, id)).toBe(4);
  });
});
