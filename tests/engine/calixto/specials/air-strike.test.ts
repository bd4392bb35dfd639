import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { ctx, done, position, texts } from "../fixtures";

const gov = ctx("GOV", { operation: "sweep" });

describe("Air Strike (4.2.2, C8.7.4)", () => {
  const b = position({
    havana: { pieces: { m26A: 1 } },
    matanzas: { pieces: { drU: 1, drBase: 1 } },
    oriente: { pieces: { m26Base: 1 } },
    "ec-east": { pieces: { synA: 1 } },
  });

  it("hits a Province or EC, never a City; an Underground Guerrilla protects its Base", () => {
    expect(SAS.airStrike.candidates(b, gov)).toEqual(["oriente", "ec-east"]);
    expect(SAS.airStrikeVulnerable.candidates(b, gov)).toEqual(["oriente"]);
  });

  it("removes a Base whose Faction has no Guerrillas there, one piece in all", () => {
    const r = done(SAS.airStrikeVulnerable, b, "oriente", gov);
    expect(texts(r)).toEqual(["Remove 1 26July Base from Oriente to Available"]);
  });

  it("only with Garrison, Sweep or Assault, and never while Embargoed", () => {
    expect(SAS.airStrike.candidates(b, ctx("GOV", { operation: "train" }))).toEqual([]);
    const embargo = { ...b, usAlliance: "embargoed" as const };
    expect(SAS.airStrike.candidates(embargo, gov)).toEqual([]);
  });

  it("Guantánamo Bay Momentum: 2 pieces, even when Embargoed", () => {
    const g = position(
      { oriente: { pieces: { m26A: 1, m26Base: 1 } } },
      {
        tweak: (x) => {
          x.momentum = [2];
          x.usAlliance = "embargoed";
        },
      },
    );
    const r = done(SAS.airStrike, g, "oriente", gov);
    expect(r.board.spaces.oriente.pieces).toMatchObject({ m26A: 0, m26Base: 0 });
  });

  it("closes an open Casino rather than removing it", () => {
    const c = position({ matanzas: { pieces: { casinoOpen: 1 } } });
    const r = done(SAS.airStrike, c, "matanzas", gov);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ casinoOpen: 0, casinoClosed: 1 });
  });
});
