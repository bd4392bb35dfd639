import { COND } from "@/data/cuba/calixto/cards";
import { ask, board, yes } from "./board-fixture";

describe("Government card questions (reference 1.3)", () => {
  it("U Q1: a City short of Active Support (Passive Support counts, Active does not)", () => {
    const atActive = board({
      havana: { support: 2 },
      "camaguey-city": { support: 2 },
      "santiago-de-cuba": { support: 2 },
    });
    expect(yes(ask(atActive, COND.cityNotActiveSupport))).toBe(false);
    atActive.spaces["camaguey-city"].support = 1;
    const r = ask(atActive, COND.cityNotActiveSupport);
    expect(r).toEqual({ kind: "answer", answer: true, evidence: ["Camagüey City"] });
  });

  it("U Q2: any Insurgent's Underground Guerrilla at Passive or Active Support; Active Guerrillas and Neutral spaces do not count", () => {
    expect(yes(ask(board({ havana: { support: 2, drA: 3 } }), COND.undergroundAtSupport))).toBe(
      false,
    );
    expect(yes(ask(board({ matanzas: { support: 0, m26U: 2 } }), COND.undergroundAtSupport))).toBe(
      false,
    );
    for (const piece of ["m26U", "drU", "synU"] as const) {
      expect(
        yes(ask(board({ "la-habana": { support: 1, [piece]: 1 } }), COND.undergroundAtSupport)),
      ).toBe(true);
    }
  });

  it("Y Q1: Guerrillas of any Faction on an EC", () => {
    expect(yes(ask(board({ "las-villas": { drU: 3 } }), COND.ecWithGuerrillas))).toBe(false);
    expect(yes(ask(board({ "ec-east": { synA: 1 } }), COND.ecWithGuerrillas))).toBe(true);
  });

  it("V Q1: 3+ Troops beyond what keeps GOV Control, in a City or a Province with a GOV Base", () => {
    // Havana: 4 Troops + 1 Police vs 1 Guerrilla → GOV 5 vs 1, 3 Troops can go (5-3 = 2 > 1).
    expect(yes(ask(board({ havana: { troop: 4, police: 1, drU: 1 } }), COND.troopsSpare3))).toBe(
      true,
    );
    // 4 Troops vs 2 Guerrillas: only 1 spare.
    expect(yes(ask(board({ havana: { troop: 4, drU: 2 } }), COND.troopsSpare3))).toBe(false);
    // A Province needs a GOV Base to count.
    expect(yes(ask(board({ "las-villas": { troop: 6 } }), COND.troopsSpare3))).toBe(false);
    expect(yes(ask(board({ "las-villas": { troop: 6, govBase: 1 } }), COND.troopsSpare3))).toBe(
      true,
    );
    // No GOV Control: nothing to keep (INF reading), does not count.
    expect(yes(ask(board({ havana: { troop: 4, drU: 5 } }), COND.troopsSpare3))).toBe(false);
  });

  it("VV-YY: an EC where 26J+DR Guerrillas outnumber cubes (SYN Guerrillas do not count)", () => {
    expect(
      yes(ask(board({ "ec-west": { m26U: 1, drA: 1, police: 2 } }), COND.ecGuerrillasOverCubes)),
    ).toBe(false);
    expect(yes(ask(board({ "ec-west": { synU: 4, police: 1 } }), COND.ecGuerrillasOverCubes))).toBe(
      false,
    );
    const r = ask(
      board({ "ec-central": { m26U: 2, drA: 1, troop: 2 } }),
      COND.ecGuerrillasOverCubes,
    );
    expect(r).toEqual({
      kind: "answer",
      answer: true,
      evidence: ["Central EC: 3 26J+DR Guerrillas vs 2 cubes"],
    });
  });

  it("W Q1: GOV forces together with Vulnerable Enemies (Active Guerrilla, or a Base with no own Underground)", () => {
    const q = COND.govForcesVulnerableEnemies;
    expect(yes(ask(board({ oriente: { troop: 2, m26U: 3 } }), q))).toBe(false);
    expect(yes(ask(board({ oriente: { m26A: 3 } }), q))).toBe(false);
    expect(yes(ask(board({ oriente: { police: 1, m26A: 1 } }), q))).toBe(true);
    expect(yes(ask(board({ oriente: { troop: 1, m26Base: 1, m26U: 1 } }), q))).toBe(false);
    expect(yes(ask(board({ oriente: { troop: 1, m26Base: 1, m26A: 1 } }), q))).toBe(true);
  });

  it("Z Q1: a Province of exactly Pop 2 without GOV Control (Havana's 6 does not count)", () => {
    const q = COND.twoPopProvinceNoGovControl;
    const b = board({ "las-villas": { troop: 2 }, oriente: { police: 1 } });
    expect(yes(ask(b, q))).toBe(false);
    b.spaces.oriente.pieces.m26U = 1;
    expect(ask(b, q)).toMatchObject({ answer: true, evidence: ["Oriente (Pop 2, Neutral)"] });
    expect(yes(ask(board({ "las-villas": { troop: 1 }, oriente: { troop: 1 } }), q))).toBe(false);
  });

  describe("Z Q2: what one Assault could remove (3.2.4)", () => {
    const q = COND.assaultCouldRemove;
    it("3 Troops remove 3 Active Guerrillas outside Mountain; Underground ones cannot be hit", () => {
      expect(yes(ask(board({ oriente: { troop: 3, m26A: 2, drA: 1 } }), q))).toBe(true);
      expect(yes(ask(board({ oriente: { troop: 3, m26A: 2, drU: 4 } }), q))).toBe(false);
    });
    it("in Mountain only 1 per 2 Troops", () => {
      expect(yes(ask(board({ "sierra-maestra": { troop: 5, m26A: 3 } }), q))).toBe(false);
      expect(yes(ask(board({ "sierra-maestra": { troop: 6, m26A: 3 } }), q))).toBe(true);
    });
    it("Police add removals only in a City or on an EC", () => {
      expect(yes(ask(board({ oriente: { troop: 1, police: 4, drA: 3 } }), q))).toBe(false);
      expect(yes(ask(board({ havana: { troop: 1, police: 2, drA: 3 } }), q))).toBe(true);
    });
    it("a Base falls only once its Faction's Guerrillas are gone: none Underground, all Active removed first", () => {
      expect(yes(ask(board({ oriente: { troop: 1, m26Base: 1, m26U: 1 } }), q))).toBe(false);
      expect(yes(ask(board({ oriente: { troop: 1, m26Base: 1, m26A: 1 } }), q))).toBe(false);
      expect(ask(board({ oriente: { troop: 2, m26Base: 1, m26A: 1 } }), q)).toMatchObject({
        answer: true,
        evidence: ["Oriente: could remove a 26J Base"],
      });
    });
    it("an open Casino closes; a closed one does not count (1.4.5)", () => {
      expect(yes(ask(board({ havana: { police: 1, casinoClosed: 2 } }), q))).toBe(false);
      expect(yes(ask(board({ havana: { police: 1, casinoOpen: 1 } }), q))).toBe(true);
      expect(yes(ask(board({ havana: { police: 1, casinoOpen: 1, synU: 1 } }), q))).toBe(false);
    });
  });

  it("ZZ: 4+ cubes Available counts Troops and Police together", () => {
    const b = board({ havana: { troop: 14, police: 13 } });
    expect(ask(b, COND.available4Cubes)).toMatchObject({
      answer: false,
      evidence: ["3 cubes (Troops plus Police) Available"],
    });
    b.spaces.havana.pieces.police = 12;
    expect(yes(ask(b, COND.available4Cubes))).toBe(true);
  });

  it("SA-G1 B: a GOV-Controlled space at Opposition; SA-GZZ A also needs Sweep as the Operation", () => {
    const b = board({ matanzas: { support: -1, troop: 2 } });
    expect(yes(ask(b, COND.govControlAtOpposition))).toBe(true);
    expect(
      yes(ask(b, COND.sweepGovControlAtOpposition, "GOV", undefined, { operation: "train" })),
    ).toBe(false);
    expect(
      yes(ask(b, COND.sweepGovControlAtOpposition, "GOV", undefined, { operation: "sweep" })),
    ).toBe(true);
    b.spaces.matanzas.pieces.m26U = 3;
    expect(yes(ask(b, COND.govControlAtOpposition))).toBe(false);
  });
});
