import { standardBoard } from "@/data/cuba/scenarios";
import {
  armoredCarsInPlay,
  cancelPactOfCaracas,
  EVENT_TABLES,
  elCheInPlay,
  mafiaOffensiveInPlay,
  mapInPlay,
  masferrerInPlay,
  morganInPlay,
  pactCancellationDue,
  pactOfCaracasInPlay,
  playCapability,
  playMomentum,
  raulInPlay,
} from "@/lib/engine/cuba/calixto/events";
import { evaluateEffects } from "@/lib/engine/cuba/calixto/events/effects";
import { ALL_NP, c89 } from "../c89-positions";

const board = () => standardBoard({ roles: ALL_NP, shortGame: false });

function hits(
  card: number,
  side: "unshaded" | "shaded",
  f: "GOV" | "26J" | "DR" | "SYN",
  b = board(),
) {
  const e = evaluateEffects(b, card, side, f, EVENT_TABLES);
  if (!e.known) throw new Error("expected an encoded side");
  return e.hits.map((h) => h.id);
}

describe("effectiveness from the board (C8.5.5, Effective Events table)", () => {
  it("Defections: DR removes enemy cubes and adds its Guerrillas where both sides are (C8.9 card 6)", () => {
    expect(hits(35, "unshaded", "DR", c89("c6Start")).sort()).toEqual([
      "addForces",
      "removeEnemyForces",
    ]);
  });

  it("Meyer Lansky shaded is effective for SYN only while Casinos are closed", () => {
    expect(hits(38, "shaded", "SYN", c89("c7Start"))).toEqual(["addOpenCasinos"]);
    expect(hits(38, "shaded", "SYN", board())).toEqual([]);
  });

  it("shifts count by direction: toward Neutral is effective for DR, toward Active Support for GOV", () => {
    expect(hits(8, "unshaded", "DR")).toContain("removeSupportOrOpposition");
    expect(hits(8, "shaded", "GOV")).toEqual(["addSupport"]);
    // Santiago is the only City below Active Support once the others are there... set all to 2.
    const b = board();
    for (const c of ["havana", "camaguey-city", "santiago-de-cuba"] as const)
      b.spaces[c].support = 2;
    expect(hits(8, "shaded", "GOV", b)).toEqual([]);
  });

  it("NPs never count removing their own pieces (Escapade shaded is not effective for DR)", () => {
    const b = board();
    b.spaces.matanzas.pieces.drBase = 1;
    expect(hits(25, "shaded", "DR", b)).toEqual([]);
    expect(hits(25, "shaded", "GOV", b)).toEqual(["removeEnemyForces"]);
  });

  it("Resources: lowering NP Syndicate's counts for GOV, lowering an NP 26J's does not", () => {
    expect(hits(46, "unshaded", "GOV")).toEqual(["reduceResources"]);
    expect(hits(47, "shaded", "GOV")).toEqual([]);
    const b = board();
    b.roles["26J"] = "player";
    expect(hits(47, "shaded", "GOV", b)).toEqual(["reduceResources"]);
  });

  it("Aid only counts for DR and 26J against a player Government", () => {
    expect(hits(37, "unshaded", "DR")).toEqual([]);
    const b = board();
    b.roles.GOV = "player";
    expect(hits(37, "unshaded", "DR", b)).toEqual(["reduceAid"]);
  });

  it("US Alliance moves count only when the track can move", () => {
    expect(hits(40, "shaded", "GOV")).toEqual([]); // already Firm
    expect(hits(40, "unshaded", "26J")).toEqual(["reduceUsAlliance"]);
  });

  it("a side marked to ask is not judged from the board", () => {
    // #39 shaded now has a program; without one, the old table's "ask" mark still holds.
    const noProgram = { ...EVENT_TABLES, programs: [] };
    expect(evaluateEffects(board(), 39, "shaded", "SYN", noProgram).known).toBe(false);
  });
});

describe("lasting Events on the board (5.3, 5.4)", () => {
  it("puts a Capability in the box, and refuses a wrong side or a repeat", () => {
    const r = playCapability(board(), 28, "unshaded");
    if (!r.ok) throw new Error("expected ok");
    expect(r.value.board.capabilities).toEqual([{ card: 28, side: "unshaded" }]);
    expect(r.value.changes[0].text).toMatch(/Morgan Capability/);
    const wrong = playCapability(board(), 28, "shaded");
    expect(!wrong.ok && wrong.errors[0].field).toBe("side");
    const again = playCapability(r.value.board, 28, "unshaded");
    expect(again.ok).toBe(false);
    expect(playCapability(board(), 8, "unshaded").ok).toBe(false);
  });

  it("puts a Momentum card in play until Reset", () => {
    const r = playMomentum(board(), 10);
    expect(r.ok && r.value.board.momentum).toEqual([10]);
    expect(playMomentum(board(), 8).ok).toBe(false);
  });

  it("raises the flag of each Additional Capability & Momentum Instruction when in play", () => {
    const b = board();
    const flags = () =>
      [
        armoredCarsInPlay,
        masferrerInPlay,
        mapInPlay,
        elCheInPlay,
        pactOfCaracasInPlay,
        raulInPlay,
        morganInPlay,
        mafiaOffensiveInPlay,
      ].map((f) => f(b));
    expect(flags()).toEqual(Array(8).fill(false));
    b.momentum = [1, 5, 10];
    b.capabilities = [
      { card: 13, side: "unshaded" },
      { card: 18, side: "unshaded" },
      { card: 22, side: "unshaded" },
      { card: 28, side: "unshaded" },
      { card: 43, side: "shaded" },
    ];
    expect(flags()).toEqual(Array(8).fill(true));
    b.capabilities = [{ card: 22, side: "shaded" }];
    expect(raulInPlay(b)).toBe(false);
  });

  it("Pact of Caracas: NP DR removes two Bases to cancel it once 26J is past its threshold", () => {
    const b = board();
    b.capabilities = [{ card: 18, side: "unshaded" }];
    b.spaces["las-villas"].pieces.drBase = 1;
    b.spaces["camaguey-province"].pieces.drBase = 1;
    b.spaces.oriente.pieces.drBase = 1;
    expect(pactCancellationDue(b, "DR").due).toBe(false);
    for (const id of ["matanzas", "oriente", "camaguey-province", "las-villas", "havana"] as const)
      b.spaces[id].support = -2; // 26J Opposition + Bases: 2+4+2+4+12 = 24+1 > 15
    expect(pactCancellationDue(b, "DR").due).toBe(true);
    // Lowest Population first: Camagüey Province (1); then, between Las Villas (3 Troops) and
    // Oriente (Pop 2 each), the one with most enemy forces.
    b.spaces.oriente.pieces.troop = 5;
    const r = cancelPactOfCaracas(b, "DR", []);
    if (r.kind !== "done") throw new Error(JSON.stringify(r));
    expect(r.board.spaces["camaguey-province"].pieces.drBase).toBe(0);
    expect(r.board.spaces.oriente.pieces.drBase).toBe(0);
    expect(r.board.spaces["las-villas"].pieces.drBase).toBe(1);
    expect(r.board.capabilities).toEqual([]);
  });
});
