import { nextStep, viewTurn } from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginNpTurn,
  type CalixtoDB,
  cancelTurn,
  confirmTurn,
  createGame,
  editBoard,
  giveInput,
  loadGame,
  nextCard,
  overrideDecision,
  undo,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

async function game(
  db: CalixtoDB,
  deck: "app" | "physical" = "physical",
  dice: "app" | "physical" = "physical",
) {
  const r = await createGame(db, {
    name: "C8.9",
    scenario: "standard",
    roles: ALL_NP,
    shortGame: false,
    dice,
    deck,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const id = r.value.id;
  await editBoard(db, id, [
    { kind: "currentCard", value: 8 },
    { kind: "nextCard", value: 20 },
  ]);
  return id;
}
const state = async (db: CalixtoDB, id: string) => {
  const g = await loadGame(db, id);
  if (!g?.state) throw new Error("no state");
  return g.state;
};
const ok = <T extends { ok: boolean }>(r: T) => {
  if (!r.ok) throw new Error(JSON.stringify((r as unknown as { errors: unknown }).errors));
  return r;
};

describe("an NP turn at the table, logged input by input", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("runs C8.9 card 1's Government turn from physical cards and dice, survives a reload, and confirms", async () => {
    const id = await game(db);
    expect(nextStep(await state(db, id))).toEqual({ kind: "np", faction: "GOV", position: 1 });
    ok(await beginNpTurn(db, id));
    expect(viewTurn(await state(db, id))?.request).toMatchObject({ kind: "card", faction: "GOV" });

    ok(await giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }));
    ok(await giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }));
    ok(await giveInput(db, id, { type: "dice.rolled", faces: [3], source: "physical" }));

    // A reload mid-turn: a new connection to the same database lands on the same step.
    db.close();
    await db.open();
    const mid = viewTurn(await state(db, id));
    expect(mid?.request).toMatchObject({ kind: "dice", spec: "1d6", rule: "C8.5.4" });
    expect(mid?.changes.map((c) => c.text)).toContain(
      "Move 1 Troop from Santiago de Cuba to Sierra Maestra",
    );

    ok(await giveInput(db, id, { type: "dice.rolled", faces: [1], source: "physical" }));
    const done = viewTurn(await state(db, id));
    expect(done?.done).toBe(true);
    expect(done?.changes.map((c) => c.text)).toContain("Close 1 open Casino in Pinar del Río");

    ok(await confirmTurn(db, id));
    const after = await state(db, id);
    expect(after.board.spaces["pinar-del-rio"].pieces.casinoClosed).toBe(1);
    expect(after.board.spaces.havana.pieces.drA).toBe(2);
    expect(after.board.cardActions).toEqual([{ faction: "GOV", action: "opSA" }]);
    expect(nextStep(after)).toEqual({ kind: "np", faction: "DR", position: 2 });
  });

  it("refuses a card of another Faction and a die face of 7, logging nothing", async () => {
    const id = await game(db);
    ok(await beginNpTurn(db, id));
    const before = (await loadGame(db, id))?.entries.length;
    const wrong = await giveInput(db, id, { type: "card.drawn", card: "M", source: "physical" });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.errors[0].reason).toMatch(/not a GOV card/);
    ok(await giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }));
    ok(await giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }));
    const seven = await giveInput(db, id, { type: "dice.rolled", faces: [7], source: "physical" });
    expect(seven.ok).toBe(false);
    expect((await loadGame(db, id))?.entries.length).toBe((before ?? 0) + 2);
  });

  it("undoes one input, and rolling again from the app gives the same die (the generator is restored)", async () => {
    const id = await game(db, "physical", "app");
    ok(await beginNpTurn(db, id));
    ok(await giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }));
    ok(await giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }));
    ok(await appRollInput(db, id));
    const first = viewTurn(await state(db, id))?.trace.filter((t) => t.kind === "activation");
    ok(await undo(db, id));
    expect(viewTurn(await state(db, id))?.request).toMatchObject({ kind: "dice" });
    ok(await appRollInput(db, id));
    expect(viewTurn(await state(db, id))?.trace.filter((t) => t.kind === "activation")).toEqual(
      first,
    );
  });

  it("a correction of a box answer re-runs the turn from there and is kept with its reason", async () => {
    const id = await game(db);
    ok(await beginNpTurn(db, id));
    ok(await giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }));
    ok(await giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }));
    const v = viewTurn(await state(db, id));
    const yBox = v?.trace.find((t) => t.kind === "box" && t.side === "Y");
    expect(yBox?.decision).toBeDefined();
    // The table has a Guerrilla on an EC that the mirror missed: Y's first box is true.
    ok(
      await overrideDecision(
        db,
        id,
        yBox?.decision as number,
        true,
        "a DR Guerrilla sits on the west EC",
      ),
    );
    const fixed = viewTurn(await state(db, id));
    const box = fixed?.trace.find((t) => t.kind === "box" && t.side === "Y" && t.box === "q1");
    expect(box).toMatchObject({
      answer: true,
      overridden: { reason: "a DR Guerrilla sits on the west EC" },
    });
    // The U draw came after the corrected decision, so it no longer applies.
    expect(
      fixed?.trace.filter((t) => t.kind === "cardDrawn").map((t) => (t as { card: string }).card),
    ).toEqual(["Y"]);
  });

  it("shuffles the app's Calixto deck before the first NP turn, and a cancelled turn leaves the board alone", async () => {
    const id = await game(db, "app", "app");
    ok(await beginNpTurn(db, id));
    const s = await state(db, id);
    expect((s.ext.calixto as { deck: { order: string[] } }).deck.order).toHaveLength(24);
    ok(await cancelTurn(db, id));
    expect((await state(db, id)).board).toEqual(s.board);
  });

  it("will not move to the next card before the card is done", async () => {
    const id = await game(db);
    const r = await nextCard(db, id, 28);
    expect(r.ok).toBe(false);
  });
});
