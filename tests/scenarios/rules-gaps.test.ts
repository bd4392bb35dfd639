/**
 * Rule sentences docs/rules-coverage.md listed as "not covered: no test", each replayed from a
 * scenario written from the rule text (docs/examples/rules/gap-*.json, docs/examples/player/gap-*.json)
 * and checked against what the rule demands: the board, the Resources, the Sequence of Play box.
 */
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

type Raw = Record<string, unknown> & { setup: { edits: unknown[] } };

const player = (name: string, patch?: Patch<Raw>) => replayScenario<Raw>(`player/${name}`, patch);

const setResources = (value: number) => (s: Raw) => {
  s.setup.edits.push({ kind: "resources", faction: "GOV", value });
};

describe("a player Government's Operation costs by the US Alliance (3.2.1, 3.2.2, 3.2.4, 6.3.1)", () => {
  it("Train: 4 Resources per selected space when Embargoed (3.2.1)", () => {
    const { report, final } = player("gap-train-embargoed");
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(9 - 2 * 4);
    expect(final.spaces.havana.pieces.police).toBe(2);
    expect(final.spaces["las-villas"].pieces.troop).toBe(1);
  });

  it("Train: a second space the Government cannot pay for is refused (3.1, 3.2.1)", () => {
    const { report } = player("gap-train-embargoed", setResources(7));
    expect(report.ok).toBe(false);
    expect(report.steps[0].records).toEqual([]);
    expect(report.steps[0].refused?.map((e) => e.field)).toEqual(["steps[0].spaces[1]"]);
  });

  it("Garrison: one total cost of 4 when Embargoed, whatever the number of destinations (3.2.2)", () => {
    const { report, final } = player("gap-garrison-embargoed");
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(5 - 4);
    expect(final.spaces["ec-west"].pieces.police).toBe(1);
    expect(final.spaces["ec-central"].pieces.troop).toBe(1);
  });

  it("Garrison: refused when the Government has less than the total cost (3.1, 3.2.2)", () => {
    const { report } = player("gap-garrison-embargoed", setResources(3));
    expect(report.ok).toBe(false);
    expect(report.steps[0].records).toEqual([]);
    expect(report.steps[0].refused).toEqual([
      { field: "steps[0].spaces", reason: "Garrison costs 4 Resources; Government has 3" },
    ]);
  });

  it("Garrison as a Limited Operation: moves into two destinations are refused (3.2.2, 2.3.5)", () => {
    const { report } = player("gap-garrison-embargoed", (s) => {
      (s.steps as Record<string, unknown>[])[0].limited = true;
    });
    expect(report.ok).toBe(false);
    expect(report.steps[0].records).toEqual([]);
    expect(report.steps[0].refused?.map((e) => e.field)).toEqual(["steps[0].spaces[1]"]);
  });

  it("Assault: 3 Resources per selected space when Reluctant (3.2.4)", () => {
    const { report, final } = player("gap-assault-reluctant");
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(7 - 2 * 3);
    expect(final.spaces["la-habana"].pieces.drA).toBe(0);
    expect(final.spaces.matanzas.pieces.m26A).toBe(0);
  });
});
