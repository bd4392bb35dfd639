import { createActor } from "xstate";
import { operationBox } from "@/lib/engine/cuba/calixto/cards";
import type { InstructionHandler } from "@/lib/engine/cuba/calixto/contracts";
import { overlayCorrections } from "@/lib/engine/cuba/calixto/corrections/overlay";
import type { Correction } from "@/lib/engine/cuba/calixto/corrections/types";
import { garrisonActivation, MOVE_HANDLERS } from "@/lib/engine/cuba/calixto/moves";
import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import { DEFAULT_OPTIONS, newScope, type RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { activationLoopMachine } from "@/lib/machines/cuba/activation-loop.machine";
import { runEvent } from "../events/programs/drive";
import { ctx, done, position } from "../fixtures";

/**
 * The player's corrected Piece Priorities (C8.5.8, read from their own aid sheet) must decide
 * every piece an NP picks, not only the ones a test asks about. Each case sets up a space where
 * the built-in table and the corrected one pick different pieces, and checks the pick through
 * the engine's public entry points (Operation and SA handlers, an Event program, the Activation
 * loop machine). The built-in pick is checked too, so the case shows the order is what matters.
 */
const options = (...corrections: Correction[]): RuleOptions => ({
  conflicts: {},
  data: overlayCorrections(corrections),
});

/** Our `guerrillas` row reads Syndicate, 26July, Directorio; the player's reads DR first. */
const drFirst = options({
  kind: "pieceFactions",
  row: "guerrillas",
  factions: ["DR", "26J", "SYN"],
});
/** The player's table lists Guerrillas above cubes. */
const guerrillasFirst = options({
  kind: "pieceOrder",
  rows: ["cash", "bases", "assault-vulnerable", "thin-guard", "guerrillas", "cubes"],
});

const pieces = (b: GameBoard, id: keyof GameBoard["spaces"]) => b.spaces[id].pieces;

/** Run a line in Matanzas; an Attack rolls a 2 (a hit, no Captured Goods, 3.3.3). */
function run(h: InstructionHandler, b: GameBoard, o: RuleOptions, f: "GOV" | "26J") {
  const dice = f === "26J" ? [{ kind: "dice" as const, faces: [2] }] : [];
  return done(h, b, "matanzas", ctx(f, { options: o }), dice);
}

describe("Corrected Piece Priorities reach the Operations and SAs (C8.5.8)", () => {
  it("NP Government Assault removes the Faction its corrected guerrillas row lists first (3.2.4)", () => {
    const b = position({ matanzas: { pieces: { troop: 1, m26A: 1, drA: 1 } } });
    expect(pieces(run(OPS.assault, b, DEFAULT_OPTIONS, "GOV").board, "matanzas")).toMatchObject({
      m26A: 0,
      drA: 1,
    });
    expect(pieces(run(OPS.assault, b, drFirst, "GOV").board, "matanzas")).toMatchObject({
      m26A: 1,
      drA: 0,
    });
  });

  it("NP Government Air Strike removes by the corrected row too (4.2.2)", () => {
    const b = position({ matanzas: { pieces: { troop: 1, m26A: 1, drA: 1 } } });
    const sa = SAS.airStrike;
    const gov = (o: RuleOptions) => ctx("GOV", { options: o, operation: "sweep" });
    expect(pieces(done(sa, b, "matanzas", gov(DEFAULT_OPTIONS)).board, "matanzas").m26A).toBe(0);
    const r = done(sa, b, "matanzas", gov(drFirst));
    expect(pieces(r.board, "matanzas")).toMatchObject({ m26A: 1, drA: 0 });
  });

  it("NP 26July Attack takes Guerrillas before cubes when the player's table lists them first (3.3.3)", () => {
    const b = position({ matanzas: { pieces: { m26U: 4, troop: 2, synA: 2 } } });
    const built = run(OPS.attack4Plus, b, DEFAULT_OPTIONS, "26J");
    expect(pieces(built.board, "matanzas")).toMatchObject({ troop: 0, synA: 2 });
    const yours = run(OPS.attack4Plus, b, guerrillasFirst, "26J");
    expect(pieces(yours.board, "matanzas")).toMatchObject({ troop: 2, synA: 0 });
  });
  it("NP Directorio Assassinate takes the Guerrilla before the Police by the player's order (4.4.3)", () => {
    const b = position({ matanzas: { pieces: { drU: 2, police: 1, synA: 1 }, support: 1 } });
    const dr = (o: RuleOptions) => ctx("DR", { options: o, operation: "terror" });
    const built = done(SAS.assassinate, b, "matanzas", dr(DEFAULT_OPTIONS));
    expect(pieces(built.board, "matanzas")).toMatchObject({ police: 0, synA: 1 });
    const yours = done(SAS.assassinate, b, "matanzas", dr(guerrillasFirst));
    expect(pieces(yours.board, "matanzas")).toMatchObject({ police: 1, synA: 0 });
  });

  it("NP Government Sweep Activates the corrected row's first Faction (3.2.3)", () => {
    const b = position({ matanzas: { pieces: { troop: 1, m26U: 1, drU: 1 } } });
    const sweep = (o: RuleOptions) => {
      const r = MOVE_HANDLERS.sweepMove.execute(b, "matanzas", ctx("GOV", { options: o }), []);
      if (r.kind !== "done") throw new Error(`expected done, got ${r.kind}`);
      return pieces(r.board, "matanzas");
    };
    expect(sweep(DEFAULT_OPTIONS)).toMatchObject({ m26A: 1, drA: 0 });
    expect(sweep(drFirst)).toMatchObject({ m26A: 0, m26U: 1, drA: 1 });
  });
});

describe("Corrected Piece Priorities reach an Event program's removal (C8.5.5, C8.5.8)", () => {
  it("#12 unshaded for NP Syndicate removes the Directorio Guerrillas first", () => {
    const b = position({
      havana: { pieces: { synU: 1 } },
      matanzas: { pieces: { m26U: 2, drU: 2 } },
    });
    const built = runEvent(b, 12, "unshaded", "SYN");
    expect(pieces(built.board, "matanzas")).toMatchObject({ m26U: 0, drU: 2 });
    const yours = runEvent(b, 12, "unshaded", "SYN", {}, "np", drFirst);
    expect(pieces(yours.board, "matanzas")).toMatchObject({ m26U: 2, drU: 0 });
  });
});

describe("Corrected Piece Priorities reach a Calixto machine run (C8.5.8)", () => {
  function runBox(board: GameBoard, id: string, o: RuleOptions, limited = false): GameBoard {
    const scope = newScope(board, o);
    const box = operationBox(id);
    if (!box.ok) throw new Error(`no ${id} box`);
    const actor = createActor(activationLoopMachine, {
      input: {
        scope,
        faction: "GOV",
        box: box.value,
        an: limited ? null : 3,
        limited,
        free: false,
        part: "all",
      },
    }).start();
    driveToEnd(actor, scriptedAnswerer({ dice: [1, 1, 1], ties: [] }));
    expect(actor.getSnapshot().status).toBe("done");
    return scope.board;
  }

  it("the Activation loop's Assault removes the corrected row's first Faction (3.2.4)", () => {
    const b = position({ matanzas: { pieces: { troop: 1, m26A: 1, drA: 1 } } });
    const built = runBox(b, "G-ASSAULT", DEFAULT_OPTIONS);
    expect(pieces(built, "matanzas")).toMatchObject({ m26A: 0, drA: 1 });
    expect(pieces(runBox(b, "G-ASSAULT", drFirst), "matanzas")).toMatchObject({ m26A: 1, drA: 0 });
  });

  it("a Limited Garrison's Activation on an EC flips the corrected row's first Faction (3.2.2)", () => {
    // Cities held, so the one destination is the Central EC; the East EC only Activates.
    const b = position({
      havana: { pieces: { police: 2 } },
      "camaguey-city": { pieces: { police: 2 } },
      "santiago-de-cuba": { pieces: { police: 2 } },
      "ec-central": { pieces: { m26U: 2 } },
      "ec-east": { pieces: { police: 1, m26U: 1, drU: 1 } },
      "las-villas": { pieces: { police: 4, troop: 2 } },
    });
    const built = runBox(b, "G-GARRISON", DEFAULT_OPTIONS, true);
    expect(pieces(built, "ec-east")).toMatchObject({ m26A: 1, drU: 1, drA: 0 });
    const yours = runBox(b, "G-GARRISON", drFirst, true);
    expect(pieces(yours, "ec-east")).toMatchObject({ m26U: 1, m26A: 0, drA: 1 });
  });

  it("Garrison's Activation, called on its own, reads the corrected row too (3.2.2)", () => {
    const b = position({ "ec-central": { pieces: { police: 1, m26U: 1, drU: 1 } } });
    expect(pieces(garrisonActivation(b).board, "ec-central")).toMatchObject({ m26A: 1, drA: 0 });
    expect(pieces(garrisonActivation(b, drFirst).board, "ec-central")).toMatchObject({
      m26A: 0,
      drA: 1,
    });
  });
});
