import { COND } from "@/data/cuba/calixto/cards";
import { ask, board, yes } from "./board-fixture";

const withPact = <T extends { capabilities: { card: number; side: "unshaded" | "shaded" }[] }>(
  b: T,
): T => {
  b.capabilities.push({ card: 18, side: "unshaded" });
  return b;
};

describe("26July card questions (reference 1.4)", () => {
  it("G Q1: Underground 26J not at Active Opposition; with Pact of Caracas Passive Opposition fails too", () => {
    const b = board({
      oriente: { support: -1, m26U: 1 },
      "sierra-maestra": { support: -2, m26U: 3 },
    });
    expect(ask(b, COND.m26UndergroundNotActiveOpp, "26J")).toMatchObject({
      answer: true,
      evidence: ["Oriente (Passive Opposition): 1 Underground 26J Guerrilla"],
    });
    const r = ask(withPact(b), COND.m26UndergroundNotActiveOpp, "26J");
    expect(r).toMatchObject({ answer: false });
    expect(r.kind === "answer" && r.evidence[0]).toBe("Pact of Caracas in play: variant question");
  });

  it("H Q1: 4+ 26J Guerrillas in one space (spread Guerrillas do not add up)", () => {
    expect(
      yes(ask(board({ oriente: { m26U: 2 }, matanzas: { m26A: 2 } }), COND.m26Four, "26J")),
    ).toBe(false);
    expect(yes(ask(board({ oriente: { m26U: 2, m26A: 2 } }), COND.m26Four, "26J"))).toBe(true);
  });

  it("H Q2 / J Q2: Underground 26J in a Pop 2+ space (Population), with the level the card asks", () => {
    const b = board({
      "camaguey-province": { support: 1, m26U: 2 },
      havana: { support: 1, m26U: 1 },
    });
    expect(ask(b, COND.m26UndergroundPop2Support, "26J")).toMatchObject({
      answer: true,
      evidence: ["Havana (Passive Support): 1 Underground 26J Guerrilla"],
    });
    expect(
      yes(
        ask(
          board({ oriente: { support: -2, m26U: 1 } }),
          COND.m26UndergroundPop2NotActiveOpp,
          "26J",
        ),
      ),
    ).toBe(false);
  });

  it("HH: 4+ 26J or 1 Underground 26J with enemy forces; Pact ignores DR as enemies", () => {
    const q = COND.m26AttackTarget;
    expect(yes(ask(board({ oriente: { m26A: 3, troop: 1 } }), q, "26J"))).toBe(false);
    expect(yes(ask(board({ oriente: { m26A: 4, troop: 1 } }), q, "26J"))).toBe(true);
    expect(yes(ask(board({ oriente: { m26U: 1 } }), q, "26J"))).toBe(false);
    expect(yes(ask(board({ oriente: { m26U: 1, casinoClosed: 1 } }), q, "26J"))).toBe(false);
    const drOnly = board({ oriente: { m26U: 1, drA: 1 } });
    expect(yes(ask(drOnly, q, "26J"))).toBe(true);
    expect(yes(ask(withPact(drOnly), q, "26J"))).toBe(false);
  });

  it("JJ: the same, but only where 26J lacks Control", () => {
    const b = board({ oriente: { m26U: 3, troop: 1 } });
    expect(yes(ask(b, COND.m26AttackTarget, "26J"))).toBe(true);
    expect(yes(ask(b, COND.m26AttackTargetNoControl, "26J"))).toBe(false);
  });

  it("K Q2: 3+ 26J, no Support, stacking room and an Available 26J Base", () => {
    const q = COND.m26BaseRoomNoSupport;
    expect(yes(ask(board({ oriente: { m26U: 3, support: -1 } }), q, "26J"))).toBe(true);
    expect(yes(ask(board({ oriente: { m26U: 3, support: 1 } }), q, "26J"))).toBe(false);
    expect(yes(ask(board({ oriente: { m26U: 3, govBase: 1, drBase: 1 } }), q, "26J"))).toBe(false);
    expect(yes(ask(board({ "ec-east": { m26U: 5 } }), q, "26J"))).toBe(false);
    const noBase = board({
      oriente: { m26U: 3 },
      "sierra-maestra": { m26Base: 2 },
      "las-villas": { m26Base: 2 },
    });
    expect(ask(noBase, q, "26J")).toMatchObject({
      answer: false,
      evidence: ["no 26J Base Available"],
    });
  });

  it("M Q1: a Pop 2+ space (Havana, Las Villas, Oriente) not at Active Opposition", () => {
    const b = board({
      havana: { support: -2 },
      "las-villas": { support: -2 },
      oriente: { support: -2 },
    });
    expect(yes(ask(b, COND.m26Pop2NotActiveOpp, "26J"))).toBe(false);
    b.spaces.oriente.support = -1;
    expect(yes(ask(b, COND.m26Pop2NotActiveOpp, "26J"))).toBe(true);
  });
});

