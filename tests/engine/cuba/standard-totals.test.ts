import { standardBoard } from "@/data/cuba/scenarios";
import { availableAll, controlMap, totals, validateBoard } from "@/lib/engine/cuba/board";

const roles = { GOV: "np", "26J": "player", DR: "np", SYN: "np" } as const;

describe("Standard deployment (rules Set Up; reference data §4.2)", () => {
  const board = standardBoard({ roles, shortGame: false });

  it("has the printed victory totals", () => {
    expect(totals(board)).toEqual({
      totalSupport: 16,
      totalOpposition: 6,
      oppositionPlusBases: 7,
      drPopPlusBases: 1,
      openCasinos: 3,
    });
  });

  it("leaves the Available forces the C8.9 example starts from", () => {
    const a = availableAll(board);
    expect(a).toMatchObject({
      troop: 3,
      police: 7,
      govBase: 2,
      m26Guerrilla: 11,
      m26Base: 3,
      drGuerrilla: 12,
      drBase: 4,
      synGuerrilla: 6,
      casino: 7,
    });
  });

  it("has the printed Control", () => {
    const c = controlMap(board);
    expect(c["pinar-del-rio"]).toBe("SYN");
    expect(c.havana).toBe("GOV");
    expect(c["la-habana"]).toBeNull();
    expect(c["las-villas"]).toBe("GOV");
    expect(c["camaguey-province"]).toBe("DR");
    expect(c["sierra-maestra"]).toBe("26J");
    expect(c["santiago-de-cuba"]).toBe("GOV");
    expect(c["ec-west"]).toBeNull();
  });

  it("is valid", () => {
    expect(validateBoard(board)).toEqual([]);
  });
});
