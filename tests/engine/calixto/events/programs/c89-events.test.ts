import { c89 } from "../../c89-positions";
import { effective, runEvent } from "./drive";

/** The three Events of the rulebook's worked example, executed by the engine (C8.9 cards 1, 6, 7). */
describe("C8.9 Events executed by the engine", () => {
  it("card 1 General Strike (DR): Havana to Passive Support, Camagüey City to Neutral, a DR Guerrilla in each City", () => {
    const b = c89("c1AfterGov");
    expect(effective(b, 8, "unshaded", "DR")).toEqual(
      expect.arrayContaining(["addForces", "removeSupportOrOpposition"]),
    );
    const r = runEvent(b, 8, "unshaded", "DR");
    expect(r.board.spaces.havana.support).toBe(1);
    expect(r.board.spaces["camaguey-city"].support).toBe(0);
    for (const city of ["havana", "camaguey-city", "santiago-de-cuba"] as const)
      expect(r.board.spaces[city].pieces.drU).toBe(b.spaces[city].pieces.drU + 1);
    expect(r.board.spaces["santiago-de-cuba"].support).toBe(b.spaces["santiago-de-cuba"].support);
  });

  it("card 6 Defections (DR): both Police in Santiago de Cuba replaced by DR Guerrillas (RR column, Police first)", () => {
    const b = c89("c6Start");
    const r = runEvent(b, 35, "unshaded", "DR");
    expect(r.columns).toEqual(["RR"]);
    expect(r.board.spaces["santiago-de-cuba"].pieces.police).toBe(0);
    expect(r.board.spaces["santiago-de-cuba"].pieces.drU).toBe(
      b.spaces["santiago-de-cuba"].pieces.drU + 2,
    );
    expect(r.board.spaces["santiago-de-cuba"].pieces.troop).toBe(
      b.spaces["santiago-de-cuba"].pieces.troop,
    );
  });

  it("card 7 Meyer Lansky (SYN): two Casinos in Pinar del Río, two in Havana, all four open, stacking kept", () => {
    const b = c89("c7Start");
    const r = runEvent(b, 38, "shaded", "SYN");
    expect(r.board.spaces["pinar-del-rio"].pieces.casinoOpen).toBe(2);
    expect(r.board.spaces.havana.pieces.casinoOpen).toBe(2);
    let closed = 0;
    for (const s of Object.values(r.board.spaces)) {
      closed += s.pieces.casinoClosed;
      expect(s.pieces.casinoOpen + s.pieces.casinoClosed).toBeLessThanOrEqual(2);
    }
    expect(closed).toBe(0);
  });
});
