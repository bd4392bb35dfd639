import { emptyBoard, standardBoard } from "@/data/cuba/scenarios";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { onMap } from "@/lib/engine/cuba/board/board";
import { eventDecision } from "@/lib/engine/cuba/calixto/events";
import {
  type Faction,
  type GameBoard,
  type PieceKind,
  SPACE_IDS,
  type SpaceId,
} from "@/lib/engine/cuba/types";
import { effective, runEvent } from "./drive";

/**
 * Event programs for cards 13 to 24 (playbook "Event Text and Background"; rules 5.1-5.4;
 * Event Instructions ref §3.6), executed by the engine for the NP Factions that take them
 * (Event Cards table) and for a player.
 */
const FACTIONS: readonly Faction[] = ["GOV", "26J", "DR", "SYN"];

function board(players: Faction[] = [], empty = false): GameBoard {
  const roles = Object.fromEntries(
    FACTIONS.map((f) => [f, players.includes(f) ? "player" : "np"]),
  ) as GameBoard["roles"];
  const b = (empty ? emptyBoard : standardBoard)({ roles, shortGame: false });
  return structuredClone(b);
}

function put(b: GameBoard, id: SpaceId, pieces: Partial<Record<PieceKind, number>>) {
  Object.assign(b.spaces[id].pieces, pieces);
}

const total = (b: GameBoard, kinds: PieceKind[]) =>
  SPACE_IDS.reduce((n, id) => n + kinds.reduce((m, k) => m + b.spaces[id].pieces[k], 0), 0);

const supportOf = (b: GameBoard) =>
  Object.fromEntries(SPACE_IDS.map((id) => [id, b.spaces[id].support]));

describe("#13 El Che (Capability, one text)", () => {
  it("puts a Capability into play: effective for an Insurgent, not in the final Campaign", () => {
    const b = board();
    expect(effective(b, 13, "unshaded", "26J")).toEqual(["capability"]);
    b.propagandaLeft = 1;
    expect(effective(b, 13, "unshaded", "26J")).toEqual([]);
  });

  it("changes nothing on the map by itself", () => {
    const b = board();
    const r = runEvent(b, 13, "unshaded", "26J");
    expect(r.board.spaces).toEqual(b.spaces);
  });
});

describe("#14 Operation Fisherman", () => {
  it("unshaded (26J): a 26J Base and a 26J Guerrilla in Pinar del Río", () => {
    const b = board();
    expect(effective(b, 14, "unshaded", "26J")).toContain("addForces");
    const r = runEvent(b, 14, "unshaded", "26J");
    expect(r.board.spaces["pinar-del-rio"].pieces.m26Base).toBe(1);
    expect(r.board.spaces["pinar-del-rio"].pieces.m26U).toBe(1);
    expect(total(r.board, ["m26Base"])).toBe(total(b, ["m26Base"]) + 1);
  });

  it("unshaded: no 26J Base Available places only the Guerrilla (1.4.1, 5.1.3)", () => {
    const b = board();
    put(b, "oriente", { m26Base: 2 });
    put(b, "matanzas", { m26Base: 1 });
    const r = runEvent(b, 14, "unshaded", "26J");
    expect(r.board.spaces["pinar-del-rio"].pieces.m26Base).toBe(0);
    expect(r.board.spaces["pinar-del-rio"].pieces.m26U).toBe(1);
  });

  it("unshaded: two Bases already in Pinar del Río leave no room for a third (1.4.2)", () => {
    const b = board();
    put(b, "pinar-del-rio", { govBase: 1, drBase: 1 });
    const r = runEvent(b, 14, "unshaded", "26J");
    expect(r.board.spaces["pinar-del-rio"].pieces.m26Base).toBe(0);
    expect(r.board.spaces["pinar-del-rio"].pieces.m26U).toBe(1);
  });

  it("unshaded is not effective for the Government (it places only enemy pieces)", () => {
    expect(effective(board(), 14, "unshaded", "GOV")).toEqual([]);
  });

  it("shaded (GOV): Pinar del Río 2 levels toward Active Support", () => {
    const b = board();
    b.spaces["pinar-del-rio"].support = -2;
    expect(effective(b, 14, "shaded", "GOV")).toContain("removeOpposition");
    const r = runEvent(b, 14, "shaded", "GOV");
    expect(r.board.spaces["pinar-del-rio"].support).toBe(0);
    b.spaces["pinar-del-rio"].support = 0;
    expect(effective(b, 14, "shaded", "GOV")).toContain("addSupport");
    expect(runEvent(b, 14, "shaded", "GOV").board.spaces["pinar-del-rio"].support).toBe(2);
  });

  it("shaded: already at Active Support, nothing to do", () => {
    const b = board();
    expect(b.spaces["pinar-del-rio"].support).toBe(2);
    expect(effective(b, 14, "shaded", "GOV")).toEqual([]);
    expect(runEvent(b, 14, "shaded", "GOV").board).toEqual(b);
  });
});

