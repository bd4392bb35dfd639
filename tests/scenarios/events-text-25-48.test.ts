/**
 * Event cards #25-#48 proven by running them. Each docs/examples/events/<NN>-<u|s>.json is a small
 * board written from the card text alone (playbook "Event Text and Background"), the Calixto Event
 * tables (reference §3.4-3.6; C8.5.5, C8.2.1, C8.8) and the base rules (5.x). Every test builds the
 * board the text demands from the start board and compares the whole of it: each space the text
 * touches, and every other space unchanged. Where the engine does something else the test is
 * `it.fails` with a comment saying what the engine did instead.
 */
import type { GameBoard, PieceKind, SpaceId, SupportLevel } from "@/lib/engine/cuba/types";
import { runScenarioFile } from "@/tests/fixtures/replay-scenario";

/** Replay a file: the board before its steps, the report and the final board. */
function replay(name: string) {
  const { start, report } = runScenarioFile(`events/${name}`);
  return { start, report, final: report.final?.board };
}

/** A board edit helper for the expected board: add `n` pieces (negative removes). */
function add(b: GameBoard, space: SpaceId, piece: PieceKind, n: number) {
  b.spaces[space].pieces[piece] += n;
}
function support(b: GameBoard, space: SpaceId, level: SupportLevel) {
  b.spaces[space].support = level;
}

/**
 * Replay `name` and compare the final board with the start board changed by `expect_`: all 13
 * spaces (pieces, Support, Terror, Sabotage, Cash), US Alliance, Aid, Resources, Capabilities,
 * Momentum and Eligibility. Every die and Calixto card in the file must be used.
 */
function check(name: string, expect_: (b: GameBoard) => void) {
  const { start, report, final } = replay(name);
  expect(report.steps.map((s) => s.error ?? null)).toEqual(report.steps.map(() => null));
  expect(report.ok).toBe(true);
  expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  if (!final) throw new Error(`${name}: no final board`);
  const want = structuredClone(start);
  expect_(want);
  for (const id of Object.keys(want.spaces) as SpaceId[]) {
    const { cash: wantCash, ...wantRest } = want.spaces[id];
    const { cash: gotCash, ...gotRest } = final.spaces[id];
    expect({ space: id, ...gotRest }).toEqual({ space: id, ...wantRest });
    expect({ space: id, cash: [...gotCash].sort() }).toEqual({
      space: id,
      cash: [...wantCash].sort(),
    });
  }
  expect({
    usAlliance: final.usAlliance,
    aid: final.aid,
    resources: final.resources,
    capabilities: final.capabilities,
    momentum: final.momentum,
    eligibility: final.eligibility,
  }).toEqual({
    usAlliance: want.usAlliance,
    aid: want.aid,
    resources: want.resources,
    capabilities: want.capabilities,
    momentum: want.momentum,
    eligibility: want.eligibility,
  });
}

describe("#25 Escapade", () => {
  it("25-u: NP DR puts a DR Guerrilla and Base in Oriente (no DR Control there)", () =>
    check("25-u", (b) => {
      add(b, "oriente", "drU", 1);
      add(b, "oriente", "drBase", 1);
    }));

  it("25-s: NP 26July removes the one DR Base", () =>
    check("25-s", (b) => {
      add(b, "las-villas", "drBase", -1);
    }));
});

describe("#26 Rodríguez Loeches", () => {
  it("26-s: NP 26July removes 1 DR Guerrilla; player DR Resources -5", () =>
    check("26-s", (b) => {
      add(b, "matanzas", "drA", -1);
      b.resources.DR = 3;
    }));
});

describe("#27 Echeverría", () => {
  it("27-u: 2 DR Guerrillas (Pinar del Río, then Matanzas), Havana Neutral, DR stays Eligible after the card", () =>
    check("27-u", (b) => {
      add(b, "pinar-del-rio", "drU", 1);
      add(b, "matanzas", "drU", 1);
      support(b, "havana", 0);
      // The whole card is played (2.3.7): the Factions that sat out become Eligible, and DR,
      // which executed the Event, is Eligible too because the text says so.
      b.eligibility = { GOV: "eligible", "26J": "eligible", DR: "eligible", SYN: "eligible" };
    }));

  it("27-s: the 2 DR pieces nearest Havana go; player DR Resources -3", () =>
    check("27-s", (b) => {
      add(b, "la-habana", "drU", -1);
      add(b, "matanzas", "drBase", -1);
      b.resources.DR = 7;
    }));
});

