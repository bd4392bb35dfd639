import { searchFaction } from "@/lib/ui/card-search";
import { groupChanges, progressText } from "@/lib/ui/checklist";
import { buildTurnSteps, traceUpTo } from "@/lib/ui/turn-steps";
import { CARD1_GOV_CHANGES, CARD1_GOV_TRACE } from "@/tests/fixtures/c89-card1-gov";

describe("turn steps", () => {
  const steps = buildTurnSteps(CARD1_GOV_TRACE);

  it("makes one step per decision and one per run of table changes", () => {
    expect(steps).toHaveLength(CARD1_GOV_TRACE.length - 1);
    const last = steps[steps.length - 1];
    expect(last.kind).toBe("change");
    expect(last.records).toHaveLength(2);
    expect(last.title).toBe("2 changes on the table");
    expect(steps.find((s) => s.kind === "change")?.title).toBe(
      "Activate 2 Underground DR Guerrillas in Havana",
    );
  });

  it("counts spaces chosen for the same line, restarting at a new line (C8.5.6 Step 4)", () => {
    expect(steps.filter((s) => s.kind === "selection").map((s) => s.ordinal)).toEqual([1, 2, 1]);
  });

  it("cites the Move Priorities step a move record belongs to (C8.5.7 Steps A-C)", () => {
    const moves = steps.filter((s) => s.kind === "move").map((s) => s.rule);
    expect(moves).toContain("C8.5.7 Step A");
    expect(moves).toContain("C8.5.7 Step C");
    expect(moves).toContain("C8.5.7");
  });

  it("gives the trace up to a step", () => {
    expect(traceUpTo(CARD1_GOV_TRACE, steps, 0)).toHaveLength(1);
    expect(traceUpTo(CARD1_GOV_TRACE, steps, steps.length - 1)).toHaveLength(
      CARD1_GOV_TRACE.length,
    );
  });
});

describe("checklist grouping", () => {
  it("lists moves under their destination and keeps first-seen order", () => {
    expect(
      groupChanges(CARD1_GOV_CHANGES).map((g) => [g.label, g.items.map((i) => i.index)]),
    ).toEqual([
      ["Havana", [0]],
      ["Sierra Maestra", [1, 2]],
      ["Pinar del Río", [3]],
      ["Tracks and cylinders", [4]],
    ]);
    expect(progressText([true, false, true], 5)).toBe("2 of 5 done");
  });
});

describe("physical card search (C8.5.3)", () => {
  it("accepts the acting faction's letters, a doubled letter, and rejects others", () => {
    expect(searchFaction("GOV", "")).toEqual({ ok: true, cards: ["U", "V", "W", "X", "Y", "Z"] });
    expect(searchFaction("GOV", " u ")).toEqual({ ok: true, cards: ["U"] });
    expect(searchFaction("GOV", "uu")).toEqual({ ok: true, cards: ["U"] });
    expect(searchFaction("DR", "N")).toEqual({
      ok: false,
      message:
        "N is a Syndicate card. Keep moving cards to the bottom until a Directorio card is on top.",
    });
    expect(searchFaction("GOV", "I")).toEqual({
      ok: false,
      message: 'No Government card matches "I".',
    });
  });
});
