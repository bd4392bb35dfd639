import { cardTitle, eventCard } from "@/data/cuba/events";
import { type FieldError, fail, ok, type Result } from "../../../core/result";
import { addCapability, addMomentum } from "../../board/tracks";
import type { EventSide, GameBoard } from "../../types";
import type { Step } from "../types";

/**
 * Lasting Events go onto the board once executed (5.3 Capabilities for the rest of the game, 5.4
 * Momentum until the next Reset). The player applies the rest of the Event text on the table and
 * records it in the board editor; these two steps are what the app records itself.
 */
export function playCapability(board: GameBoard, card: number, side: EventSide): Result<Step> {
  const def = eventCard(card);
  const errors: FieldError[] = [];
  if (!def?.capability) errors.push({ field: "card", reason: `#${card} is not a Capability` });
  else if (def.capability.side !== side)
    errors.push({
      field: "side",
      reason: `${cardTitle(card)} is a Capability on its ${def.capability.side} side`,
    });
  if (board.capabilities.some((c) => c.card === card))
    errors.push({ field: "card", reason: `${cardTitle(card)} is already in play` });
  if (errors.length) return fail(...errors);
  const r = addCapability(board, { card, side });
  return ok({ board: r.board, changes: [r.change] });
}

export function playMomentum(board: GameBoard, card: number): Result<Step> {
  const def = eventCard(card);
  if (!def?.momentum)
    return fail({ field: "card", reason: `#${card} is not a Government Momentum card` });
  if (board.momentum.includes(card))
    return fail({ field: "card", reason: `${cardTitle(card)} is already in play` });
  const r = addMomentum(board, card);
  return ok({ board: r.board, changes: [r.change] });
}
