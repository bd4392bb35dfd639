import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { setResources } from "../../../board/tracks";
import { type GameBoard, SPACE_IDS, type SpaceId } from "../../../types";
import type { InstructionContext, InstructionHandler } from "../../contracts";
import { wouldMove } from "../preview";

/**
 * March using Move Priorities (C8.6.5; base 3.3.2). Candidates are spaces that would receive
 * Guerrillas. NP Syndicate pays 1 Resource per City or Province destination and cannot choose
 * one it cannot pay for (C8.5.4); ECs cost nothing. No Activation roll after a March onto an EC
 * (C8.5.4): `execute` says so with `skipActivationRoll`.
 *
 * The entering group's Activation (3.3.2) and El Che's flip (C8.6.3) are done by the move loop
 * as each group enters, because only the loop knows which Guerrillas moved from which origin
 * (lib/engine/cuba/calixto/moves/arrival.ts); `execute` runs after them.
 */
function pays(board: GameBoard, space: SpaceId, ctx: InstructionContext): boolean {
  return !(
    ctx.faction === "SYN" &&
    !ctx.free &&
    SPACE_BY_ID[space].kind !== "ec" &&
    board.resources.SYN < 1
  );
}

export const marchMove: InstructionHandler = {
  id: "marchMove",
  column: (f) => (f === "GOV" ? null : "MD"),
  movement: "march",
  activationRoll: "roll",
  candidates: (board, ctx) => {
    if (ctx.faction === "GOV") return [];
    return SPACE_IDS.filter(
      (s) =>
        !ctx.selected.includes(s) &&
        pays(board, s, ctx) &&
        wouldMove(board, ctx.faction, "march", s, ctx.selected, ctx.options),
    );
  },
  execute: (board, space, ctx) => {
    const ec = SPACE_BY_ID[space].kind === "ec";
    const name = SPACE_BY_ID[space].name;
    if (ctx.faction === "SYN" && !ctx.free && !ec) {
      const r = setResources(board, "SYN", board.resources.SYN - 1);
      return {
        kind: "done",
        board: r.board,
        changes: [r.change],
        trace: [
          { kind: "note", text: `March into ${name}: Syndicate pays 1 Resource`, rule: "3.3.2" },
        ],
      };
    }
    return {
      kind: "done",
      board,
      changes: [],
      trace: ec
        ? [{ kind: "note", text: `March onto ${name} (EC): no Activation roll`, rule: "C8.5.4" }]
        : [],
      skipActivationRoll: ec,
    };
  },
};
