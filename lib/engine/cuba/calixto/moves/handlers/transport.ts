import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { SPACE_IDS } from "../../../types";
import type { InstructionHandler } from "../../contracts";
import { wouldMove } from "../preview";

/**
 * Transport using Move Priorities (C8.7.4; base 4.2.1): up to 3 Troops from one City or GOV
 * Base space to any one other space; destination by the Transport column. Candidates are spaces
 * that would receive Troops (C8.9/c5: Las Villas gets 3 from Havana). A Special Activity makes
 * no Activation roll; everything happens in the move loop, so `execute` only records it.
 */
export const transport: InstructionHandler = {
  id: "transport",
  column: () => "TRN",
  movement: "transport",
  activationRoll: "none",
  candidates: (board, ctx) => {
    if (ctx.faction !== "GOV") return [];
    return SPACE_IDS.filter(
      (s) =>
        !ctx.selected.includes(s) &&
        wouldMove(board, "GOV", "transport", s, ctx.selected, ctx.options),
    );
  },
  execute: (board, space) => ({
    kind: "done",
    board,
    changes: [],
    trace: [
      { kind: "note", text: `Transport into ${SPACE_BY_ID[space].name} done`, rule: "4.2.1" },
    ],
  }),
};
