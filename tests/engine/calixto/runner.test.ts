import { operationBox } from "@/lib/engine/cuba/calixto/cards";
import type { InstructionLine, OperationBox } from "@/lib/engine/cuba/calixto/contracts";
import { limitedOperationSpaces, lineCandidates, linesOf } from "@/lib/engine/cuba/calixto/runner";
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
