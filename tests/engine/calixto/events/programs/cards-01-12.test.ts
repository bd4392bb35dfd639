import { standardBoard } from "@/data/cuba/scenarios";
import { available } from "@/lib/engine/cuba/board/board";
import type { Faction, GameBoard, PieceKind, Role, SpaceId } from "@/lib/engine/cuba/types";
import { SPACE_IDS } from "@/lib/engine/cuba/types";
import { effective, runEvent } from "./drive";

/**
 * Cards 1 to 12 as executable programs: each side from its playbook Event text (5.1), carried
 * out by the NP Factions that take it (Event Cards table, C8.5.5 default sides) and by a player.
 */
const ALL_NP: Record<Faction, Role> = { GOV: "np", "26J": "np", DR: "np", SYN: "np" };

function board(roles: Partial<Record<Faction, Role>> = {}): GameBoard {
  return structuredClone(standardBoard({ roles: { ...ALL_NP, ...roles }, shortGame: false }));
}

/** Set piece counts in a space (edit in place; returns the board). */
function put(b: GameBoard, id: SpaceId, pieces: Partial<Record<PieceKind, number>>): GameBoard {
  Object.assign(b.spaces[id].pieces, pieces);
  return b;
}

const total = (b: GameBoard, k: PieceKind) =>
  SPACE_IDS.reduce((n, id) => n + b.spaces[id].pieces[k], 0);
const cubesIn = (b: GameBoard, id: SpaceId) =>
  b.spaces[id].pieces.troop + b.spaces[id].pieces.police;

describe("#1 Armored Cars", () => {
  it("unshaded: the acting 26J or DR gets a free March then Ambush", () => {
    const b = board();
    expect(effective(b, 1, "unshaded", "26J")).toContain("ownOpSA");
    const r = runEvent(b, 1, "unshaded", "DR");
    expect(r.grants).toMatchObject([{ faction: "DR", actions: ["march", "ambush"] }]);
    expect(r.texts).toEqual([]);
  });

  it("unshaded, player: the player names which of 26July or DR marches", () => {
    const r = runEvent(
      board({ SYN: "player" }),
      1,
      "unshaded",
      "SYN",
      { answers: ["26J"] },
      "player",
    );
    expect(r.grants).toMatchObject([{ faction: "26J", actions: ["march", "ambush"] }]);
  });

  it("shaded: a Government Momentum, nothing else on the map", () => {
    const b = board();
    expect(effective(b, 1, "shaded", "GOV")).toEqual(["momentum"]);
    expect(runEvent(b, 1, "shaded", "GOV").texts).toEqual([]);
  });
});

describe("#2 Guantánamo Bay", () => {
  it("unshaded: an Insurgent Capability only", () => {
    const b = board();
    expect(effective(b, 2, "unshaded", "26J")).toEqual(["capability"]);
    expect(runEvent(b, 2, "unshaded", "26J").texts).toEqual([]);
  });

  it("shaded: a Government Momentum only", () => {
    const b = board();
    expect(effective(b, 2, "shaded", "GOV")).toEqual(["momentum"]);
    expect(runEvent(b, 2, "shaded", "GOV").texts).toEqual([]);
  });
});

