import { standardBoard } from "@/data/cuba/scenarios";
import { redeployPhase, resetPhase } from "@/lib/engine/cuba/calixto/propaganda";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { ALL_NP } from "../c89-positions";
import { drive } from "./drive";

const board = (): GameBoard => standardBoard({ roles: ALL_NP, shortGame: false });
const police = (b: GameBoard) =>
  Object.fromEntries(Object.entries(b.spaces).map(([k, s]) => [k, s.pieces.police]));

describe("NP Government Redeploy (6.4; reference §3.8 steps ①-④)", () => {
  it("① Police into a GOV-Controlled space without any, from the space with most Police; ④ its Troops spread evenly", () => {
    // Standard: Las Villas is GOV-Controlled by 3 Troops, no Police, no GOV Base.
    const run = drive((a) => redeployPhase(board(), a), {
      spaces: ["havana", "camaguey-city"],
    });
    const b = run.result.board;
    expect(b.spaces["las-villas"].pieces.police).toBe(1);
    expect(b.spaces.havana.pieces.police).toBe(3); // Havana had most Police (4)
    expect(b.spaces["las-villas"].pieces.troop).toBe(0);
    // Three Troops over the three GOV-Controlled Cities, one each.
    expect(b.spaces.havana.pieces.troop).toBe(7);
    expect(b.spaces["camaguey-city"].pieces.troop).toBe(2);
    expect(b.spaces["santiago-de-cuba"].pieces.troop).toBe(3);
    expect(run.needs.map((n) => (n.kind === "select" ? n.candidates.length : 0))).toEqual([3, 2]);
  });

  it("① with no Police anywhere that could move: no question about where Police go", () => {
    // Only Troops on the map: Las Villas and two Provinces are GOV-Controlled without Police, but
    // no Police can come, so choosing where one would go asks the player for nothing (C8.5.9).
    const b = board();
    for (const s of Object.values(b.spaces)) s.pieces.police = 0;
    const run = drive((a) => redeployPhase(b, a), { spaces: ["havana", "camaguey-city"] });
    const police = run.needs.filter(
      (n) =>
        (n.kind === "select" || (n.kind === "request" && n.request.kind === "tieBreak")) &&
        JSON.stringify(n).includes("Police"),
    );
    expect(police).toEqual([]);
    expect(run.result.kind).toBe("done");
  });

  it("② Police until they outnumber the Insurgent forces, closed Casinos included", () => {
    const b = board();
    b.spaces["las-villas"].pieces.casinoClosed = 1;
    b.spaces["las-villas"].pieces.drU = 1;
    // Havana gives twice (4 Police, then 3); then three Cities tie at 2: a random pick.
    const run = drive((a) => redeployPhase(b, a), {
      spaces: ["havana", "camaguey-city"],
      choices: ["santiago-de-cuba"],
    });
    expect(run.result.board.spaces["las-villas"].pieces.police).toBe(3);
    expect(run.result.board.spaces.havana.pieces.police).toBe(2);
    expect(run.result.board.spaces["santiago-de-cuba"].pieces.police).toBe(1);
    const tie = run.needs.find((n) => n.kind === "request" && n.request.kind === "tieBreak");
    expect(tie?.kind === "request" && tie.request.kind === "tieBreak" && tie.request.among).toEqual(
      ["havana", "camaguey-city", "santiago-de-cuba"],
    );
  });

  it("③ Police to equal the Guerrillas on each EC, highest Econ first", () => {
    const b = board();
    b.spaces["ec-east"].pieces.m26U = 1;
    b.spaces["ec-central"].pieces.drU = 2;
    b.spaces["las-villas"].pieces.police = 1; // nothing for ① and ②
    b.spaces["las-villas"].pieces.govBase = 1; // and its Troops may stay
    const r = drive((a) => redeployPhase(b, a), { choices: ["camaguey-city"] }).result;
    expect(r.board.spaces["ec-central"].pieces.police).toBe(2);
    expect(r.board.spaces["ec-east"].pieces.police).toBe(1);
    const moves = r.changes.map((c) => c.text);
    expect(moves[0]).toMatch(/to Central EC/);
    expect(moves.at(-1)).toMatch(/to East EC/);
  });

  it("never strips a GOV-Controlled space of its last Police; each cube moves once", () => {
    const b = board();
    b.spaces.havana.pieces.police = 1;
    b.spaces["camaguey-city"].pieces.police = 1;
    b.spaces["santiago-de-cuba"].pieces.police = 1;
    b.spaces["las-villas"].pieces.govBase = 1;
    b.spaces["ec-west"].pieces.synU = 2;
    const r = drive((a) => redeployPhase(b, a)).result;
    expect(police(r.board)).toEqual(police(b));
    expect(r.trace.some((t) => t.kind === "note" && /no Police can go/.test(t.text))).toBe(true);
  });

  it("Troops go to Havana when no GOV-Controlled City or Base space exists (6.4.2)", () => {
    const b = board();
    for (const id of ["havana", "camaguey-city", "santiago-de-cuba"] as const) {
      b.spaces[id].pieces.troop = 0;
      b.spaces[id].pieces.police = 0;
    }
    b.spaces["las-villas"].pieces.police = 1;
    const r = drive((a) => redeployPhase(b, a)).result;
    expect(r.board.spaces.havana.pieces.troop).toBe(3);
  });

  it("a player Government redeploys itself", () => {
    const b = standardBoard({ roles: { ...ALL_NP, GOV: "player" }, shortGame: false });
    const r = drive((a) => redeployPhase(b, a)).result;
    expect(r.changes).toEqual([]);
  });
});

describe("Reset Phase (6.5, C8.5.9)", () => {
  it("clears markers, discards Momentum, flips Guerrillas Underground with their Cash, opens Casinos", () => {
    const b = board();
    b.eligibility.GOV = "ineligible";
    b.momentum = [1, 10];
    b.spaces["ec-west"].sabotage = true;
    b.spaces.matanzas.terror = 2;
    b.spaces.havana.pieces.drU = 0;
    b.spaces.havana.pieces.drA = 2;
    b.spaces.havana.cash = ["drA"];
    b.spaces.havana.pieces.casinoOpen = 0;
    b.spaces.havana.pieces.casinoClosed = 1;
    b.nextCard = 17;
    const r = resetPhase(b);
    expect(r.board.eligibility.GOV).toBe("eligible");
    expect(r.board.momentum).toEqual([]);
    expect(r.board.spaces["ec-west"].sabotage).toBe(false);
    expect(r.board.spaces.matanzas.terror).toBe(0);
    expect(r.board.spaces.havana.pieces.drU).toBe(2);
    expect(r.board.spaces.havana.cash).toEqual(["drU"]);
    expect(r.board.spaces.havana.pieces.casinoOpen).toBe(1);
    expect([r.board.currentCard, r.board.nextCard, r.board.campaignCard]).toEqual([17, null, 1]);
    expect(r.board.propagandaLeft).toBe(3);
    expect(r.reshuffleCalixto).toBe(true);
  });

  it("asks for no Calixto reshuffle when no Faction is an NP", () => {
    const b = standardBoard({
      roles: { GOV: "player", "26J": "player", DR: "player", SYN: "player" },
      shortGame: false,
    });
    expect(resetPhase(b).reshuffleCalixto).toBe(false);
  });
});
