import { createActor } from "xstate";
import type { Movement } from "@/lib/engine/cuba/calixto/moves";
import { newScope, type Override, type TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { Faction, GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { pendingRequest } from "@/lib/machines/core/awaiting";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { moveLoopMachine } from "@/lib/machines/cuba/move-loop.machine";
import { handBoard } from "../../engine/calixto/moves/board";

function start(
  scope: TurnScope,
  faction: Faction,
  movement: Movement,
  destination: SpaceId,
  chosenDestinations: SpaceId[] = [],
) {
  return createActor(moveLoopMachine, {
    input: { scope, faction, movement, destination, chosenDestinations, limited: false },
  }).start();
}

const steps = (scope: TurnScope) =>
  scope.trace.flatMap((t) => (t.kind === "move" ? [`${t.step}: ${t.text}`] : []));

/** Oriente under 26J Control (4); GOV Troops in Camagüey Province (3 moveable) and the east EC (2). */
function twoOrigins(ecTroops = 2): GameBoard {
  return handBoard({
    oriente: { m26U: 4 },
    "camaguey-province": { troop: 4 },
    "ec-east": { troop: ecTroops },
  });
}

describe("move loop machine (C8.5.7)", () => {
  it("Step C sends it back to Step B while GOV lacks Control, until Control is reached", () => {
    const scope = newScope(twoOrigins());
    const actor = start(scope, "GOV", "sweep", "oriente");
    driveToEnd(actor, scriptedAnswerer({}));
    expect(actor.getSnapshot().output).toMatchObject({ moved: 5 });
    expect(scope.board.spaces.oriente.pieces.troop).toBe(5);
    expect(steps(scope)).toEqual([
      "A: sweep destination: Oriente",
      "B: Origin: Camagüey Province (most moveable pieces)",
      "keep: Camagüey Province keeps 1 Troop; moveable: 3 Troops",
      "get: Move 3 Troops from Camagüey Province to Oriente",
      "C: Step C: another origin (Step B)",
      "B: Origin: East EC (most moveable pieces)",
      "keep: East EC keeps nothing; moveable: 2 Troops",
      "get: Move 2 Troops from East EC to Oriente",
      "C: Step C: new destination (Step A)",
    ]);
    // Only the origin choices are numbered decisions (they can be overridden).
    expect(scope.trace.filter((t) => t.decision !== undefined).length).toBe(2);
  });

  it("a tie for most moveable pieces waits for a random pick among the tied origins only", () => {
    const scope = newScope(twoOrigins(3));
    const actor = start(scope, "GOV", "sweep", "oriente");
    expect(actor.getSnapshot().hasTag("awaiting")).toBe(true);
    expect(pendingRequest(actor)).toEqual({
      kind: "tieBreak",
      among: ["camaguey-province", "ec-east"],
      purpose: "Origin for sweep into Oriente",
      rule: "C8.5.7",
    });
    actor.send({ type: "tie.broken", choice: "havana", source: "physical" });
    expect(actor.getSnapshot().context.inputError).toMatch(/not one of the tied origins/);
    expect(actor.getSnapshot().hasTag("awaiting")).toBe(true);
    actor.send({ type: "tie.broken", choice: "ec-east", source: "app" });
    driveToEnd(actor, scriptedAnswerer({}));
    expect(steps(scope)[1]).toBe(
      "B: Origin: East EC (random pick among Camagüey Province, East EC)",
    );
    expect(scope.board.spaces["ec-east"].pieces.troop).toBe(0);
  });

  it("a player's correction of the origin decision wins over the tie-break", () => {
    const override: Override = {
      decision: 1,
      value: "camaguey-province",
      reason: "I moved from there",
    };
    const scope = newScope(twoOrigins(3), undefined, [override]);
    const actor = start(scope, "GOV", "sweep", "oriente");
    driveToEnd(actor, scriptedAnswerer({}));
    const first = scope.trace.find((t) => t.decision === 1);
    expect(first).toMatchObject({
      kind: "move",
      step: "B",
      overridden: { reason: "I moved from there" },
    });
    expect(scope.board.spaces["camaguey-province"].pieces.troop).toBe(1);
  });

  it("G11's extra 1d6 is a dice request (rule C8.5.7); a bad face is refused and asked again", () => {
    const scope = newScope(handBoard({ "sierra-maestra": { m26U: 8, m26Base: 2, support: -2 } }));
    const actor = start(scope, "26J", "march", "oriente");
    expect(pendingRequest(actor)).toMatchObject({
      kind: "dice",
      spec: "1d6",
      rule: "C8.5.7",
      faction: "26J",
    });
    actor.send({ type: "dice.rolled", faces: [7], source: "physical" });
    expect(actor.getSnapshot().context.inputError).toMatch(/1d6/);
    actor.send({ type: "dice.rolled", faces: [2], source: "physical" });
    expect(actor.getSnapshot().status).toBe("done");
    // G1 1 + G9 2 + 2 extra.
    expect(actor.getSnapshot().output).toMatchObject({ moved: 5 });
    expect(scope.board.spaces.oriente.pieces.m26U).toBe(5);
    const get = scope.trace.find((t) => t.kind === "move" && t.step === "get");
    expect(get?.kind === "move" && get.evidence).toContain("1d6 for extra Guerrillas: 2");
  });

  it("when nothing is needed, nothing moves and the trace says to pick a new destination with no AN roll", () => {
    const scope = newScope(
      handBoard({
        "sierra-maestra": { m26U: 3, support: -2 },
        oriente: { m26U: 6 },
        "santiago-de-cuba": { m26U: 1 },
      }),
    );
    const actor = start(scope, "26J", "march", "sierra-maestra");
    driveToEnd(actor, scriptedAnswerer({}));
    expect(actor.getSnapshot().output).toMatchObject({ moved: 0 });
    expect(steps(scope).slice(-2)).toEqual([
      "C: Step C: new destination (Step A)",
      "C: Nothing moved: choose a new destination without an Activation roll",
    ]);
    expect(scope.changes).toEqual([]);
  });

  it("a Marching group entering a City at Support with cubes goes Active (3.3.2)", () => {
    const scope = newScope(
      handBoard({ "la-habana": { drU: 5, support: -2 }, havana: { troop: 3, support: 1 } }),
    );
    const actor = start(scope, "DR", "march", "havana");
    driveToEnd(actor, scriptedAnswerer({}));
    // G1: DR needs 4 against 3 Troops; all 4 enter Active (4 + 3 cubes > 3).
    expect(scope.board.spaces.havana.pieces).toMatchObject({ drA: 4, drU: 0 });
    expect(scope.changes.map((c) => c.text)).toEqual([
      "Move 4 Underground DR Guerrillas from La Habana to Havana",
      "Activate 4 Underground DR Guerrillas in Havana",
    ]);
  });

  it("El Che flips the first Activated 26J group back Underground, and only in the first such destination", () => {
    const board = handBoard({
      "la-habana": { m26U: 9, support: -2 },
      havana: { troop: 3, support: 1 },
    });
    board.capabilities = [{ card: 13, side: "unshaded" }];
    const scope = newScope(board);
    const first = start(scope, "26J", "march", "havana");
    driveToEnd(first, scriptedAnswerer({}));
    expect(first.getSnapshot().output).toMatchObject({ elChe: true });
    expect(scope.board.spaces.havana.pieces).toMatchObject({ m26U: 4, m26A: 0 });
    // A second destination of the same March (Havana already chosen): El Che is spent.
    scope.board.spaces.matanzas.pieces.police = 3;
    scope.board.spaces.matanzas.support = 1;
    const second = start(scope, "26J", "march", "matanzas", ["havana"]);
    driveToEnd(second, scriptedAnswerer({ dice: [1] }));
    expect(second.getSnapshot().output).toMatchObject({ elChe: false });
    expect(scope.board.spaces.matanzas.pieces.m26A).toBeGreaterThan(0);
  });

  it("Morgan: NP DR Marches from two spaces away", () => {
    const board = handBoard({ "la-habana": { drU: 4, support: -2 }, "las-villas": { troop: 1 } });
    board.capabilities = [{ card: 28, side: "unshaded" }];
    const scope = newScope(board);
    const actor = start(scope, "DR", "march", "las-villas");
    driveToEnd(actor, scriptedAnswerer({ dice: [1] }));
    expect(steps(scope)[1]).toBe("B: Origin: La Habana (most moveable pieces)");
    expect(scope.board.spaces["las-villas"].pieces.drU).toBeGreaterThan(0);
  });

  it("Transport moves from one origin only (4.2.1), at most 3 Troops", () => {
    const scope = newScope(
      handBoard({
        havana: { troop: 6, police: 4 },
        "camaguey-city": { troop: 6, police: 4 },
        oriente: { m26U: 6 },
      }),
    );
    const actor = start(scope, "GOV", "transport", "oriente");
    driveToEnd(actor, scriptedAnswerer({ ties: ["havana"] }));
    expect(actor.getSnapshot().output).toMatchObject({ moved: 3 });
    expect(steps(scope).at(-1)).toBe("C: Step C: new destination (Step A)");
  });
});