describe("#28 Morgan", () => {
  it("28-u: the Morgan Capability is in play, the map unchanged", () =>
    check("28-u", (b) => {
      b.capabilities = [{ card: 28, side: "unshaded" }];
    }));

  it("28-u-op: with Morgan, NP DR Marches from Pinar del Río (2 spaces away) into Matanzas", () =>
    check("28-u-op", (b) => {
      add(b, "pinar-del-rio", "drA", -2);
      add(b, "matanzas", "drA", 2);
    }));

  it("28-u-op-without: without Morgan, Matanzas gets no DR Guerrilla (they March next door)", () =>
    check("28-u-op-without", (b) => {
      // Matanzas unchanged is the text's point; La Habana is the reachable destination the
      // DR March Destination column gives next (Province without DR Control, the West EC is not).
      add(b, "pinar-del-rio", "drA", -2);
      add(b, "la-habana", "drA", 2);
    }));

  it("28-s: NP Government sets the space with a DR Guerrilla to Active Support", () =>
    check("28-s", (b) => {
      support(b, "las-villas", 2);
    }));
});

describe("#29 Fauré Chomón", () => {
  it("29-u: NP 26July (Base Available) places its Base and 2 Guerrillas in Las Villas", () =>
    check("29-u", (b) => {
      add(b, "las-villas", "m26Base", 1);
      add(b, "las-villas", "m26U", 2);
    }));

  it("29-s: NP 26July (no Base Available) replaces the DR Guerrilla with a 26July one", () =>
    check("29-s", (b) => {
      add(b, "matanzas", "drU", -1);
      add(b, "matanzas", "m26U", 1);
    }));
});

describe("#30 The Guerrilla Life", () => {
  it("30-u: the Guerrilla Life Capability is in play, the map unchanged", () =>
    check("30-u", (b) => {
      b.capabilities = [{ card: 30, side: "unshaded" }];
    }));

  it("30-s: every DR Guerrilla Underground, 1 DR Guerrilla in Santiago (Vulnerable DR Base)", () =>
    check("30-s", (b) => {
      add(b, "las-villas", "drA", -2);
      add(b, "las-villas", "drU", 2);
      add(b, "oriente", "drA", -1);
      add(b, "oriente", "drU", 1);
      add(b, "santiago-de-cuba", "drU", 1);
    }));
});

describe("#31 Escopeteros", () => {
  it("31-u: NP DR puts a DR Base and Guerrilla in Las Villas (Mountain without DR Control)", () =>
    check("31-u", (b) => {
      add(b, "las-villas", "drBase", 1);
      add(b, "las-villas", "drU", 1);
    }));

  it("31-s: NP Government shifts Las Villas Neutral -> Passive Support", () =>
    check("31-s", (b) => {
      support(b, "las-villas", 1);
    }));
});

describe("#32 Resistencia Cívica", () => {
  it("32-u: Havana's DR Guerrillas and Base become 26July counterparts", () =>
    check("32-u", (b) => {
      add(b, "havana", "drU", -1);
      add(b, "havana", "drA", -1);
      add(b, "havana", "drBase", -1);
      add(b, "havana", "m26U", 1);
      add(b, "havana", "m26A", 1);
      add(b, "havana", "m26Base", 1);
    }));

  it("32-u-nobase: no 26July Base Available: the DR Base is removed, the Guerrilla replaced", () =>
    check("32-u-nobase", (b) => {
      add(b, "havana", "drU", -1);
      add(b, "havana", "drBase", -1);
      add(b, "havana", "m26U", 1);
    }));

  it("32-s: Santiago's 26July Guerrillas and Base become DR counterparts", () =>
    check("32-s", (b) => {
      add(b, "santiago-de-cuba", "m26U", -2);
      add(b, "santiago-de-cuba", "m26A", -1);
      add(b, "santiago-de-cuba", "m26Base", -1);
      add(b, "santiago-de-cuba", "drU", 2);
      add(b, "santiago-de-cuba", "drA", 1);
      add(b, "santiago-de-cuba", "drBase", 1);
    }));
});

describe("#33 Carlos Prío", () => {
  it("33-u: NP 26July gives the DR player nothing; nothing changes", () => check("33-u", () => {}));

  it("33-s: NP DR puts a Base in Oriente (no Government Control, most Population) and sets it Neutral", () =>
    check("33-s", (b) => {
      add(b, "oriente", "drBase", 1);
      support(b, "oriente", 0);
    }));
});

