import type { Result } from "@/lib/engine/core/result";
import * as session from "@/lib/machines/cuba/session";
import {
  type Ahead,
  appRollAhead,
  beginNpTurn,
  type CalixtoDB,
  CHANGED_ELSEWHERE,
  createGame,
  editBoard,
  giveAhead,
  giveInput,
  loadGame,
  turnMachinesReady,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

/**
 * A press shown before its save (issue 22): worked out on the state on screen from the turn's
 * running machine, it must lead to exactly the state the log then holds; a save refused logs
 * nothing; presses made one on top of the other land in the log in their order.
 * C8.9 card 1: the Government draws Y then U (Sweep) and rolls its Activation dice (C8.5.4).
 */

const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

async function waitingForDice(db: CalixtoDB, dice: "app" | "physical" = "physical") {
  const r = await createGame(db, {
    name: "ahead",
    scenario: "standard",
    roles: ALL_NP,
    shortGame: false,
    dice,
    deck: "physical",
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const id = r.value.id;
  await editBoard(db, id, [
    { kind: "currentCard", value: 8 },
    { kind: "nextCard", value: 20 },
  ]);
  if (!(await beginNpTurn(db, id)).ok) throw new Error("begin");
  for (const card of ["Y", "U"] as const)
    if (!(await giveInput(db, id, { type: "card.drawn", card, source: "physical" })).ok)
      throw new Error("card");
  return { id, shown: await stored(db, id) };
}

async function stored(db: CalixtoDB, id: string) {
  const g = await loadGame(db, id);
  if (!g?.state) throw new Error("no state");
  return g.state;
}

const worked = (r: Result<Ahead> | null): Ahead => {
  if (!r) throw new Error("not worked out ahead");
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};

const dice = (entries: { type: string; payload: unknown }[]) =>
  entries
    .filter((e) => e.type === "turn.input")
    .map((e) => (e.payload as { event: { faces?: number[] } }).event.faces)
    .filter(Boolean);

describe("a press shown before its save", () => {
  let db: CalixtoDB;
  beforeEach(async () => {
    db = testDb();
    await turnMachinesReady();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("shows the state and turn view the log holds once it is saved", async () => {
    const { id, shown } = await waitingForDice(db);
    const a = worked(
      giveAhead(db, id, shown, { type: "dice.rolled", faces: [3], source: "physical" }),
    );
    // Worked out before anything is written: the log is still where the press was made.
    expect((await stored(db, id)).lastSeq).toBe(shown.lastSeq);
    expect(a.state.lastSeq).toBe(shown.lastSeq + 1);
    const r = await a.save();
    expect(r.ok).toBe(true);
    const after = await stored(db, id);
    expect(after).toEqual(a.state);
    // The view shown ahead is the one the log rebuilds (a reload shows the same turn).
    const replayed = session.liveTurn(after)?.view();
    expect(session.viewTurn(a.state)).toEqual(replayed);
    expect(replayed?.request).toMatchObject({ kind: "dice" });
  });

  it("'Roll for me' ahead logs the app's roll from the game's generator, as the command would", async () => {
    const { id, shown } = await waitingForDice(db, "app");
    const a = worked(appRollAhead(db, id, shown));
    expect((await a.save()).ok).toBe(true);
    const after = await stored(db, id);
    expect(after).toEqual(a.state);
    expect(after.rng).not.toEqual(shown.rng);
  });

  it("two presses, the second made on the first before it is saved, land in the log in order", async () => {
    const { id, shown } = await waitingForDice(db);
    const first = worked(
      giveAhead(db, id, shown, { type: "dice.rolled", faces: [3], source: "physical" }),
    );
    const second = worked(
      giveAhead(db, id, first.state, { type: "dice.rolled", faces: [1], source: "physical" }),
    );
    const [a, b] = await Promise.all([first.save(), second.save()]);
    expect(a.ok && b.ok).toBe(true);
    const g = await loadGame(db, id);
    expect(dice(g?.entries ?? [])).toEqual([[3], [1]]);
    expect(g?.state).toEqual(second.state);
  });

  it("a press refused by the turn is refused at once, with nothing to save", async () => {
    const { id, shown } = await waitingForDice(db);
    const r = giveAhead(db, id, shown, { type: "card.drawn", card: "Y", source: "physical" });
    expect(r?.ok).toBe(false);
    expect((await stored(db, id)).lastSeq).toBe(shown.lastSeq);
  });

  it("a save refused (the log moved on meanwhile) logs nothing of the press", async () => {
    const { id, shown } = await waitingForDice(db);
    const a = worked(
      giveAhead(db, id, shown, { type: "dice.rolled", faces: [3], source: "physical" }),
    );
    // Another tab rolls first.
    expect(
      (await giveInput(db, id, { type: "dice.rolled", faces: [5], source: "physical" })).ok,
    ).toBe(true);
    const r = await a.save();
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.errors.map((e) => e.reason)).toContain(CHANGED_ELSEWHERE);
    const g = await loadGame(db, id);
    expect(dice(g?.entries ?? [])).toEqual([[5]]);
    // The machine that went ahead is not kept for the log's position: the next press replays.
    const next = worked(
      giveAhead(db, id, await stored(db, id), {
        type: "dice.rolled",
        faces: [2],
        source: "physical",
      }),
    );
    expect((await next.save()).ok).toBe(true);
    expect(dice((await loadGame(db, id))?.entries ?? [])).toEqual([[5], [2]]);
  });
});
