/**
 * Issue 19, "the app rolls means it rolls": with the app's dice and random picks, an NP turn runs
 * from its start to the next thing only the player can give with no press per roll; each roll is
 * still one logged input (replay never re-rolls), and physical dice still stop at each die.
 */
import type { CardId } from "@/lib/engine/cuba/calixto/types";
import { viewTurn } from "@/lib/machines/cuba/session";
import {
  beginNpTurn,
  type CalixtoDB,
  createGame,
  editBoard,
  giveInput,
  loadGame,
  withAppInputs,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

async function game(db: CalixtoDB, dice: "app" | "physical") {
  const r = await createGame(db, {
    name: "app chance",
    scenario: "standard",
    roles: ALL_NP,
    shortGame: false,
    dice,
    deck: "physical",
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  await editBoard(db, r.value.id, [
    { kind: "currentCard", value: 8 },
    { kind: "nextCard", value: 20 },
  ]);
  return r.value.id;
}
const loaded = async (db: CalixtoDB, id: string) => {
  const g = await loadGame(db, id);
  if (!g?.state) throw new Error("no state");
  return { state: g.state, entries: g.entries };
};
const state = async (db: CalixtoDB, id: string) => (await loaded(db, id)).state;

describe("the app rolls by itself when the game says so", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("after the Calixto cards are named, the Activation rolls are made and logged without a press", async () => {
    const id = await game(db, "app");
    const auto = { dice: true, ties: true };
    expect((await withAppInputs(db, auto, (r) => beginNpTurn(db, r))(id)).ok).toBe(true);
    const draw = (card: CardId) =>
      withAppInputs(db, auto, (r) =>
        giveInput(db, r, { type: "card.drawn", card, source: "physical" }),
      )(id);
    expect((await draw("Y")).ok).toBe(true);
    expect((await draw("U")).ok).toBe(true);
    const { state: s, entries } = await loaded(db, id);
    const view = viewTurn(s);
    // The turn no longer waits for a die or a pick: it is done, or waits for a card or answer.
    expect(view?.request?.kind === "dice" || view?.request?.kind === "tieBreak").toBe(false);
    const rolls = entries.filter(
      (e) =>
        e.type === "turn.input" &&
        e.payload.event.type === "dice.rolled" &&
        e.payload.event.source === "app",
    );
    expect(rolls.length).toBeGreaterThan(0);
    // Each app roll is a logged input with the generator state after it.
    for (const e of rolls) expect(e.type === "turn.input" && e.payload.rngAfter).toBeTruthy();
  });

  it("with physical dice the turn stops at the first die", async () => {
    const id = await game(db, "physical");
    const auto = { dice: false, ties: false };
    await withAppInputs(db, auto, (r) => beginNpTurn(db, r))(id);
    for (const card of ["Y", "U"] as const)
      await withAppInputs(db, auto, (r) =>
        giveInput(db, r, { type: "card.drawn", card, source: "physical" }),
      )(id);
    expect(viewTurn(await state(db, id))?.request).toMatchObject({ kind: "dice", spec: "1d6" });
  });
});
