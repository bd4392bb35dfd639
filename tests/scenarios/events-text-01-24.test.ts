/**
 * Event cards #1-#24, each side proven by a run: every file in docs/examples/events/ is a small
 * board on which the card text (playbook "Event Text and Background"), the Calixto Event
 * Instructions and the base rules (5.x) leave ONE right result. The expected result below is
 * written from those texts alone, never from the engine's Event code.
 *
 * Each check compares the WHOLE map (every space, touched or not) and the tracks (Alliance, Aid,
 * Resources, Capabilities, Momentum, Eligibility) with the starting board plus the changes the
 * text demands. A test the engine fails is kept as `it.fails` with a note of what it did instead.
 */
import type {
  CapabilityInPlay,
  CashHolder,
  Eligibility,
  Faction,
  GameBoard,
  PieceKind,
  SpaceId,
  SupportLevel,
  UsAlliance,
} from "@/lib/engine/cuba/types";
import { type Patch, runScenarioFile } from "@/tests/fixtures/replay-scenario";

type Pieces = Partial<Record<PieceKind, number>>;

/** What the text changes; everything not named here must stay as it was. */
interface Expected {
  pieces?: Partial<Record<SpaceId, Pieces>>;
  support?: Partial<Record<SpaceId, SupportLevel>>;
  cash?: Partial<Record<SpaceId, CashHolder[]>>;
  usAlliance?: UsAlliance;
  aid?: number;
  resources?: Partial<Record<Faction, number>>;
  capabilities?: CapabilityInPlay[];
  momentum?: number[];
  eligibility?: Partial<Record<Faction, Eligibility>>;
}

/** Replay docs/examples/events/<name>.json; `patch` may change the file first. */
function replayEvent(name: string, patch?: Patch) {
  const { report, start } = runScenarioFile(`events/${name}`, patch);
  return { report, initial: start, final: report.final?.board };
}

function expectedBoard(initial: GameBoard, e: Expected): GameBoard {
  const b = structuredClone(initial);
  for (const [space, pieces] of Object.entries(e.pieces ?? {}))
    Object.assign(b.spaces[space as SpaceId].pieces, pieces);
  for (const [space, level] of Object.entries(e.support ?? {}))
    b.spaces[space as SpaceId].support = level as SupportLevel;
  for (const [space, cash] of Object.entries(e.cash ?? {}))
    b.spaces[space as SpaceId].cash = [...(cash as CashHolder[])];
  if (e.usAlliance) b.usAlliance = e.usAlliance;
  if (e.aid !== undefined) b.aid = e.aid;
  Object.assign(b.resources, e.resources ?? {});
  if (e.capabilities) b.capabilities = e.capabilities;
  if (e.momentum) b.momentum = e.momentum;
  Object.assign(b.eligibility, e.eligibility ?? {});
  return b;
}

const sortCash = (b: GameBoard) =>
  Object.fromEntries(
    Object.entries(b.spaces).map(([id, s]) => [id, { ...s, cash: [...s.cash].sort() }]),
  );

/** Replay and compare the whole map and the tracks with what the text demands. */
function check(name: string, e: Expected, patch?: Patch) {
  const { report, initial, final } = replayEvent(name, patch);
  expect(report.steps.map((s) => s.error ?? "ok")).toEqual(report.steps.map(() => "ok"));
  expect(report.ok).toBe(true);
  expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  if (!final) throw new Error(`${name}: no final board`);
  const want = expectedBoard(initial, e);
  expect(sortCash(final)).toEqual(sortCash(want));
  const tracks = (b: GameBoard) => ({
    usAlliance: b.usAlliance,
    aid: b.aid,
    resources: b.resources,
    capabilities: b.capabilities,
    momentum: b.momentum,
    eligibility: b.eligibility,
  });
  expect(tracks(final)).toEqual(tracks(want));
  return { report, initial, final };
}

describe("#1 Armored Cars", () => {
  it("01-s shaded: Momentum #1 in play, map unchanged (5.4)", () => {
    check("01-s", { momentum: [1] });
  });
});

describe("#2 Guantánamo Bay", () => {
  it("02-u unshaded: Capability marker in play, map unchanged (5.3)", () => {
    check("02-u", { capabilities: [{ card: 2, side: "unshaded" }] });
  });
  it("02-s shaded: Momentum #2 in play when Embargoed (5.4, EI #2 GOV)", () => {
    check("02-s", { momentum: [2] });
  });
});

describe("#4 S.I.M.", () => {
  it("04-u unshaded: only Las Villas (Support, no Police) goes to Neutral", () => {
    check("04-u", { support: { "las-villas": 0 } });
  });
  it("04-s shaded: Momentum #4 in play, map unchanged (5.4)", () => {
    check("04-s", { momentum: [4] });
  });
});