describe("#3 Eulogio Cantillo", () => {
  it("unshaded: 26J marches all its Guerrillas out of the Troop space with most Active 26J (EI)", () => {
    const b = put(board(), "las-villas", { m26A: 2 });
    expect(effective(b, 3, "unshaded", "26J")).toContain("ownOpSA");
    const r = runEvent(b, 3, "unshaded", "26J");
    // Out of Las Villas: its only origin, all of them, then Underground (grant terms).
    expect(r.grants).toMatchObject([
      {
        faction: "26J",
        actions: ["march"],
        spaces: null,
        terms: { march: { from: ["las-villas"], all: true, thenUnderground: true } },
      },
    ]);
    expect(r.texts).toEqual([]);
  });

  it("unshaded: nothing for DR when no DR Guerrilla shares a space with Troops", () => {
    const b = put(board(), "havana", { drU: 0 });
    expect(effective(b, 3, "unshaded", "DR")).toEqual([]);
    expect(runEvent(b, 3, "unshaded", "DR").grants).toEqual([]);
  });

  it("unshaded, player: the executing Faction picks the space and the Faction that marches (5.1)", () => {
    const b = put(board({ GOV: "player" }), "havana", { m26U: 1 });
    const r = runEvent(b, 3, "unshaded", "GOV", { answers: ["havana", "DR"] }, "player");
    expect(r.grants).toMatchObject([
      { faction: "DR", actions: ["march"], terms: { march: { from: ["havana"], all: true } } },
    ]);
  });

  it("shaded: GOV Sweeps in place then Assaults in the Province or City with Troops and Guerrillas", () => {
    const b = board();
    put(b, "havana", { drU: 0, casinoOpen: 0 });
    put(b, "santiago-de-cuba", { m26U: 0 });
    put(b, "las-villas", { m26U: 2 });
    put(b, "ec-central", { troop: 2, drU: 2 });
    expect(effective(b, 3, "shaded", "GOV")).toContain("ownOpSA");
    const r = runEvent(b, 3, "shaded", "GOV");
    expect(r.grants).toMatchObject([
      { faction: "GOV", actions: ["sweep", "assault"], spaces: ["las-villas"] },
    ]);
  });

  it("shaded: not effective when the only Troops with Guerrillas are in an EC", () => {
    const b = board();
    put(b, "havana", { drU: 0, casinoOpen: 0 });
    put(b, "santiago-de-cuba", { m26U: 0 });
    put(b, "ec-central", { troop: 2, drU: 2 });
    expect(effective(b, 3, "shaded", "GOV")).toEqual([]);
  });

  it("shaded, player: any Province or City with Troops", () => {
    const b = board({ GOV: "player" });
    const r = runEvent(b, 3, "shaded", "GOV", { answers: ["camaguey-city"] }, "player");
    expect(r.grants).toMatchObject([
      { faction: "GOV", actions: ["sweep", "assault"], spaces: ["camaguey-city"] },
    ]);
  });
});

describe("#4 S.I.M.", () => {
  it("unshaded: 26J removes Support from a space with no Police", () => {
    const b = board();
    b.spaces["la-habana"].support = 0;
    expect(effective(b, 4, "unshaded", "26J")).toEqual(["removeSupport"]);
    const r = runEvent(b, 4, "unshaded", "26J");
    expect(r.board.spaces["pinar-del-rio"].support).toBe(0);
    expect(r.board.spaces.havana.support).toBe(2);
  });

  it("unshaded: never where Police are, nor on Opposition", () => {
    const b = board();
    b.spaces["pinar-del-rio"].support = 0;
    b.spaces["la-habana"].support = 0;
    expect(effective(b, 4, "unshaded", "DR")).toEqual([]);
    const r = runEvent(b, 4, "unshaded", "DR");
    expect(r.board.spaces.havana.support).toBe(2);
    expect(r.board.spaces.matanzas.support).toBe(-1);
  });

  it("unshaded, player: the player picks among the spaces at Support without Police", () => {
    const r = runEvent(
      board({ DR: "player" }),
      4,
      "unshaded",
      "DR",
      { answers: ["la-habana"] },
      "player",
    );
    expect(r.board.spaces["la-habana"].support).toBe(0);
    expect(r.board.spaces["pinar-del-rio"].support).toBe(2);
  });

  it("shaded: a Government Momentum only", () => {
    expect(effective(board(), 4, "shaded", "GOV")).toEqual(["momentum"]);
  });
});

