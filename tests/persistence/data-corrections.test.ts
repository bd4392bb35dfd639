import { SIDE_BY_ID } from "@/data/cuba/calixto/cards";
import type { FlowNode } from "@/lib/engine/cuba/calixto/contracts";
import type { Correction } from "@/lib/engine/cuba/calixto/corrections";
import { nextStep, viewTurn } from "@/lib/machines/cuba/session";
import {
  beginNpTurn,
  type CalixtoDB,
  cancelTurn,
  createGame,
  editBoard,
  giveInput,
  loadGame,
  SCHEMA_VERSIONS,
} from "@/lib/persistence";
import {
  applyDataImport,
  checkedAreas,
  exportDataCorrections,
  loadCorrections,
  previewDataImport,
  revertCorrection,
  saveCorrection,
  setChecked,
} from "@/lib/persistence/data-corrections";
import { CalixtoDB as DB } from "@/lib/persistence/db";
import { testDb } from "./db-fixture";

// Issue "Your own cards": the player's corrections are kept per player, versioned, each revertable
// on its own; a turn logs the ones it runs with, so its replay is exact; files are shared with a
// readable difference, and a bad file changes nothing.

const q1 = SIDE_BY_ID.Y.nodes.q1 as Extract<FlowNode, { kind: "question" }>;
/** Card Y's first box with its arrows the other way round. */
const swapped: Correction = {
  kind: "node",
  side: "Y",
  node: { kind: "question", id: "q1", cond: q1.cond, yes: q1.no, no: q1.yes },
};
const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

async function c89Game(db: CalixtoDB) {
  const r = await createGame(db, {
    name: "C8.9",
    scenario: "standard",
    roles: ALL_NP,
    shortGame: false,
    dice: "physical",
    deck: "physical",
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  await editBoard(db, r.value.id, [
    { kind: "currentCard", value: 8 },
    { kind: "nextCard", value: 20 },
  ]);
  return r.value.id;
}
const stateOf = async (db: CalixtoDB, id: string) => {
  const g = await loadGame(db, id);
  if (!g?.state) throw new Error(JSON.stringify(g?.errors));
  return g.state;
};

describe("the player's corrections in the database", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("saves a correction, replaces it, and reverts it on its own; each change is a new revision", async () => {
    expect((await saveCorrection(db, swapped, "my card Y")).ok).toBe(true);
    const dots: Correction = { kind: "dots", row: "gov-3", columns: ["SWP"] };
    expect((await saveCorrection(db, dots)).ok).toBe(true);
    expect((await saveCorrection(db, { ...dots, columns: ["SWP", "RR"] })).ok).toBe(true);
    let loaded = await loadCorrections(db);
    expect(loaded.corrections.map((c) => c.key)).toEqual(["node:Y:q1", "dots:gov-3"]);
    expect(loaded.corrections[0].note).toBe("my card Y");
    expect(loaded.revision).toBe(3);
    expect((await revertCorrection(db, "node:Y:q1")).ok).toBe(true);
    loaded = await loadCorrections(db);
    expect(loaded.corrections.map((c) => c.correction)).toEqual([
      { ...dots, columns: ["SWP", "RR"] },
    ]);
    expect(loaded.revision).toBe(4);
  });

  it("refuses an unusable correction with the reason and writes nothing", async () => {
    const bad = { ...swapped, node: { ...swapped.node, yes: { to: "node", node: "q9" } } };
    const r = await saveCorrection(db, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.reason).join()).toMatch(/missing box "q9"/);
    expect(await db.dataCorrections.count()).toBe(0);
    expect((await loadCorrections(db)).revision).toBe(0);
  });

  it("logs the corrections with the turn: the NP turn changes, and replays the same after a revert", async () => {
    const id = await c89Game(db);
    // Our data (C8.9 card 1): Y's first box says draw again, then U's Sweep.
    expect(nextStep(await stateOf(db, id))).toMatchObject({ kind: "np", faction: "GOV" });
    await beginNpTurn(db, id);
    await giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" });
    expect(viewTurn(await stateOf(db, id))?.request).toMatchObject({ kind: "card" });

    // With the player's card Y, whose first box's arrows go the other way, Y itself Sweeps.
    const other = await c89Game(db);
    expect((await saveCorrection(db, swapped)).ok).toBe(true);
    await beginNpTurn(db, other);
    await giveInput(db, other, { type: "card.drawn", card: "Y", source: "physical" });
    const view = viewTurn(await stateOf(db, other));
    expect(view?.request).toMatchObject({ kind: "dice", rule: "C8.5.4" });
    const notes = JSON.stringify(view?.trace);
    expect(notes).toContain("Read from your correction: Calixto card Y, front");

    // Reverting applies from the next turn: this turn replays with what it logged.
    expect((await revertCorrection(db, "node:Y:q1")).ok).toBe(true);
    const again = viewTurn(await stateOf(db, other));
    expect(again?.request).toEqual(view?.request);
    const begin = (await loadGame(db, other))?.entries.find((e) => e.type === "turn.begin");
    expect(begin?.payload).toMatchObject({ corrections: [swapped] });
  });

  it("logs the corrections only when they change, so a long game does not repeat them", async () => {
    const id = await c89Game(db);
    expect((await saveCorrection(db, swapped)).ok).toBe(true);
    const begins = async () =>
      (await loadGame(db, id))?.entries.filter((e) => e.type === "turn.begin") ?? [];
    await beginNpTurn(db, id);
    await cancelTurn(db, id);
    await beginNpTurn(db, id);
    // The second turn logs nothing new, and still runs with the correction.
    expect((await begins()).map((e) => "corrections" in e.payload)).toEqual([true, false]);
    await giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" });
    expect(viewTurn(await stateOf(db, id))?.request).toMatchObject({ kind: "dice" });
    await cancelTurn(db, id);
    // Reverted: the next turn says so with an empty list, and reads our card Y again.
    expect((await revertCorrection(db, "node:Y:q1")).ok).toBe(true);
    await beginNpTurn(db, id);
    expect((await begins()).at(-1)?.payload).toMatchObject({ corrections: [] });
    await giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" });
    expect(viewTurn(await stateOf(db, id))?.request).toMatchObject({ kind: "card" });
  });

  it("marks parts as checked against the player's cards and refuses names it does not know", async () => {
    expect((await setChecked(db, "side:Y", true)).ok).toBe(true);
    expect((await setChecked(db, "moves", true)).ok).toBe(true);
    expect((await setChecked(db, "side:Y", false)).ok).toBe(true);
    expect((await setChecked(db, "side:Q9", true)).ok).toBe(false);
    expect([...(await checkedAreas(db))]).toEqual(["moves"]);
  });

  it("exports, then another player previews the difference and imports it", async () => {
    await saveCorrection(db, swapped, "from my card");
    await setChecked(db, "side:Y", true);
    const text = JSON.stringify(await exportDataCorrections(db));
    const friend = testDb();
    await saveCorrection(friend, { kind: "dots", row: "gov-3", columns: ["SWP"] });
    const preview = await previewDataImport(friend, text);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    expect(preview.value.lines).toMatchObject([
      { change: "added", words: expect.stringMatching(/card Y/) },
    ]);
    expect(await friend.dataCorrections.count()).toBe(1);
    expect((await applyDataImport(friend, preview.value.file)).ok).toBe(true);
    const got = await loadCorrections(friend);
    expect(got.corrections.map((c) => c.key).sort()).toEqual(["dots:gov-3", "node:Y:q1"]);
    expect(got.corrections.find((c) => c.key === "node:Y:q1")?.note).toBe("from my card");
    expect([...(await checkedAreas(friend))]).toEqual(["side:Y"]);
    await friend.delete();
  });

  it("refuses a malformed or hostile file with a clear message and changes nothing", async () => {
    await saveCorrection(db, swapped);
    const good = await exportDataCorrections(db);
    const files: [string, RegExp][] = [
      ["not json", /cannot be read as JSON/],
      [JSON.stringify({ format: "calixto-game" }), /not a Calixto corrections file/],
      [JSON.stringify({ ...good, version: 9 }), /newer version/],
      [
        JSON.stringify({ ...good, corrections: [{ correction: { kind: "node", side: "Y" } }] }),
        /missing/,
      ],
      [
        JSON.stringify({ ...good, corrections: Array(601).fill(good.corrections[0]) }),
        /at most 600/,
      ],
      [
        '{"format":"calixto-data-corrections","version":1,"corrections":[],"__proto__":{"x":1}}',
        /unknown field/,
      ],
      [
        JSON.stringify({
          ...good,
          corrections: [
            {
              correction: { ...swapped, node: { ...swapped.node, no: { to: "node", node: "q1" } } },
            },
          ],
        }),
        /loop/,
      ],
    ];
    for (const [text, reason] of files) {
      const r = await previewDataImport(db, text);
      expect(r.ok, text.slice(0, 60)).toBe(false);
      if (!r.ok) expect(r.errors.map((e) => `${e.field}: ${e.reason}`).join(" | ")).toMatch(reason);
    }
    expect((await loadCorrections(db)).corrections.map((c) => c.correction)).toEqual([swapped]);
  });
});

