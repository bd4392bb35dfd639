import { standardBoard } from "@/data/cuba/scenarios";
import type { Faction, GameBoard, Role, SpaceId, SpaceState } from "@/lib/engine/cuba/types";
import { effective, runEvent } from "./drive";

/** Cards 37 to 48, both sides, from the playbook Event texts (5.1, C8.5.5). */
const U = "unshaded" as const;
const S = "shaded" as const;
const NP: Role = "np";
const PL: Role = "player";

function board(
  roles: Partial<Record<Faction, Role>> = {},
  edit: Partial<Record<SpaceId, (s: SpaceState) => void>> = {},
): GameBoard {
  const b = standardBoard({
    roles: { GOV: NP, "26J": NP, DR: NP, SYN: NP, ...roles },
    shortGame: false,
  });
  for (const [id, f] of Object.entries(edit)) f?.(b.spaces[id as SpaceId]);
  return b;
}

const openCasinos = (b: GameBoard) =>
  Object.values(b.spaces).reduce((n, s) => n + s.pieces.casinoOpen, 0);

describe("#37 Herbert Matthews", () => {
  it("unshaded: 26J Resources +5 (a player's), Aid -6", () => {
    const b = board({ "26J": PL, GOV: PL });
    const r = runEvent(b, 37, U, "DR");
    expect(r.board.aid).toBe(9);
    expect(r.board.resources["26J"]).toBe(15);
    expect(effective(b, 37, U, "DR")).toEqual(["reduceAid"]);
    // Aid cut only counts for DR while the Government is a player (reference 3.4).
    expect(effective(board(), 37, U, "DR")).toEqual([]);
  });

  it("shaded: Aid +10, DR Resources +3, SYN Resources +5", () => {
    const b = board({ DR: PL });
    const r = runEvent(b, 37, S, "GOV");
    expect(r.board.aid).toBe(25);
    expect(r.board.resources.DR).toBe(8);
    expect(r.board.resources.SYN).toBe(20);
    expect(effective(b, 37, S, "SYN")).toEqual(["addSynResources"]);
    expect(effective(b, 37, S, "GOV")).toEqual([]);
  });
});

describe("#38 Meyer Lansky unshaded (Cash moves within one space)", () => {
  it("NP Government takes the Cash onto its cubes in the space with the most it can take", () => {
    const b = board(
      {},
      {
        havana: (s) => {
          s.pieces.synU = 2;
          s.cash = ["synU", "drU"];
        },
        "camaguey-province": (s) => {
          s.pieces.police = 1;
          s.cash = ["drU"];
        },
      },
    );
    expect(effective(b, 38, U, "GOV")).toEqual(["addCash"]);
    const r = runEvent(b, 38, U, "GOV");
    expect([...r.board.spaces.havana.cash].sort()).toEqual(["police", "police"]);
    expect(r.board.spaces["camaguey-province"].cash).toEqual(["drU"]);
  });

  it("NP Directorio moves Cash to its own Guerrillas; nothing to gain: not effective", () => {
    const b = board({}, { havana: (s) => (s.cash = ["police"]) });
    const r = runEvent(b, 38, U, "DR");
    expect(r.board.spaces.havana.cash).toEqual(["drU"]);
    expect(effective(board(), 38, U, "DR")).toEqual([]);
    const own = board({}, { havana: (s) => (s.cash = ["drU"]) });
    expect(effective(own, 38, U, "DR")).toEqual([]);
  });

  it("a player picks the space and each marker's new holder", () => {
    const b = board(
      { SYN: PL },
      {
        havana: (s) => (s.cash = ["police"]),
        "camaguey-city": (s) => (s.cash = ["police"]),
      },
    );
    const r = runEvent(b, 38, U, "SYN", { answers: ["havana", "drU"] }, "player");
    expect(r.board.spaces.havana.cash).toEqual(["drU"]);
    expect(r.board.spaces["camaguey-city"].cash).toEqual(["police"]);
  });
});