describe("#15 Come Comrades!", () => {
  it("unshaded (26J NP): 3 26J Guerrillas, 1 in each of 3 different spaces (EI, PG column)", () => {
    const b = board();
    expect(effective(b, 15, "unshaded", "26J")).toContain("addForces");
    const r = runEvent(b, 15, "unshaded", "26J", { ties: [...SPACE_IDS, ...SPACE_IDS] });
    expect(total(r.board, ["m26U"])).toBe(total(b, ["m26U"]) + 3);
    const grew = SPACE_IDS.filter(
      (id) => r.board.spaces[id].pieces.m26U > b.spaces[id].pieces.m26U,
    );
    expect(grew).toHaveLength(3);
    for (const id of grew)
      expect(r.board.spaces[id].pieces.m26U).toBe(b.spaces[id].pieces.m26U + 1);
    expect(r.columns.every((c) => c === "PG")).toBe(true);
  });

  it("unshaded (26J player): all 3 may go in one space, anywhere", () => {
    const b = board(["26J"]);
    const r = runEvent(
      b,
      15,
      "unshaded",
      "26J",
      { answers: ["ec-west", "ec-west", "ec-west"] },
      "player",
    );
    expect(r.board.spaces["ec-west"].pieces.m26U).toBe(3);
  });

  it("unshaded: only 2 26J Guerrillas Available places 2", () => {
    const b = board();
    put(b, "oriente", { m26U: 9 });
    expect(15 - onMap(b, "m26Guerrilla")).toBe(2);
    const r = runEvent(b, 15, "unshaded", "26J", { ties: [...SPACE_IDS, ...SPACE_IDS] });
    expect(onMap(r.board, "m26Guerrilla")).toBe(15);
  });

  it("shaded (GOV player): Resources + the lesser of Aid or 10, then Aid +5", () => {
    const b = board(["GOV"]);
    const r = runEvent(b, 15, "shaded", "GOV", {}, "player");
    expect(r.board.resources.GOV).toBe(25);
    expect(r.board.aid).toBe(20);
    b.aid = 4;
    const r2 = runEvent(b, 15, "shaded", "GOV", {}, "player");
    expect(r2.board.resources.GOV).toBe(19);
    expect(r2.board.aid).toBe(9);
    b.resources.GOV = 45;
    b.aid = 20;
    expect(runEvent(b, 15, "shaded", "GOV", {}, "player").board.resources.GOV).toBe(49);
  });

  it("shaded (GOV NP): Resources not tracked, Aid +5, nothing on its Effective list", () => {
    const b = board();
    const r = runEvent(b, 15, "shaded", "GOV");
    expect(r.board.resources.GOV).toBe(b.resources.GOV);
    expect(r.board.aid).toBe(20);
    expect(effective(b, 15, "shaded", "GOV")).toEqual([]);
  });
});