describe("#5 Rolando Masferrer", () => {
  it("05-s shaded: Momentum #5 in play, map unchanged (5.4)", () => {
    check("05-s", { momentum: [5] });
  });
});

describe("#6 Sánchez Mosquera", () => {
  it("06-u unshaded: all 3 Troops leave Sierra Maestra, its Police stays", () => {
    check("06-u", { pieces: { "sierra-maestra": { troop: 0 } } });
  });
  it("06-s shaded: Momentum #6 in play, map unchanged (5.4)", () => {
    check("06-s", { momentum: [6] });
  });
});

describe("#7 Election", () => {
  it("07-s shaded: Santiago (the City at Opposition) to Neutral, Aid +10", () => {
    check("07-s", { support: { "santiago-de-cuba": 0 }, aid: 25 });
  });
});

describe("#8 General Strike", () => {
  it("08-s shaded: Camagüey City to Active Support with all its Guerrillas Active; Havana's Casino opens", () => {
    check("08-s", {
      support: { "camaguey-city": 2 },
      pieces: {
        "camaguey-city": { m26U: 0, m26A: 2, drU: 0, drA: 1, synU: 0, synA: 1 },
        havana: { casinoClosed: 0, casinoOpen: 1 },
      },
    });
  });
});

describe("#9 Coup", () => {
  it("09-u unshaded: Government-Controlled Havana and Las Villas 1 level toward Neutral, Alliance up", () => {
    check("09-u", {
      support: { havana: 1, "las-villas": -1 },
      usAlliance: "firm",
    });
  });
});

describe("#10 MAP", () => {
  it("10-u unshaded: the Las Villas Police replaced by 2 Underground DR Guerrillas", () => {
    check("10-u", { pieces: { "las-villas": { police: 0, drU: 2 } } });
  });
  it("10-s shaded: Momentum #10 in play, map unchanged (5.4)", () => {
    check("10-s", { momentum: [10] });
  });
});

describe("#11 Batista Flees", () => {
  it("11: 2 Troops off Matanzas, Alliance up, Aid +10, NP Resources untouched, last Troop redeploys to Havana", () => {
    check("11", {
      pieces: { matanzas: { troop: 0 }, havana: { troop: 3 } },
      usAlliance: "firm",
      aid: 25,
    });
  });
});

describe("#12 BRAC", () => {
  it("12-u unshaded: NP Syndicate removes the two enemy Guerrillas, keeps its own", () => {
    check("12-u", { pieces: { oriente: { m26U: 0 }, "las-villas": { drA: 0 } } });
  });
  it("12-s shaded: 1 Police at the Government Base without Police; NP Resources untouched", () => {
    check("12-s", { pieces: { "las-villas": { police: 1 } } });
  });
});

describe("#13 El Che", () => {
  it("13: Capability marker in play, map unchanged (5.3)", () => {
    check("13", { capabilities: [{ card: 13, side: "unshaded" }] });
  });
});

describe("#14 Operation Fisherman", () => {
  it("14-u unshaded: a 26July Base and an Underground Guerrilla in Pinar del Río", () => {
    check("14-u", { pieces: { "pinar-del-rio": { m26Base: 1, m26U: 1 } } });
  });
  it("14-s shaded: Pinar del Río Passive Opposition -> Passive Support", () => {
    check("14-s", { support: { "pinar-del-rio": 1 } });
  });
});

describe("#15 Come Comrades!", () => {
  it("15-u unshaded: 1 Underground Guerrilla at each of the three unguarded 26July Bases", () => {
    check("15-u", {
      pieces: { havana: { m26U: 1 }, "las-villas": { m26U: 1 }, "pinar-del-rio": { m26U: 1 } },
    });
  });
  it("15-s shaded: player Government Resources +8 (Aid 8 is the lesser), then Aid +5", () => {
    check("15-s", { resources: { GOV: 23 }, aid: 13 });
  });
});

describe("#16 Larrazábal", () => {
  it("16-u unshaded: the 26July Base goes to Sierra Maestra, not to full Oriente", () => {
    check("16-u", { pieces: { "sierra-maestra": { m26Base: 1 } } });
  });
  it("16-s shaded: the 26July Base removed, player 26July Resources 10 -> 7", () => {
    check("16-s", { pieces: { "sierra-maestra": { m26Base: 0 } }, resources: { "26J": 7 } });
  });
});

describe("#17 Alberto Bayo", () => {
  it("17-s shaded: all 26July Guerrillas Active; 26July, which only Passed, Ineligible on the next card", () => {
    check("17-s", {
      pieces: { "sierra-maestra": { m26U: 0, m26A: 4 }, havana: { m26U: 0, m26A: 1 } },
      eligibility: { "26J": "ineligible", DR: "ineligible", GOV: "ineligible" },
    });
  });
});

