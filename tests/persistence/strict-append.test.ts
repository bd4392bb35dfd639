import fc from "fast-check";
import {
  appendEntry,
  type CalixtoDB,
  createGame,
  editBoard,
  loadGame,
  recordPlayerAction,
} from "@/lib/persistence";
import { junk, refusedWithMessage } from "@/tests/fixtures/garbage";
import { standardGame, testDb } from "./db-fixture";

// Every command logs through appendEntry: an entry of the wrong shape is refused with its field
// and logs nothing, whatever a screen (or a script) hands it.
describe("appendEntry checks the shape of what it logs", () => {
  let db: CalixtoDB;
  let id: string;
  beforeEach(async () => {
    db = testDb();
    const r = await createGame(db, standardGame);
    if (!r.ok) throw new Error("set-up");
    id = r.value.id;
  });
  afterEach(async () => {
    await db.delete();
  });
  const logged = async () => (await loadGame(db, id))?.state?.lastSeq;

  it("refuses a null board edit and a player action with an unknown Faction, logging nothing", async () => {
    const r = await editBoard(db, id, [null as never]);
    expect(!r.ok && r.errors[0]).toEqual({
      field: "payload.edits[0]",
      reason: "expected an object, got null",
    });
    const p = await recordPlayerAction(db, id, "USA" as never, "pass", []);
    expect(!r.ok && !p.ok && p.errors[0].field).toBe("payload.faction");
    expect(await logged()).toBe(1);
  });

  it("random garbage entries never throw, are refused with a message and change nothing", async () => {
    const type = fc.constantFrom(
      "board.edited",
      "player.action",
      "card.next",
      "turn.begin",
      "readings.set",
      "setup.placed",
      "nonsense",
    );
    await fc.assert(
      fc.asyncProperty(type, junk, async (t, payload) => {
        const r = await appendEntry(db, id, { type: t, payload } as never);
        expect(refusedWithMessage(r)).toBe(true);
      }),
      { numRuns: 120 },
    );
    const s = (await loadGame(db, id))?.state;
    expect(s?.skipped).toEqual([]);
  });
});
