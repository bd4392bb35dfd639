import { BRIBE_BASES_LAST } from "@/lib/engine/cuba/calixto/procedures";
import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { choice, ctx, done, position, texts } from "../fixtures";

const syn = ctx("SYN");

describe("Bribe (4.5.4, C8.7.7)", () => {
  it("costs 3 Syndicate Resources: no Bribe without them", () => {
    const b = position({ matanzas: { pieces: { troop: 2 } } }, { resources: { SYN: 2 } });
    expect(SAS.bribe.candidates(b, syn)).toEqual([]);
    const rich = { ...b, resources: { ...b.resources, SYN: 9 } };
    const r = done(SAS.bribe, rich, "matanzas", syn);
    expect(r.board.resources.SYN).toBe(6);
    expect(r.board.spaces.matanzas.pieces.troop).toBe(0);
  });

  it("takes Cash holders first (Piece Priorities row 1), up to 2 of that kind", () => {
    const b = position({
      matanzas: { pieces: { troop: 1, police: 1, m26U: 2, synU: 1 }, cash: ["m26U"] },
    });
    const r = done(SAS.bribe, b, "matanzas", syn);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ m26U: 0, troop: 1, police: 1 });
    // NP 26July passes its Cash on: its other Guerrilla, then NP Government first (C8.2.1).
    expect(r.board.spaces.matanzas.cash).toEqual(["police"]);
  });

  it("Contraband: Cash a player frees goes to a Syndicate Guerrilla", () => {
    const b = position(
      { matanzas: { pieces: { m26U: 1, synU: 1 }, cash: ["m26U"] } },
      { roles: { "26J": "player" } },
    );
    const r = done(SAS.bribe, b, "matanzas", syn, [choice("free")]);
    expect(r.board.spaces.matanzas.cash).toEqual(["synU"]);
    expect(texts(r)).toContain(
      "Put the freed Cash marker with an Underground Syndicate Guerrilla in Matanzas",
    );
  });

  it("removes an enemy Base even with its Guerrillas there (INF); the alternative reading waits", () => {
    const b = position({ matanzas: { pieces: { m26U: 2, m26Base: 1 } } });
    const r = done(SAS.bribe, b, "matanzas", syn);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ m26Base: 0, m26U: 2 });
    const alt = ctx("SYN", { options: { conflicts: { [BRIBE_BASES_LAST]: "alternative" } } });
    const r2 = done(SAS.bribe, b, "matanzas", alt);
    expect(r2.board.spaces.matanzas.pieces).toMatchObject({ m26Base: 1, m26U: 0 });
  });
});
