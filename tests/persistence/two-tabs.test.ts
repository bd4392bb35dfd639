import type { CardId } from "@/lib/engine/cuba/calixto/types";
import { nextStep, viewTurn } from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginNpTurn,
  type CalixtoDB,
  CHANGED_ELSEWHERE,
  createGame,
  editBoard,
  giveInput,
  loadGame,
  nextCard,
  redo,
  tabWrites,
  undo,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

/**
 * Two tabs (or a double tap) on one game: each press is built from the state its screen shows.
 * A press built from a log that has moved on since must be refused, not logged a second time.
 */

const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

async function game(db: CalixtoDB, deck: "app" | "physical", dice: "app" | "physical") {
  const r = await createGame(db, {
    name: "tabs",
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
const loaded = async (db: CalixtoDB, id: string) => {
  const g = await loadGame(db, id);
  if (!g?.state) throw new Error("no state");
  return { ...g, state: g.state };
};
const ok = <T extends { ok: boolean }>(r: T) => {
  if (!r.ok) throw new Error(JSON.stringify((r as unknown as { errors: unknown }).errors));
  return r;
};
const refused = (r: { ok: boolean; errors?: { reason: string }[] }) => {
  expect(r.ok).toBe(false);
  expect(r.errors?.map((e) => e.reason)).toContain(CHANGED_ELSEWHERE);
};
const count = (entries: { type: string }[], type: string) =>
  entries.filter((e) => e.type === type).length;

/** A Government turn waiting for an Activation die (C8.9 card 1: Y then U). */
async function waitingForDice(db: CalixtoDB) {
  const id = await game(db, "physical", "app");
  ok(await beginNpTurn(db, id));
  ok(await giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }));
  ok(await giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }));
  const g = await loaded(db, id);
  expect(viewTurn(g.state)?.request).toMatchObject({ kind: "dice" });
  return { id, g };
}

