import fc from "fast-check";
import { narrowByPriorities } from "@/lib/engine/cuba/calixto/priorities";
import { candidateSet, factionAndColumn, ruleOptions, validBoard } from "./arbitraries";

/**
 * Over random valid boards, candidate subsets, columns and conflict readings, the narrower
 * always ends with one legal space, a tie among legal spaces to break at random, or a clear
 * "none" (C8.5.6), and gives the same answer every time.
 */
describe("narrowByPriorities over random boards (fast-check)", () => {
  it("stays within the candidates; one space after the tie-break, or none", () => {
    fc.assert(
      fc.property(
        validBoard,
        factionAndColumn,
        candidateSet,
        ruleOptions,
        fc.nat(),
        (board, { faction, column }, candidates, options, pick) => {
          const r = narrowByPriorities(board, faction, column, candidates, options);
          expect(r.errors).toBeUndefined();
          for (const s of r.remaining) expect(candidates).toContain(s);
          if (candidates.length === 0) {
            expect(r.remaining).toEqual([]);
            expect(r.steps.map((s) => s.outcome)).toEqual(["draw"]);
            return;
          }
          expect(r.remaining.length).toBeGreaterThan(0);
          const last = r.steps.at(-1);
          if (r.remaining.length > 1) expect(last?.outcome).toBe("random");
          else expect(last?.outcome).toBe("selected");
          // The tie-break (a logged input) leaves exactly one legal space.
          const chosen = r.remaining[pick % r.remaining.length];
          expect(candidates).toContain(chosen);
          // Each row starts from what the previous left and only ever narrows.
          r.steps.forEach((s, i) => {
            if (i > 0) expect(s.before).toEqual(r.steps[i - 1].after);
            for (const x of s.after) expect(s.before).toContain(x);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("is deterministic and does not change the board", () => {
    fc.assert(
      fc.property(validBoard, factionAndColumn, candidateSet, ruleOptions, (board, fcx, c, o) => {
        const before = structuredClone(board);
        const a = narrowByPriorities(board, fcx.faction, fcx.column, c, o);
        const b = narrowByPriorities(board, fcx.faction, fcx.column, c, o);
        expect(b).toEqual(a);
        expect(board).toEqual(before);
      }),
      { numRuns: 150 },
    );
  });
});
