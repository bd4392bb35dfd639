import { totalSupport, validateBoard } from "@/lib/engine/cuba/board";
import {
  redeployPhase,
  resetPhase,
  resourcesPhase,
  supportPhase,
  victoryPhase,
} from "@/lib/engine/cuba/calixto/propaganda";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { c89 } from "../c89-positions";
import { drive } from "./drive";

/** The Propaganda Round of the worked example (C8.9 card 8; reference §4 items 53-60). */
describe("C8.9 Propaganda Round (#49)", () => {
  const start = c89("c8Start");

  it("starts from a valid board with Total Support 9", () => {
    expect(validateBoard(start)).toEqual([]);
    expect(totalSupport(start)).toBe(9);
  });

  it("53: Victory: nobody has won, the Round goes on", () => {
    const v = victoryPhase(start, false);
    expect(v.winner).toBeNull();
    expect(v.gameOver).toBe(false);
  });

  const resources = drive((a) => resourcesPhase(start, a)).result;

  it("54: Resources: NP GOV/DR/26J skip Earnings; SYN +8 for 4 open Casinos, Skim 2 in Havana → 14", () => {
    expect(resources.board.resources.SYN).toBe(14);
    expect(resources.board.resources.GOV).toBe(start.resources.GOV);
    expect(resources.board.resources["26J"]).toBe(start.resources["26J"]);
    expect(resources.civicActionBonus).toBe(0);
    expect(resources.changes.map((c) => c.text)).toEqual([
      "Syndicate Resources 8 → 16",
      "Syndicate Resources 16 → 14",
    ]);
  });

  const support = drive((a) => supportPhase(resources.board, a));

  it("55: Support: Total Support 9 ≤ 18, US Alliance Firm → Reluctant, Aid 15 → 5", () => {
    expect(support.result.board.usAlliance).toBe("reluctant");
    expect(support.result.board.aid).toBe(5);
  });

  it("56: Civic Action sets Havana and Camagüey City to Active Support without a die roll", () => {
    const b = support.result.board;
    expect(b.spaces.havana.support).toBe(2);
    expect(b.spaces["camaguey-city"].support).toBe(2);
    expect(support.needs.filter((n) => n.kind === "request" && n.request.kind === "dice")).toEqual(
      [],
    );
  });

  it("57: Agitation sets Oriente to Active Opposition; nothing else shifts", () => {
    const b = support.result.board;
    expect(b.spaces.oriente.support).toBe(-2);
    expect(b.spaces["las-villas"].support).toBe(-1);
    expect(b.spaces["santiago-de-cuba"].support).toBe(-1);
  });

  it("58: Expat Backing: the caller's DR Rally may go to Santiago de Cuba among the allowed spaces", () => {
    const plan = support.result.expatBacking;
    expect(plan?.spaces).toEqual(
      expect.arrayContaining(["santiago-de-cuba", "camaguey-province", "matanzas", "la-habana"]),
    );
    for (const barred of ["havana", "camaguey-city", "oriente", "sierra-maestra", "pinar-del-rio"])
      expect(plan?.spaces).not.toContain(barred);
    expect(support.result.playerSteps).toEqual([]);
  });

  // What the caller's DR Rally does (C8.9/c8): 2 DR Guerrillas in Santiago become a DR Base.
  const afterExpat: GameBoard = structuredClone(support.result.board);
  afterExpat.spaces["santiago-de-cuba"].pieces.drU -= 2;
  afterExpat.spaces["santiago-de-cuba"].pieces.drBase += 1;

  const redeploy = drive((a) => redeployPhase(afterExpat, a), {
    spaces: ["havana", "havana"],
  });

  it("59: Redeploy: ①-③ move nothing; ④ 2 Troops each from Pinar del Río and Sierra Maestra, 2 each to Havana and Camagüey City", () => {
    const b = redeploy.result.board;
    expect(b.spaces["pinar-del-rio"].pieces.troop).toBe(0);
    expect(b.spaces["sierra-maestra"].pieces.troop).toBe(0);
    expect(b.spaces.havana.pieces.troop).toBe(afterExpat.spaces.havana.pieces.troop + 2);
    expect(b.spaces["camaguey-city"].pieces.troop).toBe(
      afterExpat.spaces["camaguey-city"].pieces.troop + 2,
    );
    expect(b.spaces["las-villas"].pieces.troop).toBe(1);
    const police = (x: GameBoard) => Object.values(x.spaces).map((s) => s.pieces.police);
    expect(police(b)).toEqual(police(afterExpat));
    // The column is asked only when the destinations are tied.
    expect(redeploy.needs.map((n) => (n.kind === "select" ? n.candidates : n))).toEqual([
      ["havana", "camaguey-city"],
      ["havana", "camaguey-city"],
    ]);
  });

  it("60: Reset: all Eligible, Terror off, Guerrillas Underground, Casinos open, Calixto reshuffle", () => {
    const r = resetPhase(redeploy.result.board);
    const b = r.board;
    expect(Object.values(b.eligibility)).toEqual(["eligible", "eligible", "eligible", "eligible"]);
    expect(Object.values(b.spaces).map((s) => s.terror)).toEqual(Array(13).fill(0));
    expect(
      Object.values(b.spaces).every((s) => s.pieces.m26A + s.pieces.drA + s.pieces.synA === 0),
    ).toBe(true);
    expect(b.spaces["sierra-maestra"].pieces.m26U).toBe(3);
    expect(b.propagandaLeft).toBe(3);
    expect(b.campaignCard).toBe(1);
    expect(r.reshuffleCalixto).toBe(true);
    expect(validateBoard(b)).toEqual([]);
  });
});