describe("#16 Larrazábal", () => {
  it("unshaded (26J): a 26J Base where a 26J piece is", () => {
    const b = board();
    put(b, "la-habana", { m26U: 0 });
    put(b, "santiago-de-cuba", { m26U: 0 });
    expect(effective(b, 16, "unshaded", "26J")).toContain("addForces");
    const r = runEvent(b, 16, "unshaded", "26J");
    expect(r.board.spaces["sierra-maestra"].pieces.m26Base).toBe(2);
  });

  it("unshaded: no room where 26J has pieces (stacking), nothing placed", () => {
    const b = board();
    put(b, "la-habana", { m26U: 0 });
    put(b, "santiago-de-cuba", { m26U: 0 });
    put(b, "sierra-maestra", { drBase: 1 });
    put(b, "ec-east", { m26U: 1 });
    expect(effective(b, 16, "unshaded", "26J")).toEqual([]);
    expect(runEvent(b, 16, "unshaded", "26J").board).toEqual(b);
  });

  it("shaded (SYN NP): removes a 26J Base; 26J Resources −3 only if 26J is a player", () => {
    const b = board(["26J"]);
    expect(effective(b, 16, "shaded", "SYN")).toEqual(
      expect.arrayContaining(["removeEnemyForces", "reducePlayerResources"]),
    );
    const r = runEvent(b, 16, "shaded", "SYN");
    expect(r.board.spaces["sierra-maestra"].pieces.m26Base).toBe(0);
    expect(r.board.resources["26J"]).toBe(7);
    const np = runEvent(board(), 16, "shaded", "DR");
    expect(np.board.spaces["sierra-maestra"].pieces.m26Base).toBe(0);
    expect(np.board.resources["26J"]).toBe(10);
  });

  it("shaded: 26J Resources do not go below 0", () => {
    const b = board(["26J"]);
    b.resources["26J"] = 1;
    expect(runEvent(b, 16, "shaded", "GOV").board.resources["26J"]).toBe(0);
  });
  it("unshaded: no 26J Base Available, nothing placed (1.4.1)", () => {
    const b = board();
    put(b, "oriente", { m26Base: 2 });
    put(b, "matanzas", { m26Base: 1, m26U: 1 });
    expect(effective(b, 16, "unshaded", "26J")).toEqual([]);
    expect(total(runEvent(b, 16, "unshaded", "26J").board, ["m26Base"])).toBe(4);
  });

  it("player: the Base goes in the 26J space the player names; the Base removed is the player's pick", () => {
    const b = board(["26J", "GOV"]);
    const r = runEvent(b, 16, "unshaded", "26J", { answers: ["santiago-de-cuba"] }, "player");
    expect(r.board.spaces["santiago-de-cuba"].pieces.m26Base).toBe(1);
    put(b, "oriente", { m26Base: 1 });
    const s2 = runEvent(b, 16, "shaded", "GOV", { answers: ["oriente"] }, "player");
    expect(s2.board.spaces.oriente.pieces.m26Base).toBe(0);
    expect(s2.board.spaces["sierra-maestra"].pieces.m26Base).toBe(1);
    expect(s2.board.resources["26J"]).toBe(7);
  });
});

