import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { choice, ctx, done, position } from "../fixtures";

const dr = ctx("DR", { operation: "terror" });

describe("Assassinate (4.4.3, C8.7.6)", () => {
  it("where DR outnumbers Police and Terror is possible; Terror there first", () => {
    const b = position({
      havana: { pieces: { drU: 1, police: 1, troop: 2 }, support: 2 },
      matanzas: { pieces: { drU: 2, police: 1 }, support: 1 },
      oriente: { pieces: { drA: 2, troop: 1 }, support: 1 },
    });
    expect(SAS.assassinate.candidates(b, dr)).toEqual(["matanzas"]);
    const r = done(SAS.assassinate, b, "matanzas", dr);
    expect(r.board.spaces.matanzas).toMatchObject({ terror: 1, support: 0 });
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ drU: 1, drA: 1, police: 0 });
  });

  it("removes even a protected Base (Ⓑ), and closes a Casino for Ⓐ", () => {
    const b = position({
      matanzas: { pieces: { drU: 2, m26U: 3, m26Base: 1, casinoOpen: 1, synU: 1 }, support: 1 },
    });
    const base = done(SAS.assassinateBase, b, "matanzas", dr);
    expect(base.board.spaces.matanzas.pieces).toMatchObject({ m26Base: 0, m26U: 3 });
    const casino = done(SAS.assassinateCloseCasino, b, "matanzas", dr);
    expect(casino.board.spaces.matanzas.pieces).toMatchObject({ casinoOpen: 0, casinoClosed: 1 });
  });

  it("Mafia Offensive: NP Syndicate Assassinates as if DR, regardless of Police", () => {
    const b = position(
      { matanzas: { pieces: { synU: 1, police: 3 }, support: 1 } },
      { capabilities: [{ card: 43, side: "shaded" }] },
    );
    const syn = ctx("SYN", { operation: "terror" });
    expect(SAS.assassinate.candidates(b, syn)).toEqual(["matanzas"]);
    const r = done(SAS.assassinate, b, "matanzas", syn);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ police: 2, synA: 1 });
    expect(r.board.resources.SYN).toBe(b.resources.SYN - 1);
    const without = position({ matanzas: { pieces: { synU: 1, police: 3 }, support: 1 } });
    expect(SAS.assassinate.candidates(without, syn)).toEqual([]);
  });

  it("Commandeer: Cash freed goes to a DR Guerrilla", () => {
    const b = position(
      { matanzas: { pieces: { drU: 2, troop: 1 }, cash: ["troop"], support: 1 } },
      { roles: { GOV: "player" } },
    );
    const r = done(SAS.assassinate, b, "matanzas", dr, [choice("free")]);
    expect(r.board.spaces.matanzas.cash).toEqual(["drU"]);
  });
});
