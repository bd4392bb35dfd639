import { available, controlOf, isFinalCampaign, openCasinos } from "../../board/board";
import { flipPieces, placePieces } from "../../board/changes";
import { casinoRoom } from "../../board/space";
import type { GameBoard, SpaceId } from "../../types";
import type { InstructionContext } from "../contracts";
import { canPay, isEc, pay } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";

/**
 * NP Syndicate Construct (3.3.5, C8.6.5): Cities and Provinces Controlled by the Government or the
 * Syndicate; 5 Resources per space, never free. ① Final Campaign only: open closed Casinos until
 * 8 are open. ② Place a closed Casino within stacking (2 Casinos per space, 1.4.2).
 */
const COST = 5;

function constructable(board: GameBoard, space: SpaceId, ctx: InstructionContext): boolean {
  if (ctx.faction !== "SYN" || isEc(space)) return false;
  const c = controlOf(board, space);
  return (c === "GOV" || c === "SYN") && canPay(board, ctx, COST, true);
}

export const constructOpen = defineLine({
  id: "constructOpen",
  label: "Construct: open a Casino",
  rule: "3.3.5, C8.6.5",
  column: fixed("PCas"),
  allowed: (board, space, ctx) =>
    isFinalCampaign(board) &&
    openCasinos(board) < 8 &&
    board.spaces[space].pieces.casinoClosed > 0 &&
    constructable(board, space, ctx),
  run(w, space, ctx) {
    pay(w, ctx, COST, "3.3.5", true);
    w.apply(flipPieces(w.board, space, "casinoClosed", "casinoOpen", 1));
  },
});

export const constructPlace = defineLine({
  id: "constructPlace",
  label: "Construct: place a Casino",
  rule: "3.3.5, C8.6.5",
  column: fixed("PCas"),
  allowed: (board, space, ctx) =>
    casinoRoom(space, board.spaces[space]) > 0 &&
    available(board, "casino") > 0 &&
    constructable(board, space, ctx),
  run(w, space, ctx) {
    pay(w, ctx, COST, "3.3.5", true);
    w.apply(placePieces(w.board, space, "casinoClosed", 1));
  },
});
