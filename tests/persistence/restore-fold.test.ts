import fc from "fast-check";
import type { BoardEdit } from "@/lib/engine/cuba/board";
import type { GameEntry } from "@/lib/engine/cuba/game";
import { createGame, loadGame } from "@/lib/persistence";
import { readState, setupOf } from "@/lib/persistence/snapshots";
import { standardGame, testDb } from "./db-fixture";

/**
 * A game with no snapshot (imported or upgraded without them) opens by folding its whole log at
 * once (issue 22). Its state must be the one stepping through the log from the set-up gives
 * (readState, as from a snapshot): the same board, undo and redo stacks, and skipped entries.
 */
const edit: fc.Arbitrary<BoardEdit> = fc.oneof(
  fc.record({
    kind: fc.constant("pieces" as const),
    space: fc.constantFrom("havana" as const, "oriente" as const, "las-villas" as const),
    piece: fc.constantFrom("police" as const, "m26U" as const, "govBase" as const),
    // Mostly legal; 9 Bases in a space is refused, so the entry is skipped.
    value: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 2 }) }, fc.constant(9)),
  }),
  fc.record({ kind: fc.constant("aid" as const), value: fc.integer({ min: 0, max: 60 }) }),
);
const step = fc.oneof(
  { weight: 6, arbitrary: edit.map((e) => ({ type: "board.edited" as const, edits: [e] })) },
  { weight: 2, arbitrary: fc.constant({ type: "meta.undo" as const }) },
  { weight: 1, arbitrary: fc.constant({ type: "meta.redo" as const }) },
);

describe("restore without a snapshot (issue 22)", () => {
  it("folds the whole log to the state stepping through it gives", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const db = testDb();
        const made = await createGame(db, standardGame);
        if (!made.ok) throw new Error(JSON.stringify(made.errors));
        const id = made.value.id;
        await db.snapshots.where("gameId").equals(id).delete();
        const setup = await setupOf(db, id);
        if (!setup) throw new Error("no set-up");
        const entries: GameEntry[] = [setup];
        for (const [i, s] of steps.entries()) {
          const seq = setup.seq + 1 + i;
          entries.push(
            s.type === "board.edited"
              ? { seq, type: s.type, payload: { edits: s.edits } }
              : { seq, type: s.type, payload: {} },
          );
        }
        await db.log.bulkPut(entries.slice(1).map((e) => ({ ...e, gameId: id, at: 0 })));
        const loaded = await loadGame(db, id);
        const stepped = await readState(db, id, entries[entries.length - 1].seq, setup, entries);
        if (!stepped.ok) throw new Error(JSON.stringify(stepped.errors));
        expect(loaded?.errors).toEqual([]);
        expect(loaded?.state).toEqual(stepped.value.state);
        await db.delete();
      }),
      { numRuns: 40 },
    );
  });
});
