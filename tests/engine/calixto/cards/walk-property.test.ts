import fc from "fast-check";
import { CARD_CONFLICTS, CARD_SIDES } from "@/data/cuba/calixto/cards";
import { validateBoard } from "@/lib/engine/cuba/board";
import {
  CARD_TABLES,
  resolveSide,
  type WalkResult,
  walkBound,
  walkSide,
} from "@/lib/engine/cuba/calixto/cards";
import type { CardSide } from "@/lib/engine/cuba/calixto/contracts";
import type { RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { arbitraryBoard } from "./arbitrary-board";

/**
 * Walk a side to its end, answering each die request from the stream (then with 1s), the way
 * the engine design re-runs a pure function with one more answer each time.
 */
function walkWithDice(side: CardSide, board: GameBoard, options: RuleOptions, stream: number[]) {
  const dice: number[][] = [];
  let r: WalkResult = walkSide(side, board, { faction: side.faction, options }, { dice });
  let reruns = 0;
  while (r.kind === "needDice" && reruns <= walkBound(side)) {
    dice.push([stream[dice.length] ?? 1]);
    r = walkSide(side, board, { faction: side.faction, options }, { dice });
    reruns++;
  }
  return { r, reruns };
}

const arbitraryOptions: fc.Arbitrary<RuleOptions> = fc
  .array(fc.boolean(), { minLength: CARD_CONFLICTS.length, maxLength: CARD_CONFLICTS.length })
  .map((flags) => ({
    conflicts: Object.fromEntries(
      CARD_CONFLICTS.map((c, i) => [c.id, flags[i] ? "alternative" : "recommended"] as const),
    ),
  }));

describe("card walk terminates on any valid board with any dice (property)", () => {
  it("the board generator only yields valid boards", () => {
    fc.assert(
      fc.property(arbitraryBoard, (b) => validateBoard(b).length === 0),
      { numRuns: 50 },
    );
  }, 30_000);

  it("every side ends in an outcome within its bound; fronts may draw or flip, backs end at an Operation", () => {
    fc.assert(
      fc.property(
        arbitraryBoard,
        arbitraryOptions,
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
        (board, options, stream) => {
          for (const data of CARD_SIDES) {
            const resolved = resolveSide(data.side, options);
            if (!resolved.ok) return false;
            const side = resolved.value;
            const { r, reruns } = walkWithDice(side, board, options, stream);
            if (r.kind !== "done") return false;
            if (reruns > walkBound(side) || r.records.length > walkBound(side)) return false;
            const o = r.outcome;
            if (side.face === "back" && (o.outcome === "draw" || o.outcome === "flip"))
              return false;
            if (o.outcome === "operation") {
              if (side.nodes[o.node.id] !== o.node || !CARD_TABLES.boxes[o.node.box]) return false;
            }
            if (o.outcome === "special" && side.side !== "T") return false;
            // Replay with the same dice gives the same walk (no hidden chance).
            const dice = Array.from({ length: r.diceUsed }, (_, i) => [stream[i] ?? 1]);
            const again = walkSide(side, board, { faction: side.faction, options }, { dice });
            if (JSON.stringify(again) !== JSON.stringify(r)) return false;
          }
          return true;
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);
});

describe("the random boards reach the branches (seeded sample, so the property is not vacuous)", () => {
  it("every Operation box of every side and every front's FLIP is reached", () => {
    const boards = fc.sample(arbitraryBoard, { numRuns: 300, seed: 42 });
    const reached = new Map<string, Set<string>>();
    boards.forEach((board, i) => {
      // Low and high die faces on alternate boards: both arms of every die question get a turn.
      const face = i % 2 === 0 ? 1 : 6;
      for (const side of CARD_SIDES) {
        // Card T ends at its SA box from the start; its Operation is reached when resumed at q2.
        for (const start of side.side === "T" ? [side.start, "q2"] : [side.start]) {
          const ctx = { faction: side.faction, options: { conflicts: {} } };
          const r = walkSide(side, board, ctx, { start, dice: [[face], [face]] });
          if (r.kind !== "done") continue;
          const o = r.outcome.outcome === "operation" ? r.outcome.node.id : r.outcome.outcome;
          reached.set(side.side, (reached.get(side.side) ?? new Set()).add(o));
        }
      }
    });
    for (const side of CARD_SIDES) {
      const wanted = Object.values(side.nodes)
        .filter((n) => n.kind === "operation")
        .map((n) => n.id);
      if (side.face === "front") wanted.push("flip");
      const got = reached.get(side.side) ?? new Set<string>();
      expect([side.side, wanted.filter((w) => !got.has(w))]).toEqual([side.side, []]);
    }
  }, 30_000);
});
