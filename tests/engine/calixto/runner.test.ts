import { BOX_BY_ID } from "@/data/cuba/calixto/boxes";
import { operationBox } from "@/lib/engine/cuba/calixto/cards";
import type { InstructionLine, OperationBox } from "@/lib/engine/cuba/calixto/contracts";
import {
  activationContinues,
  limitedOperationSpaces,
  lineCandidates,
  linesOf,
  operationPossible,
} from "@/lib/engine/cuba/calixto/runner";
import { DEFAULT_OPTIONS } from "@/lib/engine/cuba/calixto/scope";
import type { Faction, GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { position } from "./fixtures";

/** A Limited Operation: one space, for moves one destination (2.3.5), held in one place. */
const box = (id: string): OperationBox => {
  const r = operationBox(id);
  if (!r.ok) throw new Error(id);
  return r.value;
};
const starred = (id: string) => linesOf(box(id), "starred");
const numbered = (id: string) => linesOf(box(id), "numbered");

function candidates(
  b: GameBoard,
  faction: Faction,
  line: InstructionLine,
  phase: "numbered" | "starred",
  limited: boolean,
  selected: SpaceId[],
) {
  return lineCandidates(
    b,
    {
      faction,
      limited,
      free: false,
      selected: phase === "starred" ? [] : selected,
      line,
      options: DEFAULT_OPTIONS,
    },
    selected,
    phase,
  );
}

describe("limitedOperationSpaces (2.3.5)", () => {
  const [terror1, terror2] = numbered("TERROR-26J");

  it("sets no limit before the LimOp has its space, nor outside a LimOp", () => {
    expect(limitedOperationSpaces(true, [], terror2, "numbered")).toBeNull();
    expect(limitedOperationSpaces(false, ["oriente"], terror2, "numbered")).toBeNull();
  });

  it("closes a later line, even one that makes no Activation roll (Terror on ECs)", () => {
    expect(terror2.noActivationRoll).toBe(true);
    expect(limitedOperationSpaces(true, ["oriente"], terror2, "numbered")).toEqual([]);
    expect(limitedOperationSpaces(true, ["oriente"], terror1, "numbered")).toEqual([]);
  });

  it("keeps a reusing line to the one space (Garrison's EC Assault in the destination, 3.2.2)", () => {
    const b = position({
      "ec-west": { pieces: { police: 2, m26A: 1 } },
      "ec-east": { pieces: { troop: 1, drA: 1 } },
    });
    const [assault] = starred("G-GARRISON");
    expect(candidates(b, "GOV", assault, "starred", false, ["ec-east"])).toEqual([
      "ec-west",
      "ec-east",
    ]);
    expect(candidates(b, "GOV", assault, "starred", true, ["ec-east"])).toEqual(["ec-east"]);
    expect(candidates(b, "GOV", assault, "starred", true, ["havana"])).toEqual([]);
  });

  it("keeps Train's Place Base to the Train space in a LimOp; otherwise any space (C8.6.4)", () => {
    const b = position({
      oriente: { pieces: { troop: 2 } },
      matanzas: { pieces: { police: 2 } },
    });
    const base = starred("G-TRAIN-A").find((l) => l.instruction === "trainPlaceBase");
    if (!base) throw new Error("no Place Base line");
    expect(candidates(b, "GOV", base, "starred", true, ["oriente"])).toEqual(["oriente"]);
    expect(candidates(b, "GOV", base, "starred", false, ["oriente"])).toEqual([
      "matanzas",
      "oriente",
    ]);
  });
});

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