describe("Directorio card questions (reference 1.5)", () => {
  it("A Q2: Underground DR at Active Support or Active Opposition; Pact ignores Active Opposition", () => {
    const b = board({ matanzas: { support: -2, drU: 1 }, "la-habana": { support: 1, drU: 1 } });
    expect(yes(ask(b, COND.drUndergroundAtActive, "DR"))).toBe(true);
    expect(yes(ask(withPact(b), COND.drUndergroundAtActive, "DR"))).toBe(false);
  });

  it("C Q2: 3+ DR, no Active level, room for an Available DR Base", () => {
    expect(
      yes(ask(board({ matanzas: { drU: 3, support: -1 } }), COND.drBaseRoomNoActive, "DR")),
    ).toBe(true);
    expect(
      yes(ask(board({ matanzas: { drU: 3, support: -2 } }), COND.drBaseRoomNoActive, "DR")),
    ).toBe(false);
  });

  it("EE: Underground DR where the level is not Neutral; Pact reads only Support", () => {
    const b = board({ matanzas: { support: -1, drU: 1 } });
    expect(yes(ask(b, COND.drUndergroundAtLevel, "DR"))).toBe(true);
    expect(yes(ask(withPact(b), COND.drUndergroundAtLevel, "DR"))).toBe(false);
  });

  it("F Q1: a space of exactly Pop 2 without DR Control", () => {
    const b = board({ "las-villas": { drU: 1 }, oriente: { drA: 1 } });
    expect(yes(ask(b, COND.twoPopNoDrControl, "DR"))).toBe(false);
    b.spaces.oriente.pieces.troop = 1;
    expect(yes(ask(b, COND.twoPopNoDrControl, "DR"))).toBe(true);
  });
});

describe("Syndicate card questions (reference 1.6)", () => {
  it("N Q2: Resources over 5 and a GOV- or SYN-Controlled space where a Casino can be placed", () => {
    const b = board({ havana: { troop: 2 } });
    b.resources.SYN = 5;
    expect(ask(b, COND.constructPossible, "SYN")).toMatchObject({
      answer: false,
      evidence: ["SYN Resources 5"],
    });
    b.resources.SYN = 6;
    expect(ask(b, COND.constructPossible, "SYN")).toMatchObject({ answer: true });
    b.spaces.havana.pieces.casinoClosed = 2;
    expect(yes(ask(b, COND.constructPossible, "SYN"))).toBe(false);
  });

  it("N Q2 opens a closed Casino only in the final Campaign; T's wording counts it any time", () => {
    const b = board({ havana: { troop: 2, casinoClosed: 2 } });
    b.resources.SYN = 10;
    expect(yes(ask(b, COND.constructPossible, "SYN"))).toBe(false);
    expect(ask(b, COND.constructPossibleT, "SYN")).toMatchObject({
      answer: true,
      evidence: ["SYN Resources 10", "Havana: open"],
    });
    b.propagandaLeft = 1;
    expect(yes(ask(b, COND.constructPossible, "SYN"))).toBe(true);
  });

  it("R Q2: Underground SYN at Support or Opposition and no open Casino there", () => {
    const b = board({ havana: { support: 1, synU: 1, casinoOpen: 1 } });
    expect(yes(ask(b, COND.synUndergroundAtLevel, "SYN"))).toBe(true);
    expect(yes(ask(b, COND.synUndergroundAtLevelNoCasino, "SYN"))).toBe(false);
  });

  it("P Q1, Q Q1, T Q1, TT: open Casinos under 8, Cash Available, Resources under 6, SYN Guerrillas Available or Active", () => {
    const b = board({ havana: { casinoOpen: 2 }, "ec-west": { synA: 6 } });
    b.spaces.havana.cash = [];
    expect(yes(ask(b, COND.openCasinosBelow8, "SYN"))).toBe(true);
    expect(yes(ask(b, COND.availableCash, "SYN"))).toBe(true);
    b.resources.SYN = 6;
    expect(yes(ask(b, COND.synResourcesBelow6, "SYN"))).toBe(false);
    expect(ask(b, COND.synGuerrillaSupply, "SYN")).toMatchObject({
      answer: true,
      evidence: ["6 SYN Guerrillas Available or Active"],
    });
    b.spaces["ec-west"].pieces.synA = 0;
    b.spaces["ec-west"].pieces.synU = 6;
    expect(yes(ask(b, COND.synGuerrillaSupply, "SYN"))).toBe(false);
  });

  it("SA red conditionals: Operation named, final Campaign, Syndicate is a player", () => {
    const b = board();
    expect(yes(ask(b, COND.rallyChosen, "SYN", undefined, { operation: "rally" }))).toBe(true);
    expect(yes(ask(b, COND.terrorChosen, "SYN", undefined, { operation: "rally" }))).toBe(false);
    expect(yes(ask(b, COND.notFinalCampaign, "SYN"))).toBe(true);
    expect(yes(ask(b, COND.synIsPlayer, "DR"))).toBe(false);
    b.roles.SYN = "player";
    expect(yes(ask(b, COND.synIsPlayer, "DR"))).toBe(true);
  });
});
