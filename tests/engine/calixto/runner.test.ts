import { BOX_BY_ID } from "@/data/cuba/calixto/boxes";
import { activationContinues, linesOf, operationPossible } from "@/lib/engine/cuba/calixto/runner";
import { DEFAULT_OPTIONS } from "@/lib/engine/cuba/calixto/scope";
import { position } from "./fixtures";

/** The runner's rule helpers, checked against the rule text (C8.5.3, C8.5.4, C8.6.1, C8.6.2). */
describe("running an Operation box", () => {
  it("a roll above the Activation Number selects another space; equal or below stops (C8.5.4)", () => {
    expect(activationContinues(3, 2)).toBe(true);
    expect(activationContinues(2, 2)).toBe(false);
    expect(activationContinues(1, 2)).toBe(false);
    expect(activationContinues(6, 5)).toBe(true);
  });

  it("numbered lines run first and starred lines only after them (C8.6.2)", () => {
    const train = BOX_BY_ID["G-TRAIN-A"];
    expect(linesOf(train, "numbered").map((l) => l.instruction)).toEqual(["trainPlaceCubes"]);
    expect(linesOf(train, "starred").map((l) => l.instruction)).toEqual([
      "trainPlaceBase",
      "trainCivicAction",
    ]);
  });

  it("an Operation with no legal space is not possible, so another card is drawn (C8.6.1)", () => {
    const assault = BOX_BY_ID["G-ASSAULT"];
    const empty = position({ havana: { pieces: { troop: 2 } } });
    expect(operationPossible(empty, assault, "GOV", false, false, DEFAULT_OPTIONS)).toBe(false);
    const target = position({ havana: { pieces: { troop: 2, drA: 1 } } });
    expect(operationPossible(target, assault, "GOV", false, false, DEFAULT_OPTIONS)).toBe(true);
  });
});