describe("#34 US Speaking Tour", () => {
  it("34-u: Syndicate +die (4), the DR player +2, NP 26July ignored", () =>
    check("34-u", (b) => {
      b.resources.SYN = 19;
      b.resources.DR = 7;
    }));

  it("34-s: Government player + the lesser of 8 or Aid (5), then Aid +8", () =>
    check("34-s", (b) => {
      b.resources.GOV = 15;
      b.aid = 13;
    }));
});

describe("#36 Eloy Gutiérrez Menoyo", () => {
  it("36-u: the one non-DR non-Casino piece near Las Villas (Matanzas Police) becomes 2 DR Guerrillas", () =>
    check("36-u", (b) => {
      add(b, "matanzas", "police", -1);
      add(b, "matanzas", "drU", 2);
    }));

  it("36-s: NP 26July replaces the DR Guerrilla with its own", () =>
    check("36-s", (b) => {
      add(b, "oriente", "drU", -1);
      add(b, "oriente", "m26U", 1);
    }));
});

describe("#37 Herbert Matthews", () => {
  it("37-u: Aid -6; NP 26July's +5 ignored", () =>
    check("37-u", (b) => {
      b.aid = 4;
    }));

  it("37-u-floor: Aid 4 - 6 stops at 0", () =>
    check("37-u-floor", (b) => {
      b.aid = 0;
    }));

  it("37-s: Aid +10, DR player +3, Syndicate +5", () =>
    check("37-s", (b) => {
      b.aid = 25;
      b.resources.DR = 7;
      b.resources.SYN = 20;
    }));
});

describe("#38 Meyer Lansky", () => {
  it("38-s: both Casinos relocate to Havana (Underground SYN Guerrilla) and all Casinos open", () =>
    check("38-s", (b) => {
      add(b, "pinar-del-rio", "casinoClosed", -1);
      add(b, "matanzas", "casinoClosed", -1);
      add(b, "havana", "casinoOpen", 2);
    }));
});

describe("#39 Turismo", () => {
  it("39-u: each Casino space (open or closed) 1 level toward Neutral; no-Casino space unchanged", () =>
    check("39-u", (b) => {
      support(b, "havana", 1);
      support(b, "camaguey-city", 0);
    }));

  it("39-s: +3 per space with open Casino and Police (2 spaces) to Government player and Syndicate", () =>
    check("39-s", (b) => {
      b.resources.GOV = 16;
      b.resources.SYN = 21;
    }));
});

describe("#40 Ambassador Smith", () => {
  it("40-u: US Alliance Firm -> Reluctant, Aid unchanged", () =>
    check("40-u", (b) => {
      b.usAlliance = "reluctant";
    }));

  it("40-s: Alliance Reluctant -> Firm, Aid 6 -> 15, Syndicate + half the new Aid (7)", () =>
    check("40-s", (b) => {
      b.usAlliance = "firm";
      b.aid = 15;
      b.resources.SYN = 22;
    }));
});

describe("#40 Ambassador Smith, high Aid", () => {
  it("40-s-cap: Embargoed -> Reluctant, Aid 44 + 9 stops at 49, Syndicate + 9 (less than half of 49)", () =>
    check("40-s-cap", (b) => {
      b.usAlliance = "reluctant";
      b.aid = 49;
      b.resources.SYN = 24;
    }));
});

describe("#41 Fat Butcher", () => {
  it("41-u: NP Government closes the one open Casino; Aid unchanged", () =>
    check("41-u", (b) => {
      add(b, "havana", "casinoOpen", -1);
      add(b, "havana", "casinoClosed", 1);
    }));

  it("41-u-aid: NP DR with no open Casino to close: Aid -8 instead", () =>
    check("41-u-aid", (b) => {
      b.aid = 7;
    }));

  // No Syndicate card shows an Ambush, so no card is drawn: the Event grants it outright (5.1.1)
  // and the Ambush picks its space by Remove or Replace (C8.7.5).
  it("41-s: free Syndicate Ambush in Matanzas (2 enemies out, 1 Active + 1 new Guerrilla), then a Casino opens", () =>
    check("41-s", (b) => {
      add(b, "matanzas", "m26U", -1);
      add(b, "matanzas", "police", -1);
      add(b, "matanzas", "synU", -1);
      add(b, "matanzas", "synA", 1);
      add(b, "matanzas", "synU", 1);
      add(b, "pinar-del-rio", "casinoClosed", -1);
      add(b, "pinar-del-rio", "casinoOpen", 1);
    }));
});

