/**
 * An SA's numbered steps (C8.5.3, C8.7.2, C8.7.7): which entries run their `lines` one by one,
 * and how many spaces a step takes.
 */
import { SPECIAL_LIST_BY_ID } from "@/data/cuba/calixto/special-lists";
import type { SpecialEntry } from "@/lib/engine/cuba/calixto/contracts";
import { specialSteps, stepMaxSpaces } from "@/lib/engine/cuba/calixto/special-steps";

const entry = (list: string, letter: string) =>
  SPECIAL_LIST_BY_ID[list].entries.find((e) => e.letter === letter) as SpecialEntry;
const ids = (e: SpecialEntry) => specialSteps(e).map((s) => `${s.n}:${s.line.instruction}`);

describe("specialSteps", () => {
  it("Profit on cards N/P (SA-S1) runs its three lines in the card's order", () => {
    expect(ids(entry("SA-S1", "A"))).toEqual([
      "1:profitPlaceCash",
      "2:profitCloseCasinos",
      "3:profitRemoveCash",
    ]);
  });

  it("card T's Profit (SA-ST) closes, removes, then places", () => {
    expect(ids(entry("SA-ST", "A"))).toEqual([
      "1:profitCloseCasinos",
      "2:profitRemoveCash",
      "3:profitPlaceCash",
    ]);
  });

  it("Muscle's ①②③ are its cube origins: one step, the handler's own", () => {
    expect(ids(entry("SA-S1", "C"))).toEqual(["null:muscle"]);
  });

  it("an SA without lines is one step", () => {
    expect(ids(entry("SA-SNN", "A"))).toEqual(["null:profitPlaceCash"]);
    expect(ids(entry("SA-GT", "A"))).toEqual(["null:transport"]);
  });

  it("a step takes one space unless its handler allows more (4.5.1)", () => {
    const [place, close, remove] = specialSteps(entry("SA-S1", "A"));
    expect(stepMaxSpaces(place)).toBe(2);
    expect(stepMaxSpaces(close)).toBe(Number.POSITIVE_INFINITY);
    expect(stepMaxSpaces(remove)).toBe(Number.POSITIVE_INFINITY);
    expect(stepMaxSpaces(specialSteps(entry("SA-GT", "A"))[0])).toBe(1);
    expect(stepMaxSpaces(specialSteps(entry("SA-S1", "B"))[0])).toBe(1);
  });
});
