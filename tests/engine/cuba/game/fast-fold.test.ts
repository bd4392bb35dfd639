import fc from "fast-check";
import { ok, type Result } from "@/lib/engine/core/result";
import { applyEdits, type BoardEdit } from "@/lib/engine/cuba/board";
import { cloneBoard } from "@/lib/engine/cuba/board/edit";
import { knownValid } from "@/lib/engine/cuba/board/shared-edit";
import { validateBoard } from "@/lib/engine/cuba/board/validate";
import {
  type EntryOf,
  foldGame,
  type GameEntry,
  type GameState,
  REDUCERS,
  type ReducerMap,
  startGame,
  stepEntry,
} from "@/lib/engine/cuba/game";
import { FACTIONS, type GameBoard, PIECE_KINDS, SPACE_IDS } from "@/lib/engine/cuba/types";
import { logOf } from "@/tests/fixtures/game-log";
import { playedGame } from "@/tests/fixtures/played-game";

/**
 * The fold applies board edits with applyEditsShared (structure sharing, a check of what the
 * edits touched). The reference fold applies them the plain way: a deep clone and validateBoard
 * of the whole board per entry. On any log, valid or not, both must give the same state, the
 * same skipped entries with the same reasons, and the same refusal in a strict fold.
 */
const REFERENCE: ReducerMap = {
  ...REDUCERS,
  "board.edited": (state, entry) => {
    const r = applyEdits(state.board, entry.payload.edits);
    return r.ok ? ok({ ...state, board: r.value }) : r;
  },
};

/**
 * The turn entries' reference: each reducer given a copy of the board the fold does not know
 * valid, so its edits go the plain way (applyEdits: a clone, validateBoard of the whole board).
 */
const plain =
  <K extends "turn.confirm" | "player.action" | "card.next" | "card.back">(type: K) =>
  (state: GameState, entry: EntryOf<K>) =>
    (REDUCERS[type] as (s: GameState, e: EntryOf<K>) => Result<GameState>)(
      { ...state, board: cloneBoard(state.board) },
      entry,
    );
const TURN_REFERENCE: ReducerMap = {
  ...REFERENCE,
  "turn.confirm": plain("turn.confirm"),
  "player.action": plain("player.action"),
  "card.next": plain("card.next"),
  "card.back": plain("card.back"),
};

