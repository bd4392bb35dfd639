import type { GameBoard } from "../../../types";
import type { DiffHit } from "./hits";
import type { EventCtx } from "./work";

/** The Effective Events kinds listed for the actor whose red condition holds (reference §3.4). */
export function listedHits(board: GameBoard, hits: DiffHit[], ctx: EventCtx): DiffHit[] {
  const listed = ctx.tables.effective[ctx.actor];
  return hits.filter((h) => {
    const row = listed.find((l) => l.id === h.id);
    if (!row) return false;
    if (row.onlyIf === "firstThreeCardsOfCampaign") return board.campaignCard <= 3;
    if (row.onlyIf === "notFinalCampaign") return board.propagandaLeft > 1;
    if (row.onlyIf === "govIsPlayer") return board.roles.GOV === "player";
    return true;
  });
}