describe("#38 Meyer Lansky shaded (kept from the first encoding)", () => {
  it("still relocates and opens the Casinos", () => {
    const r = runEvent(board(), 38, S, "SYN");
    expect(openCasinos(r.board)).toBe(3);
  });
});

describe("#39 Turismo", () => {
  it("unshaded: every Casino space (open or closed) 1 level toward Neutral", () => {
    const b = board({}, { matanzas: (s) => (s.pieces.casinoClosed = 1) });
    const r = runEvent(b, 39, U, "DR");
    expect(r.board.spaces["pinar-del-rio"].support).toBe(1);
    expect(r.board.spaces["la-habana"].support).toBe(0);
    expect(r.board.spaces.havana.support).toBe(1);
    expect(r.board.spaces.matanzas.support).toBe(0);
    expect(r.board.spaces["camaguey-city"].support).toBe(1);
    expect(effective(b, 39, U, "DR")).toEqual(["removeSupportOrOpposition"]);
    expect(effective(b, 39, U, "26J")).toEqual(["removeSupport"]);
  });

  it("unshaded: no Casino space off Neutral: not effective", () => {
    const b = board(
      {},
      {
        "pinar-del-rio": (s) => (s.support = 0),
        "la-habana": (s) => (s.support = 0),
        havana: (s) => (s.support = 0),
      },
    );
    expect(effective(b, 39, U, "DR")).toEqual([]);
  });

  it("shaded: GOV and SYN +3 each per space with an open Casino and Police", () => {
    const b = board({ GOV: PL }, { "camaguey-city": (s) => (s.pieces.casinoOpen = 1) });
    const r = runEvent(b, 39, S, "GOV", {}, "player");
    expect(r.board.resources.GOV).toBe(21);
    expect(r.board.resources.SYN).toBe(21);
    expect(effective(b, 39, S, "SYN")).toEqual(["addSynResources"]);
    // NP Government Resources are not tracked (C8.2.1).
    const np = runEvent(board(), 39, S, "SYN");
    expect(np.board.resources.GOV).toBe(15);
    expect(np.board.resources.SYN).toBe(18);
  });
});

describe("#40 Ambassador Smith", () => {
  it("unshaded: US Alliance 1 box down, Aid unchanged", () => {
    const b = board();
    const r = runEvent(b, 40, U, "DR");
    expect(r.board.usAlliance).toBe("reluctant");
    expect(r.board.aid).toBe(15);
    expect(effective(b, 40, U, "DR")).toEqual(["reduceUsAlliance"]);
    expect(effective({ ...b, usAlliance: "embargoed" }, 40, U, "26J")).toEqual([]);
  });

  it("shaded: Alliance up, Aid +9, then SYN gets the lesser of 9 and half the Aid", () => {
    const b = { ...board(), usAlliance: "reluctant" as const };
    const r = runEvent(b, 40, S, "GOV");
    expect(r.board.usAlliance).toBe("firm");
    expect(r.board.aid).toBe(24);
    expect(r.board.resources.SYN).toBe(24);
    expect(effective(b, 40, S, "GOV")).toEqual(["addUsAlliance"]);
    const low = runEvent({ ...board(), aid: 0 }, 40, S, "GOV");
    expect(low.board.aid).toBe(9);
    expect(low.board.resources.SYN).toBe(19);
    expect(effective(board(), 40, S, "GOV")).toEqual([]);
  });
});

