import {
  applyPlayerEvent,
  type CalixtoDB,
  createGame,
  editBoard,
  loadGame,
  undo,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

/** The player's own Event, applied by the app from their answers: one entry, one undo (5.1). */
const GOV_PLAYER = { GOV: "player", "26J": "np", DR: "np", SYN: "np" } as const;
const choice = (value: string) => ({ kind: "choice" as const, value });

async function game(db: CalixtoDB) {
  const r = await createGame(db, {
    name: "Own Event",
    scenario: "standard",
    roles: GOV_PLAYER,
    shortGame: false,
    dice: "app",
    deck: "app",
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  await editBoard(db, r.value.id, [
    { kind: "currentCard", value: 8 },
    { kind: "nextCard", value: 20 },
  ]);
  return r.value.id;
}

describe("applying your own Event (5.1, 2.3)", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("logs one entry for the whole Event, and one undo takes it all back", async () => {
    const id = await game(db);
    const before = (await loadGame(db, id))?.entries.length ?? 0;
    const start = (await loadGame(db, id))?.state?.board;
    const r = await applyPlayerEvent(db, id, "unshaded", [
      choice("m26U"),
      choice("m26U"),
      choice("drU"),
    ]);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const g = await loadGame(db, id);
    expect(g?.entries.length).toBe(before + 1);
    expect(g?.entries.at(-1)?.type).toBe("player.action");
    expect(r.value.state.board.spaces.havana.support).toBe(1);
    const u = await undo(db, id);
    if (!u.ok) throw new Error(JSON.stringify(u.errors));
    expect(u.value.state.board).toEqual(start);
  });

  it("refuses a bad answer list, says why, and logs nothing", async () => {
    const id = await game(db);
    const before = (await loadGame(db, id))?.entries.length;
    const r = await applyPlayerEvent(db, id, "unshaded", [choice("casinoOpen")]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toEqual({
      field: "answers[0]",
      reason: expect.stringMatching(/"casinoOpen" is not one of the choices/),
    });
    expect((await loadGame(db, id))?.entries.length).toBe(before);
  });
});
