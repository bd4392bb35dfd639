import { standardBoard } from "@/data/cuba/scenarios";
import {
  govPlacementOrder,
  piecesIn,
  rankPieces,
} from "@/lib/engine/cuba/calixto/piece-priorities";

const allNp = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

describe("Piece Priorities (C8.5.8)", () => {
  it("replaces Police before Troops (C8.9 card 6, Defections in Santiago)", () => {
    const b = standardBoard({ roles: allNp, shortGame: false });
    const s = b.spaces["santiago-de-cuba"];
    const order = rankPieces(b, "santiago-de-cuba", piecesIn(s, ["troop", "police"]), "enemy", {
      acting: "DR",
    });
    expect(order.map((p) => p.kind)).toEqual(["police", "police", "troop", "troop"]);
  });

  it("moves Underground Guerrillas before Active ones (C8.9 card 4)", () => {
    const b = standardBoard({ roles: allNp, shortGame: false });
    b.spaces["sierra-maestra"].pieces.m26U = 5;
    b.spaces["sierra-maestra"].pieces.m26A = 1;
    const order = rankPieces(
      b,
      "sierra-maestra",
      piecesIn(b.spaces["sierra-maestra"], ["m26A", "m26U"]),
      "friendly",
      { acting: "26J" },
    );
    expect(order[0].kind).toBe("m26U");
    expect(order.at(-1)?.kind).toBe("m26A");
  });

  it("removes friendly pieces bottom-up: Active Guerrillas before Underground, Guerrillas before Bases", () => {
    const b = standardBoard({ roles: allNp, shortGame: false });
    b.spaces["sierra-maestra"].pieces.m26A = 1;
    const order = rankPieces(
      b,
      "sierra-maestra",
      piecesIn(b.spaces["sierra-maestra"], ["m26Base", "m26U", "m26A"]),
      "removeFriendly",
      { acting: "26J" },
    );
    expect(order.map((p) => p.kind)).toEqual(["m26A", "m26U", "m26U", "m26Base"]);
  });

  it("takes player pieces before NP pieces", () => {
    const b = standardBoard({ roles: { ...allNp, "26J": "player" }, shortGame: false });
    const s = b.spaces.havana;
    s.pieces.m26A = 1;
    s.pieces.drA = 1;
    const order = rankPieces(b, "havana", piecesIn(s, ["drA", "m26A"]), "enemy", { acting: "GOV" });
    expect(order[0].kind).toBe("m26A");
  });

  it("alternates Police and Troops when NP Government places cubes, Police first", () => {
    expect(govPlacementOrder(4)).toEqual(["police", "troop", "police", "troop"]);
  });
});