describe("#18 Pact of Caracas", () => {
  it("18: Capability marker in play; executing 26July Eligible on the next card; map unchanged", () => {
    check("18", {
      capabilities: [{ card: 18, side: "unshaded" }],
      eligibility: { "26J": "eligible", DR: "ineligible" },
    });
  });
});

describe("#19 Sierra Maestra Manifesto", () => {
  it("19: 26July, DR and Syndicate each add 2 Underground Guerrillas where they are; Government nothing", () => {
    check("19", {
      pieces: {
        "sierra-maestra": { m26U: 3 },
        "las-villas": { drU: 3 },
        havana: { synU: 3 },
      },
      eligibility: { "26J": "eligible", DR: "ineligible" },
    });
  });
});

describe("#20 The Twelve", () => {
  it("20-s shaded: 3 of the 5 Guerrillas in Oriente (the most) removed", () => {
    check("20-s", { pieces: { oriente: { m26U: 2 } } });
  });
});

describe("#21 Fangio", () => {
  it("21-u unshaded: Santiago (26July piece, no Opposition) 2 levels toward Active Opposition", () => {
    check("21-u", { support: { "santiago-de-cuba": -1 } });
  });
  it("21-s shaded: Havana's closed Casino opens; Cash with the Syndicate Guerrilla in Pinar del Río", () => {
    check("21-s", {
      pieces: { havana: { casinoClosed: 0, casinoOpen: 1 } },
      cash: { "pinar-del-rio": ["synU"] },
    });
  });
});

describe("#22 Raúl", () => {
  it("22-u unshaded: Capability marker in play, map unchanged (5.3)", () => {
    check("22-u", { capabilities: [{ card: 22, side: "unshaded" }] });
  });
  it("22-s shaded: Momentum #22 in play, map unchanged (5.4)", () => {
    check("22-s", { momentum: [22] });
  });
});

describe("#23 Radio Rebelde", () => {
  it("23-u unshaded: the two 2-Population Provinces each 1 level toward Active Opposition", () => {
    check("23-u", { support: { "las-villas": -1, oriente: 0 } });
  });
  it("23-s shaded: the 26July Base in Sierra Maestra (a Province) removed, not Santiago's", () => {
    check("23-s", { pieces: { "sierra-maestra": { m26Base: 0 } } });
  });
});

describe("#24 Vilma Espín", () => {
  it("24-u unshaded: Santiago (adjacent to Sierra Maestra, at Support) to Active Opposition", () => {
    check("24-u", { support: { "santiago-de-cuba": -2 } });
  });
  it("24-s shaded: every 26July piece leaves Santiago; DR and Police stay; Havana untouched", () => {
    check("24-s", { pieces: { "santiago-de-cuba": { m26U: 0, m26A: 0, m26Base: 0 } } });
  });
});

/** Drop the Capability/Momentum set up by a back-page scenario and use other dice. */
const without =
  (kind: "capabilities" | "momentum", dice?: number[]) => (s: Record<string, unknown>) => {
    const setup = s.setup as { edits: { kind: string }[] };
    setup.edits = setup.edits.filter((e) => e.kind !== kind);
    if (dice) s.dice = dice;
  };

describe("back page: Armored Cars (#1 Momentum), NP Government never moves Troops for it", () => {
  it("01-s-assault: with the Momentum, Camagüey Province's Troops stay; same result as without it", () => {
    const { final } = check("01-s-assault", {
      // card Z: SA Ⓒ Air Strike removes 1 Active Guerrilla in Oriente (RR: fewest enemy forces),
      // then Oriente is Government-Controlled and the Assault goes to Las Villas (RR row 8):
      // 2 Troops in Mountain remove 1 (3.2.4). No Troop moves.
      pieces: { oriente: { m26A: 2 }, "las-villas": { m26A: 3 } },
      eligibility: { GOV: "eligible" },
    });
    const plain = replayEvent("01-s-assault", without("momentum")).final;
    expect(final.spaces).toEqual(plain?.spaces);
    expect(final.spaces["camaguey-province"].pieces.troop).toBe(3);
  });
});

describe("back page: El Che (#13 Capability), NP 26July March flips the moved group Underground", () => {
  it("13-march: with El Che the 2 Guerrillas that went Active entering Oriente end Underground", () => {
    check("13-march", {
      pieces: { "sierra-maestra": { m26U: 1 }, oriente: { m26U: 2 } },
    });
  });
  it("13-march without El Che: the same March leaves them Active (3.3.2)", () => {
    check(
      "13-march",
      { pieces: { "sierra-maestra": { m26U: 1 }, oriente: { m26A: 2 } } },
      without("capabilities"),
    );
  });
});