describe("#5 Rolando Masferrer", () => {
  it("unshaded (DR): the Active Support Province next to Troops and the Troop Province go to Passive Opposition", () => {
    const b = board();
    b.spaces.matanzas.support = 2;
    expect(effective(b, 5, "unshaded", "DR")).toEqual(["removeSupportOrOpposition"]);
    const r = runEvent(b, 5, "unshaded", "DR");
    expect(r.board.spaces.matanzas.support).toBe(-1);
    expect(r.board.spaces["las-villas"].support).toBe(-1);
    expect(r.board.spaces["camaguey-province"].support).toBe(-1);
    expect(r.board.spaces["la-habana"].support).toBe(1);
  });

  it("unshaded (26J): the Troop Province goes to Passive Opposition, and one adjacent Province", () => {
    const b = board();
    expect(effective(b, 5, "unshaded", "26J")).toEqual(["addOpposition"]);
    const r = runEvent(b, 5, "unshaded", "26J", { ties: ["matanzas"] });
    expect(r.board.spaces["las-villas"].support).toBe(-1);
  });

  it("unshaded: nothing when no Province has Troops", () => {
    const b = put(board(), "las-villas", { troop: 0 });
    b.spaces.matanzas.support = 2;
    expect(effective(b, 5, "unshaded", "DR")).toEqual([]);
    expect(runEvent(b, 5, "unshaded", "DR").texts).toEqual([]);
  });

  it("unshaded, player: a Province with Troops, then an adjacent Province", () => {
    const b = board({ DR: "player" });
    b.spaces["camaguey-province"].support = 2;
    const r = runEvent(
      b,
      5,
      "unshaded",
      "DR",
      { answers: ["las-villas", "camaguey-province"] },
      "player",
    );
    expect(r.board.spaces["las-villas"].support).toBe(-1);
    expect(r.board.spaces["camaguey-province"].support).toBe(-1);
    expect(r.board.spaces.matanzas.support).toBe(-1);
  });

  it("shaded: a Government Momentum only", () => {
    expect(effective(board(), 5, "shaded", "GOV")).toEqual(["momentum"]);
  });
});

describe("#6 Sánchez Mosquera", () => {
  it("unshaded: all Troops leave a Mountain space to Available", () => {
    const b = board();
    expect(effective(b, 6, "unshaded", "DR")).toEqual(["removeEnemyForces"]);
    const r = runEvent(b, 6, "unshaded", "26J");
    expect(r.board.spaces["las-villas"].pieces.troop).toBe(0);
    expect(available(r.board, "troop")).toBe(available(b, "troop") + 3);
    expect(r.board.spaces.havana.pieces.troop).toBe(6);
  });

  it("unshaded, player: the player picks which Mountain space", () => {
    const b = put(board({ DR: "player" }), "sierra-maestra", { troop: 2 });
    const r = runEvent(b, 6, "unshaded", "DR", { answers: ["sierra-maestra"] }, "player");
    expect(r.board.spaces["sierra-maestra"].pieces.troop).toBe(0);
    expect(r.board.spaces["las-villas"].pieces.troop).toBe(3);
  });

  it("unshaded: nothing without Troops in a Mountain", () => {
    const b = put(board(), "las-villas", { troop: 0 });
    expect(effective(b, 6, "unshaded", "DR")).toEqual([]);
  });

  it("shaded: a Government Momentum only", () => {
    expect(effective(board(), 6, "shaded", "GOV")).toEqual(["momentum"]);
  });
});

