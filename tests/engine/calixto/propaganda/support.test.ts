import { standardBoard } from "@/data/cuba/scenarios";
import { expatBackingPlan, supportPhase } from "@/lib/engine/cuba/calixto/propaganda";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { ALL_NP } from "../c89-positions";
import { drive } from "./drive";

const board = (): GameBoard => standardBoard({ roles: ALL_NP, shortGame: false });

describe("Support Phase (6.3, C8.5.9)", () => {
  it("US Alliance test: Total Support 18 or less costs a box and 10 Aid, even when Embargoed", () => {
    const b = board();
    b.usAlliance = "embargoed";
    b.aid = 4;
    const r = drive((a) => supportPhase(b, a)).result;
    expect(r.board.usAlliance).toBe("embargoed");
    expect(r.board.aid).toBe(0);
  });

  it("Total Support above 18 leaves the US Alliance and Aid alone", () => {
    const b = board();
    b.spaces["las-villas"].support = 2; // 16 + 4 = 20
    const r = drive((a) => supportPhase(b, a)).result;
    expect([r.board.usAlliance, r.board.aid]).toEqual(["firm", 15]);
  });

  it("NP Civic Action rolls 1d3 when the budget might fall short, then picks spaces by STAS", () => {
    // Standard: Camagüey City (1 step) and Santiago (2 steps) qualify; Santiago also has Terror.
    const b = board();
    b.spaces["santiago-de-cuba"].terror = 1;
    b.spaces["ec-west"].sabotage = true;
    b.spaces["ec-central"].sabotage = true; // budget 1d3 + 1 EC: 2 to 4 for 4 possible steps
    const run = drive((a) => supportPhase(b, a), { dice: [[1]], spaces: ["santiago-de-cuba"] });
    const kinds = run.needs.map((n) =>
      n.kind === "select" ? `select ${n.column}` : n.request.kind,
    );
    expect(kinds).toEqual(["dice", "select STAS"]);
    const r = run.result.board;
    // Budget 1 + 1 = 2: Santiago's Terror comes off first, then one shift to Passive Support.
    expect(r.spaces["santiago-de-cuba"].terror).toBe(0);
    expect(r.spaces["santiago-de-cuba"].support).toBe(1);
    expect(r.spaces["camaguey-city"].support).toBe(1);
  });

  it("the Civic Action bonus from NP GOV Cash can make the roll unnecessary", () => {
    const b = board();
    b.spaces["ec-west"].sabotage = true;
    b.spaces["ec-central"].sabotage = true;
    const run = drive((a) => supportPhase(b, a, 1));
    expect(run.needs).toEqual([]);
    expect(run.result.board.spaces["santiago-de-cuba"].support).toBe(2);
  });

  it("NP Agitation removes Terror before shifting, in 26J-Controlled spaces only", () => {
    const b = board();
    b.spaces["sierra-maestra"].terror = 1;
    b.spaces.oriente.pieces.m26U = 1; // 26J Controls Oriente at Passive Opposition
    const r = drive((a) => supportPhase(b, a)).result;
    expect(r.board.spaces["sierra-maestra"].terror).toBe(0);
    expect(r.board.spaces.oriente.support).toBe(-2);
    expect(r.board.spaces.matanzas.support).toBe(-1);
  });

  it("player Factions do their own Civic Action, Agitation and Expat Backing", () => {
    const b = standardBoard({
      roles: { GOV: "player", "26J": "player", DR: "player", SYN: "np" },
      shortGame: false,
    });
    const r = drive((a) => supportPhase(b, a)).result;
    expect(r.playerSteps).toHaveLength(3);
    expect(r.expatBacking).toBeNull();
    expect(r.board.spaces["camaguey-city"].support).toBe(1);
  });

  it("Expat Backing: spaces without Active Support/Opposition or another's Control; Active DR count as Underground", () => {
    const b = board();
    b.spaces.matanzas.pieces.drBase = 1;
    b.spaces.matanzas.pieces.drA = 1;
    b.spaces["las-villas"].pieces.drBase = 1;
    const plan = expatBackingPlan(b);
    expect(plan.spaces).toEqual(["la-habana", "matanzas", "camaguey-province", "oriente"]);
    expect(plan.vulnerableDrBases).toEqual(["las-villas"]);
  });
});