// Mostly legal values, with some over the inventory or stacking limits, negative, or unknown.
const space = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...SPACE_IDS.slice(0, 6)) },
  { weight: 1, arbitrary: fc.constant("atlantis" as never) },
);
const editArb: fc.Arbitrary<BoardEdit> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant("pieces" as const),
      space,
      piece: fc.constantFrom(...PIECE_KINDS),
      value: fc.oneof(
        { weight: 10, arbitrary: fc.integer({ min: 0, max: 4 }) },
        { weight: 1, arbitrary: fc.integer({ min: -1, max: 16 }) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("support" as const),
      space,
      value: fc.integer({ min: -3, max: 2 }) as fc.Arbitrary<never>,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("terror" as const),
      space,
      value: fc.integer({ min: 0, max: 16 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("sabotage" as const), space, value: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("cash" as const),
      space,
      value: fc.array(
        fc.constantFrom("troop", "police", "m26U", "drU", "synU", "govBase") as fc.Arbitrary<never>,
        {
          maxLength: 3,
        },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("aid" as const),
      value: fc.integer({ min: 0, max: 50 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("resources" as const),
      faction: fc.constantFrom(...FACTIONS),
      value: fc.integer({ min: 0, max: 50 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("eligibility" as const),
      faction: fc.constantFrom(...FACTIONS),
      value: fc.constantFrom("eligible", "ineligible", "maybe") as fc.Arbitrary<never>,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom("currentCard" as const, "nextCard" as const),
      value: fc.option(fc.integer({ min: 1, max: 53 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("momentum" as const),
      value: fc.array(fc.integer({ min: 1, max: 48 }), { maxLength: 2 }),
    }),
  },
);
type Step = { edits: BoardEdit[] } | "undo" | "redo";
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ edits: fc.array(editArb, { minLength: 1, maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.constant("undo" as const) },
  { weight: 1, arbitrary: fc.constant("redo" as const) },
);

function logFrom(steps: Step[]): GameEntry[] {
  const log = logOf();
  for (const [i, s] of steps.entries()) {
    const seq = i + 2;
    if (s === "undo") log.push({ seq, type: "meta.undo", payload: {} });
    else if (s === "redo") log.push({ seq, type: "meta.redo", payload: {} });
    else log.push({ seq, type: "board.edited", payload: { edits: s.edits } });
  }
  return log;
}

describe("the fast fold of board edits", () => {
  it("equals the reference fold on random logs (lenient and strict, from scratch and from a snapshot)", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), fc.nat(), (steps, cutAt) => {
        const log = logFrom(steps);
        const ref = foldGame(log, { reducers: REFERENCE, lenient: true });
        expect(foldGame(log, { lenient: true })).toEqual(ref);
        expect(foldGame(log)).toEqual(foldGame(log, { reducers: REFERENCE }));
        // Resuming from a state folded earlier (a snapshot, a checkpoint) changes nothing either.
        const cut = foldGame(log.slice(0, 1 + (cutAt % log.length)), { lenient: true });
        if (cut.ok) expect(foldGame(log, { lenient: true, from: cut.value })).toEqual(ref);
      }),
      { numRuns: 300 },
    );
  });

  it("never changes the board it started from", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 30 }), (steps) => {
        const log = logFrom(steps);
        const first = foldGame(log.slice(0, 1 + Math.floor(steps.length / 2)), { lenient: true });
        if (!first.ok) return;
        const before = structuredClone(first.value);
        foldGame(log, { lenient: true, from: first.value });
        expect(first.value).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });
});

describe("the fast fold refuses what the reference fold refuses", () => {
  it("a Cash marker held by a Base (no such holder, 4.5.2) is refused on a board known valid too", async () => {
    const { standardBoard } = await import("@/data/cuba/scenarios");
    const { applyEditsShared, markValid } = await import("@/lib/engine/cuba/board/shared-edit");
    const board = markValid(
      standardBoard({ roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" }, shortGame: false }),
    );
    const edits = [
      { kind: "cash", space: "la-habana", value: ["govBase"] },
    ] as unknown as BoardEdit[];
    const fast = applyEditsShared(board, edits);
    const reference = applyEdits(board, edits);
    expect(reference.ok).toBe(false);
    expect(fast).toEqual(reference);
  });
});

describe("the fast fold copies a space field by field", () => {
  it("keeps a field it does not know, as the reference deep copy does (such a board goes the reference way)", async () => {
    const { standardBoard } = await import("@/data/cuba/scenarios");
    const {
      applyEditsShared,
      knownValid: known,
      markValid,
    } = await import("@/lib/engine/cuba/board/shared-edit");
    const plain = standardBoard({
      roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" },
      shortGame: false,
    });
    const board = structuredClone(plain);
    (board.spaces.havana as unknown as Record<string, unknown>).note = "kept";
    (board.spaces.havana.pieces as unknown as Record<string, unknown>).extra = 0;
    expect(known(markValid(board))).toBe(false);
    const extraField = { ...structuredClone(plain), note: "kept" } as GameBoard;
    expect(known(markValid(extraField))).toBe(false);
    const kept = applyEditsShared(extraField, [{ kind: "aid", value: 3 }]);
    expect(kept.ok && kept.value).toMatchObject({ note: "kept", aid: 3 });
    expect(known(markValid(structuredClone(plain)))).toBe(true);
    const edits: BoardEdit[] = [{ kind: "pieces", space: "havana", piece: "troop", value: 1 }];
    const fast = applyEditsShared(board, edits);
    expect(fast).toEqual(applyEdits(board, edits));
    if (!fast.ok) throw new Error("refused");
    expect(fast.value.spaces.havana).toMatchObject({
      note: "kept",
      pieces: { extra: 0, troop: 1 },
    });
    const again = applyEditsShared(fast.value, edits);
    expect(again.ok && again.value.spaces.havana).toMatchObject({ note: "kept" });
  });
});

describe("the fast fold of a played game's turn entries (issue 22)", () => {
  // Turn confirmations, player actions and the next card apply their edits the fast way too.
  const games = [1, 2, 3].map((seed) => playedGame(seed, 400));

  it("equals the reference fold, and every board it knows valid passes validateBoard", () => {
    for (const log of games) {
      expect(log.some((e) => e.type === "turn.confirm")).toBe(true);
      expect(foldGame(log)).toEqual(foldGame(log, { reducers: TURN_REFERENCE }));
      const first = startGame(log[0]);
      if (!first.ok) throw new Error("set-up");
      let state = first.value;
      let known = 0;
      for (const e of log.slice(1)) {
        const r = stepEntry(state, e);
        if (!r.ok) throw new Error(JSON.stringify(r.errors));
        state = r.value;
        if (knownValid(state.board)) {
          known++;
          expect(validateBoard(state.board)).toEqual([]);
        }
      }
      // The fast path is the usual one: every board after the set-up is known valid.
      expect(known).toBe(log.length - 1);
    }
  });
});