describe("#17 Alberto Bayo", () => {
  it("unshaded (DR): free Rallies in each space with a DR Base, none without a Base", () => {
    const b = board();
    expect(effective(b, 17, "unshaded", "DR")).toEqual([]);
    expect(runEvent(b, 17, "unshaded", "DR").grants).toEqual([]);
    put(b, "camaguey-province", { drBase: 1 });
    put(b, "havana", { drBase: 1 });
    expect(effective(b, 17, "unshaded", "DR")).toEqual(["ownOpSA"]);
    const r = runEvent(b, 17, "unshaded", "DR");
    expect(r.grants).toHaveLength(1);
    expect(r.grants[0].faction).toBe("DR");
    expect(r.grants[0].actions).toEqual(["rally"]);
    expect([...(r.grants[0].spaces ?? [])].sort()).toEqual(["camaguey-province", "havana"]);
  });

  it("unshaded (26J NP): its own Rallies at its Bases", () => {
    const r = runEvent(board(), 17, "unshaded", "26J");
    expect(r.grants).toEqual([
      expect.objectContaining({ faction: "26J", actions: ["rally"], spaces: ["sierra-maestra"] }),
    ]);
  });

  it("unshaded (GOV player): the player picks DR, whose Base spaces are granted", () => {
    const b = board(["GOV"]);
    put(b, "oriente", { drBase: 1 });
    const r = runEvent(b, 17, "unshaded", "GOV", { answers: ["DR"] }, "player");
    expect(r.grants).toEqual([
      expect.objectContaining({ faction: "DR", actions: ["rally"], spaces: ["oriente"] }),
    ]);
  });

  it("shaded (GOV): every 26J Guerrilla Active; 26J Ineligible through next card noted", () => {
    const b = board(["26J"]);
    const r = runEvent(b, 17, "shaded", "GOV");
    expect(total(r.board, ["m26U"])).toBe(0);
    expect(total(r.board, ["m26A"])).toBe(total(b, ["m26U"]));
    expect(r.board.spaces["sierra-maestra"].pieces.m26A).toBe(2);
    expect(r.notes.some((n) => /next card/.test(n))).toBe(true);
    expect(effective(b, 17, "shaded", "GOV")).toEqual([]);
  });
  it("shaded, NP GOV against a player 26J: nothing on its Effective list, the EI gate stands for it", () => {
    const b = board(["26J"]);
    b.currentCard = 17;
    b.nextCard = 40;
    const d = eventDecision(b, 17, "GOV", 2);
    if (d.kind !== "decided") throw new Error(d.kind);
    expect(d.take).toBe(true);
    // The strict reading (docs/event-programs-audit.md, Open readings decided): never effective.
    const strict = { conflicts: { "ei-17-shaded-effective": "alternative" as const } };
    const s = eventDecision(b, 17, "GOV", 2, undefined, undefined, strict);
    if (s.kind !== "decided") throw new Error(s.kind);
    expect(s.take).toBe(false);
  });
});

describe("#18 Pact of Caracas (Capability, one text)", () => {
  it("a Capability for an Insurgent; the executing Faction stays Eligible (noted)", () => {
    const b = board();
    expect(effective(b, 18, "unshaded", "DR")).toEqual(["capability"]);
    const r = runEvent(b, 18, "unshaded", "DR");
    expect(r.board.spaces).toEqual(b.spaces);
    expect(r.notes.some((n) => /next card/.test(n))).toBe(true);
  });
});

describe("#19 Sierra Maestra Manifesto (one text)", () => {
  function manifestoBoard(players: Faction[] = []) {
    const b = board(players, true);
    put(b, "sierra-maestra", { m26U: 1 });
    put(b, "camaguey-province", { drU: 1 });
    put(b, "havana", { casinoClosed: 1 });
    put(b, "las-villas", { troop: 1 });
    return b;
  }

  it("each NP Faction places 2 non-Casino pieces where it already has a piece (Bases first, C8.5.8)", () => {
    const b = manifestoBoard();
    expect(effective(b, 19, "unshaded", "26J")).toContain("addForces");
    const r = runEvent(b, 19, "unshaded", "26J");
    const s = r.board.spaces;
    expect(s["sierra-maestra"].pieces.m26Base).toBe(2);
    expect(s["camaguey-province"].pieces.drBase).toBe(2);
    expect(s.havana.pieces.synU).toBe(2);
    expect(s.havana.pieces.casinoClosed + s.havana.pieces.casinoOpen).toBe(1);
    // GOV (EI): a Province without a GOV Base, PB column: a Base, then a cube (PC).
    expect(s["las-villas"].pieces.govBase).toBe(1);
    expect(s["las-villas"].pieces.police).toBe(1);
    expect(r.notes.some((n) => /next card/.test(n))).toBe(true);
  });

  it("a Faction with no room or nothing Available places what it can", () => {
    const b = manifestoBoard();
    put(b, "sierra-maestra", { drBase: 2 });
    put(b, "oriente", { m26U: 14, m26Base: 2 });
    put(b, "matanzas", { m26Base: 2 });
    const r = runEvent(b, 19, "unshaded", "DR");
    expect(onMap(r.board, "m26Guerrilla")).toBe(15);
    expect(total(r.board, ["m26Base"])).toBe(4);
    expect(r.notes.some((n) => /26July: nothing it can place/.test(n))).toBe(true);
    expect(r.board.spaces["camaguey-province"].pieces.drBase).toBe(2);
  });

  it("another NP Faction chooses by its own table; a tie left is a logged tie-break, not the executor's pick", () => {
    const b = board([], true);
    put(b, "matanzas", { m26U: 1 });
    put(b, "pinar-del-rio", { m26U: 1 });
    put(b, "las-villas", { troop: 1 });
    const r = runEvent(b, 19, "unshaded", "GOV", { ties: ["matanzas"] });
    expect(r.columns).toEqual([]);
    expect(r.board.spaces.matanzas.pieces.m26Base).toBe(2);
    expect(r.board.spaces["pinar-del-rio"].pieces.m26Base).toBe(0);
    expect(r.board.spaces["las-villas"].pieces.govBase).toBe(1);
  });

  it("a player Faction decides for itself, and may decline", () => {
    const b = manifestoBoard(["GOV", "SYN"]);
    const r = runEvent(b, 19, "unshaded", "26J", {
      answers: ["none", "las-villas", "troop", "troop"],
    });
    expect(r.board.spaces.havana.pieces.synU).toBe(0);
    expect(r.board.spaces["las-villas"].pieces.troop).toBe(3);
    expect(r.board.spaces["sierra-maestra"].pieces.m26Base).toBe(2);
  });
});