describe("#41 Fat Butcher", () => {
  const oneCasino = () =>
    board(
      { GOV: PL },
      {
        "pinar-del-rio": (s) => (s.pieces.casinoOpen = 0),
        havana: (s) => (s.pieces.casinoOpen = 0),
      },
    );

  it("unshaded: NP closes a Casino (Event Instructions) rather than cut Aid", () => {
    const b = oneCasino();
    const r = runEvent(b, 41, U, "DR");
    expect(r.board.spaces["la-habana"].pieces.casinoClosed).toBe(1);
    expect(r.board.spaces["la-habana"].pieces.casinoOpen).toBe(0);
    expect(r.board.aid).toBe(15);
    expect(effective(b, 41, U, "DR")).toEqual(["removeEnemyForces"]);
  });

  it("unshaded: no open Casino: Aid -8 (effective for DR only against a player Government)", () => {
    const b = oneCasino();
    b.spaces["la-habana"].pieces.casinoOpen = 0;
    const r = runEvent(b, 41, U, "DR");
    expect(r.board.aid).toBe(7);
    expect(effective(b, 41, U, "DR")).toEqual(["reduceAid"]);
    const np = { ...b, roles: { ...b.roles, GOV: NP } };
    expect(effective(np, 41, U, "GOV")).toEqual([]);
  });

  it("unshaded: a player may cut Aid instead", () => {
    const r = runEvent(oneCasino(), 41, U, "26J", { answers: ["1"] }, "player");
    expect(r.board.aid).toBe(7);
    expect(r.board.spaces["la-habana"].pieces.casinoOpen).toBe(1);
  });

  it("shaded: a free SYN Ambush with an Underground Guerrilla, and 1 closed Casino opens", () => {
    const b = board(
      {},
      {
        havana: (s) => (s.pieces.synU = 1),
        matanzas: (s) => (s.pieces.casinoClosed = 1),
      },
    );
    const r = runEvent(b, 41, S, "SYN");
    expect(r.grants).toEqual([
      expect.objectContaining({ faction: "SYN", actions: ["ambush"], spaces: ["havana"] }),
    ]);
    expect(r.board.spaces.matanzas.pieces.casinoOpen).toBe(1);
    expect(effective(b, 41, S, "SYN")).toEqual(expect.arrayContaining(["ownOpSA"]));
    // No Underground SYN Guerrilla beside enemies: no Ambush.
    const none = runEvent(board(), 41, S, "SYN");
    expect(none.grants).toEqual([]);
  });
});

