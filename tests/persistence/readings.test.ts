import { CARD_CONFLICTS } from "@/data/cuba/calixto/cards";
import { NO_FALLBACK_CONFLICT } from "@/data/cuba/calixto/event-instructions";
import { MOVE_CONFLICTS } from "@/data/cuba/calixto/move-priorities";
import { resolveSide } from "@/lib/engine/cuba/calixto/cards";
import { CONFLICT_IDS, CONFLICTS } from "@/lib/engine/cuba/calixto/conflicts";
import { BRIBE_BASES_LAST } from "@/lib/engine/cuba/calixto/procedures/targets";
import { readingsOf } from "@/lib/engine/cuba/game/turns";
import {
  beginNpTurn,
  type CalixtoDB,
  cancelTurn,
  createGame,
  editBoard,
  exportGame,
  importGame,
  loadGame,
  setReadings,
  undo,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

/**
 * Where the reference marks a CONFLICT, the app follows the recommended reading and keeps the
 * alternative beside it; the player can switch a reading for the rest of a game (logged).
 */
describe("the registry of disputed readings", () => {
  it("lists every switch the data and rules modules declare, once each", () => {
    const ids = CONFLICTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      ...CARD_CONFLICTS.map((c) => c.id),
      ...Object.values(MOVE_CONFLICTS),
      BRIBE_BASES_LAST,
      NO_FALLBACK_CONFLICT,
      "SYN-row12-columns",
      "event-table-38-26J",
      "ei-17-DR-fallback",
      "ei-44-fallback",
      "eligibility-1st-4-qualifier",
    ])
      expect(CONFLICT_IDS.has(id), id).toBe(true);
    for (const c of CONFLICTS) {
      expect(c.label.length, c.id).toBeGreaterThan(0);
      expect(c.recommended, c.id).not.toBe(c.alternative);
    }
  });
});

describe("switching a reading in a game", () => {
  let db: CalixtoDB;
  let id: string;
  beforeEach(async () => {
    db = testDb();
    const r = await createGame(db, {
      name: "Readings",
      scenario: "standard",
      roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" },
      shortGame: false,
      dice: "app",
      deck: "app",
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    id = r.value.id;
  });
  afterEach(async () => {
    await db.delete();
  });
  const state = async () => {
    const g = await loadGame(db, id);
    if (!g?.state) throw new Error("no state");
    return g.state;
  };

  it("applies to the card sides the turn reads, survives export/import and is undone by undo", async () => {
    const before = resolveSide("T", { conflicts: readingsOf(await state()) });
    const r = await setReadings(db, id, { "t-sa-position": "alternative" });
    expect(r.ok).toBe(true);
    const s = await state();
    expect(readingsOf(s)["t-sa-position"]).toBe("alternative");
    const after = resolveSide("T", { conflicts: readingsOf(s) });
    expect(
      after.ok && before.ok && JSON.stringify(after.value) !== JSON.stringify(before.value),
    ).toBe(true);

    const exported = await exportGame(db, id);
    if (!exported.ok) throw new Error("export failed");
    const imported = await importGame(db, JSON.parse(JSON.stringify(exported.value)));
    expect(imported.ok).toBe(true);

    await undo(db, id);
    expect(readingsOf(await state())["t-sa-position"]).toBeUndefined();
  });

  it("refuses an unknown reading or a switch during a turn, and logs nothing", async () => {
    const bad = await setReadings(db, id, { "no-such-reading": "alternative" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]?.field).toContain("no-such-reading");

    await editBoard(db, id, [
      { kind: "currentCard", value: 8 },
      { kind: "nextCard", value: 20 },
    ]);
    expect((await beginNpTurn(db, id)).ok).toBe(true);
    const seq = (await state()).lastSeq;
    const during = await setReadings(db, id, { "GOV-row8-columns": "alternative" });
    expect(during.ok).toBe(false);
    if (!during.ok) expect(during.errors[0]?.reason).toMatch(/turn is in progress/);
    expect((await state()).lastSeq).toBe(seq);
    await cancelTurn(db, id);
    expect((await setReadings(db, id, { "GOV-row8-columns": "alternative" })).ok).toBe(true);
  });
});
