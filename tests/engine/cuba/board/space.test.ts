import { controller, controlMap, controlPieces, enemyForces } from "@/lib/engine/cuba/board";
import { makeBoard } from "@/tests/fixtures/boards";

// Control (rule 1.7): a Faction Controls a Province or City when its pieces there exceed all
// other Factions' pieces combined; closed Casinos do not count (1.4.4); ECs are never Controlled.
describe("Control (1.7)", () => {
  it("goes to a Faction whose pieces exceed all others combined", () => {
    const b = makeBoard({ "las-villas": { troop: 3, m26U: 1, drA: 1 } });
    expect(controller("las-villas", b.spaces["las-villas"])).toBe("GOV");
  });

  it("is nobody's when the largest force only equals the rest combined", () => {
    const b = makeBoard({ "las-villas": { troop: 2, m26U: 1, drA: 1 } });
    expect(controller("las-villas", b.spaces["las-villas"])).toBeNull();
  });

  it("is nobody's on a two-way tie", () => {
    const b = makeBoard({ matanzas: { police: 2, m26U: 1, m26Base: 1 } });
    expect(controller("matanzas", b.spaces.matanzas)).toBeNull();
  });

  it("counts Underground and Active Guerrillas and Bases alike", () => {
    const b = makeBoard({ oriente: { m26U: 1, m26A: 1, m26Base: 1, troop: 2 } });
    expect(controller("oriente", b.spaces.oriente)).toBe("26J");
  });

  it("counts open Casinos for the Syndicate but never closed ones", () => {
    const open = makeBoard({ "pinar-del-rio": { casinoOpen: 2, troop: 1 } });
    expect(controller("pinar-del-rio", open.spaces["pinar-del-rio"])).toBe("SYN");
    const closed = makeBoard({ "pinar-del-rio": { casinoClosed: 2, troop: 1 } });
    expect(controller("pinar-del-rio", closed.spaces["pinar-del-rio"])).toBe("GOV");
    expect(controlPieces(closed.spaces["pinar-del-rio"], "SYN")).toBe(0);
  });

  it("is nobody's in a space holding only closed Casinos", () => {
    const b = makeBoard({ "la-habana": { casinoClosed: 1 } });
    expect(controller("la-habana", b.spaces["la-habana"])).toBeNull();
  });

  it("never goes to anyone in an Economic Center, however lopsided", () => {
    const b = makeBoard({ "ec-west": { troop: 6 }, "ec-east": { synU: 3 } });
    const c = controlMap(b);
    expect(c["ec-west"]).toBeNull();
    expect(c["ec-east"]).toBeNull();
  });

  it("applies to Cities as to Provinces", () => {
    const b = makeBoard({ havana: { drU: 3, police: 2 } });
    expect(controlMap(b).havana).toBe("DR");
  });
});

describe("Enemy Forces (C8.5.2 terms)", () => {
  it("counts every other Faction's pieces but ignores closed Casinos", () => {
    const b = makeBoard({ havana: { troop: 2, m26U: 1, casinoOpen: 1, casinoClosed: 1 } });
    expect(enemyForces(b.spaces.havana, "GOV")).toBe(2);
    expect(enemyForces(b.spaces.havana, "26J")).toBe(3);
  });
});