describe("#20 The Twelve", () => {
  it("unshaded (DR): a free March then a free Rally at a March destination", () => {
    const b = board();
    expect(effective(b, 20, "unshaded", "DR")).toEqual(["ownOpSA"]);
    const r = runEvent(b, 20, "unshaded", "DR");
    expect(r.grants).toEqual([
      expect.objectContaining({ faction: "DR", actions: ["march", "rally"] }),
    ]);
  });

  it("unshaded (GOV player): only an Insurgent can March (5.1.1); the player picks SYN", () => {
    const r = runEvent(board(["GOV"]), 20, "unshaded", "GOV", { answers: ["SYN"] }, "player");
    expect(r.grants).toEqual([expect.objectContaining({ faction: "SYN" })]);
  });

  it("shaded (GOV): half, rounded up, of the Guerrillas in the space with the most", () => {
    const b = board();
    put(b, "havana", { synU: 3 });
    expect(effective(b, 20, "shaded", "GOV")).toContain("removeEnemyForces");
    const r = runEvent(b, 20, "shaded", "GOV");
    const h = r.board.spaces.havana.pieces;
    expect(h.synU + h.synA + h.drU + h.drA).toBe(2);
    expect(r.board.spaces["sierra-maestra"].pieces.m26U).toBe(2);
  });

  it("shaded (DR NP): enemy Guerrillas first, then its own to make up the half", () => {
    const b = board();
    put(b, "havana", { drU: 3, synU: 1 });
    const r = runEvent(b, 20, "shaded", "DR");
    expect(r.board.spaces.havana.pieces.synU).toBe(0);
    expect(r.board.spaces.havana.pieces.drU).toBe(2);
  });

  it("shaded (player): a tie for the most Guerrillas is the player's pick", () => {
    const b = board(["GOV"]);
    const r = runEvent(b, 20, "shaded", "GOV", { answers: ["sierra-maestra"] }, "player");
    expect(r.board.spaces["sierra-maestra"].pieces.m26U).toBe(1);
    expect(r.board.spaces.havana.pieces.drU).toBe(2);
  });
});