describe("#7 Election", () => {
  it("unshaded (DR): a DR Guerrilla in each City", () => {
    const b = board();
    expect(effective(b, 7, "unshaded", "DR")).toEqual(["addForces"]);
    const r = runEvent(b, 7, "unshaded", "DR");
    for (const c of ["havana", "camaguey-city", "santiago-de-cuba"] as const)
      expect(r.board.spaces[c].pieces.drU).toBe(b.spaces[c].pieces.drU + 1);
    expect(total(r.board, "m26U")).toBe(total(b, "m26U"));
  });

  it("unshaded: none Available, nothing placed", () => {
    const b = board();
    put(b, "oriente", { drU: available(b, "drGuerrilla") });
    expect(effective(b, 7, "unshaded", "DR")).toEqual([]);
  });

  it("unshaded, player: the player picks whose Guerrilla goes in each City", () => {
    const b = board({ SYN: "player" });
    const r = runEvent(b, 7, "unshaded", "SYN", { answers: ["synU", "drU", "m26U"] }, "player");
    expect(r.board.spaces.havana.pieces.synU).toBe(1);
    expect(r.board.spaces["camaguey-city"].pieces.drU).toBe(1);
    expect(r.board.spaces["santiago-de-cuba"].pieces.m26U).toBe(2);
  });

  it("shaded (GOV): a City at Opposition to Neutral, Aid +10", () => {
    const b = board();
    b.spaces["camaguey-city"].support = -1;
    expect(effective(b, 7, "shaded", "GOV")).toEqual(["removeOpposition"]);
    const r = runEvent(b, 7, "shaded", "GOV");
    expect(r.board.spaces["camaguey-city"].support).toBe(0);
    expect(r.board.aid).toBe(b.aid + 10);
  });

  it("shaded: not effective for GOV when no City is at Opposition (Aid is not on its list)", () => {
    expect(effective(board(), 7, "shaded", "GOV")).toEqual([]);
  });

  it("shaded, player: any City, Aid capped at 49", () => {
    const b = board({ GOV: "player" });
    b.aid = 45;
    const r = runEvent(b, 7, "shaded", "GOV", { answers: ["havana"] }, "player");
    expect(r.board.spaces.havana.support).toBe(0);
    expect(r.board.aid).toBe(49);
  });
});

describe("#8 General Strike", () => {
  it("unshaded, player: each City toward Neutral and any 1 Guerrilla of the player's pick", () => {
    const b = board({ SYN: "player" });
    const r = runEvent(b, 8, "unshaded", "SYN", { answers: ["synU", "drU", "m26U"] }, "player");
    expect(r.board.spaces.havana.pieces.synU).toBe(1);
    expect(r.board.spaces["camaguey-city"].pieces.drU).toBe(1);
    expect(r.board.spaces["santiago-de-cuba"].pieces.m26U).toBe(2);
    expect(r.board.spaces.havana.support).toBe(1);
  });

  it("shaded (GOV): a City to Active Support, its Guerrillas Activated, a closed Casino opened by EI #8", () => {
    const b = board();
    b.spaces["camaguey-city"].support = 2;
    put(b, "havana", { casinoOpen: 0, casinoClosed: 1 });
    put(b, "la-habana", { casinoOpen: 0, casinoClosed: 1 });
    expect(effective(b, 8, "shaded", "GOV")).toEqual(["addSupport"]);
    const r = runEvent(b, 8, "shaded", "GOV");
    expect(r.board.spaces["santiago-de-cuba"].support).toBe(2);
    expect(r.board.spaces["santiago-de-cuba"].pieces).toMatchObject({ m26U: 0, m26A: 1 });
    // GOV Control first: Havana, not La Habana.
    expect(r.board.spaces.havana.pieces).toMatchObject({ casinoOpen: 1, casinoClosed: 0 });
    expect(r.board.spaces["la-habana"].pieces.casinoClosed).toBe(1);
  });

  it("shaded, player: any City, any closed Casino", () => {
    const b = put(board({ GOV: "player" }), "la-habana", { casinoOpen: 0, casinoClosed: 1 });
    const r = runEvent(b, 8, "shaded", "GOV", { answers: ["camaguey-city"] }, "player");
    expect(r.board.spaces["camaguey-city"].support).toBe(2);
    expect(r.board.spaces["la-habana"].pieces.casinoOpen).toBe(1);
  });
});