describe("#42 Llano", () => {
  const fullBases = (s: SpaceState) => {
    s.pieces.govBase = 2;
  };

  it("unshaded (26J): a 26J Base and a 26J Guerrilla in the same City", () => {
    const b = board({}, { havana: fullBases, "camaguey-city": fullBases });
    const r = runEvent(b, 42, U, "26J");
    expect(r.board.spaces["santiago-de-cuba"].pieces.m26Base).toBe(1);
    expect(r.board.spaces["santiago-de-cuba"].pieces.m26U).toBe(2);
    // Both placements add 26J forces (Place Bases and Place Guerrillas columns).
    expect(new Set(effective(b, 42, U, "26J"))).toEqual(new Set(["addForces"]));
  });

  it("unshaded (DR): the 26J Base still goes in, with a DR Guerrilla, in one City", () => {
    const b = board();
    const r = runEvent(b, 42, U, "DR", { ties: ["camaguey-city"] });
    const cities = ["havana", "camaguey-city", "santiago-de-cuba"] as const;
    const got = cities.filter((c) => r.board.spaces[c].pieces.m26Base > b.spaces[c].pieces.m26Base);
    expect(got).toHaveLength(1);
    expect(r.board.spaces[got[0]].pieces.drU).toBe(b.spaces[got[0]].pieces.drU + 1);
  });

  it("unshaded: no 26J Base Available: the Guerrilla is still placed (5.1.3)", () => {
    const b = board({}, { havana: fullBases, "camaguey-city": fullBases });
    // Standard has 1 of the 4 26J Bases on the map: put the other 3 out too.
    b.spaces.oriente.pieces.m26Base = 2;
    b.spaces.matanzas.pieces.m26Base = 1;
    const r = runEvent(b, 42, U, "26J", { ties: ["santiago-de-cuba"] });
    const total = Object.values(r.board.spaces).reduce((n, s) => n + s.pieces.m26U, 0);
    expect(total).toBe(5);
  });

  it("unshaded: a player picks the City and whose Guerrilla", () => {
    const b = board({ "26J": PL });
    const r = runEvent(b, 42, U, "26J", { answers: ["havana", "synU"] }, "player");
    expect(r.board.spaces.havana.pieces.m26Base).toBe(1);
    expect(r.board.spaces.havana.pieces.synU).toBe(1);
  });

  it("shaded (GOV): a City at Opposition by Havana, Camagüey, Santiago: Neutral plus an open Casino", () => {
    const b = board(
      {},
      {
        "camaguey-city": (s) => (s.support = -1),
        "santiago-de-cuba": (s) => (s.support = -2),
      },
    );
    expect(effective(b, 42, S, "GOV")).toEqual(["removeOpposition"]);
    const r = runEvent(b, 42, S, "GOV");
    expect(r.board.spaces["camaguey-city"].support).toBe(0);
    expect(r.board.spaces["camaguey-city"].pieces.casinoOpen).toBe(1);
    expect(r.board.spaces["santiago-de-cuba"].support).toBe(-2);
    expect(effective(board(), 42, S, "GOV")).toEqual([]);
  });

  it("shaded (SYN): the City by the Casino column; Opposition there removed", () => {
    const b = board(
      {},
      {
        havana: (s) => (s.pieces.casinoOpen = 2),
        "santiago-de-cuba": (s) => (s.pieces.casinoClosed = 2),
        "camaguey-city": (s) => (s.support = -1),
      },
    );
    const r = runEvent(b, 42, S, "SYN");
    expect(r.board.spaces["camaguey-city"].pieces.casinoOpen).toBe(1);
    expect(r.board.spaces["camaguey-city"].support).toBe(0);
    expect(effective(b, 42, S, "SYN")).toEqual(
      expect.arrayContaining(["addOpenCasinos", "removeSupportOrOpposition"]),
    );
  });

  it("shaded: a player's City at Support keeps it, gets the Casino", () => {
    const r = runEvent(board({ SYN: PL }), 42, S, "SYN", { answers: ["camaguey-city"] }, "player");
    expect(r.board.spaces["camaguey-city"].support).toBe(1);
    expect(r.board.spaces["camaguey-city"].pieces.casinoOpen).toBe(1);
  });
});

describe("#43 Mafia Offensive", () => {
  it("unshaded (NP DR): a free Limited Terror, where a DR or SYN Underground Guerrilla is", () => {
    const b = board({}, { oriente: (s) => (s.pieces.synU = 1) });
    const r = runEvent(b, 43, U, "DR");
    expect(r.grants).toHaveLength(1);
    expect(r.grants[0].faction).toBe("DR");
    expect(r.grants[0].actions).toEqual(["terror"]);
    expect([...(r.grants[0].spaces ?? [])].sort()).toEqual([
      "camaguey-province",
      "havana",
      "oriente",
    ]);
    expect(effective(b, 43, U, "DR")).toEqual(["ownOpSA"]);
  });

  it("unshaded: no Underground Guerrilla of its own or of SYN: nothing granted", () => {
    const b = board(
      {},
      { havana: (s) => (s.pieces.drU = 0), "camaguey-province": (s) => (s.pieces.drU = 0) },
    );
    expect(runEvent(b, 43, U, "DR").grants).toEqual([]);
    expect(effective(b, 43, U, "DR")).toEqual([]);
  });

  it("unshaded (player): 26July or DR takes a free LimOp of any kind", () => {
    const r = runEvent(board({ "26J": PL }), 43, U, "26J", { answers: ["26J"] }, "player");
    expect(r.grants).toEqual([expect.objectContaining({ faction: "26J", actions: ["limOp"] })]);
  });

  it("shaded: an Insurgent Capability, nothing on the map", () => {
    const b = board();
    const r = runEvent(b, 43, S, "SYN");
    expect(r.board.spaces).toEqual(b.spaces);
    expect(effective(b, 43, S, "SYN")).toEqual(["capability"]);
    expect(effective({ ...b, propagandaLeft: 1 }, 43, S, "SYN")).toEqual([]);
  });
});

