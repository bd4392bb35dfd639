import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { SPACE_IDS } from "../../../types";
import type { InstructionHandler } from "../../contracts";
import { wouldMove } from "../preview";

/**
 * Garrison using Move Priorities (C8.6.4; base 3.2.2): cubes from anywhere to ECs or Cities.
 * Candidates are ECs and Cities that would receive cubes. No Activation roll between
 * destinations (C8.5.4). The Activation in every EC happens once, after all destinations:
 * the runner calls `garrisonActivation(board)` (moves/activation.ts) after the last one, so
 * `execute` here has nothing left to do in the destination itself.
 */
export const garrisonMove: InstructionHandler = {
  id: "garrisonMove",
  column: () => "GAR",
  movement: "garrison",
  activationRoll: "none",
  candidates: (board, ctx) => {
    if (ctx.faction !== "GOV") return [];
    return SPACE_IDS.filter(
      (s) =>
        !ctx.selected.includes(s) &&
        SPACE_BY_ID[s].kind !== "province" &&
        wouldMove(board, "GOV", "garrison", s, ctx.selected, ctx.options),
    );
  },
  execute: (board, space) => ({
    kind: "done",
    board,
    changes: [],
    trace: [
      {
        kind: "note",
        text: `Garrison into ${SPACE_BY_ID[space].name} done; Activation in every EC follows the last destination`,
        rule: "3.2.2",
      },
    ],
  }),
};