describe("#9 Coup", () => {
  it("unshaded (DR): every GOV-Controlled space 1 level toward Neutral; US Alliance up", () => {
    const b = board();
    b.usAlliance = "reluctant";
    expect(effective(b, 9, "unshaded", "DR")).toEqual(["removeSupportOrOpposition"]);
    const r = runEvent(b, 9, "unshaded", "DR");
    expect(r.board.spaces.havana.support).toBe(1);
    expect(r.board.spaces["camaguey-city"].support).toBe(0);
    expect(r.board.spaces["la-habana"].support).toBe(1);
    expect(r.board.spaces.matanzas.support).toBe(-1);
    expect(r.board.usAlliance).toBe("firm");
  });

  it("shaded: DR in Cities with cubes Activated, GOV free Assaults there; US Alliance down", () => {
    const b = put(board({ GOV: "player" }), "camaguey-city", { drU: 1 });
    expect(effective(b, 9, "shaded", "GOV")).toEqual(expect.arrayContaining(["ownOpSA"]));
    const r = runEvent(b, 9, "shaded", "GOV", {}, "player");
    expect(r.board.spaces.havana.pieces).toMatchObject({ drU: 0, drA: 2 });
    expect(r.board.spaces["camaguey-city"].pieces).toMatchObject({ drU: 0, drA: 1 });
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(1);
    expect(r.grants).toMatchObject([
      { faction: "GOV", actions: ["assault"], spaces: ["havana", "camaguey-city"] },
    ]);
    expect(r.board.usAlliance).toBe("reluctant");
  });
});

describe("#10 MAP", () => {
  it("unshaded (DR): a cube replaced by 2 DR Guerrillas, the space by the RR column", () => {
    const b = board();
    for (const c of ["havana", "camaguey-city"] as const) put(b, c, { troop: 0, police: 0 });
    expect(effective(b, 10, "unshaded", "DR")).toEqual(["addForces", "removeEnemyForces"]);
    const r = runEvent(b, 10, "unshaded", "DR", { ties: ["las-villas"] });
    expect(r.columns).toEqual(["RR"]);
    const hit = (["las-villas", "santiago-de-cuba"] as const).filter(
      (c) => cubesIn(r.board, c) === cubesIn(b, c) - 1,
    );
    expect(hit).toHaveLength(1);
    expect(r.board.spaces[hit[0]].pieces.drU).toBe(b.spaces[hit[0]].pieces.drU + 2);
    expect(total(r.board, "troop") + total(r.board, "police")).toBe(
      total(b, "troop") + total(b, "police") - 1,
    );
  });

  it("unshaded: only 1 Guerrilla Available, only 1 goes in", () => {
    const b = board();
    for (const c of ["havana", "camaguey-city", "santiago-de-cuba"] as const)
      put(b, c, { troop: 0, police: 0 });
    put(b, "oriente", { drU: available(b, "drGuerrilla") - 1 });
    const r = runEvent(b, 10, "unshaded", "DR");
    expect(r.board.spaces["las-villas"].pieces).toMatchObject({ troop: 2, drU: 1 });
  });

  it("unshaded, player: any 2 Guerrillas, of two Factions if the player likes", () => {
    const b = board({ SYN: "player" });
    const r = runEvent(
      b,
      10,
      "unshaded",
      "SYN",
      { answers: ["camaguey-city", "police", "synU", "drU"] },
      "player",
    );
    expect(r.board.spaces["camaguey-city"].pieces).toMatchObject({
      troop: 1,
      police: 1,
      synU: 1,
      drU: 1,
    });
  });

  it("shaded: a Government Momentum only", () => {
    expect(effective(board(), 10, "shaded", "GOV")).toEqual(["momentum"]);
  });
});

