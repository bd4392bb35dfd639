import {
  available,
  availableAll,
  availableCash,
  drPopPlusBases,
  meetsVictory,
  openCasinos,
  oppositionPlusBases,
  propagandaWinner,
  totalOpposition,
  totalSupport,
  totals,
  victoryMargins,
} from "@/lib/engine/cuba/board";
import { ALL_NP, makeBoard, SOLO_26J } from "@/tests/fixtures/boards";

describe("Total Support and Total Opposition (1.6.3)", () => {
  it("count Pop twice at Active and once at Passive", () => {
    const b = makeBoard({
      havana: { support: 2 }, // Pop 6 Active: 12
      "las-villas": { support: 1 }, // Pop 2 Passive: 2
      oriente: { support: -2 }, // Pop 2 Active Opposition: 4
      matanzas: { support: -1 }, // Pop 1 Passive Opposition: 1
    });
    expect(totalSupport(b)).toBe(14);
    expect(totalOpposition(b)).toBe(5);
  });

  it("ignore Neutral spaces", () => {
    expect(totals(makeBoard({})).totalSupport).toBe(0);
    expect(totals(makeBoard({})).totalOpposition).toBe(0);
  });
});

describe("Opposition + Bases and DR Pop + Bases (1.6.3)", () => {
  it("adds every 26July Base on the map to Total Opposition", () => {
    const b = makeBoard({
      "sierra-maestra": { support: -2, m26Base: 2 },
      "las-villas": { m26Base: 1, troop: 5 },
    });
    expect(oppositionPlusBases(b)).toBe(2 + 3);
  });

  it("adds the Pop of DR-Controlled spaces to every DR Base, Controlled or not", () => {
    const b = makeBoard({
      havana: { drU: 4, troop: 1 }, // DR Control, Pop 6
      "las-villas": { drBase: 1, troop: 3 }, // GOV Control: only the Base counts
      "camaguey-province": { drU: 1 }, // DR Control, Pop 1
    });
    expect(drPopPlusBases(b)).toBe(6 + 1 + 1);
  });

  it("gains nothing from DR pieces in an EC, which nobody Controls", () => {
    expect(drPopPlusBases(makeBoard({ "ec-central": { drU: 5 } }))).toBe(0);
  });
});

describe("Open Casinos (1.4.4)", () => {
  it("counts open Casinos only", () => {
    const b = makeBoard({
      havana: { casinoOpen: 2 },
      "la-habana": { casinoOpen: 1, casinoClosed: 1 },
    });
    expect(openCasinos(b)).toBe(3);
  });
});

describe("Available forces (1.4.1, Available Forces chart)", () => {
  it("subtracts pieces on the map from the inventory", () => {
    const b = makeBoard({ havana: { troop: 6, police: 4, govBase: 1 } });
    expect(available(b, "troop")).toBe(9);
    expect(available(b, "police")).toBe(11);
    expect(available(b, "govBase")).toBe(1);
  });

  it("shares one pool between Underground and Active Guerrillas, and open and closed Casinos", () => {
    const b = makeBoard({
      oriente: { m26U: 2, m26A: 3, synU: 1, synA: 1 },
      havana: { casinoOpen: 2, casinoClosed: 1 },
    });
    const a = availableAll(b);
    expect(a.m26Guerrilla).toBe(10);
    expect(a.synGuerrilla).toBe(4);
    expect(a.casino).toBe(7);
  });

  it("counts Cash markers out of the 4 in the game", () => {
    const b = makeBoard({
      havana: { troop: 2, cash: ["troop"] },
      oriente: { m26U: 1, cash: ["m26U"] },
    });
    expect(availableCash(b)).toBe(2);
  });
});