describe("#21 Fangio", () => {
  it("unshaded (26J, EI): a City with a 26J piece and no Opposition, 2 levels", () => {
    const b = board();
    expect(effective(b, 21, "unshaded", "26J")).toContain("addOpposition");
    const r = runEvent(b, 21, "unshaded", "26J");
    expect(r.board.spaces["santiago-de-cuba"].support).toBe(-2);
    expect(r.board.spaces.havana.support).toBe(2);
  });

  it("unshaded (26J): two preferred Cities are chosen between by the STAO column (EI)", () => {
    const b = board();
    put(b, "havana", { m26U: 1 });
    const r = runEvent(b, 21, "unshaded", "26J", { ties: ["havana"] });
    expect(r.columns).toEqual(["STAO"]);
    const moved = (["havana", "santiago-de-cuba"] as const).filter(
      (id) => r.board.spaces[id].support === b.spaces[id].support - 2,
    );
    expect(moved).toHaveLength(1);
    expect(r.board.spaces["camaguey-city"].support).toBe(1);
  });

  it("unshaded: no 26J piece in the City, 1 level only", () => {
    const b = board();
    put(b, "santiago-de-cuba", { m26U: 0 });
    const before = supportOf(b);
    const r = runEvent(b, 21, "unshaded", "26J", {
      ties: ["havana", "camaguey-city", "santiago-de-cuba"],
    });
    const moved = SPACE_IDS.filter((id) => r.board.spaces[id].support !== before[id]);
    expect(moved).toHaveLength(1);
    expect(SPACE_BY_ID[moved[0]].kind).toBe("city");
    expect(r.board.spaces[moved[0]].support).toBe(before[moved[0]] - 1);
  });

  it("unshaded (player): Passive Opposition with a 26J piece goes only to Active Opposition", () => {
    const b = board(["26J"]);
    b.spaces["santiago-de-cuba"].support = -1;
    const r = runEvent(b, 21, "unshaded", "26J", { answers: ["santiago-de-cuba"] }, "player");
    expect(r.board.spaces["santiago-de-cuba"].support).toBe(-2);
  });

  it("shaded (SYN): in 2 Casino spaces, open a closed Casino or Cash with its Guerrilla", () => {
    const b = board();
    expect(effective(b, 21, "shaded", "SYN")).toEqual([]);
    put(b, "havana", { synU: 1 });
    put(b, "la-habana", { casinoOpen: 0, casinoClosed: 1 });
    expect(effective(b, 21, "shaded", "SYN")).toEqual(
      expect.arrayContaining(["addOpenCasinos", "addCash"]),
    );
    const r = runEvent(b, 21, "shaded", "SYN", { ties: ["havana", "la-habana"] });
    expect(r.board.spaces["la-habana"].pieces.casinoOpen).toBe(1);
    expect(r.board.spaces.havana.cash).toEqual(["synU"]);
    expect(r.board.spaces["pinar-del-rio"]).toEqual(b.spaces["pinar-del-rio"]);
  });

  it("shaded (GOV player): Cash with a Police in Havana, then a closed Casino opened", () => {
    const b = board(["GOV"]);
    put(b, "pinar-del-rio", { casinoOpen: 0, casinoClosed: 1 });
    put(b, "havana", { casinoClosed: 1 });
    const r = runEvent(
      b,
      21,
      "shaded",
      "GOV",
      { answers: ["havana", "cash", "police", "pinar-del-rio"] },
      "player",
    );
    expect(r.board.spaces.havana.cash).toEqual(["police"]);
    expect(r.board.spaces.havana.pieces.casinoClosed).toBe(1);
    expect(r.board.spaces["pinar-del-rio"].pieces.casinoOpen).toBe(1);
  });
});

describe("#22 Raúl", () => {
  it("unshaded: an Insurgent Capability", () => {
    expect(effective(board(), 22, "unshaded", "26J")).toEqual(["capability"]);
  });

  it("shaded: a Government Momentum, effective only in a Campaign's first 3 cards", () => {
    const b = board();
    expect(effective(b, 22, "shaded", "GOV")).toEqual(["momentum"]);
    b.campaignCard = 5;
    expect(effective(b, 22, "shaded", "GOV")).toEqual([]);
    expect(runEvent(b, 22, "shaded", "GOV").board).toEqual(b);
  });
});

