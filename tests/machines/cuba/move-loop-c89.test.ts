import { createActor } from "xstate";
import type { InstructionContext } from "@/lib/engine/cuba/calixto/contracts";
import type { Movement } from "@/lib/engine/cuba/calixto/moves";
import { MOVE_HANDLERS } from "@/lib/engine/cuba/calixto/moves";
import { newScope, type TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { Faction, GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { moveLoopMachine } from "@/lib/machines/cuba/move-loop.machine";
import { c89Before } from "../../engine/calixto/moves/c89-positions";

/**
 * The C8.9 moves replayed through the move loop and the handlers, with the book's dice
 * (none of these moves rolls: G11's die in card 4 cannot change the result, C8.2.1).
 */
const HANDLER = {
  sweep: "sweepMove",
  garrison: "garrisonMove",
  march: "marchMove",
  transport: "transport",
} as const;

function ctx(
  faction: Faction,
  movement: Movement,
  selected: SpaceId[],
  limited = false,
): InstructionContext {
  return {
    faction,
    limited,
    free: false,
    selected,
    line: { n: 1, instruction: HANDLER[movement] },
    options: { conflicts: {} },
  };
}

/** Run the loop into a destination, then the handler's execute, the way a runner does. */
function moveInto(
  scope: TurnScope,
  faction: Faction,
  movement: Movement,
  destination: SpaceId,
  chosen: SpaceId[],
  script: Parameters<typeof scriptedAnswerer>[0] = {},
  limited = false,
) {
  const actor = createActor(moveLoopMachine, {
    input: { scope, faction, movement, destination, chosenDestinations: chosen, limited },
  }).start();
  driveToEnd(actor, scriptedAnswerer(script));
  const out = actor.getSnapshot().output;
  const r = MOVE_HANDLERS[HANDLER[movement]].execute(
    scope.board,
    destination,
    ctx(faction, movement, chosen, limited),
    [],
  );
  if (r.kind !== "done") throw new Error("handler asked for more input");
  scope.board = r.board;
  scope.changes.push(...r.changes);
  return { out, exec: r };
}

const moveTexts = (scope: TurnScope) =>
  scope.trace
    .filter((t) => t.kind === "move")
    .map((t) => (t.kind === "move" ? `${t.step}: ${t.text}` : ""));

describe("C8.9 card 1: NP GOV Sweep (steps 4-6)", () => {
  it("step 4: Havana is a destination (its cubes sweep in place); no origin; both DR Activated", () => {
    const b = c89Before(4);
    expect(MOVE_HANDLERS.sweepMove.candidates(b, ctx("GOV", "sweep", []))).toContain("havana");
    const scope = newScope(b);
    const { out } = moveInto(scope, "GOV", "sweep", "havana", []);
    expect(out).toMatchObject({ moved: 0 });
    expect(scope.board.spaces.havana.pieces).toMatchObject({ drU: 0, drA: 2, troop: 6, police: 4 });
    expect(moveTexts(scope)).toEqual([
      "A: sweep destination: Havana",
      "B: No origin within reach has moveable pieces",
      "C: Nothing moved in: the Sweep still Activates in place (C8.6.4, C8.9/c1)",
    ]);
  });

  it("step 5: with Havana chosen, La Habana is still no candidate (Havana cannot be its origin)", () => {
    const b = c89Before(5);
    const cands = MOVE_HANDLERS.sweepMove.candidates(b, ctx("GOV", "sweep", ["havana"]));
    expect(cands).not.toContain("la-habana");
    expect(cands).toEqual(
      expect.arrayContaining(["camaguey-province", "sierra-maestra", "santiago-de-cuba"]),
    );
  });

  it("step 6: Sierra Maestra gets 1 Troop from Santiago (keep Control + 1 Troop/1 Police), no other origin, 1 26J Activated", () => {
    const scope = newScope(c89Before(6));
    const { out } = moveInto(scope, "GOV", "sweep", "sierra-maestra", ["havana"]);
    expect(out).toMatchObject({ moved: 1 });
    expect(scope.board.spaces["santiago-de-cuba"].pieces).toMatchObject({ troop: 1, police: 2 });
    expect(scope.board.spaces["sierra-maestra"].pieces).toMatchObject({
      troop: 1,
      m26U: 1,
      m26A: 1,
      m26Base: 1,
    });
    expect(moveTexts(scope)).toEqual([
      "A: sweep destination: Sierra Maestra",
      "B: Origin: Santiago de Cuba (most moveable pieces)",
      "keep: Santiago de Cuba keeps 1 Troop; moveable: 1 Troop",
      "get: Move 1 Troop from Santiago de Cuba to Sierra Maestra",
      "C: Step C: another origin (Step B)",
      "B: No other origin within reach has moveable pieces",
    ]);
    const keep = scope.trace.find((t) => t.kind === "move" && t.step === "keep");
    expect(keep?.kind === "move" && keep.evidence).toEqual([
      "K1 Control of the origin stays as it is: met",
      "K2 City: 1 Troop and 1 Police: kept (1)",
    ]);
    const get = scope.trace.find((t) => t.kind === "move" && t.step === "get");
    expect(get?.kind === "move" && get.evidence?.[0]).toBe(
      "G1 Enough own pieces for Control: short (1)",
    );
    expect(scope.changes.map((c) => c.text)).toEqual([
      "Move 1 Troop from Santiago de Cuba to Sierra Maestra",
      "Activate 1 Underground 26July Guerrilla in Sierra Maestra",
    ]);
  });
});

describe("C8.9 card 4: NP 26J Limited March by card GG (steps 31-33)", () => {
  it("Sierra Maestra → Oriente: get 3 (2 move), +1d6 with only 1 more moveable (no roll), Underground first", () => {
    const b = c89Before(31);
    expect(MOVE_HANDLERS.marchMove.candidates(b, ctx("26J", "march", [], true))).toContain(
      "oriente",
    );
    const scope = newScope(b);
    // No dice scripted: a roll request would throw (the die cannot change the result here).
    const { out, exec } = moveInto(scope, "26J", "march", "oriente", [], {}, true);
    expect(out).toMatchObject({ moved: 3 });
    expect(scope.board.spaces.oriente.pieces).toMatchObject({ m26U: 4, m26A: 0 });
    expect(scope.board.spaces["sierra-maestra"].pieces).toMatchObject({
      m26U: 2,
      m26A: 1,
      m26Base: 1,
    });
    // Oriente is a Province at Passive Opposition: the group stays Underground (3.3.2).
    expect(exec.kind === "done" && exec.skipActivationRoll).toBeFalsy();
    const get = scope.trace.find((t) => t.kind === "move" && t.step === "get");
    expect(get?.kind === "move" && get.evidence).toEqual([
      "G1 Enough own pieces for Control: met",
      "G8 Not at Active Opposition: 1 Underground 26J: met",
      "G9 Room for a 26J Base, no Support: 3 26J Guerrillas: moved (2)",
      "G11 Next to a space without own Control: 1d6 more own Guerrillas: moved (1)",
    ]);
  });
});

describe("C8.9 card 5: NP GOV Transport by card V (step 36)", () => {
  it("3 Troops Havana → Las Villas (Transport cap and Control)", () => {
    const b = c89Before(36);
    expect(MOVE_HANDLERS.transport.candidates(b, ctx("GOV", "transport", []))).toContain(
      "las-villas",
    );
    const scope = newScope(b);
    const { out } = moveInto(scope, "GOV", "transport", "las-villas", []);
    expect(out).toMatchObject({ moved: 3 });
    expect(scope.board.spaces.havana.pieces.troop).toBe(3);
    expect(scope.board.spaces["las-villas"].pieces).toMatchObject({ troop: 3, m26U: 2 });
    expect(scope.changes.map((c) => c.text)).toEqual(["Move 3 Troops from Havana to Las Villas"]);
  });
});

describe("C8.9 card 7: NP GOV Sweep by card U (steps 50-51)", () => {
  it("Havana in place, Pinar del Río from the west EC (Forest: 1 SYN), Sierra Maestra from Santiago (2 26J)", () => {
    const scope = newScope(c89Before(50));
    const chosen: SpaceId[] = [];
    const step = (dest: SpaceId) => {
      const r = moveInto(scope, "GOV", "sweep", dest, [...chosen]);
      chosen.push(dest);
      return r.out?.moved;
    };
    expect(step("havana")).toBe(0);
    expect(scope.board.spaces.havana.pieces).toMatchObject({ drU: 0, drA: 1, synU: 0, synA: 1 });

    expect(step("pinar-del-rio")).toBe(2);
    expect(scope.board.spaces["pinar-del-rio"].pieces).toMatchObject({
      troop: 2,
      synU: 0,
      synA: 1,
    });
    expect(scope.board.spaces["ec-west"].pieces.troop).toBe(0);

    // Step 51: La Habana has no possible effect; Sierra Maestra does.
    const cands = MOVE_HANDLERS.sweepMove.candidates(
      scope.board as GameBoard,
      ctx("GOV", "sweep", chosen),
    );
    expect(cands).not.toContain("la-habana");
    expect(cands).toContain("sierra-maestra");

    expect(step("sierra-maestra")).toBe(1);
    expect(scope.board.spaces["santiago-de-cuba"].pieces.troop).toBe(0);
    expect(scope.board.spaces["sierra-maestra"].pieces).toMatchObject({
      troop: 2,
      m26U: 0,
      m26A: 3,
    });
    const keeps = scope.trace.filter((t) => t.kind === "move" && t.step === "keep");
    expect(keeps.map((t) => (t.kind === "move" ? t.evidence : []))).toEqual([
      ["K3 EC: 1 cube per Guerrilla: met"],
      ["K1 Control of the origin stays as it is: met", "K2 City: 1 Troop and 1 Police: ignored"],
    ]);
  });
});
