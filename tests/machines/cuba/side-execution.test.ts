import { createActor } from "xstate";
import { available } from "@/lib/engine/cuba/board/board";
import { operationBox, specialList } from "@/lib/engine/cuba/calixto/cards";
import { operationPossible } from "@/lib/engine/cuba/calixto/runner";
import { DEFAULT_OPTIONS, newScope } from "@/lib/engine/cuba/calixto/scope";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { sideExecutionMachine } from "@/lib/machines/cuba/side-execution.machine";
import { position } from "../../engine/calixto/fixtures";

/**
 * C8.6.4: after the cubes (if any), Train does the first applicable of Civic Action / Place Base
 * "even if no spaces were selected to place pieces" (C8.5.4: Train's one additional action). A
 * Train that cannot place 4 cubes anywhere is still a legal Operation when Civic Action is.
 */
function fewCubes(left: number): GameBoard {
  return position(
    { havana: { pieces: { police: 1, troop: 1 }, support: 0 } },
    {
      tweak: (b) => {
        // Every other cube on the map (Camagüey City), `left` Available in all.
        const troops = available(b, "troop");
        const police = available(b, "police");
        b.spaces["camaguey-city"].pieces.troop = troops - Math.min(left, troops);
        b.spaces["camaguey-city"].pieces.police = police - Math.max(0, left - troops);
        b.spaces["camaguey-city"].support = 2;
      },
    },
  );
}

function train(board: GameBoard, limited: boolean, dice: number[]) {
  const scope = newScope(board);
  const box = operationBox("G-TRAIN-A");
  if (!box.ok) throw new Error("G-TRAIN-A");
  const actor = createActor(sideExecutionMachine, {
    input: {
      scope,
      faction: "GOV",
      side: "V",
      box: box.value,
      special: null,
      withSpecial: false,
      limited,
      free: false,
      an: limited ? null : 3,
    },
  }).start();
  driveToEnd(actor, scriptedAnswerer({ dice }));
  return { scope, out: actor.getSnapshot().output };
}

describe("Train with fewer than 4 Available cubes (C8.6.4)", () => {
  it("has no space to place cubes but is still possible through Civic Action", () => {
    const b = fewCubes(3);
    expect(available(b, "troop") + available(b, "police")).toBe(3);
    const box = operationBox("G-TRAIN-A");
    if (!box.ok) throw new Error("G-TRAIN-A");
    expect(operationPossible(b, box.value, "GOV", false, false, DEFAULT_OPTIONS)).toBe(true);
  });

  it("does the Civic Action instead of drawing a new card, 1d3 shifts", () => {
    // A 5 on the die is 1d3 = 3; Havana can take 2 shifts (Neutral to Active Support).
    const { scope, out } = train(fewCubes(3), false, [5]);
    expect(out?.result).toBe("done");
    expect(scope.board.spaces.havana.support).toBe(2);
    expect(scope.board.spaces.havana.pieces).toMatchObject({ police: 1, troop: 1 });
  });

  it("in a Limited Operation, the Civic Action space is its one space", () => {
    const { scope, out } = train(fewCubes(2), true, [1]);
    expect(out?.result).toBe("done");
    expect(scope.board.spaces.havana.support).toBe(1);
  });

  it("with no Civic Action or Base possible either, the Operation has no legal space", () => {
    const b = fewCubes(3);
    b.spaces.havana.support = 2;
    const box = operationBox("G-TRAIN-A");
    if (!box.ok) throw new Error("G-TRAIN-A");
    expect(operationPossible(b, box.value, "GOV", false, false, DEFAULT_OPTIONS)).toBe(false);
  });
});

describe("Ambush and its Attack (3.1, 4.3.2, 4.4.2)", () => {
  const board = () =>
    position({
      "las-villas": { pieces: { drU: 1, drA: 3, troop: 4 } },
      "camaguey-province": { pieces: { drA: 4, police: 2 } },
    });

  function attack(b: GameBoard, position: "before" | "after", dice: number[], ties: string[] = []) {
    const scope = newScope(b);
    const box = operationBox("ATTACK-DR");
    const list = specialList("SA-AMB");
    if (!box.ok || !list.ok) throw new Error("ATTACK-DR / SA-AMB");
    const actor = createActor(sideExecutionMachine, {
      input: {
        scope,
        faction: "DR",
        side: "D",
        box: box.value,
        special: { list: list.value, position },
        withSpecial: true,
        limited: false,
        free: false,
        an: 3,
      },
    }).start();
    driveToEnd(actor, scriptedAnswerer({ dice, ties }));
    return { scope, out: actor.getSnapshot().output };
  }

  it("before: the Ambush space is the Attack's first, then an Activation roll, never Attacked again", () => {
    // 4: Activation roll passed; 2: Attack roll in Camagüey Province; 1: roll failed.
    const { scope, out } = attack(board(), "before", [4, 2, 1]);
    expect(out?.specialDone).toBe(true);
    expect(out?.operationSkipped).toBe(false);
    expect(out?.selected).toEqual(["las-villas", "camaguey-province"]);
    expect(scope.board.spaces["las-villas"].pieces.troop).toBe(2);
    expect(scope.board.spaces["camaguey-province"].pieces.police).toBe(0);
  });

  it("after: every Attack space is resolved, so there is no Ambush", () => {
    // Attack Las Villas (roll 6 > 4: fails), Activation 4, Camagüey Province (roll 6 fails), 1.
    const { scope, out } = attack(board(), "after", [6, 4, 6, 1], ["las-villas"]);
    expect(out?.specialDone).toBe(false);
    const skipped = scope.trace.filter((t) => t.kind === "specialActivity");
    expect(skipped).toMatchObject([
      { sa: "ambush", result: "skipped", reason: "every Attack space is already resolved (4.3.2)" },
    ]);
    expect(scope.board.spaces["las-villas"].pieces.troop).toBe(4);
  });
});