describe("#44 Rebel Air Force", () => {
  it("unshaded (NP DR): a free Ambush on Government forces with a DR Guerrilla, RR column", () => {
    const b = board();
    const r = runEvent(b, 44, U, "DR");
    expect(r.grants).toEqual([
      expect.objectContaining({ faction: "DR", actions: ["ambush"], spaces: ["havana"] }),
    ]);
    expect(effective(b, 44, U, "DR")).toEqual(["ownOpSA"]);
  });

  it("unshaded: an Active Guerrilla may Ambush; none beside Government forces: nothing", () => {
    const b = board(
      {},
      {
        havana: (s) => {
          s.pieces.drU = 0;
          s.pieces.drA = 1;
        },
      },
    );
    expect(runEvent(b, 44, U, "DR").grants[0]?.spaces).toEqual(["havana"]);
    const none = board({}, { havana: (s) => (s.pieces.drU = 0) });
    expect(runEvent(none, 44, U, "DR").grants).toEqual([]);
    expect(effective(none, 44, U, "DR")).toEqual([]);
  });

  it("unshaded (player): the player names 26July or DR", () => {
    const r = runEvent(board({ DR: PL }), 44, U, "DR", { answers: ["26J"] }, "player");
    expect(r.grants).toHaveLength(1);
    expect(r.grants[0].faction).toBe("26J");
    // The grant's spaces are read for the Faction named: a 26July Guerrilla Ambushes.
    expect(r.grants[0].spaces).toEqual(["santiago-de-cuba"]);
  });

  it("shaded (NP SYN): the player Faction with most Resources (26J on a tie) pays a die roll", () => {
    const b = board({ "26J": PL, DR: PL });
    const r = runEvent(b, 44, S, "SYN", { dice: [[4]] });
    expect(r.board.resources["26J"]).toBe(6);
    expect(r.board.resources.SYN).toBe(19);
    expect(effective(b, 44, S, "SYN")).toEqual(
      expect.arrayContaining(["addSynResources", "reducePlayerResources"]),
    );
    const tie = { ...b, resources: { ...b.resources, "26J": 5, DR: 5 } };
    expect(runEvent(tie, 44, S, "SYN", { dice: [[2]] }).board.resources["26J"]).toBe(3);
  });

  it("shaded: only what the Faction has moves; both NP: SYN just gains the roll", () => {
    const b = board({ DR: PL });
    b.resources.DR = 2;
    const r = runEvent(b, 44, S, "SYN", { dice: [[5]] });
    expect(r.board.resources.DR).toBe(0);
    expect(r.board.resources.SYN).toBe(17);
    const np = runEvent(board(), 44, S, "SYN", { dice: [[6]] });
    expect(np.board.resources.SYN).toBe(21);
  });

  it("shaded (player): the player picks DR", () => {
    const b = board({ SYN: PL, DR: PL });
    const r = runEvent(b, 44, S, "SYN", { answers: ["DR"], dice: [[3]] }, "player");
    expect(r.board.resources.DR).toBe(2);
    expect(r.board.resources.SYN).toBe(18);
  });
});

