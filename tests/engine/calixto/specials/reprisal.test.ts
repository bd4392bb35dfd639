import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { choice, ctx, done, need, position } from "../fixtures";

const gov = ctx("GOV", { operation: "assault" });

describe("Reprisal (4.2.3, C8.7.4)", () => {
  it("needs Government Control and something to shift or relocate", () => {
    const b = position({
      "camaguey-city": { pieces: { police: 3, m26U: 1 } },
      havana: { pieces: { police: 3 }, support: 1 },
      matanzas: { pieces: { m26U: 1 }, support: -1 },
      "santiago-de-cuba": { pieces: { police: 2 }, support: -1 },
    });
    expect(SAS.reprisal.candidates(b, gov)).toEqual(["camaguey-city", "santiago-de-cuba"]);
  });

  it("places Terror, shifts Opposition toward Neutral and moves a Guerrilla out", () => {
    const b = position({
      "santiago-de-cuba": { pieces: { police: 3, m26U: 1 }, support: -2 },
    });
    const r = done(SAS.reprisal, b, "santiago-de-cuba", gov);
    expect(r.board.spaces["santiago-de-cuba"]).toMatchObject({ terror: 1, support: -1 });
    expect(r.board.spaces["sierra-maestra"].pieces.m26U).toBe(1);
  });

  it("the relocated Guerrilla carries every Cash marker it holds (4.5.2)", () => {
    const b = position({
      "santiago-de-cuba": { pieces: { police: 3, m26U: 1 }, support: -2, cash: ["m26U", "m26U"] },
    });
    const r = done(SAS.reprisal, b, "santiago-de-cuba", gov);
    expect(r.board.spaces["santiago-de-cuba"].cash).toEqual([]);
    expect(r.board.spaces["sierra-maestra"].cash).toEqual(["m26U", "m26U"]);
  });

  it("sends it to the adjacent Province with most Opposition", () => {
    const b = position({
      "las-villas": { pieces: { troop: 3, drU: 1 } },
      matanzas: { support: -2 },
      "camaguey-province": { support: -1 },
    });
    const r = done(SAS.reprisal, b, "las-villas", gov);
    expect(r.board.spaces.matanzas.pieces.drU).toBe(1);
  });

  it("then the least Population (La Habana, Pop 1, over Las Villas, Pop 2)", () => {
    const b = position({ matanzas: { pieces: { troop: 3, drU: 1 } } });
    const r = done(SAS.reprisal, b, "matanzas", gov);
    expect(r.board.spaces["la-habana"].pieces.drU).toBe(1);
  });

  it("then at random: a tie-break input", () => {
    const b = position({
      "las-villas": { pieces: { troop: 3, drU: 1 } },
      matanzas: { support: -1 },
      "camaguey-province": { support: -1 },
    });
    const n = need(SAS.reprisal.execute(b, "las-villas", gov, []));
    expect(n).toMatchObject({
      request: { kind: "tieBreak", among: ["matanzas", "camaguey-province"] },
    });
    const r = done(SAS.reprisal, b, "las-villas", gov, [choice("camaguey-province")]);
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(1);
  });
});
