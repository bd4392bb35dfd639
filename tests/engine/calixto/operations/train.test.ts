import { available } from "@/lib/engine/cuba/board";
import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { ctx, dice, done, need, position, texts } from "../fixtures";

const gov = ctx("GOV");

/** Leave only `troops` Troops and `police` Police Available by parking the rest in Havana. */
function withAvailable(troops: number, police: number) {
  return (b: GameBoard) => {
    b.spaces.havana.pieces.troop += 15 - troops;
    b.spaces.havana.pieces.police += 15 - police;
  };
}

describe("Train: place cubes (3.2.1, C8.6.4)", () => {
  it("may use Cities and Provinces with a GOV Base only", () => {
    const b = position({
      matanzas: { pieces: { govBase: 1 } },
      oriente: { pieces: { troop: 2 } },
    });
    const c = OPS.trainPlaceCubes.candidates(b, gov);
    expect(c).toEqual(expect.arrayContaining(["havana", "camaguey-city", "matanzas"]));
    expect(c).not.toContain("oriente");
    expect(c).not.toContain("ec-west");
  });

  it("places nothing unless exactly 4 cubes can go in (3 Available: no space)", () => {
    const b = position({}, { tweak: withAvailable(1, 2) });
    expect(OPS.trainPlaceCubes.candidates(b, gov)).toEqual([]);
  });

  it("alternates Police and Troops, and fills the set with the other kind when one runs out", () => {
    const b = position({}, { tweak: withAvailable(5, 1) });
    const r = done(OPS.trainPlaceCubes, b, "santiago-de-cuba", gov);
    expect(r.board.spaces["santiago-de-cuba"].pieces).toMatchObject({ police: 1, troop: 3 });
    expect(available(r.board, "police")).toBe(0);
  });
});

describe("Train: Place Base (3.2.1, C8.6.4)", () => {
  it("every Cash marker on a replaced cube stays in play: handed to the other cube (4.5.2, C8.2.1)", () => {
    // One Police holding 2 Cash and one Troop: both go for the Base, both markers pass on.
    const b = position({
      oriente: { pieces: { troop: 2, police: 1 }, cash: ["police", "police"] },
    });
    const r = done(OPS.trainPlaceBase, b, "oriente", gov);
    expect(r.board.spaces.oriente.pieces).toMatchObject({ troop: 1, police: 0, govBase: 1 });
    expect(r.board.spaces.oriente.cash).toEqual(["troop", "troop"]);
  });

  it("replaces 1 Police and 1 Troop when both are there", () => {
    const b = position({ oriente: { pieces: { troop: 2, police: 2 } } });
    const r = done(OPS.trainPlaceBase, b, "oriente", gov);
    expect(r.board.spaces.oriente.pieces).toMatchObject({ troop: 1, police: 1, govBase: 1 });
  });

  it("only in a Province without a GOV Base, within stacking, with a Base Available", () => {
    const b = position({
      oriente: { pieces: { troop: 2, m26Base: 1, drBase: 1 } },
      matanzas: { pieces: { troop: 2, govBase: 1 } },
      havana: { pieces: { troop: 2 } },
      "camaguey-province": { pieces: { police: 2 } },
    });
    expect(OPS.trainPlaceBase.candidates(b, gov)).toEqual(["camaguey-province"]);
    const noneLeft = position({
      "camaguey-province": { pieces: { police: 2 } },
      "las-villas": { pieces: { govBase: 1 } },
      matanzas: { pieces: { govBase: 1 } },
    });
    expect(OPS.trainPlaceBase.candidates(noneLeft, gov)).toEqual([]);
  });

  it("may use any space, selected or not (a LimOp's one space is the runner's: runner.test.ts)", () => {
    const b = position({
      oriente: { pieces: { troop: 2 } },
      matanzas: { pieces: { police: 2 } },
    });
    expect(OPS.trainPlaceBase.mayReuseSelected).toBe(true);
    expect(OPS.trainPlaceBase.candidates(b, ctx("GOV", { selected: ["oriente"] }))).toEqual([
      "matanzas",
      "oriente",
    ]);
  });
});

describe("Train: Civic Action (6.3.2, C8.6.4)", () => {
  const ok = { troop: 1, police: 1 };

  it("needs Government Control, Troops and Police, and something to do", () => {
    const b = position({
      "camaguey-city": { pieces: ok, support: 0 },
      "santiago-de-cuba": { pieces: { police: 3 }, support: 0 },
      havana: { pieces: ok, support: 2 },
      matanzas: { pieces: { ...ok, m26U: 3 }, support: 0 },
    });
    expect(OPS.trainCivicAction.candidates(b, gov)).toEqual(["camaguey-city"]);
  });

  it("rolls 1d3 and removes Terror before shifting toward Active Support", () => {
    const b = position({ "camaguey-city": { pieces: ok, support: -1, terror: 1 } });
    const n = need(OPS.trainCivicAction.execute(b, "camaguey-city", gov, []));
    expect(n).toMatchObject({ kind: "request", request: { kind: "dice", spec: "1d3" } });
    const r = done(OPS.trainCivicAction, b, "camaguey-city", gov, [dice(4)]);
    expect(r.board.spaces["camaguey-city"]).toMatchObject({ terror: 0, support: 0 });
    expect(texts(r)).toEqual([
      "Remove 1 Terror marker from Camagüey City",
      "Camagüey City: Passive Opposition → Neutral",
    ]);
  });

  it("stops at Active Support and skips the roll when 1 step is all that is left (C8.2.1)", () => {
    const b = position({ "camaguey-city": { pieces: ok, support: 1 } });
    const r = done(OPS.trainCivicAction, b, "camaguey-city", gov, []);
    expect(r.board.spaces["camaguey-city"].support).toBe(2);
  });
});
