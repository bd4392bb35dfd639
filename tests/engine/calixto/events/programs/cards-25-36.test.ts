import { programFor } from "@/data/cuba/calixto/event-programs";
import { standardBoard } from "@/data/cuba/scenarios";
import { available } from "@/lib/engine/cuba/board/board";
import type { Faction, GameBoard, PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { SPACE_IDS } from "@/lib/engine/cuba/types";
import { effective as judged, runEvent } from "./drive";

/**
 * Event programs for cards 25 to 36, checked against our reading of the card texts (playbook
 * "Event Text and Background"; rules 5.1-5.4; C8.5.5 NP choices; Event Instructions ref §3.6).
 * Boards start from the Standard deployment (all NP unless a test says otherwise).
 */
type Roles = Record<Faction, "np" | "player">;
const ALL_NP: Roles = { GOV: "np", "26J": "np", DR: "np", SYN: "np" };

function board(edit: (b: GameBoard) => void = () => {}, roles: Partial<Roles> = {}): GameBoard {
  const b = standardBoard({ roles: { ...ALL_NP, ...roles }, shortGame: false });
  edit(b);
  return b;
}
const put = (b: GameBoard, id: SpaceId, k: PieceKind, n: number) => {
  b.spaces[id].pieces[k] = n;
};
/** The distinct Effective Events kinds (one kind may show for two columns). */
const effective = (...a: Parameters<typeof judged>) => [...new Set(judged(...a))].sort();
const total = (b: GameBoard, k: PieceKind) =>
  SPACE_IDS.reduce((n, id) => n + b.spaces[id].pieces[k], 0);
const changed = (a: GameBoard, b: GameBoard, k: PieceKind) =>
  SPACE_IDS.filter((id) => a.spaces[id].pieces[k] !== b.spaces[id].pieces[k]);

describe("#25 Escapade", () => {
  it("unshaded (DR): a DR Guerrilla and a DR Base together in Camagüey Province or Oriente", () => {
    const b = board();
    expect(effective(b, 25, "unshaded", "DR")).toEqual(["addForces"]);
    const r = runEvent(b, 25, "unshaded", "DR");
    const where = changed(b, r.board, "drBase");
    expect(where).toHaveLength(1);
    expect(["camaguey-province", "oriente"]).toContain(where[0]);
    expect(r.board.spaces[where[0]].pieces.drBase).toBe(1);
    expect(r.board.spaces[where[0]].pieces.drU).toBe(b.spaces[where[0]].pieces.drU + 1);
    expect(total(r.board, "drU")).toBe(total(b, "drU") + 1);
  });

  it("unshaded: stacking full in Oriente sends both pieces to Camagüey Province (1.4.2)", () => {
    const b = board((x) => put(x, "oriente", "m26Base", 2));
    const r = runEvent(b, 25, "unshaded", "DR");
    expect(r.board.spaces["camaguey-province"].pieces.drBase).toBe(1);
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(2);
    expect(r.board.spaces.oriente.pieces.drU).toBe(0);
  });

  it("unshaded: no DR Base Available still places the Guerrilla (5.1.1, 5.1.3)", () => {
    const b = board((x) => put(x, "las-villas", "drBase", 2));
    put(b, "matanzas", "drBase", 2);
    expect(available(b, "drBase")).toBe(0);
    const r = runEvent(b, 25, "unshaded", "DR");
    expect(total(r.board, "drU")).toBe(total(b, "drU") + 1);
    expect(total(r.board, "drBase")).toBe(4);
  });

  it("unshaded, player: the player picks Oriente", () => {
    const b = board(() => {}, { DR: "player" });
    const r = runEvent(b, 25, "unshaded", "DR", { answers: ["oriente"] }, "player");
    expect(r.board.spaces.oriente.pieces.drBase).toBe(1);
    expect(r.board.spaces.oriente.pieces.drU).toBe(1);
  });

  it("shaded (GOV, 26J): a DR Base removed; nothing to do without one", () => {
    const b = board((x) => put(x, "las-villas", "drBase", 1));
    expect(effective(b, 25, "shaded", "GOV")).toEqual(["removeEnemyForces"]);
    expect(effective(b, 25, "shaded", "26J")).toEqual(["removeEnemyForces"]);
    const r = runEvent(b, 25, "shaded", "GOV");
    expect(total(r.board, "drBase")).toBe(0);
    expect(r.board.spaces["las-villas"].pieces.troop).toBe(3);
    expect(effective(board(), 25, "shaded", "GOV")).toEqual([]);
  });
});

describe("#26 Rodríguez Loeches", () => {
  it("unshaded (DR): places a DR Guerrilla, then Ambush there if enemy forces, else Rally (EI)", () => {
    const b = board();
    expect(effective(b, 26, "unshaded", "DR")).toEqual(
      expect.arrayContaining(["addForces", "ownOpSA"]),
    );
    const r = runEvent(b, 26, "unshaded", "DR");
    const where = changed(b, r.board, "drU");
    expect(where).toHaveLength(1);
    expect(r.columns[0]).toBe("PG");
    const enemy =
      b.spaces[where[0]].pieces.troop +
        b.spaces[where[0]].pieces.police +
        b.spaces[where[0]].pieces.m26U +
        b.spaces[where[0]].pieces.m26A +
        b.spaces[where[0]].pieces.m26Base >
      0;
    expect(r.grants).toEqual([
      expect.objectContaining({
        faction: "DR",
        actions: [enemy ? "ambush" : "rally"],
        spaces: [where[0]],
      }),
    ]);
  });

  it("unshaded (DR): with Troops where it places, the free action is an Ambush (EI)", () => {
    const b = board((x) => put(x, "las-villas", "drBase", 1));
    const r = runEvent(b, 26, "unshaded", "DR");
    const where = changed(b, r.board, "drU");
    expect(where).toHaveLength(1);
    expect(b.spaces[where[0]].pieces.troop + b.spaces[where[0]].pieces.police).toBeGreaterThan(0);
    expect(r.grants).toEqual([
      expect.objectContaining({ faction: "DR", actions: ["ambush"], spaces: where }),
    ]);
  });

  it("unshaded, player: places in Las Villas and takes a free March there", () => {
    const b = board(() => {}, { DR: "player" });
    const r = runEvent(b, 26, "unshaded", "DR", { answers: ["las-villas", "march"] }, "player");
    expect(r.board.spaces["las-villas"].pieces.drU).toBe(1);
    expect(r.grants).toEqual([
      expect.objectContaining({ faction: "DR", actions: ["march"], spaces: ["las-villas"] }),
    ]);
  });

  it("shaded (GOV, SYN): a DR Guerrilla removed; DR Resources -5 only if DR is a player (C8.2.1)", () => {
    const b = board();
    expect(effective(b, 26, "shaded", "GOV")).toEqual(["removeEnemyForces"]);
    const r = runEvent(b, 26, "shaded", "GOV");
    expect(total(r.board, "drU")).toBe(total(b, "drU") - 1);
    expect(r.board.resources.DR).toBe(b.resources.DR);
    const p = board(() => {}, { DR: "player" });
    expect(effective(p, 26, "shaded", "SYN")).toEqual(
      expect.arrayContaining(["removeEnemyForces", "reducePlayerResources"]),
    );
    const rp = runEvent(p, 26, "shaded", "SYN");
    expect(rp.board.resources.DR).toBe(0);
    const none = board((x) => {
      put(x, "havana", "drU", 0);
      put(x, "camaguey-province", "drU", 0);
    });
    expect(effective(none, 26, "shaded", "GOV")).toEqual([]);
  });
});

describe("#27 Echeverría", () => {
  it("unshaded (DR): 2 DR Guerrillas anywhere, Havana to Neutral", () => {
    const b = board();
    expect(effective(b, 27, "unshaded", "DR")).toEqual(
      expect.arrayContaining(["addForces", "removeSupportOrOpposition"]),
    );
    const r = runEvent(b, 27, "unshaded", "DR");
    expect(total(r.board, "drU")).toBe(total(b, "drU") + 2);
    expect(r.board.spaces.havana.support).toBe(0);
  });

  it("unshaded: only 1 DR Guerrilla Available places 1 (5.1.1)", () => {
    const b = board((x) => put(x, "las-villas", "drU", 12));
    const r = runEvent(b, 27, "unshaded", "DR");
    expect(total(r.board, "drU")).toBe(15);
    expect(r.board.spaces.havana.support).toBe(0);
  });

  it("unshaded, player: both Guerrillas in Matanzas", () => {
    const b = board(() => {}, { DR: "player" });
    const r = runEvent(b, 27, "unshaded", "DR", { answers: ["matanzas", "matanzas"] }, "player");
    expect(r.board.spaces.matanzas.pieces.drU).toBe(2);
    expect(r.board.spaces.havana.support).toBe(0);
  });

  it("shaded (GOV): the 2 DR pieces nearest Havana go; farther ones stay", () => {
    const b = board((x) => {
      put(x, "havana", "drU", 1);
      put(x, "la-habana", "drBase", 1);
      put(x, "matanzas", "drU", 1);
    });
    expect(effective(b, 27, "shaded", "GOV")).toEqual(["removeEnemyForces"]);
    const r = runEvent(b, 27, "shaded", "GOV");
    expect(r.board.spaces.havana.pieces.drU).toBe(0);
    expect(r.board.spaces["la-habana"].pieces.drBase).toBe(0);
    expect(r.board.spaces.matanzas.pieces.drU).toBe(1);
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(1);
  });

  it("shaded: no DR piece on the map, not effective", () => {
    const b = board((x) => {
      put(x, "havana", "drU", 0);
      put(x, "camaguey-province", "drU", 0);
    });
    expect(effective(b, 27, "shaded", "GOV")).toEqual([]);
  });

  it("shaded: Standard Havana holds both; DR player loses 3 Resources", () => {
    const b = board(() => {}, { DR: "player" });
    const r = runEvent(b, 27, "shaded", "GOV");
    expect(r.board.spaces.havana.pieces.drU).toBe(0);
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(1);
    expect(r.board.resources.DR).toBe(2);
  });
});

describe("#28 Morgan", () => {
  it("unshaded: a DR Capability, effective for DR outside the final Campaign", () => {
    const b = board();
    expect(effective(b, 28, "unshaded", "DR")).toEqual(["capability"]);
    expect(effective({ ...b, propagandaLeft: 1 }, 28, "unshaded", "DR")).toEqual([]);
    expect(programFor(28, "unshaded")?.steps.some((s) => s.do === "lasting")).toBe(true);
  });

  it("shaded: a space with a DR Guerrilla to Active Support (player picks Camagüey Province)", () => {
    const b = board(() => {}, { GOV: "player" });
    const r = runEvent(b, 28, "shaded", "GOV", { answers: ["camaguey-province"] }, "player");
    expect(r.board.spaces["camaguey-province"].support).toBe(2);
    expect(effective(board(), 28, "shaded", "GOV")).toEqual(expect.arrayContaining(["addSupport"]));
    const none = board((x) => {
      put(x, "camaguey-province", "drU", 0);
    });
    // Havana (the only DR Guerrilla space left) is at Active Support already.
    expect(effective(none, 28, "shaded", "GOV")).toEqual([]);
  });
});

describe("#29 Fauré Chomón", () => {
  it("unshaded (DR): a DR Base and 2 DR Guerrillas in Las Villas", () => {
    const b = board();
    expect(effective(b, 29, "unshaded", "DR")).toEqual(["addForces"]);
    const r = runEvent(b, 29, "unshaded", "DR");
    expect(r.board.spaces["las-villas"].pieces.drBase).toBe(1);
    expect(r.board.spaces["las-villas"].pieces.drU).toBe(2);
    expect(r.board.spaces["las-villas"].pieces.m26U).toBe(0);
  });

  it("unshaded (26J): 26J places its own Base and Guerrillas; full stacking places Guerrillas only", () => {
    const b = board((x) => put(x, "las-villas", "govBase", 2));
    const r = runEvent(b, 29, "unshaded", "26J");
    expect(r.board.spaces["las-villas"].pieces.m26Base).toBe(0);
    expect(r.board.spaces["las-villas"].pieces.m26U).toBe(2);
    expect(r.board.spaces["las-villas"].pieces.drU).toBe(0);
  });

  it("unshaded, player: the player has 26July place", () => {
    const b = board(() => {}, { GOV: "player" });
    const r = runEvent(b, 29, "unshaded", "GOV", { answers: ["1"] }, "player");
    expect(r.board.spaces["las-villas"].pieces.m26Base).toBe(1);
    expect(r.board.spaces["las-villas"].pieces.m26U).toBe(2);
  });

  it("shaded (26J): a DR Guerrilla replaced by its 26J counterpart", () => {
    const b = board((x) => put(x, "camaguey-province", "drA", 1));
    put(b, "camaguey-province", "drU", 0);
    expect(effective(b, 29, "shaded", "26J")).toEqual(
      expect.arrayContaining(["addForces", "removeEnemyForces"]),
    );
    const r = runEvent(b, 29, "shaded", "26J");
    expect(total(r.board, "drU") + total(r.board, "drA")).toBe(2);
    const lost = SPACE_IDS.find(
      (id) =>
        r.board.spaces[id].pieces.drU + r.board.spaces[id].pieces.drA <
        b.spaces[id].pieces.drU + b.spaces[id].pieces.drA,
    ) as SpaceId;
    const was = b.spaces[lost].pieces;
    const now = r.board.spaces[lost].pieces;
    // counterpart: an Active DR Guerrilla becomes an Active 26J one, Underground stays Underground.
    if (now.drA < was.drA) expect(now.m26A).toBe(was.m26A + 1);
    else expect(now.m26U).toBe(was.m26U + 1);
  });

  it("shaded (GOV): removes the DR piece, never places a 26J one (C8.5.5)", () => {
    const b = board((x) => put(x, "havana", "drU", 0));
    const r = runEvent(b, 29, "shaded", "GOV");
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(0);
    expect(total(r.board, "m26U")).toBe(total(b, "m26U"));
  });

  it("shaded, player: replaces the DR Guerrilla in Camagüey Province with a 26J Guerrilla", () => {
    const b = board((x) => put(x, "havana", "drU", 0), { GOV: "player" });
    const r = runEvent(b, 29, "shaded", "GOV", { answers: ["0"] }, "player");
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(0);
    expect(r.board.spaces["camaguey-province"].pieces.m26U).toBe(1);
  });

  it("shaded: a DR Base with no 26J Base Available is only removed (5.1.1)", () => {
    const b = board((x) => {
      put(x, "havana", "drU", 0);
      put(x, "camaguey-province", "drU", 0);
      put(x, "oriente", "drBase", 1);
      put(x, "las-villas", "m26Base", 2);
      put(x, "matanzas", "m26Base", 1);
    });
    const r = runEvent(b, 29, "shaded", "26J");
    expect(r.board.spaces.oriente.pieces.drBase).toBe(0);
    expect(r.board.spaces.oriente.pieces.m26Base).toBe(0);
  });
});

describe("#30 The Guerrilla Life", () => {
  it("unshaded: a 26J Capability", () => {
    expect(effective(board(), 30, "unshaded", "26J")).toEqual(["capability"]);
  });

  it("shaded (DR): all DR Guerrillas Underground, 1 DR Guerrilla placed in a City", () => {
    const b = board((x) => {
      put(x, "camaguey-province", "drU", 0);
      put(x, "camaguey-province", "drA", 1);
      put(x, "havana", "drA", 1);
    });
    expect(effective(b, 30, "shaded", "DR")).toEqual(["addForces"]);
    const r = runEvent(b, 30, "shaded", "DR");
    expect(total(r.board, "drA")).toBe(0);
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(1);
    const cities = ["havana", "camaguey-city", "santiago-de-cuba"] as const;
    const before = cities.reduce((n, c) => n + b.spaces[c].pieces.drU + b.spaces[c].pieces.drA, 0);
    const after = cities.reduce((n, c) => n + r.board.spaces[c].pieces.drU, 0);
    expect(after).toBe(before + 1);
  });
});

describe("#31 Escopeteros", () => {
  it("unshaded (DR): a DR Base and a DR Guerrilla in one Mountain", () => {
    const b = board();
    expect(effective(b, 31, "unshaded", "DR")).toEqual(["addForces"]);
    const r = runEvent(b, 31, "unshaded", "DR");
    const where = changed(b, r.board, "drBase");
    expect(where).toHaveLength(1);
    expect(["las-villas", "sierra-maestra"]).toContain(where[0]);
    expect(r.board.spaces[where[0]].pieces.drU).toBe(1);
    expect(total(r.board, "drU")).toBe(total(b, "drU") + 1);
  });

  it("unshaded (26J): its own pieces; a Mountain with full stacking is passed over (1.4.2)", () => {
    const b = board((x) => put(x, "sierra-maestra", "govBase", 1));
    const r = runEvent(b, 31, "unshaded", "26J");
    expect(r.board.spaces["las-villas"].pieces.m26Base).toBe(1);
    expect(r.board.spaces["las-villas"].pieces.m26U).toBe(1);
    expect(r.board.spaces["sierra-maestra"].pieces.m26U).toBe(2);
  });

  it("unshaded, player: a Government Base and a Syndicate Guerrilla in Las Villas", () => {
    const b = board(() => {}, { GOV: "player" });
    const r = runEvent(
      b,
      31,
      "unshaded",
      "GOV",
      { answers: ["las-villas", "govBase", "synU"] },
      "player",
    );
    expect(r.board.spaces["las-villas"].pieces.govBase).toBe(1);
    expect(r.board.spaces["las-villas"].pieces.synU).toBe(1);
  });

  it("shaded: a Mountain 1 level toward Active Support (player picks Sierra Maestra)", () => {
    const b = board(() => {}, { GOV: "player" });
    expect(effective(b, 31, "shaded", "GOV")).toEqual(expect.arrayContaining(["addSupport"]));
    const r = runEvent(b, 31, "shaded", "GOV", { answers: ["sierra-maestra"] }, "player");
    expect(r.board.spaces["sierra-maestra"].support).toBe(-1);
    expect(r.board.spaces["las-villas"].support).toBe(0);
  });
});

describe("#32 Resistencia Cívica", () => {
  it("unshaded (26J): every DR piece in the City becomes its 26J counterpart", () => {
    const b = board((x) => {
      put(x, "havana", "drA", 1);
      put(x, "havana", "drBase", 1);
    });
    expect(effective(b, 32, "unshaded", "26J")).toEqual(
      expect.arrayContaining(["addForces", "removeEnemyForces"]),
    );
    const r = runEvent(b, 32, "unshaded", "26J");
    const h = r.board.spaces.havana.pieces;
    expect([h.drU, h.drA, h.drBase]).toEqual([0, 0, 0]);
    expect([h.m26U, h.m26A, h.m26Base]).toEqual([2, 1, 1]);
  });

  it("unshaded: with only 1 26J Guerrilla Available the other DR Guerrilla is just removed", () => {
    const b = board((x) => put(x, "las-villas", "m26U", 10));
    expect(available(b, "m26Guerrilla")).toBe(1);
    const r = runEvent(b, 32, "unshaded", "26J");
    expect(r.board.spaces.havana.pieces.drU).toBe(0);
    expect(r.board.spaces.havana.pieces.m26U).toBe(1);
  });

  it("unshaded: no City with DR pieces does nothing", () => {
    const b = board((x) => put(x, "havana", "drU", 0));
    expect(effective(b, 32, "unshaded", "26J")).toEqual([]);
  });

  it("shaded, player: 26July pieces in Santiago de Cuba become Directorio ones", () => {
    const b = board(() => {}, { DR: "player" });
    const r = runEvent(b, 32, "shaded", "DR", { answers: ["santiago-de-cuba"] }, "player");
    expect(r.board.spaces["santiago-de-cuba"].pieces.m26U).toBe(0);
    expect(r.board.spaces["santiago-de-cuba"].pieces.drU).toBe(1);
  });
});

describe("#33 Carlos Prío", () => {
  it("unshaded: +5 to DR or 26July Resources; nothing an NP tracks (C8.2.1)", () => {
    const b = board(() => {}, { DR: "player" });
    const r = runEvent(b, 33, "unshaded", "DR", { answers: ["0"] }, "player");
    expect(r.board.resources.DR).toBe(10);
    expect(r.board.resources["26J"]).toBe(10);
    expect(effective(board(), 33, "unshaded", "DR")).toEqual([]);
  });

  it("shaded (DR): a DR Base in a space without Government Control, set to Neutral", () => {
    const b = board();
    expect(effective(b, 33, "shaded", "DR")).toEqual(
      expect.arrayContaining(["addForces", "removeSupportOrOpposition"]),
    );
    const r = runEvent(b, 33, "shaded", "DR");
    const where = changed(b, r.board, "drBase");
    expect(where).toHaveLength(1);
    expect(r.board.spaces[where[0]].support).toBe(0);
    expect(["havana", "camaguey-city", "santiago-de-cuba", "las-villas"]).not.toContain(where[0]);
  });

  it("shaded, player: no DR Base Available, the selected space still goes Neutral (5.1.3)", () => {
    const b = board(
      (x) => {
        put(x, "las-villas", "drBase", 2);
        put(x, "oriente", "drBase", 2);
      },
      { DR: "player" },
    );
    const r = runEvent(b, 33, "shaded", "DR", { answers: ["matanzas"] }, "player");
    expect(r.board.spaces.matanzas.support).toBe(0);
    expect(r.board.spaces.matanzas.pieces.drBase).toBe(0);
  });

  it("shaded, player: Sierra Maestra gets a DR Base and goes Neutral", () => {
    const b = board(() => {}, { DR: "player" });
    const r = runEvent(b, 33, "shaded", "DR", { answers: ["sierra-maestra"] }, "player");
    expect(r.board.spaces["sierra-maestra"].pieces.drBase).toBe(1);
    expect(r.board.spaces["sierra-maestra"].support).toBe(0);
  });
});

describe("#34 US Speaking Tour", () => {
  it("unshaded (SYN): SYN adds a die roll, the other Insurgents +2 (tracked only if player)", () => {
    const b = board(() => {}, { "26J": "player" });
    expect(effective(b, 34, "unshaded", "SYN")).toEqual(["addSynResources"]);
    const r = runEvent(b, 34, "unshaded", "SYN", { dice: [[4]] });
    expect(r.board.resources.SYN).toBe(19);
    expect(r.board.resources["26J"]).toBe(12);
    expect(r.board.resources.DR).toBe(5);
  });

  it("unshaded: Resources stop at 49 (1.8)", () => {
    const b = board((x) => {
      x.resources.SYN = 47;
    });
    const r = runEvent(b, 34, "unshaded", "SYN", { dice: [[5]] });
    expect(r.board.resources.SYN).toBe(49);
  });

  it("unshaded, player: DR rolls, 26July and Syndicate +2", () => {
    const b = board(() => {}, { DR: "player", "26J": "player" });
    const r = runEvent(b, 34, "unshaded", "DR", { answers: ["DR"], dice: [[6]] }, "player");
    expect(r.board.resources.DR).toBe(11);
    expect(r.board.resources["26J"]).toBe(12);
    expect(r.board.resources.SYN).toBe(17);
  });

  it("shaded: Government + lesser of 8 and Aid, then Aid +8", () => {
    const b = board(
      (x) => {
        x.aid = 5;
      },
      { GOV: "player" },
    );
    const r = runEvent(b, 34, "shaded", "GOV", {}, "player");
    expect(r.board.resources.GOV).toBe(20);
    expect(r.board.aid).toBe(13);
    expect(effective(board(), 34, "shaded", "GOV")).toEqual([]);
  });
});

describe("#35 Defections (beyond C8.9)", () => {
  it("GOV: both DR Guerrillas in Havana replaced by 2 cubes", () => {
    const b = board((x) => put(x, "santiago-de-cuba", "m26U", 0));
    expect(effective(b, 35, "unshaded", "GOV")).toEqual(["addForces", "removeEnemyForces"]);
    const r = runEvent(b, 35, "unshaded", "GOV");
    const h = r.board.spaces.havana.pieces;
    expect(h.drU).toBe(0);
    expect(h.police + h.troop).toBe(12);
  });

  it("SYN: a Casino is its piece; takes the only enemy Guerrilla in La Habana (5.1.3)", () => {
    const b = board((x) => {
      put(x, "havana", "casinoOpen", 0);
      put(x, "la-habana", "synU", 1);
    });
    expect(effective(b, 35, "unshaded", "SYN")).toEqual(["addForces", "removeEnemyForces"]);
    const r = runEvent(b, 35, "unshaded", "SYN");
    const lh = r.board.spaces["la-habana"].pieces;
    expect(lh.m26U).toBe(0);
    expect(lh.synU).toBe(2);
    expect(lh.casinoOpen).toBe(1);
  });

  it("26J with 1 Guerrilla Available: one replaced, the other only removed (5.1.1)", () => {
    const b = board((x) => {
      put(x, "havana", "m26U", 1);
      put(x, "oriente", "m26U", 9);
    });
    expect(available(b, "m26Guerrilla")).toBe(1);
    const r = runEvent(b, 35, "unshaded", "26J");
    const before = SPACE_IDS.reduce(
      (n, id) => n + b.spaces[id].pieces.police + b.spaces[id].pieces.troop,
      0,
    );
    const after = SPACE_IDS.reduce(
      (n, id) => n + r.board.spaces[id].pieces.police + r.board.spaces[id].pieces.troop,
      0,
    );
    expect(before - after + (total(b, "drU") - total(r.board, "drU"))).toBe(2);
    expect(total(r.board, "m26U")).toBe(15);
  });

  it("player: DR replaces a Troop and a Police in Havana", () => {
    const b = board(() => {}, { DR: "player" });
    const r = runEvent(b, 35, "unshaded", "DR", { answers: ["troop", "police"] }, "player");
    expect(r.board.spaces.havana.pieces.troop).toBe(5);
    expect(r.board.spaces.havana.pieces.police).toBe(3);
    expect(r.board.spaces.havana.pieces.drU).toBe(4);
  });

  it("player GOV: picks Troops to replace the DR Guerrillas in Havana", () => {
    const b = board(() => {}, { GOV: "player" });
    const r = runEvent(
      b,
      35,
      "unshaded",
      "GOV",
      // Only the enemy's pieces are offered to take ("the enemy's", 5.1): Havana's are all DR.
      { answers: ["havana", "troop", "troop"] },
      "player",
    );
    expect(r.board.spaces.havana.pieces.drU).toBe(0);
    expect(r.board.spaces.havana.pieces.troop).toBe(8);
    expect(r.board.spaces.havana.pieces.police).toBe(4);
  });

  it("no space with both own and enemy pieces: not effective", () => {
    const b = board((x) => {
      put(x, "havana", "casinoOpen", 0);
      put(x, "la-habana", "casinoOpen", 0);
    });
    expect(effective(b, 35, "unshaded", "SYN")).toEqual([]);
  });
});

describe("#36 Eloy Gutiérrez Menoyo", () => {
  it("unshaded (DR): a Troop in Las Villas replaced by 2 DR Guerrillas", () => {
    const b = board();
    expect(effective(b, 36, "unshaded", "DR")).toEqual(
      expect.arrayContaining(["addForces", "removeEnemyForces"]),
    );
    const r = runEvent(b, 36, "unshaded", "DR");
    expect(r.board.spaces["las-villas"].pieces.troop).toBe(2);
    expect(r.board.spaces["las-villas"].pieces.drU).toBe(2);
  });

  it("unshaded: Casinos are never taken; a SYN Guerrilla next to Las Villas is", () => {
    const b = board((x) => {
      put(x, "las-villas", "troop", 0);
      put(x, "matanzas", "casinoOpen", 1);
      put(x, "matanzas", "synU", 1);
    });
    const r = runEvent(b, 36, "unshaded", "DR");
    expect(r.board.spaces.matanzas.pieces.casinoOpen).toBe(1);
    expect(r.board.spaces.matanzas.pieces.synU).toBe(0);
    expect(r.board.spaces.matanzas.pieces.drU).toBe(2);
    const casinoOnly = board((x) => {
      put(x, "las-villas", "troop", 0);
      put(x, "matanzas", "casinoOpen", 1);
    });
    expect(effective(casinoOnly, 36, "unshaded", "DR")).toEqual([]);
  });

  it("unshaded, player: a 26J Base in Camagüey Province replaced", () => {
    const b = board(
      (x) => {
        put(x, "las-villas", "troop", 0);
        put(x, "camaguey-province", "m26Base", 1);
      },
      { DR: "player" },
    );
    const r = runEvent(b, 36, "unshaded", "DR", { answers: ["camaguey-province"] }, "player");
    expect(r.board.spaces["camaguey-province"].pieces.m26Base).toBe(0);
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(3);
  });

  it("shaded (26J): a DR Guerrilla replaced by a 26J Guerrilla", () => {
    const b = board((x) => put(x, "havana", "drU", 0));
    expect(effective(b, 36, "shaded", "26J")).toEqual(
      expect.arrayContaining(["addForces", "removeEnemyForces"]),
    );
    expect(effective(b, 36, "shaded", "SYN")).toEqual(["addForces", "removeEnemyForces"]);
    const r = runEvent(b, 36, "shaded", "26J");
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(0);
    expect(r.board.spaces["camaguey-province"].pieces.m26U).toBe(1);
  });

  it("shaded, player: the Syndicate takes the DR Guerrilla's place", () => {
    const b = board((x) => put(x, "havana", "drU", 0), { SYN: "player" });
    const r = runEvent(b, 36, "shaded", "SYN", { answers: ["synU"] }, "player");
    expect(r.board.spaces["camaguey-province"].pieces.synU).toBe(1);
    expect(r.board.spaces["camaguey-province"].pieces.drU).toBe(0);
  });
});
