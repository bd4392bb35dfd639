import fc from "fast-check";
import { boardBreaches } from "@/lib/engine/cuba/board/invariants";
import { nextStep, turnCannotGoOn, viewTurn } from "@/lib/machines/cuba/session";
import { type CalixtoDB, exportGame, importGame, loadGame } from "@/lib/persistence";
import { junk, mutated, refusedWithMessage } from "@/tests/fixtures/garbage";
import { testDb } from "./db-fixture";
import { must, playedGame } from "./played-game";

// Issue 21, "Done when": a game file the app wrote, mutated at every field and depth, is refused
// by name with nothing written, or accepted, and then the imported game holds no broken board
// and no turn that cannot go on.

describe("game files, mutated at every field and depth", () => {
  let db: CalixtoDB;
  let file: Record<string, unknown>;
  beforeAll(async () => {
    db = testDb();
    const id = await playedGame(db);
    const r = must(await exportGame(db, id));
    file = JSON.parse(JSON.stringify(r.value));
    delete file.checksum; // judged on its contents, as a hand-edited file
  });
  afterAll(async () => {
    await db.delete();
  });

  it("are refused by name with nothing written, or import a game that can go on", async () => {
    const deep = JSON.parse(`${"[".repeat(5000)}1${"]".repeat(5000)}`);
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated(file), fc.constant({ ...file, game: deep })), async (v) => {
        const before = await db.games.count();
        const r = await importGame(db, v);
        expect(refusedWithMessage(r)).toBe(true);
        if (!r.ok) {
          expect(await db.games.count()).toBe(before);
          return;
        }
        const g = await loadGame(db, r.value.id);
        const s = g?.state;
        expect(g?.errors).toEqual([]);
        if (!s) throw new Error("no state");
        expect(s.skipped).toEqual([]);
        expect(boardBreaches(s.board)).toEqual([]);
        const view = viewTurn(s);
        if (view) {
          expect(view.error).toBeUndefined();
          if (view.done) expect(turnCannotGoOn(view)).toBeNull();
        } else expect(() => nextStep(s)).not.toThrow();
      }),
      { numRuns: 120 },
    );
  });

  it("junk is refused by name", async () => {
    await fc.assert(
      fc.asyncProperty(junk, async (v) => {
        const r = await importGame(db, v);
        expect(r.ok).toBe(false);
        expect(refusedWithMessage(r)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