describe("#42 Llano", () => {
  it("42-u: NP 26July puts a Base and Guerrilla in Camagüey City (Havana full, Santiago Controlled)", () =>
    check("42-u", (b) => {
      add(b, "camaguey-city", "m26Base", 1);
      add(b, "camaguey-city", "m26U", 1);
    }));

  it("42-s: NP Government picks Camagüey City (first City at Opposition): Neutral + open Casino", () =>
    check("42-s", (b) => {
      support(b, "camaguey-city", 0);
      add(b, "camaguey-city", "casinoOpen", 1);
    }));
});

describe("#43 Mafia Offensive", () => {
  it("43-s: the Mafia Offensive Capability is in play, the map unchanged", () =>
    check("43-s", (b) => {
      b.capabilities = [{ card: 43, side: "shaded" }];
    }));
});

describe("#43 Mafia Offensive: a later NP Syndicate Terror (Calixto back page)", () => {
  const terror = (b: GameBoard) => {
    add(b, "havana", "synU", -1);
    add(b, "havana", "synA", 1);
    b.spaces.havana.terror = 1;
    support(b, "havana", 1);
  };

  it("43-s-op: with Mafia Offensive the SA is an Assassination: 1 Police goes, no Bribe cost", () =>
    check("43-s-op", (b) => {
      terror(b);
      add(b, "havana", "police", -1);
      b.resources.SYN = 14;
    }));

  it("43-s-op-without: without it the card's Bribe removes both Police for 3 Resources", () =>
    check("43-s-op-without", (b) => {
      terror(b);
      add(b, "havana", "police", -2);
      b.resources.SYN = 11;
    }));
});

describe("#44 Rebel Air Force", () => {
  it("44-s: a die (5) of the richer player's (DR) Resources to the Syndicate", () =>
    check("44-s", (b) => {
      b.resources.DR = 4;
      b.resources.SYN = 20;
    }));
});

describe("#44 Rebel Air Force, no player to take from", () => {
  it("44-s-np: 26July and DR both NP: the Syndicate just gains the die (3)", () =>
    check("44-s-np", (b) => {
      b.resources.SYN = 18;
    }));
});

describe("#45 Anastasia", () => {
  it("45-u: Havana's Casinos close (Pinar's stays open); Syndicate -5", () =>
    check("45-u", (b) => {
      add(b, "havana", "casinoOpen", -2);
      add(b, "havana", "casinoClosed", 2);
      b.resources.SYN = 10;
    }));

  it("45-s: Syndicate +10, no higher than 49", () =>
    check("45-s", (b) => {
      b.resources.SYN = 49;
    }));
});

describe("#46 Sinatra", () => {
  it("46-u: Syndicate -6, no lower than 0", () =>
    check("46-u", (b) => {
      b.resources.SYN = 0;
    }));
});

describe("#47 Pact of Miami", () => {
  it("47-u: the 2 enemy Guerrillas go; Government Ineligible after the card", () =>
    check("47-u", (b) => {
      add(b, "matanzas", "drA", -1);
      add(b, "pinar-del-rio", "synA", -1);
      // 2.3.7: DR and Syndicate sat out -> Eligible; 26July executed the Event -> Ineligible;
      // the Government sat out but the Event renders it Ineligible.
      b.eligibility = { GOV: "ineligible", "26J": "ineligible", DR: "eligible", SYN: "eligible" };
    }));

  it("47-s (whole card): Syndicate Op + SA, then Government's Event: players -3, both Ineligible", () =>
    check("47-s", (b) => {
      // Syndicate's turn (card R -> RR: Rally + Profit in Havana), not the Event's text.
      b.resources.SYN = 14;
      add(b, "havana", "synU", 1);
      b.spaces.havana.cash = ["synU"];
      // The Event.
      b.resources["26J"] = 7;
      b.resources.DR = 0;
      b.eligibility = {
        GOV: "ineligible",
        "26J": "ineligible",
        DR: "ineligible",
        SYN: "ineligible",
      };
    }));
});

describe("#48 Santo Trafficante Jr", () => {
  it("48-u: Syndicate -10; every Syndicate Guerrilla Active (DR untouched)", () =>
    check("48-u", (b) => {
      b.resources.SYN = 5;
      add(b, "havana", "synU", -2);
      add(b, "havana", "synA", 2);
      add(b, "pinar-del-rio", "synU", -1);
      add(b, "pinar-del-rio", "synA", 1);
    }));

  it("48-s: the Santo Capability is in play, the map unchanged", () =>
    check("48-s", (b) => {
      b.capabilities = [{ card: 48, side: "shaded" }];
    }));
});
