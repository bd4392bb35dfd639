import fc from "fast-check";
import { standardBoard } from "@/data/cuba/scenarios";
import { applyEdits, type BoardEdit } from "@/lib/engine/cuba/board";
import { ALL_NP } from "@/tests/fixtures/boards";
import { junk, refusedWithMessage } from "@/tests/fixtures/garbage";

// Board edits come from the space editor, a turn's checklist and imported files: an edit of the
// wrong shape is refused with its field, never a TypeError, and the board is left as it was.
const board = standardBoard({ roles: ALL_NP, shortGame: false });
const errs = (edits: unknown[]) => {
  const r = applyEdits(board, edits as BoardEdit[]);
  return r.ok ? [] : r.errors.map((e) => `${e.field}: ${e.reason}`);
};

describe("applyEdits: shape and meaning of every edit", () => {
  it("refuses a null edit and a value of the wrong type by name", () => {
    expect(errs([null])).toEqual(["edits[0]: expected an object, got null"]);
    expect(errs([{ kind: "momentum", value: 5 }])).toEqual([
      "edits[0].value: expected a list, got number 5",
    ]);
    expect(errs([{ kind: "cash", space: "havana", value: "DR" }])).toEqual([
      'edits[0].value: expected a list, got the string "DR"',
    ]);
    expect(
      errs([
        { kind: "aid", value: 10 },
        { kind: "dices", value: 1 },
      ])[0],
    ).toMatch(/^edits\[1\]\.kind: unknown edit kind "dices"/);
  });

  it("random garbage never throws, is refused with a message and changes nothing", () => {
    const before = structuredClone(board);
    fc.assert(
      fc.property(fc.array(junk, { maxLength: 3 }), (edits) => {
        const r = applyEdits(board, edits as BoardEdit[]);
        expect(refusedWithMessage(r)).toBe(true);
      }),
      { numRuns: 400 },
    );
    const kinds = fc.constantFrom(
      "pieces",
      "support",
      "cash",
      "momentum",
      "capabilities",
      "cardActions",
      "role",
      "currentCard",
    );
    fc.assert(
      fc.property(kinds, junk, junk, (kind, value, space) => {
        const r = applyEdits(board, [
          { kind, value, space, piece: "troop", faction: "GOV" } as never,
        ]);
        expect(refusedWithMessage(r)).toBe(true);
      }),
      { numRuns: 400 },
    );
    expect(board).toEqual(before);
  });
});
