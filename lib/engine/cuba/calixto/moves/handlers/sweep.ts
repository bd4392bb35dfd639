import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { SPACE_IDS } from "../../../types";
import type { InstructionHandler } from "../../contracts";
import { sweepActivation, sweepActivations } from "../activation";
import { wouldMove } from "../preview";

/**
 * Sweep using Move Priorities (C8.6.4; base 3.2.3). Destinations are Cities and Provinces where
 * the Sweep has an effect: Troops would move in, or cubes already there would Activate an
 * Underground Guerrilla ("sweep in place", C8.9/c1 Havana). La Habana in C8.9/c1 is no
 * candidate: no cube there and no origin that could send one. After the move loop has run,
 * `execute` Activates 1 Guerrilla per cube (1 per 2 in Forest), chosen by Piece Priorities.
 */
export const sweepMove: InstructionHandler = {
  id: "sweepMove",
  column: () => "SWP",
  movement: "sweep",
  activationRoll: "roll",
  candidates: (board, ctx) => {
    if (ctx.faction !== "GOV") return [];
    return SPACE_IDS.filter(
      (s) =>
        !ctx.selected.includes(s) &&
        SPACE_BY_ID[s].kind !== "ec" &&
        (sweepActivations(board, s) > 0 ||
          wouldMove(board, "GOV", "sweep", s, ctx.selected, ctx.options)),
    );
  },
  execute: (board, space, ctx) => {
    const n = sweepActivations(board, space);
    const step = sweepActivation(board, space, ctx.options);
    const forest = SPACE_BY_ID[space].terrain === "forest";
    return {
      kind: "done",
      board: step.board,
      changes: step.changes,
      trace: [
        {
          kind: "note",
          text: `Sweep in ${SPACE_BY_ID[space].name}: ${n} Guerrilla${n === 1 ? "" : "s"} Activated (${forest ? "1 per 2 cubes in Forest" : "1 per cube"})`,
          rule: "3.2.3",
        },
      ],
    };
  },
};