describe("back page: Raúl (#22 Capability), NP 26July rerolls a failed Attack", () => {
  it("22-u-attack: roll 5 fails, reroll 2 succeeds, both Troops in Oriente removed", () => {
    check("22-u-attack", { pieces: { oriente: { troop: 0 } } });
  });
  it("22-u-attack without Raúl: roll 5 fails and the Troops stay", () => {
    check("22-u-attack", {}, without("capabilities", [5, 1]));
  });
});

describe("harder boards: the same texts where a rule beyond the card decides", () => {
  it("07-s-aid-limit: Havana (STAS row 3) to Neutral, not Santiago; Aid capped at 49 (5.1.1)", () => {
    check("07-s-aid-limit", { support: { havana: 0 }, aid: 49 });
  });
  it("11-base-keeps-cubes: 2 Troops from Matanzas (keeps 2 cubes at its Base), 1 from Havana", () => {
    check("11-base-keeps-cubes", {
      pieces: { matanzas: { troop: 2 }, havana: { troop: 2 } },
      usAlliance: "firm",
      aid: 25,
    });
  });
  it("14-u-stacking: Pinar del Río has 2 non-Casino Bases, so only the Guerrilla is placed (1.4.2)", () => {
    check("14-u-stacking", { pieces: { "pinar-del-rio": { m26U: 1 } } });
  });
  it("15-s-np-government: NP Government's Resources untouched (C8.2.1), Aid +5", () => {
    check("15-s-np-government", { aid: 20 });
  });
  it("16-s-np-26july: the Base goes, NP 26July's Resources untouched (C8.2.1)", () => {
    check("16-s-np-26july", { pieces: { oriente: { m26Base: 0 } } });
  });
  it("19-government-base: Government adds a Base and a Police at its Troop in Matanzas", () => {
    check("19-government-base", {
      pieces: { "sierra-maestra": { m26U: 3 }, matanzas: { govBase: 1, police: 1 } },
    });
  });
  it("20-s-player-first: of the 3 removed in Oriente, both player 26July Guerrillas go first (C8.5.8)", () => {
    check("20-s-player-first", { pieces: { oriente: { m26U: 0, drU: 2 } } });
  });
  it("21-u-one-level: no City with a 26July piece: Havana shifts 1 level only", () => {
    check("21-u-one-level", { support: { havana: 1 } });
  });
  it("23-u-one-province: only Matanzas can shift; no City shifts (5.1.3)", () => {
    check("23-u-one-province", { support: { matanzas: -1 } });
  });
  it("24-u-no-support: Oriente (most Population next to Sierra Maestra) to Active Opposition", () => {
    check("24-u-no-support", { support: { oriente: -2 } });
  });
  it("04-u-directorio: of Havana and Las Villas, Havana (most Population, STN row 8) loses its Support", () => {
    check("04-u-directorio", { support: { havana: 0 } });
  });
  it("06-u-dr-control: Sierra Maestra's Troops go, not those in DR-Controlled Las Villas", () => {
    check("06-u-dr-control", { pieces: { "sierra-maestra": { troop: 0 } } });
  });
  it("08-s-casino-cubes: Havana to Active Support with its DR Guerrillas Active; La Habana's Casino (most cubes) opens", () => {
    check("08-s-casino-cubes", {
      support: { havana: 2 },
      pieces: {
        havana: { drU: 0, drA: 2 },
        "la-habana": { casinoClosed: 0, casinoOpen: 1 },
      },
    });
  });
  it("15-u-two-available: only the 2 Available Guerrillas are placed (5.1.1)", () => {
    check("15-u-two-available", { pieces: { havana: { m26U: 1 }, "las-villas": { m26U: 1 } } });
  });
  it("16-u-most-population: the Base goes to Havana; never to the East EC", () => {
    check("16-u-most-population", { pieces: { havana: { m26Base: 1 } } });
  });
  it("21-s-three-casinos: Cash with the Syndicate Guerrillas in Pinar del Río and Matanzas; Havana's Casino stays closed", () => {
    check("21-s-three-casinos", {
      cash: { "pinar-del-rio": ["synU"], matanzas: ["synU"] },
    });
  });
  it("23-s-fewest-enemies: Pinar del Río's lone Base goes, Sierra Maestra's stays", () => {
    check("23-s-fewest-enemies", { pieces: { "pinar-del-rio": { m26Base: 0 } } });
  });
  it("24-s-enemy-base: Santiago (26July Base) is cleared, Camagüey City keeps its Guerrilla", () => {
    check("24-s-enemy-base", {
      pieces: { "santiago-de-cuba": { m26U: 0, m26Base: 0 } },
    });
  });
  it("12-u-cash: both 26July Guerrillas in Oriente go; their Cash ends with the Government Troop (C8.2.1)", () => {
    check("12-u-cash", { pieces: { oriente: { m26U: 0 } }, cash: { oriente: ["troop"] } });
  });
});
