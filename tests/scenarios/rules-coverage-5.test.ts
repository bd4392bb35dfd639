/**
 * Rule sentences docs/rules-coverage.md still listed as "not covered", each replayed from a
 * scenario written from the rule text (docs/examples/rules/*.json) and checked against what the
 * rule demands: the board, the refusal of an illegal choice, the trace.
 */
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

type Raw = Record<string, unknown> & {
  setup: { edits: unknown[] };
  steps: Record<string, unknown>[];
};

const rules = (name: string, patch?: Patch<Raw>) => replayScenario<Raw>(`rules/${name}`, patch);

describe("5.1.2: a played Event against a lasting one it contradicts", () => {
  describe("#3 Eulogio Cantillo shaded while #1 Armored Cars Momentum is in effect", () => {
    it("the Troops in the selected space Sweep in place and Assault: 2 Troops remove 2 (3.2.4)", () => {
      const { report, final } = rules("contradict-cantillo-armored-cars");
      expect(report.ok).toBe(true);
      expect(final.spaces.oriente.pieces.m26A).toBe(1);
      expect(final.spaces.oriente.pieces.troop).toBe(2);
      expect(final.spaces["santiago-de-cuba"].pieces.troop).toBe(3);
    });

    it("Troops the Momentum would move in first are refused: the played Event wins (5.1.2)", () => {
      const { report, final } = rules("contradict-cantillo-armored-cars", (s) => {
        const space = (s.steps[2].spaces as Record<string, unknown>[])[0];
        space.moves = [{ from: "santiago-de-cuba", piece: "troop", count: 3 }];
        space.remove = [{ piece: "m26A", count: 3 }];
      });
      expect(report.ok).toBe(false);
      expect(report.steps[2].records).toEqual([]);
      // First the move (and then what it would have made possible: the removals).
      expect(report.steps[2].refused?.[0].field).toBe("steps[2].spaces[0].moves[0].from");
      expect(report.steps[2].refused?.[0].reason).toMatch(/5\.1\.2/);
      expect(final.spaces["santiago-de-cuba"].pieces.troop).toBe(3);
      expect(final.spaces.oriente.pieces.m26A).toBe(3);
    });
  });

  describe("#1 Armored Cars unshaded while #18 Pact of Caracas is in effect", () => {
    // No contradiction: the Ambush the Event grants can be carried out without taking a DR
    // piece, so the Pact still limits it (5.5: a free SA keeps every requirement the Event's text
    // does not override).
    const { report, final } = rules("contradict-pact-ambush-troop");

    it("replays with every input used", () => {
      expect(report.ok).toBe(true);
      expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    });

    it("the Ambush removes the Troop and spares both DR Guerrillas; 1 Guerrilla placed (4.3.2)", () => {
      const p = final.spaces["santiago-de-cuba"].pieces;
      expect(p.troop).toBe(0);
      expect(p.drA).toBe(2);
      expect(p.m26U + p.m26A).toBe(3);
    });
  });
});

describe("C8.5.3 card faces: a card used face down goes to the bottom face up", () => {
  const { report, final } = rules("calixto-faces");
  const traceOf = (step: number) => report.steps[step].records.flatMap((r) => r.trace);
  const draws = (step: number) =>
    traceOf(step).flatMap((t) => (t.kind === "cardDrawn" ? [t.card] : []));
  /** The card sides read, in order: the side of each question box and outcome. */
  const sides = (step: number) =>
    traceOf(step).flatMap((t) => (t.kind === "box" || t.kind === "cardOutcome" ? [t.side] : []));

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("#13: U is drawn, read face up, flipped, and its back (UU) Trains", () => {
    expect(draws(0)).toEqual(["U"]);
    expect([...new Set(sides(0))]).toEqual(["U", "UU"]);
    expect(report.steps[0].records[0].action).toBe("opOnly");
    expect(final.spaces.havana.pieces.police).toBe(2);
  });

  it("#14: U goes to the bottom first, and when it is on top again its face-up side is read (Sweep)", () => {
    const drawn = traceOf(2).flatMap((t) => (t.kind === "cardDrawn" ? [t] : []));
    expect(drawn[0].movedToBottom).toEqual(["U"]);
    expect(draws(2)).toEqual(["V", "W", "X", "Y", "Z", "U"]);
    // Every card, U too, is read from its face-up side: none was left face down.
    expect([...new Set(sides(2))]).toEqual(["V", "W", "X", "Y", "Z", "U"]);
    const outcome = traceOf(2)
      .filter((t) => t.kind === "cardOutcome")
      .at(-1);
    expect(outcome).toMatchObject({ side: "U", outcome: "operation", operation: "sweep" });
    expect(final.spaces.havana.pieces.m26A).toBe(1);
  });
});

describe("C8.7.2 starred SA line: Kidnap's Terror runs once the Kidnap space is selected (C8.7.5)", () => {
  const { report, trace, texts, final } = rules("starred-kidnap-terror");
  const at = (pred: (t: (typeof trace)[number]) => boolean) => trace.findIndex(pred);
  const selectedBy = (column: string) => at((t) => t.kind === "selection" && t.column === column);
  const changed = (text: string) => at((t) => t.kind === "change" && t.change.text === text);

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("the Kidnap column selects Camagüey City (open Casino) before anything is done", () => {
    const kid = trace[selectedBy("KID")];
    expect(kid).toMatchObject({ kind: "selection", chosen: "camaguey-city" });
    expect(selectedBy("KID")).toBeLessThan(at((t) => t.kind === "change"));
  });

  it("then the starred Terror runs in that space, then the Kidnap (roll 3, 1 Casino closed)", () => {
    const terror = changed("Place 1 Terror marker in Camagüey City");
    const kidnap = changed("Syndicate Resources 10 → 7");
    expect(selectedBy("KID")).toBeLessThan(terror);
    expect(terror).toBeLessThan(kidnap);
    expect(kidnap).toBeLessThan(changed("Close 1 open Casino in Camagüey City"));
    expect(final.spaces["camaguey-city"]).toMatchObject({ terror: 1, support: -1 });
    expect(final.spaces["camaguey-city"].pieces).toMatchObject({ casinoOpen: 0, casinoClosed: 1 });
    expect(final.resources.SYN).toBe(7);
  });

  it("the Terror column was not asked for that space: it picks Havana only afterwards", () => {
    expect(selectedBy("STAO")).toBeGreaterThan(changed("Close 1 open Casino in Camagüey City"));
    expect(trace[selectedBy("STAO")]).toMatchObject({ chosen: "havana" });
    expect(texts.filter((t) => t.startsWith("Place 1 Terror marker"))).toEqual([
      "Place 1 Terror marker in Camagüey City",
      "Place 1 Terror marker in Havana",
    ]);
  });
});