describe("upgrade from the schema before corrections (version 1)", () => {
  it("keeps every game, its log and the aid-sheet readings, and opens the new tables empty", async () => {
    const name = `upgrade-${Math.random()}`;
    const v1 = new DB(name, {
      versions: SCHEMA_VERSIONS.slice(0, 1),
      clock: () => 1,
      newId: () => "g1",
      newSeed: () => 7,
    });
    const g = await createGame(v1, {
      name: "Before",
      scenario: "standard",
      roles: ALL_NP,
      shortGame: false,
      dice: "app",
      deck: "app",
    });
    if (!g.ok) throw new Error("seed");
    await v1.corrections.add({
      target: "event-table",
      field: "event-table:35:DR",
      value: "C",
      createdAt: 1,
    });
    const log = await v1.log.toArray();
    expect(v1.verno).toBe(1);
    v1.close();

    const v2 = new DB(name);
    await v2.open();
    expect(v2.verno).toBe(SCHEMA_VERSIONS.at(-1)?.version);
    expect(await v2.log.toArray()).toEqual(log);
    expect(await v2.corrections.count()).toBe(1);
    expect((await loadGame(v2, "g1"))?.state?.board).toBeTruthy();
    expect(await v2.dataCorrections.count()).toBe(0);
    expect((await saveCorrection(v2, swapped)).ok).toBe(true);
    await v2.delete();
  });
});

describe("an Operation box or SA list correction", () => {
  it("saves and reads back (the stored box carries its player provenance)", async () => {
    const db = testDb();
    const { BOX_BY_ID, SPECIAL_LIST_BY_ID } = await import("@/data/cuba/calixto/cards");
    const box = BOX_BY_ID["G-SWEEP"];
    const list = SPECIAL_LIST_BY_ID["SA-G1"];
    const reordered = { ...list, entries: [...list.entries].reverse() };
    expect((await saveCorrection(db, { kind: "box", box })).ok).toBe(true);
    expect((await saveCorrection(db, { kind: "list", list: reordered })).ok).toBe(true);
    const loaded = await loadCorrections(db);
    expect(loaded.unreadable).toEqual([]);
    expect(loaded.corrections.map((c) => c.key)).toEqual(["box:G-SWEEP", "list:SA-G1"]);
    await db.delete();
  });
});
