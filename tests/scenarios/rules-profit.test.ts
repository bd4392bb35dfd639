/**
 * NP Syndicate Profit carries out every numbered step of its Special Activity, in order, as much
 * as possible (C8.5.3 "Executing Special Activities", C8.7.2, C8.7.7; base rules 4.5.1). Each
 * scenario in docs/examples/rules/profit-*.json is replayed and checked against the rule text.
 */
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { describeRecord } from "@/lib/ui/trace-text";
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

/** Replay docs/examples/rules/<name>.json; `patch` may change it first (more setup edits, other dice). */
const replay = (name: string, patch?: Patch) => replayScenario(`rules/${name}`, patch);

type Of<K extends TraceRecord["kind"]> = Extract<TraceRecord, { kind: K }>;
const of = <K extends TraceRecord["kind"]>(t: TraceRecord[], kind: K) =>
  t.filter((r) => r.kind === kind) as Of<K>[];
const specials = (t: TraceRecord[]) =>
  of(t, "specialActivity").map((r) => `${r.letter}:${r.sa}:${r.result}`);
/** The SA's step records as the player reads them (trace text). */
const stepTitles = (t: TraceRecord[]) =>
  of(t, "instruction")
    .filter((r) => r.special !== undefined)
    .map((r) => describeRecord(r).title);
const openCasinos = (b: GameBoard) =>
  Object.values(b.spaces).reduce((n, s) => n + s.pieces.casinoOpen, 0);
const closedCasinos = (b: GameBoard) =>
  Object.values(b.spaces).reduce((n, s) => n + s.pieces.casinoClosed, 0);
const cashSpaces = (b: GameBoard) =>
  (Object.keys(b.spaces) as SpaceId[]).filter((id) => b.spaces[id].cash.length > 0);

describe("Card N: Profit cannot place Cash, so step 2 closes every open Casino (C8.5.3, C8.7.7)", () => {
  const { report, turn, texts, final } = replay("profit-close-casinos");

  it("replays with every input used, as Operation + SA", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(turn.action).toBe("opSA");
  });

  it("Profit is the SA: all three open Casinos close, +3 Resources each (5 → 14)", () => {
    expect(openCasinos(final)).toBe(0);
    // 3 closed by Profit, 1 placed closed by Construct (3.3.5).
    expect(closedCasinos(final)).toBe(4);
    expect(final.resources.SYN).toBe(14);
    expect(specials(turn.trace)).toEqual(["A:profitPlaceCash:done"]);
  });

  it("no Muscle follows: Profit was done", () => {
    expect(texts.some((t) => t.startsWith("Move 1 Police"))).toBe(false);
    expect(final.spaces.havana.pieces.police).toBe(1);
  });

  it("step 3's red condition is tested when it is reached, after step 2's gain: the Cash stays", () => {
    expect(final.spaces.havana.cash).toEqual(["synU"]);
  });

  it("the trace says which step ran and why the others were skipped", () => {
    const steps = stepTitles(turn.trace);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/^Special Activity A, step 1: Profit: put Cash .*: skipped: .+/);
    expect(steps[1]).toMatch(/^Special Activity A, step 2: Profit: close every open Casino$/);
    expect(steps[2]).toMatch(/^Special Activity A, step 3: .*: skipped: red condition not met/);
    const done = of(turn.trace, "specialActivity").map((r) => describeRecord(r).title);
    expect(done).toEqual(["Special Activity A, Profit: done"]);
  });

  it("Resources stop at 49 (4.5.1)", () => {
    const capped = replay("profit-close-casinos", (s) => {
      (s.setup as { edits: unknown[] }).edits.push({
        kind: "resources",
        faction: "SYN",
        value: 47,
      });
    });
    expect(capped.report.ok).toBe(true);
    expect(openCasinos(capped.final)).toBe(0);
    expect(capped.final.resources.SYN).toBe(49);
  });
});

describe("Card N: Profit runs step 2, then step 3 while SYN Resources are at most 5 (C8.7.7)", () => {
  const { report, turn, final } = replay("profit-close-then-remove");

  it("the SA is done: Operation + SA, not Operation Only", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(turn.action).toBe("opSA");
    expect(specials(turn.trace)).toEqual(["A:profitPlaceCash:done"]);
  });

  it("closes the Matanzas Casino (1 → 4), then removes the Havana Cash (4 → 7)", () => {
    expect(final.spaces.matanzas.pieces.casinoOpen).toBe(0);
    expect(final.spaces.havana.cash).toEqual([]);
    expect(final.resources.SYN).toBe(7);
  });
});

