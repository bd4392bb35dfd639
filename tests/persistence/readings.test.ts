import { CARD_CONFLICTS } from "@/data/cuba/calixto/cards";
import { NO_FALLBACK_CONFLICT } from "@/data/cuba/calixto/event-instructions";
import { MOVE_CONFLICTS } from "@/data/cuba/calixto/move-priorities";
import { resolveSide } from "@/lib/engine/cuba/calixto/cards";
import { CONFLICT_IDS as FOLD_CONFLICT_IDS } from "@/lib/engine/cuba/calixto/conflict-ids";
import { CONFLICT_IDS, CONFLICTS } from "@/lib/engine/cuba/calixto/conflicts";
import { YOUR_DOTS } from "@/lib/engine/cuba/calixto/priorities/narrow";
import { BRIBE_BASES_LAST } from "@/lib/engine/cuba/calixto/procedures/targets";
import type { ColumnId } from "@/lib/engine/cuba/calixto/types";
import { dotsOf, readingsOf, ruleOptionsOf } from "@/lib/engine/cuba/game/turns";
import { viewTurn } from "@/lib/machines/cuba/session";
import {
  beginNpTurn,
  type CalixtoDB,
  cancelTurn,
  createGame,
  editBoard,
  exportGame,
  giveInput,
  importGame,
  loadGame,
  setReadings,
  setRowDots,
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

  it("the fold accepts exactly the gathered ids (its own short list, kept out of the card data)", () => {
    expect([...FOLD_CONFLICT_IDS].sort()).toEqual(CONFLICTS.map((c) => c.id).sort());
    expect(CONFLICT_IDS).toBe(FOLD_CONFLICT_IDS);
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

  it("keeps the player's own dots for a priority row, through export/import, undo and reset", async () => {
    expect((await setRowDots(db, id, "gov-3", ["STAS", "GAR", "RR"])).ok).toBe(true);
    const s = await state();
    expect(dotsOf(s)).toEqual({ "gov-3": ["STAS", "GAR", "RR"] });
    expect(ruleOptionsOf(s).dots).toEqual({ "gov-3": ["STAS", "GAR", "RR"] });

    const exported = await exportGame(db, id);
    if (!exported.ok) throw new Error("export failed");
    const imported = await importGame(db, JSON.parse(JSON.stringify(exported.value)));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const copy = await loadGame(db, imported.value.id);
    expect(copy?.state && dotsOf(copy.state)).toEqual({ "gov-3": ["STAS", "GAR", "RR"] });

    expect((await setRowDots(db, id, "gov-3", null)).ok).toBe(true);
    expect(ruleOptionsOf(await state()).dots).toBeUndefined();
    await undo(db, id);
    expect(dotsOf(await state())["gov-3"]).toEqual(["STAS", "GAR", "RR"]);
  });

  it("refuses dots for an unknown row, a closing row or a column the table lacks, logging nothing", async () => {
    const seq = (await state()).lastSeq;
    const cases: [string, ColumnId[], RegExp][] = [
      ["gov-99", ["SWP"], /no Space Selection Priorities row/],
      ["gov-15", ["SWP"], /closing rows/],
      ["gov-3", ["ATK"], /GOV has no "ATK" column/],
      ["gov-3", ["SWP", "SWP"], /named twice/],
    ];
    for (const [row, cols, why] of cases) {
      const r = await setRowDots(db, id, row, cols);
      expect(r.ok, row).toBe(false);
      if (!r.ok) expect(r.errors[0]?.reason).toMatch(why);
    }
    expect((await state()).lastSeq).toBe(seq);
  });

  it("an NP turn reads a row with the player's dots and says so in its selection", async () => {
    // Physical cards, so the draws are the book's.
    const g = await createGame(db, {
      name: "Dots",
      scenario: "standard",
      roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" },
      shortGame: false,
      dice: "physical",
      deck: "physical",
    });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    id = g.value.id;
    expect((await setRowDots(db, id, "gov-3", ["STAS", "GAR", "RR"])).ok).toBe(true);
    await editBoard(db, id, [
      { kind: "currentCard", value: 8 },
      { kind: "nextCard", value: 20 },
    ]);
    expect((await beginNpTurn(db, id)).ok).toBe(true);
    // C8.9 card 1: the Government draws Y (to the bottom), then U, whose Sweep picks spaces.
    for (const card of ["Y", "U"] as const)
      expect((await giveInput(db, id, { type: "card.drawn", card, source: "physical" })).ok).toBe(
        true,
      );
    const view = viewTurn(await state());
    const sweep = view?.trace.find((r) => r.kind === "selection" && r.column === "SWP");
    if (sweep?.kind !== "selection") throw new Error("no Sweep selection");
    expect(sweep.steps.map((s) => s.row)).toEqual(["gov-4", "gov-5"]);
    expect(sweep.steps.every((s) => s.note === undefined)).toBe(true);
    // A row the player set is marked wherever it is read: give row 4 the player's dots too.
    await cancelTurn(db, id);
    await setRowDots(db, id, "gov-4", ["PC", "SWP", "GAR", "REP"]);
    await beginNpTurn(db, id);
    for (const card of ["Y", "U"] as const)
      await giveInput(db, id, { type: "card.drawn", card, source: "physical" });
    const again = viewTurn(await state())?.trace.find(
      (r) => r.kind === "selection" && r.column === "SWP",
    );
    if (again?.kind !== "selection") throw new Error("no Sweep selection");
    expect(again.steps[0]).toMatchObject({ row: "gov-4", note: YOUR_DOTS });
  });
});