describe("#45 Anastasia", () => {
  it("unshaded: all Havana Casinos close, SYN Resources -5", () => {
    const b = board({}, { havana: (s) => (s.pieces.casinoOpen = 2) });
    const r = runEvent(b, 45, U, "GOV");
    expect(r.board.spaces.havana.pieces.casinoOpen).toBe(0);
    expect(r.board.spaces.havana.pieces.casinoClosed).toBe(2);
    expect(r.board.spaces["la-habana"].pieces.casinoOpen).toBe(1);
    expect(r.board.resources.SYN).toBe(10);
    expect(effective(b, 45, U, "GOV")).toEqual(
      expect.arrayContaining(["removeEnemyForces", "reduceResources"]),
    );
  });

  it("shaded: SYN Resources +10", () => {
    const b = board({ SYN: PL });
    const r = runEvent(b, 45, S, "SYN", {}, "player");
    expect(r.board.resources.SYN).toBe(25);
    expect(effective(board(), 45, S, "SYN")).toEqual(["addSynResources"]);
  });
});

describe("#46 Sinatra", () => {
  it("unshaded: SYN Resources -6", () => {
    const r = runEvent(board(), 46, U, "GOV");
    expect(r.board.resources.SYN).toBe(9);
    expect(effective(board(), 46, U, "GOV")).toEqual(["reduceResources"]);
  });

  it("shaded: an open Casino in Havana even beyond stacking, Cash with Police there", () => {
    const b = board({ SYN: PL }, { havana: (s) => (s.pieces.casinoOpen = 2) });
    const r = runEvent(b, 46, S, "SYN", {}, "player");
    expect(r.board.spaces.havana.pieces.casinoOpen).toBe(3);
    expect(r.board.spaces.havana.cash).toEqual(["police"]);
  });

  it("shaded: no Police in Havana: the Casino only", () => {
    const b = board({}, { havana: (s) => (s.pieces.police = 0) });
    const r = runEvent(b, 46, S, "SYN");
    expect(r.board.spaces.havana.pieces.casinoOpen).toBe(2);
    expect(r.board.spaces.havana.cash).toEqual([]);
    expect(effective(b, 46, S, "SYN")).toEqual(expect.arrayContaining(["addOpenCasinos"]));
  });
});

describe("#47 Pact of Miami", () => {
  it("unshaded: 2 Guerrillas removed; Government Ineligible through next card", () => {
    const b = board({ GOV: PL });
    const r = runEvent(b, 47, U, "GOV", { answers: ["havana", "havana"] }, "player");
    expect(r.board.spaces.havana.pieces.drU).toBe(0);
    expect(r.notes.join(" ")).toMatch(/2\.3\.7/);
    expect(effective(board(), 47, U, "GOV")).toEqual(["removeEnemyForces"]);
  });

  it("shaded: 26J and DR each -3 Resources, Ineligible through next card", () => {
    const b = board({ "26J": PL, DR: PL });
    const r = runEvent(b, 47, S, "GOV");
    expect(r.board.resources["26J"]).toBe(7);
    expect(r.board.resources.DR).toBe(2);
    expect(r.notes.filter((n) => /2\.3\.7/.test(n))).toHaveLength(2);
    expect(effective(b, 47, S, "GOV")).toEqual(["reduceResources"]);
    expect(effective(board(), 47, S, "GOV")).toEqual([]);
  });
});

describe("#48 Santo Trafficante Jr", () => {
  it("unshaded: SYN Resources -10, every SYN Guerrilla Active", () => {
    const b = board(
      {},
      { havana: (s) => (s.pieces.synU = 2), oriente: (s) => (s.pieces.synU = 1) },
    );
    const r = runEvent(b, 48, U, "GOV");
    expect(r.board.resources.SYN).toBe(5);
    expect(r.board.spaces.havana.pieces.synU).toBe(0);
    expect(r.board.spaces.havana.pieces.synA).toBe(2);
    expect(r.board.spaces.oriente.pieces.synA).toBe(1);
    expect(effective(b, 48, U, "GOV")).toEqual(["reduceResources"]);
  });

  it("shaded: an Insurgent Capability", () => {
    const b = board();
    expect(runEvent(b, 48, S, "SYN").board.spaces).toEqual(b.spaces);
    expect(effective(b, 48, S, "SYN")).toEqual(["capability"]);
  });
});