describe("Card N: Profit places Cash in 2 spaces by the Place Cash column (4.5.1, C8.2.1)", () => {
  const { report, turn, final } = replay("profit-place-two");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(turn.action).toBe("opSA");
  });

  it("each space is chosen by the Place Cash column: La Habana, then Matanzas", () => {
    const cash = of(turn.trace, "selection").filter((r) => r.column === "CASH");
    expect(cash.map((r) => r.chosen)).toEqual(["la-habana", "matanzas"]);
    expect(cashSpaces(final)).toEqual(["la-habana", "matanzas"]);
    expect(final.spaces["la-habana"].cash).toEqual(["synU"]);
    expect(final.spaces.matanzas.cash).toEqual(["synU"]);
  });

  it("having placed Cash, the same Profit closes no Casino and removes no Cash (4.5.1)", () => {
    expect(final.spaces["la-habana"].pieces.casinoOpen).toBe(1);
    expect(final.spaces.matanzas.pieces.casinoOpen).toBe(1);
    expect(final.spaces["pinar-del-rio"].pieces.casinoOpen).toBe(1);
    expect(final.resources.SYN).toBe(5);
    const steps = stepTitles(turn.trace);
    expect(steps[1]).toMatch(/step 2: .*: skipped: .*Cash was placed.*4\.5\.1/);
  });
});

describe("Card T: Profit closes all open Casinos and removes all Cash before Q2 (C8.7.7)", () => {
  const { report, turn, final } = replay("profit-card-t");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("both open Casinos close and the Havana Cash is removed: 0 → 9 Resources", () => {
    expect(final.spaces["la-habana"].pieces.casinoOpen).toBe(0);
    expect(final.spaces.matanzas.pieces.casinoOpen).toBe(0);
    expect(final.spaces.havana.cash).toEqual([]);
    expect(specials(turn.trace)).toEqual(["A:profitCloseCasinos:done"]);
  });

  it("step 3 (place Cash) is not legal after closing and removing in the same Profit (4.5.1)", () => {
    expect(cashSpaces(final)).toEqual([]);
    expect(stepTitles(turn.trace)[2]).toMatch(/step 3: .*: skipped: .*4\.5\.1/);
  });

  it("Q2 then holds (Resources 9) and SYN Constructs (9 → 4), with no flip to TT", () => {
    const outcomes = of(turn.trace, "cardOutcome").map((r) => `${r.side}:${r.outcome}`);
    expect(outcomes).toEqual(["T:special", "T:operation"]);
    expect(of(turn.trace, "box").map((r) => `${r.box}=${r.answer}`)).toEqual([
      "q1=true",
      "q2=true",
    ]);
    expect(final.resources.SYN).toBe(4);
  });
});

describe("Card T in the final Campaign: Profit closes no Casino but still removes Cash (C8.7.7)", () => {
  // Only one Propaganda card left, and a Syndicate Guerrilla at Matanzas' open Casino (where
  // Cash could go but for 4.5.1). Q2 then fails (Resources 3) and TT Rallies (one die).
  const { report, turn, final } = replay("profit-card-t", (s) => {
    (s.setup as { edits: unknown[] }).edits.push(
      { kind: "propagandaLeft", value: 1 },
      { kind: "pieces", space: "matanzas", piece: "synU", value: 1 },
    );
    s.dice = [1];
  });

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("step 1 is skipped by its red condition; step 2 removes the Cash (+3); step 3 is not legal", () => {
    expect(final.spaces["la-habana"].pieces.casinoOpen).toBe(1);
    expect(final.spaces.matanzas.pieces.casinoOpen).toBe(1);
    expect(final.spaces.havana.cash).toEqual([]);
    const steps = stepTitles(turn.trace);
    expect(steps[0]).toMatch(/step 1: .*: skipped: red condition not met/);
    expect(steps[1]).toMatch(/step 2: Profit: cash in every Cash marker$/);
    expect(steps[2]).toMatch(/step 3: .*: skipped: .*4\.5\.1/);
    expect(cashSpaces(final)).toEqual([]);
  });
});