describe("Victory (7.2) and margins (7.3)", () => {
  const govBoard = (camagueyCity: 1 | 2) =>
    makeBoard({
      havana: { support: 2 }, // 6 x 2 = 12
      "las-villas": { support: 2 }, // 2 x 2 = 4
      oriente: { support: 2 }, // 2 x 2 = 4
      "camaguey-city": { support: camagueyCity }, // 1 or 2
      "santiago-de-cuba": { support: 2 }, // 2
    });

  it("Government: the margin is Total Support - 18 and ignores the Cities (7.3)", () => {
    expect(victoryMargins(govBoard(1)).GOV).toBe(23 - 18);
  });

  it("Government: a win also needs every City at Active Support (7.2)", () => {
    expect(meetsVictory(govBoard(1), "GOV")).toBe(false);
    expect(meetsVictory(govBoard(2), "GOV")).toBe(true);
  });

  it("26July wins above 15 Opposition + Bases; margin 0 is not a win", () => {
    const at15 = makeBoard({
      havana: { support: -2 }, // 12
      oriente: { support: -1 }, // 2
      "sierra-maestra": { m26Base: 1 }, // 1 → 15
    });
    expect(victoryMargins(at15)["26J"]).toBe(0);
    expect(meetsVictory(at15, "26J")).toBe(false);
    const at16 = makeBoard({
      havana: { support: -2 }, // 12
      oriente: { support: -1 }, // 2
      "sierra-maestra": { m26Base: 2 }, // 2 → 16
    });
    expect(victoryMargins(at16)["26J"]).toBe(1);
    expect(meetsVictory(at16, "26J")).toBe(true);
  });

  it("Directorio wins above 9 DR Pop + Bases", () => {
    const b = makeBoard({
      havana: { drU: 3 },
      "las-villas": { drBase: 2, drU: 1 },
      matanzas: { drBase: 1 },
    });
    // Havana 6 + Las Villas 2 + Matanzas 1 (Controlled) + 3 Bases = 12
    expect(victoryMargins(b).DR).toBe(3);
    expect(meetsVictory(b, "DR")).toBe(true);
  });

  it("Syndicate needs both: more than 7 open Casinos and more than 30 Resources; margin is the lower", () => {
    const casinos = {
      havana: { casinoOpen: 2 },
      "la-habana": { casinoOpen: 2 },
      "pinar-del-rio": { casinoOpen: 2 },
      matanzas: { casinoOpen: 2 },
    };
    const rich = makeBoard(casinos, { resources: { GOV: 0, "26J": 0, DR: 0, SYN: 35 } });
    expect(victoryMargins(rich).SYN).toBe(1); // min(8-7, 35-30)
    expect(meetsVictory(rich, "SYN")).toBe(true);
    const poor = makeBoard(casinos, { resources: { GOV: 0, "26J": 0, DR: 0, SYN: 30 } });
    expect(victoryMargins(poor).SYN).toBe(0);
    expect(meetsVictory(poor, "SYN")).toBe(false);
  });

  it("closed Casinos do not count toward the Syndicate's goal", () => {
    const b = makeBoard(
      {
        havana: { casinoOpen: 2 },
        "la-habana": { casinoOpen: 2 },
        matanzas: { casinoOpen: 2, casinoClosed: 0 },
        oriente: { casinoClosed: 2 },
      },
      { resources: { GOV: 0, "26J": 0, DR: 0, SYN: 40 } },
    );
    expect(victoryMargins(b).SYN).toBe(6 - 7);
  });
});

describe("Who wins at a Propaganda Victory check (7.1, 7.2, C8.3)", () => {
  const m26Wins = {
    havana: { support: -2 as const },
    oriente: { support: -2 as const },
    "sierra-maestra": { m26Base: 1 },
  };

  it("solitaire: the player can win only in the final Propaganda Round (C8.3.1)", () => {
    const b = makeBoard(m26Wins, { roles: SOLO_26J });
    expect(propagandaWinner(b, false)).toBeNull();
    expect(propagandaWinner(b, true)).toBe("26J");
  });

  it("a Non-player can win at any Propaganda Round (C8.3.1)", () => {
    const b = makeBoard(m26Wins, { roles: ALL_NP });
    expect(propagandaWinner(b, false)).toBe("26J");
  });

  it("breaks equal margins for Non-players first, then Syndicate, Directorio, 26July (7.1)", () => {
    // 26J margin 1 (16 Opp + Bases), DR margin 1 (10 Pop + Bases), both NP: DR wins the tie.
    const spaces = {
      havana: { support: -2 as const, drU: 1 }, // 12 Opposition; DR Control, Pop 6
      oriente: { support: -2 as const }, // 4
      "las-villas": { drU: 1, drBase: 1 }, // DR Control, Pop 2; 1 Base
      matanzas: { drU: 1 }, // DR Control, Pop 1 → 6+2+1+1 = 10
    };
    const np = makeBoard(spaces, { roles: ALL_NP });
    expect(victoryMargins(np)["26J"]).toBe(1);
    expect(victoryMargins(np).DR).toBe(1);
    expect(propagandaWinner(np, true)).toBe("DR");
    // With 26July a player and DR a Non-player, the Non-player still takes the tie.
    const solo = makeBoard(spaces, { roles: SOLO_26J });
    expect(propagandaWinner(solo, true)).toBe("DR");
  });
});
