import { programFor } from "@/data/cuba/calixto/event-programs";
import { standardBoard } from "@/data/cuba/scenarios";
import type { Faction, GameBoard, Role, SpaceId } from "@/lib/engine/cuba/types";
import { SPACE_IDS } from "@/lib/engine/cuba/types";
import { runEvent } from "./programs/drive";
import { runProgram, testProgram } from "./rules-drive";

/**
 * C8.5.5 Executing Events, the sentences about the choices an NP makes while carrying out an
 * Event side: only effective actions, place friendly / remove enemy, and the leftmost column.
 * Boards are the standard deployment with small edits; each expectation is what the rule asks.
 */
const ALL_NP: Record<Faction, Role> = { GOV: "np", "26J": "np", DR: "np", SYN: "np" };

function board(roles: Partial<Record<Faction, Role>> = {}): GameBoard {
  return structuredClone(standardBoard({ roles: { ...ALL_NP, ...roles }, shortGame: false }));
}

const sum = (b: GameBoard, kinds: (keyof GameBoard["spaces"][SpaceId]["pieces"])[]) =>
  SPACE_IDS.reduce((n, id) => n + kinds.reduce((m, k) => m + b.spaces[id].pieces[k], 0), 0);

describe("C8.5.5 given a choice, NPs execute only effective actions", () => {
  it("#23 unshaded by NP DR: of six Provinces it may shift toward Opposition, it picks the two at Support (toward Neutral)", () => {
    const b = board();
    const program = programFor(23, "unshaded");
    if (!program) throw new Error("no program");
    const r = runProgram(b, program, "DR");
    // Standard deployment: Pinar del Río Active Support, La Habana Passive Support, the other
    // Provinces Neutral or Opposition, where a shift toward Opposition does nothing for DR.
    expect(r.candidates[0].sort()).toEqual(["la-habana", "pinar-del-rio"]);
    expect(r.board.spaces["pinar-del-rio"].support).toBe(1);
    expect(r.board.spaces["la-habana"].support).toBe(0);
    for (const id of ["las-villas", "matanzas", "camaguey-province", "oriente", "sierra-maestra"])
      expect(r.board.spaces[id as SpaceId].support).toBe(b.spaces[id as SpaceId].support);
  });

  it("an optional step effective nowhere for the NP is skipped; a player may still carry it out", () => {
    // "May shift a City 1 level toward Opposition": never effective for the Government.
    const program = testProgram([
      {
        do: "shift",
        label: "a City toward Opposition",
        levels: 1,
        toward: "opposition",
        spread: "one",
        where: { filter: "city" },
        optional: true,
      },
    ]);
    const np = runProgram(board(), program, "GOV");
    for (const id of ["havana", "camaguey-city", "santiago-de-cuba"] as const)
      expect(np.board.spaces[id].support).toBe(board().spaces[id].support);
    expect(np.notes.join(" ")).toMatch(/C8\.5\.5/);
    const player = runProgram(
      board({ GOV: "player" }),
      program,
      "GOV",
      { answers: ["havana"] },
      "player",
    );
    expect(player.board.spaces.havana.support).toBe(1);
  });

  it("#41 unshaded by NP DR: neither alternative effective (no open Casino; Aid does not count against an NP Government), nothing is done", () => {
    const b = board();
    for (const id of SPACE_IDS) b.spaces[id].pieces.casinoOpen = 0;
    const program = programFor(41, "unshaded");
    if (!program) throw new Error("no program");
    const r = runProgram(b, program, "DR");
    expect(r.board.aid).toBe(b.aid);
    // Against a player Government, lowering Aid is effective for DR: it is done.
    const vsPlayer = runProgram(board({ GOV: "player" }), program, "DR");
    expect(sum(vsPlayer.board, ["casinoClosed"])).toBe(1);
    const noCasino = board({ GOV: "player" });
    for (const id of SPACE_IDS) noCasino.spaces[id].pieces.casinoOpen = 0;
    expect(runProgram(noCasino, program, "DR").board.aid).toBe(noCasino.aid - 8);
  });
});

describe("C8.5.5 place friendly, remove enemy", () => {
  it("#7 unshaded by NP 26J: 'a Guerrilla' in each City is always a 26July one", () => {
    const b = board();
    const r = runEvent(b, 7, "unshaded", "26J");
    for (const id of ["havana", "camaguey-city", "santiago-de-cuba"] as const) {
      expect(r.board.spaces[id].pieces.m26U).toBe(b.spaces[id].pieces.m26U + 1);
      expect(r.board.spaces[id].pieces.drU).toBe(b.spaces[id].pieces.drU);
      expect(r.board.spaces[id].pieces.synU).toBe(b.spaces[id].pieces.synU);
    }
  });

  it("#7 unshaded by a player: any Insurgent's Guerrilla, as the player names it", () => {
    const b = board({ GOV: "player" });
    const r = runEvent(b, 7, "unshaded", "GOV", { answers: ["synU", "drU", "synU"] }, "player");
    expect(sum(r.board, ["synU"])).toBe(sum(b, ["synU"]) + 2);
    expect(sum(r.board, ["drU"])).toBe(sum(b, ["drU"]) + 1);
  });

  it("#12 unshaded by NP SYN: 'any 2 Guerrillas' are two enemy ones, never its own", () => {
    // The only Guerrillas on the map: 2 Underground DR and 2 Active Syndicate in Havana.
    const b = board();
    for (const id of SPACE_IDS)
      for (const k of ["m26U", "m26A", "drU", "drA", "synU", "synA"] as const)
        b.spaces[id].pieces[k] = 0;
    b.spaces.havana.pieces.drU = 2;
    b.spaces.havana.pieces.synA = 2;
    const r = runProgram(b, programFor(12, "unshaded") ?? testProgram([]), "SYN");
    expect(r.board.spaces.havana.pieces.synA).toBe(2);
    expect(r.board.spaces.havana.pieces.drU).toBe(0);
  });
});

describe("C8.5.5 several effective actions: the leftmost column", () => {
  it("#31 unshaded by NP DR: a Base and a Guerrilla (Place Bases and Place Guerrillas) read Place Bases, its leftmost", () => {
    const r = runEvent(board(), 31, "unshaded", "DR", { ties: ["las-villas", "sierra-maestra"] });
    expect(r.columns).toEqual(["PB"]);
  });
});
