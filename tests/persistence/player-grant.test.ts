import { nextStep } from "@/lib/engine/cuba/game/next-step";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import {
  applyGrantedAction,
  applyPlayerEvent,
  applyPlayerOperation,
  beginNpTurn,
  type CalixtoDB,
  createGame,
  declineGrantedAction,
  editBoard,
  exportGame,
  importGame,
  loadGame,
  undo,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

/**
 * #20 The Twelve applied for a player 26July goes on into its granted March, then the Rally at a
 * March destination, before the next NP (5.1): each a command that logs one entry, what is due
 * read back from the saved log (a reload keeps it), one Undo per entry.
 */
async function game(db: CalixtoDB) {
  const r = await createGame(db, {
    name: "The Twelve",
    scenario: "empty",
    roles: { GOV: "np", "26J": "player", DR: "np", SYN: "np" },
    shortGame: false,
    dice: "app",
    deck: "app",
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const e = await editBoard(db, r.value.id, [
    { kind: "currentCard", value: 20 },
    { kind: "nextCard", value: 2 },
    { kind: "resources", faction: "26J", value: 1 },
    { kind: "pieces", space: "sierra-maestra", piece: "m26U", value: 3 },
  ]);
  if (!e.ok) throw new Error(JSON.stringify(e.errors));
  return r.value.id;
}
const MARCH: PlayerAction = {
  faction: "26J",
  operation: "march",
  spaces: [{ space: "oriente", moves: [{ from: "sierra-maestra", piece: "m26U", count: 2 }] }],
};
const RALLY: PlayerAction = {
  faction: "26J",
  operation: "rally",
  spaces: [{ space: "oriente", place: [{ piece: "m26U", count: 1 }] }],
};
const stateOf = async (db: CalixtoDB, id: string) => {
  const g = await loadGame(db, id);
  if (!g?.state) throw new Error("no state");
  return g.state;
};

describe("an Event's granted action, saved (5.1)", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("Event, then the March and the Rally, each one entry; the NP waits; Undo one at a time", async () => {
    const id = await game(db);
    const ev = await applyPlayerEvent(db, id, "unshaded", [{ kind: "choice", value: "26J" }]);
    if (!ev.ok) throw new Error(JSON.stringify(ev.errors));
    // Reloaded from the saved log: the March is due, nothing else.
    expect(nextStep(await stateOf(db, id))).toMatchObject({ kind: "grant", action: "march" });
    expect((await beginNpTurn(db, id)).ok).toBe(false);
    expect((await applyPlayerOperation(db, id, RALLY)).ok).toBe(false);
    const bad = await applyGrantedAction(db, id, RALLY);
    expect(bad.ok || bad.errors[0]).toMatchObject({ field: "operation" });

    const m = await applyGrantedAction(db, id, MARCH);
    if (!m.ok) throw new Error(JSON.stringify(m.errors));
    expect(nextStep(await stateOf(db, id))).toMatchObject({ kind: "grant", action: "rally" });
    const r = await applyGrantedAction(db, id, RALLY);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const done = await stateOf(db, id);
    expect(done.board.resources["26J"]).toBe(1);
    expect(done.board.spaces.oriente.pieces.m26U).toBe(3);
    expect(nextStep(done)).toEqual({ kind: "np", faction: "DR", position: 2 });

    // The export carries the pending grant's record; an import folds to the same state.
    const file = await exportGame(db, id);
    if (!file.ok) throw new Error("export");
    const copy = await importGame(db, file.value, { rename: true });
    expect(copy.ok || copy.errors).toBe(true);

    const u = await undo(db, id);
    if (!u.ok) throw new Error("undo");
    expect(nextStep(u.value.state)).toMatchObject({ kind: "grant", action: "rally" });
    expect(u.value.state.board.spaces.oriente.pieces.m26U).toBe(2);
  });

  it("Decline logs one entry and the card goes on", async () => {
    const id = await game(db);
    const ev = await applyPlayerEvent(db, id, "unshaded", [{ kind: "choice", value: "26J" }]);
    if (!ev.ok) throw new Error(JSON.stringify(ev.errors));
    const d = await declineGrantedAction(db, id);
    if (!d.ok) throw new Error(JSON.stringify(d.errors));
    expect(nextStep(d.value.state)).toEqual({ kind: "np", faction: "DR", position: 2 });
  });
});