describe("two tabs on one game", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("two 'roll for me' presses at once log one roll; the other is refused", async () => {
    const { id, g } = await waitingForDice(db);
    const results = await Promise.all([appRollInput(db, id), appRollInput(db, id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    refused(results.find((r) => !r.ok) as never);
    const after = await loaded(db, id);
    expect(count(after.entries, "turn.input")).toBe(count(g.entries, "turn.input") + 1);
  });

  it("a 'roll for me' pressed in a tab that still shows the answered request is refused", async () => {
    const { id, g } = await waitingForDice(db);
    const seen = g.state.lastSeq;
    ok(await appRollInput(db, { id, seen }));
    refused(await appRollInput(db, { id, seen }));
    expect((await loaded(db, id)).game.lastSeq).toBe(seen + 1);
  });

  it("two tabs starting the NP turn shuffle the app's deck once and begin one turn", async () => {
    const id = await game(db, "app", "app");
    const results = await Promise.all([beginNpTurn(db, id), beginNpTurn(db, id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    refused(results.find((r) => !r.ok) as never);
    const after = await loaded(db, id);
    expect(count(after.entries, "deck.shuffled")).toBe(1);
    expect(count(after.entries, "turn.begin")).toBe(1);
  });

  it("'next card' pressed again from the same screen does not skip the Propaganda card's Round (6.0)", async () => {
    const id = await game(db, "physical", "physical");
    // Card 8 is done (nobody Eligible is left to act) and the Propaganda card 49 is showing.
    ok(
      await editBoard(db, id, [
        { kind: "eligibility", faction: "GOV", value: "ineligible" },
        { kind: "eligibility", faction: "26J", value: "ineligible" },
        { kind: "eligibility", faction: "DR", value: "ineligible" },
        { kind: "eligibility", faction: "SYN", value: "ineligible" },
        { kind: "nextCard", value: 49 },
      ]),
    );
    const seen = (await loaded(db, id)).state.lastSeq;
    ok(await nextCard(db, { id, seen }, 21));
    refused(await nextCard(db, { id, seen }, 22));
    const s = (await loaded(db, id)).state;
    expect(s.board.currentCard).toBe(49);
    expect(nextStep(s).kind).toBe("propaganda");
  });

  it("two undos pressed from the same screen undo one entry; a stale redo is refused too", async () => {
    const id = await game(db, "physical", "physical");
    ok(await editBoard(db, id, [{ kind: "aid", value: 10 }]));
    ok(await editBoard(db, id, [{ kind: "aid", value: 20 }]));
    const seen = (await loaded(db, id)).state.lastSeq;
    ok(await undo(db, { id, seen }));
    refused(await undo(db, { id, seen }));
    expect((await loaded(db, id)).state.board.aid).toBe(10);
    refused(await redo(db, { id, seen }));
    expect((await loaded(db, id)).state.board.aid).toBe(10);
  });

  it("a board edit from a screen that is behind is refused and logs nothing", async () => {
    const id = await game(db, "physical", "physical");
    const seen = (await loaded(db, id)).state.lastSeq;
    ok(await editBoard(db, { id, seen }, [{ kind: "aid", value: 10 }]));
    refused(await editBoard(db, { id, seen }, [{ kind: "aid", value: 30 }]));
    const g = await loaded(db, id);
    expect(g.state.board.aid).toBe(10);
    expect(g.game.lastSeq).toBe(seen + 1);
  });

  it("a press from a screen that is up to date still applies", async () => {
    const { id, g } = await waitingForDice(db);
    ok(await appRollInput(db, { id, seen: g.state.lastSeq }));
    const next = await loaded(db, id);
    ok(await undo(db, { id, seen: next.state.lastSeq }));
    expect((await loaded(db, id)).state).toMatchObject({ depth: g.state.depth, top: g.state.top });
  });

  describe("one tab's own quick presses (its writes queued, issue 12)", () => {
    /** A Government turn waiting for its first Calixto card (C8.5.3), and the seq shown. */
    async function waitingForCard() {
      const id = await game(db, "physical", "physical");
      ok(await beginNpTurn(db, id));
      const g = await loaded(db, id);
      expect(viewTurn(g.state)?.request).toMatchObject({ kind: "card" });
      return { id, seen: g.state.lastSeq };
    }
    const card = (c: CardId) => ({ type: "card.drawn", card: c, source: "physical" }) as const;

    it("two cards named back to back from one screen both land, in order", async () => {
      const { id, seen } = await waitingForCard();
      const tab = tabWrites();
      const [y, u] = await Promise.all([
        tab.write({ id, seen }, (r) => giveInput(db, r, card("Y"))),
        tab.write({ id, seen }, (r) => giveInput(db, r, card("U"))),
      ]);
      ok(y);
      ok(u);
      const after = await loaded(db, id);
      expect(after.game.lastSeq).toBe(seen + 2);
      // Y then U: the Sweep's Activation Number roll is next (C8.9 card 1).
      expect(viewTurn(after.state)?.request).toMatchObject({ kind: "dice" });
    });

    it("a press from another tab that has not seen the first tab's write is still refused", async () => {
      const { id, seen } = await waitingForCard();
      const a = tabWrites();
      const b = tabWrites();
      ok(await a.write({ id, seen }, (r) => giveInput(db, r, card("Y"))));
      refused(await b.write({ id, seen }, (r) => giveInput(db, r, card("U"))));
      expect((await loaded(db, id)).game.lastSeq).toBe(seen + 1);
    });

    it("a quick press of this tab is refused once another tab wrote in between", async () => {
      const { id, seen } = await waitingForCard();
      const a = tabWrites();
      const b = tabWrites();
      ok(await a.write({ id, seen }, (r) => giveInput(db, r, card("Y"))));
      ok(await b.write({ id, seen: seen + 1 }, (r) => giveInput(db, r, card("U"))));
      refused(await a.write({ id, seen }, (r) => giveInput(db, r, card("U"))));
      expect((await loaded(db, id)).game.lastSeq).toBe(seen + 2);
    });

    it("a queued press is checked against the request then waiting, not the one it saw", async () => {
      const { id, seen } = await waitingForCard();
      const tab = tabWrites();
      const [, die] = await Promise.all([
        tab.write({ id, seen }, (r) => giveInput(db, r, card("Y"))),
        tab.write({ id, seen }, (r) =>
          giveInput(db, r, { type: "dice.rolled", faces: [3], source: "physical" }),
        ),
      ]);
      // Refused for what it is (a die where a card is asked for), not as another tab's change.
      expect(die.ok).toBe(false);
      const reasons = die.ok ? [] : die.errors.map((e) => e.reason);
      expect(reasons.length).toBeGreaterThan(0);
      expect(reasons).not.toContain(CHANGED_ELSEWHERE);
      expect((await loaded(db, id)).game.lastSeq).toBe(seen + 1);
    });
  });
});
