import { createActor } from "xstate";
import { available } from "@/lib/engine/cuba/board/board";
import { operationBox } from "@/lib/engine/cuba/calixto/cards";
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