describe("#11 Batista Flees", () => {
  it("GOV: a die roll of Troops off (Provinces first, keeping Control), US Alliance up, Aid +10, Redeploy", () => {
    const b = board();
    b.usAlliance = "reluctant";
    expect(effective(b, 11, "unshaded", "GOV")).toEqual(["addUsAlliance"]);
    const r = runEvent(b, 11, "unshaded", "GOV", { dice: [[3]] });
    expect(total(r.board, "troop")).toBe(total(b, "troop") - 3);
    expect(r.texts.filter((t) => t.startsWith("Remove"))).toEqual([
      expect.stringContaining("Las Villas"),
      expect.stringContaining("Las Villas"),
      expect.stringContaining("Havana"),
    ]);
    expect(r.board.usAlliance).toBe("firm");
    expect(r.board.aid).toBe(b.aid + 10);
    expect(r.board.resources.GOV).toBe(b.resources.GOV);
  });

  it("a roll above the Troops on the map removes them all", () => {
    const b = board();
    for (const id of SPACE_IDS) put(b, id, { troop: 0 });
    put(b, "havana", { troop: 2 });
    const r = runEvent(b, 11, "unshaded", "GOV", { dice: [[6]] });
    expect(total(r.board, "troop")).toBe(0);
  });

  it("player GOV: picks each Troop, loses 10 Resources", () => {
    const b = board({ GOV: "player" });
    const r = runEvent(
      b,
      11,
      "unshaded",
      "GOV",
      { dice: [[2]], answers: ["santiago-de-cuba", "santiago-de-cuba"] },
      "player",
    );
    expect(r.texts.filter((t) => t.startsWith("Remove"))).toEqual([
      expect.stringContaining("Santiago de Cuba"),
      expect.stringContaining("Santiago de Cuba"),
    ]);
    expect(r.board.resources.GOV).toBe(b.resources.GOV - 10);
  });
});

describe("#12 BRAC", () => {
  it("unshaded (SYN, EI): removes 2 enemy Guerrillas, never its own", () => {
    const b = board();
    for (const id of SPACE_IDS) put(b, id, { m26U: 0, drU: 0 });
    put(b, "havana", { synU: 2 });
    put(b, "matanzas", { m26U: 1 });
    put(b, "oriente", { drU: 1 });
    expect(effective(b, 12, "unshaded", "SYN")).toEqual(["removeEnemyForces"]);
    const r = runEvent(b, 12, "unshaded", "SYN", { ties: ["matanzas", "oriente"] });
    expect(r.board.spaces.matanzas.pieces.m26U).toBe(0);
    expect(r.board.spaces.oriente.pieces.drU).toBe(0);
    expect(r.board.spaces.havana.pieces.synU).toBe(2);
  });

  it("unshaded, player: any 2 Guerrillas, from different spaces if wanted", () => {
    const r = runEvent(
      board({ GOV: "player" }),
      12,
      "unshaded",
      "GOV",
      { answers: ["havana", "sierra-maestra"] },
      "player",
    );
    expect(r.board.spaces.havana.pieces.drU).toBe(1);
    expect(r.board.spaces["sierra-maestra"].pieces.m26U).toBe(1);
  });

  it("shaded, player: 1 Police anywhere, GOV Resources + the lesser of 6 and Aid", () => {
    const b = board({ GOV: "player" });
    b.aid = 4;
    const r = runEvent(b, 12, "shaded", "GOV", { answers: ["matanzas"] }, "player");
    expect(r.board.spaces.matanzas.pieces.police).toBe(1);
    expect(r.board.resources.GOV).toBe(b.resources.GOV + 4);
  });

  it("shaded (GOV NP): places a Police, Resources not tracked", () => {
    const b = board();
    for (const id of SPACE_IDS) put(b, id, {});
    expect(effective(b, 12, "shaded", "GOV")).toEqual(["addForces"]);
    const r = runEvent(b, 12, "shaded", "GOV");
    expect(total(r.board, "police")).toBe(total(b, "police") + 1);
    expect(r.board.resources.GOV).toBe(b.resources.GOV);
  });
});
