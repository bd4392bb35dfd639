import { standardBoard } from "@/data/cuba/scenarios";
import { gameEnd, victoryPhase } from "@/lib/engine/cuba/calixto/propaganda";
import type { Faction, GameBoard, Role } from "@/lib/engine/cuba/types";

const roles = (player: Faction[]): Record<Faction, Role> => ({
  GOV: player.includes("GOV") ? "player" : "np",
  "26J": player.includes("26J") ? "player" : "np",
  DR: player.includes("DR") ? "player" : "np",
  SYN: player.includes("SYN") ? "player" : "np",
});

/** 26July past its threshold: Opposition + Bases 17 > 15. */
function twentySixWinning(players: Faction[]): GameBoard {
  const b = standardBoard({ roles: roles(players), shortGame: false });
  b.spaces.havana.support = -1; // +6
  b.spaces["las-villas"].support = -1; // +2
  b.spaces.oriente.support = -2; // +2 more
  return b;
}

describe("Victory Phase with the solitaire rule (C8.3, 6.1, 7.2)", () => {
  it("a lone player who meets the condition cannot win before the final Round (C8.3.1)", () => {
    const b = twentySixWinning(["26J"]);
    const v = victoryPhase(b, false);
    expect(v.winner).toBeNull();
    expect(v.trace.some((t) => t.rule === "C8.3.1")).toBe(true);
    expect(victoryPhase(b, true).winner).toBe("26J");
  });

  it("an NP Faction wins at any Round", () => {
    const v = victoryPhase(twentySixWinning(["GOV"]), false);
    expect(v.winner).toBe("26J");
    expect(v.gameOver).toBe(true);
    expect(v.ranking[0]).toMatchObject({ faction: "26J", margin: 2, role: "np" });
  });

  it("with two players anyone wins at any Round (C8.3.2)", () => {
    expect(victoryPhase(twentySixWinning(["26J", "GOV"]), false).winner).toBe("26J");
  });

  it("Government needs every City at Active Support as well as Total Support above 18 (7.2)", () => {
    const b = standardBoard({ roles: roles(["26J"]), shortGame: false });
    for (const id of ["las-villas", "oriente", "camaguey-city"] as const) b.spaces[id].support = 2;
    // Total Support 16 - 1 + 4 + 4 + 2 = 25, but Santiago is Neutral.
    expect(victoryPhase(b, false).winner).toBeNull();
    b.spaces["santiago-de-cuba"].support = 2;
    expect(victoryPhase(b, false).winner).toBe("GOV");
  });
});

describe("Game end after the final Round (7.3, 7.1)", () => {
  it("the highest margin wins: Government on the Standard deployment", () => {
    const g = gameEnd(standardBoard({ roles: roles(["SYN"]), shortGame: false }));
    expect(g.winner).toBe("GOV");
    expect(g.ranking.map((r) => [r.faction, r.margin])).toEqual([
      ["GOV", -2],
      ["DR", -8],
      ["26J", -8],
      ["SYN", -15],
    ]);
  });

  it("ties go to Non-players first, then Syndicate, Directorio, 26July", () => {
    // Standard deployment: DR and 26J both at -8.
    const allNp = gameEnd(standardBoard({ roles: roles([]), shortGame: false }));
    expect(allNp.ranking.map((r) => r.faction).slice(1, 3)).toEqual(["DR", "26J"]);
    const drPlayer = gameEnd(standardBoard({ roles: roles(["DR"]), shortGame: false }));
    expect(drPlayer.ranking.map((r) => r.faction).slice(1, 3)).toEqual(["26J", "DR"]);
  });

  it("margins follow 7.3 (Havana at Active Opposition, DR Controlling it with a Base)", () => {
    const b = standardBoard({ roles: roles(["GOV"]), shortGame: false });
    b.spaces.havana.support = -2; // Opposition 6 + 12, plus 1 Base: 26J margin 19 - 15 = 4
    b.spaces.havana.pieces.drBase = 1;
    b.spaces.havana.pieces.troop = 0;
    b.spaces.havana.pieces.police = 0; // DR Controls Havana: Pop 6 + 1 + 1 Base - 9 = -1
    const g = gameEnd(b);
    const m = Object.fromEntries(g.ranking.map((r) => [r.faction, r.margin]));
    expect(m).toEqual({ "26J": 4, DR: -1, GOV: -14, SYN: -15 });
    expect(g.winner).toBe("26J");
  });
});
