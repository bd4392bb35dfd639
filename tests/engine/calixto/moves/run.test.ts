import { createActor } from "xstate";
import { type MoveLoopSpec, runMoveLoop } from "@/lib/engine/cuba/calixto/moves";
import { newScope } from "@/lib/engine/cuba/calixto/scope";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { moveLoopMachine } from "@/lib/machines/cuba/move-loop.machine";
import { handBoard } from "./board";
import { c89Before } from "./c89-positions";

const moveTexts = (trace: readonly TraceRecord[]) =>
  trace.flatMap((t) => (t.kind === "move" ? [`${t.step}: ${t.text}`] : []));

function viaMachine(
  board: GameBoard,
  spec: MoveLoopSpec,
  script: Parameters<typeof scriptedAnswerer>[0],
) {
  const scope = newScope(board);
  const actor = createActor(moveLoopMachine, {
    input: { scope, ...spec, chosenDestinations: [...spec.chosenDestinations] },
  }).start();
  driveToEnd(actor, scriptedAnswerer(script));
  return scope;
}

describe("runMoveLoop: the move loop as one pure function with answers (C8.5.7)", () => {
  it("agrees with the machine on C8.9 step 6 and step 33", () => {
    const cases: [GameBoard, MoveLoopSpec][] = [
      [
        c89Before(6),
        {
          faction: "GOV",
          movement: "sweep",
          destination: "sierra-maestra",
          chosenDestinations: ["havana"],
          limited: false,
        },
      ],
      [
        c89Before(31),
        {
          faction: "26J",
          movement: "march",
          destination: "oriente",
          chosenDestinations: [],
          limited: true,
        },
      ],
    ];
    for (const [board, spec] of cases) {
      const pure = runMoveLoop(board, spec, []);
      const scope = viaMachine(board, spec, {});
      if (pure.kind !== "done") throw new Error("no input expected");
      expect(pure.board).toEqual(scope.board);
      expect(pure.changes).toEqual(scope.changes);
      expect(moveTexts(pure.trace)).toEqual(moveTexts(scope.trace));
    }
  });

  it("asks for a tie-break, then for G11's die, each as a request; refuses a bad answer with its field", () => {
    // Two origins with 7 moveable each; Camagüey City next door lacks 26J Control (G11).
    const board = handBoard({
      "las-villas": { m26U: 8, m26Base: 2, support: -2 },
      oriente: { m26U: 8, m26Base: 2, support: -2 },
    });
    const spec: MoveLoopSpec = {
      faction: "26J",
      movement: "march",
      destination: "camaguey-province",
      chosenDestinations: [],
      limited: false,
    };
    const first = runMoveLoop(board, spec, []);
    expect(first).toMatchObject({
      kind: "need",
      need: {
        kind: "request",
        request: { kind: "tieBreak", among: ["las-villas", "oriente"] },
      },
    });
    const second = runMoveLoop(board, spec, [{ kind: "choice", value: "oriente" }]);
    expect(second).toMatchObject({
      kind: "need",
      need: { request: { kind: "dice", spec: "1d6" } },
    });
    const done = runMoveLoop(board, spec, [
      { kind: "choice", value: "oriente" },
      { kind: "dice", faces: [3] },
    ]);
    // G1 wants 1; G9 is off (all four 26J Bases are on the map); G11 adds the 3 rolled.
    expect(
      done.kind === "done" && [done.moved, done.board.spaces["camaguey-province"].pieces.m26U],
    ).toEqual([4, 4]);
    expect(runMoveLoop(board, spec, [{ kind: "choice", value: "havana" }])).toMatchObject({
      kind: "error",
      errors: [{ field: "choice" }],
    });
    expect(
      runMoveLoop(board, spec, [
        { kind: "choice", value: "oriente" },
        { kind: "dice", faces: [0] },
      ]),
    ).toMatchObject({ kind: "error", errors: [{ field: "faces[0]" }] });
  });
});
