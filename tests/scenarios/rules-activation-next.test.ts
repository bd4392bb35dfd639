/**
 * C8.5.4 Checking the Activation Number: a roll at or below the AN means the NP Faction "will not
 * select any additional spaces"; it does its starred lines, then goes on to the next instruction
 * on the card (the next box: reference "go on to the next box"). C8.6.2: "Once the Activation
 * Number roll has failed, select no additional spaces for the Operation". A black-on-white
 * numeral (Terror on ECs) only means no roll after that line (C8.5.4 exceptions): it selects
 * spaces, so a failed roll before it closes it too. Replayed from
 * docs/examples/rules/activation-failed-next.json.
 */
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

const replay = (patch?: Patch) => replayScenario("rules/activation-failed-next", patch);
const of = <K extends TraceRecord["kind"]>(t: TraceRecord[], kind: K) =>
  t.filter((r) => r.kind === kind) as Extract<TraceRecord, { kind: K }>[];
const terrorIn = (final: ReturnType<typeof replay>["final"]) =>
  (["matanzas", "las-villas"] as const).filter((s) => final.spaces[s].terror > 0);

describe("C8.5.4: after a failed Activation roll no space is selected, and the turn goes on", () => {
  const { report, turn, texts, final } = replay();

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("rolls once, after the first space: 2 is not more than the AN 2", () => {
    expect(of(turn.trace, "activation").map((r) => [r.roll, r.an, r.continues])).toEqual([
      [2, 2, false],
    ]);
  });

  it("Terror line 1 acts in one space only: the other Province is not selected", () => {
    expect(terrorIn(final)).toHaveLength(1);
    expect(final.spaces.matanzas.pieces.m26U + final.spaces["las-villas"].pieces.m26U).toBe(1);
  });

  it("line 2 (Terror on ECs, no roll after it) selects no EC after the failed roll", () => {
    for (const ec of ["ec-central", "ec-east"] as const) {
      expect(final.spaces[ec].sabotage).toBe(false);
      expect(final.spaces[ec].pieces).toMatchObject({ m26U: 1, m26A: 0 });
    }
    expect(texts.filter((t) => /Sabotage/.test(t))).toEqual([]);
    const closed = of(turn.trace, "instruction").filter((r) => r.skipped);
    expect(closed.map((r) => [r.line, r.skipped, r.rule])).toEqual([
      ["1", "no further spaces after the failed Activation roll", "C8.5.4"],
      ["2", "no further spaces after the failed Activation roll", "C8.5.4"],
    ]);
  });

  it("the turn goes on past the Operation box: Operation Only on the Sequence of Play", () => {
    expect(turn.action).toBe("opOnly");
    expect(texts.at(-1)).toBe("Sequence of Play: 26July cylinder to Operation Only");
  });
});

describe("C8.5.4, the contrast: rolls above the AN go on until line 1 runs out, then line 2 runs with no roll", () => {
  const { report, turn, final } = replay((s) => {
    s.dice = [3, 5];
  });

  it("both Provinces get Terror, then both ECs, with no roll after an EC", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(terrorIn(final)).toEqual(["matanzas", "las-villas"]);
    expect(of(turn.trace, "activation").map((r) => r.continues)).toEqual([true, true]);
    for (const ec of ["ec-central", "ec-east"] as const) {
      expect(final.spaces[ec].sabotage).toBe(true);
      expect(final.spaces[ec].pieces).toMatchObject({ m26U: 0, m26A: 1 });
    }
  });
});
