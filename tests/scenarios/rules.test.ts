/**
 * The rule scenarios in docs/examples/rules/, replayed as `npm run calixto -- replay FILE` does,
 * each checked against the rule it shows.
 */
import { available } from "@/lib/engine/cuba/board/board";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { replayScenario } from "@/tests/fixtures/replay-scenario";

function replay(file: string) {
  const { report, turn, final: board, texts } = replayScenario(`rules/${file}`);
  expect(report.ok).toBe(true);
  expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  return { turn, board, texts };
}
const of = <K extends TraceRecord["kind"]>(t: TraceRecord[], kind: K) =>
  t.filter((r) => r.kind === kind) as Extract<TraceRecord, { kind: K }>[];

describe("docs/examples/rules scenarios", () => {
  it("garrison-activation.json: Activation on the EC after the moves, then the EC Assault (3.2.2)", () => {
    const { turn, board, texts } = replay("garrison-activation");
    expect(turn.action).toBe("opSA");
    expect(of(turn.trace, "cardOutcome").map((o) => `${o.side}:${o.outcome}`)).toEqual([
      "X:flip",
      "XX:operation",
    ]);
    const ec = board.spaces["ec-central"].pieces;
    const cubes = ec.troop + ec.police;
    expect(cubes).toBeGreaterThan(0);
    const found = Math.min(cubes, 2);
    const moved = texts.findIndex((t) => /to Central EC$/.test(t));
    const activated = texts.indexOf(
      `Activate ${found} Underground 26July Guerrillas in Central EC`,
    );
    const removed = texts.findIndex((t) => /Active 26July Guerrilla from Central EC/.test(t));
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(activated).toBeGreaterThan(moved);
    expect(removed).toBeGreaterThan(activated);
    expect(ec.m26U + ec.m26A).toBe(2 - found);
  });

  it("garrison-activation.json: 1st row 3 judges the next Eligible Faction in its own name (C8.5.2)", () => {
    const { turn } = replay("garrison-activation");
    const row3 = of(turn.trace, "eligibility").find((r) => r.row === "1st-3");
    expect(row3?.result).toBe("no");
    expect(row3?.evidence?.[0]).toBe("next Eligible: Directorio");
    expect(row3?.evidence?.join(" | ")).not.toMatch(/1st Eligible/);
  });

  it("limop-one-space.json: a 26July LimOp Terror acts in one space only (2.3.5)", () => {
    const { turn, board } = replay("limop-one-space");
    expect(turn.action).toBe("limOp");
    const acted = (["oriente", "ec-central", "ec-east"] as const).filter(
      (s) => board.spaces[s].terror > 0 || board.spaces[s].sabotage,
    );
    expect(acted).toHaveLength(1);
    const skipped = of(turn.trace, "instruction").map((r) => r.skipped);
    expect(skipped).toContain("one space in a Limited Operation (2.3.5)");
    expect(skipped.join(" ")).not.toMatch(/Activation roll/);
    expect(of(turn.trace, "activation")).toHaveLength(0);
  });

  it("train-few-cubes.json: Train with 3 Available cubes still does Civic Action (C8.6.4)", () => {
    const { turn, board } = replay("train-few-cubes");
    expect(turn.action).toBe("opSA");
    expect(of(turn.trace, "cardDrawn")).toHaveLength(1);
    // No set of 4 placed: the 3 cubes are still Available.
    expect(available(board, "troop") + available(board, "police")).toBe(3);
    // The die's 5 is 1d3 = 3: Neutral shifts to Active Support and stops there (6.3.2).
    expect(board.spaces.havana.support).toBe(Math.min(2, 0 + Math.ceil(5 / 2)));
  });
});