describe("#23 Radio Rebelde", () => {
  it("unshaded (26J NP): 2 different Provinces each 1 level toward Active Opposition", () => {
    const b = board();
    for (const id of SPACE_IDS) if (SPACE_BY_ID[id].kind === "province") b.spaces[id].support = -2;
    b.spaces.matanzas.support = 0;
    b.spaces.oriente.support = 2;
    expect(effective(b, 23, "unshaded", "26J")).toContain("addOpposition");
    const r = runEvent(b, 23, "unshaded", "26J");
    expect(r.board.spaces.matanzas.support).toBe(-1);
    expect(r.board.spaces.oriente.support).toBe(1);
    expect(r.board.spaces.havana.support).toBe(b.spaces.havana.support);
  });

  it("unshaded (player): the same Province cannot be picked twice", () => {
    const b = board(["26J"]);
    const r = runEvent(
      b,
      23,
      "unshaded",
      "26J",
      { answers: ["pinar-del-rio", "las-villas"] },
      "player",
    );
    expect(r.board.spaces["pinar-del-rio"].support).toBe(1);
    expect(r.board.spaces["las-villas"].support).toBe(-1);
  });

  it("shaded (GOV): a 26J Base removed from a Province, never from a City", () => {
    const b = board();
    expect(effective(b, 23, "shaded", "GOV")).toContain("removeEnemyForces");
    expect(runEvent(b, 23, "shaded", "GOV").board.spaces["sierra-maestra"].pieces.m26Base).toBe(0);
    put(b, "sierra-maestra", { m26Base: 0 });
    put(b, "santiago-de-cuba", { m26Base: 1 });
    expect(effective(b, 23, "shaded", "GOV")).toEqual([]);
    expect(runEvent(b, 23, "shaded", "GOV").board).toEqual(b);
  });
  it("shaded (GOV player): the player picks which Province loses its 26J Base", () => {
    const b = board(["GOV"]);
    put(b, "oriente", { m26Base: 1 });
    const r = runEvent(b, 23, "shaded", "GOV", { answers: ["sierra-maestra"] }, "player");
    expect(r.board.spaces["sierra-maestra"].pieces.m26Base).toBe(0);
    expect(r.board.spaces.oriente.pieces.m26Base).toBe(1);
  });
});

describe("#24 Vilma Espín", () => {
  it("unshaded (26J, EI): prefers the space with Support next to Sierra Maestra", () => {
    const b = board();
    b.spaces["santiago-de-cuba"].support = 1;
    expect(effective(b, 24, "unshaded", "26J")).toContain("addOpposition");
    const r = runEvent(b, 24, "unshaded", "26J");
    expect(r.board.spaces["santiago-de-cuba"].support).toBe(-2);
    expect(r.board.spaces.oriente.support).toBe(-1);
  });

  it("unshaded (player): Oriente, adjacent to Sierra Maestra; not a space further off", () => {
    const b = board(["26J"]);
    const r = runEvent(b, 24, "unshaded", "26J", { answers: ["oriente"] }, "player");
    expect(r.board.spaces.oriente.support).toBe(-2);
    b.spaces["sierra-maestra"].support = -2;
    b.spaces.oriente.support = -2;
    b.spaces["santiago-de-cuba"].support = -2;
    expect(effective(b, 24, "unshaded", "26J")).toEqual([]);
  });

  it("shaded (GOV): all 26J pieces out of a City other than Havana", () => {
    const b = board();
    put(b, "santiago-de-cuba", { m26U: 2, m26A: 1, m26Base: 1 });
    expect(effective(b, 24, "shaded", "GOV")).toContain("removeEnemyForces");
    const r = runEvent(b, 24, "shaded", "GOV");
    const p = r.board.spaces["santiago-de-cuba"].pieces;
    expect(p.m26U + p.m26A + p.m26Base).toBe(0);
    expect(p.troop).toBe(2);
  });

  it("shaded: 26J pieces only in Havana, nothing to remove", () => {
    const b = board();
    put(b, "santiago-de-cuba", { m26U: 0 });
    put(b, "havana", { m26U: 2 });
    expect(effective(b, 24, "shaded", "GOV")).toEqual([]);
    expect(runEvent(b, 24, "shaded", "GOV").board).toEqual(b);
  });

  it("shaded (GOV player): the player picks the City; every 26J piece there goes", () => {
    const b = board(["GOV"]);
    put(b, "camaguey-city", { m26U: 1, m26Base: 1 });
    const r = runEvent(b, 24, "shaded", "GOV", { answers: ["camaguey-city", "m26U"] }, "player");
    const p = r.board.spaces["camaguey-city"].pieces;
    expect(p.m26U + p.m26Base).toBe(0);
    expect(r.board.spaces["santiago-de-cuba"].pieces.m26U).toBe(1);
  });
});
