import * as session from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginNpTurn,
  type CalixtoDB,
  createGame,
  editBoard,
  giveInput,
  keepLiveTurn,
  loadGame,
  redo,
  undo,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";
import { countRequests } from "./request-count";

/**
 * One press, one read (issue 22): a play command reads the game once (the newest snapshot and the
 * entries after it), replays the turn at most once, and makes as many IndexedDB requests in a
 * long game as in a short one. Counts, not timings: the bench measures time.
 */

const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
const AUTO = { dice: true, ties: true };

/** A Government turn waiting for its first Activation die (C8.9 card 1: Y then U), after `edits` board edits. */
async function waitingForDice(db: CalixtoDB, edits: number) {
  const r = await createGame(db, {
    name: "presses",
    scenario: "standard",
    roles: ALL_NP,
    shortGame: false,
    dice: "physical",
    deck: "physical",
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const id = r.value.id;
  for (let i = 0; i < edits; i++) await editBoard(db, id, [{ kind: "aid", value: i % 40 }]);
  await editBoard(db, id, [
    { kind: "currentCard", value: 8 },
    { kind: "nextCard", value: 20 },
  ]);
  for (const step of [
    () => beginNpTurn(db, id),
    () => giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }),
    () => giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }),
  ])
    if (!(await step()).ok) throw new Error("setting up the turn");
  const g = await loadGame(db, id);
  if (!g?.state) throw new Error("no state");
  expect(session.viewTurn(g.state)?.request).toMatchObject({ kind: "dice" });
  return { id, seen: g.state.lastSeq };
}

/** "Roll for me" as the screen presses it: from the position it shows, the app rolling on. */
async function rollForMe(db: CalixtoDB, edits: number) {
  const ref = await waitingForDice(db, edits);
  const counted = await countRequests(() => appRollInput(db, ref, AUTO));
  if (!counted.result.ok) throw new Error(JSON.stringify(counted.result.errors));
  return { ...counted, logged: counted.result.value.seq - ref.seen };
}

describe("one press, one read", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await db.delete();
  });

  it("'Roll for me' reads the game once, and a long game costs the same requests as a short one", async () => {
    const short = await rollForMe(db, 5);
    const long = await rollForMe(db, 300);
    expect(long.logged).toBe(short.logged);
    expect(long.by).toEqual(short.by);
    // The game row, the newest snapshot and the newest entries, once each (the set-up record was
    // read by the commands before: it never changes).
    expect(short.by["games.get"]).toBe(1);
    expect(short.by["snapshots.openCursor"]).toBe(1);
    expect(short.by["log.getAll"]).toBe(1);
    // Then one write per entry logged, the game row, the snapshot at the new last entry and the
    // removal of the one before it (load-game.ts opens a game from it), and a snapshot now and then.
    expect(short.requests).toBeLessThanOrEqual(6 + short.logged);
  });

  it("replays the turn once per press, and not at all on a position this tab logged", async () => {
    const { id } = await waitingForDice(db, 3);
    // An undo and a redo: a position no press logged (as after a reload or another tab's write).
    for (const step of [() => undo(db, id), () => redo(db, id)])
      if (!(await step()).ok) throw new Error("undo, redo");
    const ref = { id, seen: (await loadGame(db, id))?.state?.lastSeq ?? 0 };
    const replays = vi.spyOn(session, "liveTurn");
    const first = await appRollInput(db, ref);
    expect(replays).toHaveBeenCalledTimes(1);
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    // The screen shows the command's state: its view is the one the command worked out.
    const shown = session.viewTurn(first.value.state);
    expect(replays).toHaveBeenCalledTimes(1);
    // The same view as rebuilding the turn from the log (a reload).
    const reloaded = await loadGame(db, ref.id);
    if (!reloaded?.state) throw new Error("no state");
    expect(reloaded.state).toEqual(first.value.state);
    expect(shown).toEqual(session.liveTurn(reloaded.state)?.view());
    replays.mockClear();
    // The next press, on the position the first one logged: the machine is still running.
    const request = shown?.request;
    expect(request).toBeTruthy();
    expect(request?.kind).toBe("dice");
    const second = await appRollInput(db, { id: ref.id, seen: first.value.seq }, AUTO);
    expect(replays).not.toHaveBeenCalled();
    if (!second.ok) throw new Error(JSON.stringify(second.errors));
    const again = await loadGame(db, ref.id);
    if (!again?.state) throw new Error("no state");
    expect(session.viewTurn(second.value.state)).toEqual(session.liveTurn(again.state)?.view());
  });

  it("a press on a position the screen rebuilt gives its input to the screen's machine", async () => {
    const { id } = await waitingForDice(db, 3);
    // An undo and a redo: the screen rebuilds the turn for a position no press logged.
    for (const step of [() => undo(db, id), () => redo(db, id)])
      if (!(await step()).ok) throw new Error("undo, redo");
    const loaded = await loadGame(db, id);
    if (!loaded?.state) throw new Error("no state");
    const state = loaded.state;
    const shown = session.viewTurn(state, (live) => keepLiveTurn(db, id, state.lastSeq, live));
    expect(shown?.request?.kind).toBe("dice");
    const before = JSON.stringify(shown);
    const replays = vi.spyOn(session, "liveTurn");
    const r = await appRollInput(db, { id, seen: state.lastSeq });
    expect(replays).not.toHaveBeenCalled();
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // The view the screen showed is a copy: the press did not change it.
    expect(JSON.stringify(shown)).toBe(before);
    // The same state and view as rebuilding the turn from the log (a reload).
    const again = await loadGame(db, id);
    if (!again?.state) throw new Error("no state");
    expect(again.state).toEqual(r.value.state);
    expect(session.viewTurn(r.value.state)).toEqual(session.liveTurn(again.state)?.view());
  });
});
