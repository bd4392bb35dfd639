import { cardTitle, eventCard, isPropaganda } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { fail, ok, type Result } from "../../../core/result";
import {
  clearedActionsChange,
  eligibilityChange,
  recordCardAction,
  setResources,
} from "../../board/tracks";
import {
  type CardAction,
  type Eligibility,
  type EventSide,
  FACTIONS,
  type Faction,
  type GameBoard,
} from "../../types";
import type { Step, TableChange } from "../types";
import { eventOverrides } from "./next";
import { cardDone, eligibleOrder, executed } from "./order";

export {
  type EventEligibilityEffect,
  eventEligibility,
  eventOverrides,
  type NextEligibility,
  nextEligibility,
} from "./next";

/**
 * After a Faction acts on the card (2.3.3-2.3.7): record its action on the Sequence of Play
 * track; a Pass pays +1 Resource to NP Syndicate (C8.5.2) and to player Insurgents, +3 to a
 * player Government (2.3.3), nothing to NP GOV/26J/DR (C8.2.1). `cardDone` says whether both
 * Eligible Factions have now acted; Eligibility is adjusted when the next card is played
 * (advanceCard), so the track still shows who did what until then.
 */
export function afterAction(
  board: GameBoard,
  faction: Faction,
  action: CardAction,
  side?: EventSide,
): Result<Step & { cardDone: boolean }> {
  if (side !== undefined && action !== "event")
    return fail({ field: "side", reason: "only an Event has a side (5.2)" });
  const card = board.currentCard;
  if (side === "shaded" && card !== null && eventCard(card)?.single)
    return fail({ field: "side", reason: `#${card} ${cardTitle(card)} has one text only (5.2)` });
  const order = eligibleOrder(board);
  if (!order.ok) return order;
  const next = order.value.next;
  if (!next || next.faction !== faction)
    return fail({
      field: "faction",
      reason: `${FACTION_NAME[faction]} is not the next Eligible Faction to act${next ? ` (${FACTION_NAME[next.faction]} is)` : ""}`,
    });
  const first = executed(board)[0];
  if (next.position === 2 && action === "event" && first && first.action !== "opSA")
    return fail({
      field: "action",
      reason: "the 2nd Eligible may take the Event only after an Op + SA (2.3.4)",
    });
  if (next.position === 2 && action === "opSA" && first && first.action !== "event")
    return fail({
      field: "action",
      reason: "the 2nd Eligible may do Op + SA only after the Event (2.3.4)",
    });
  if (next.position === 2 && action === "opOnly" && first && first.action !== "event")
    return fail({
      field: "action",
      reason:
        "after the 1st Eligible's Operation the 2nd Eligible's Operation is Limited; an Operation Only follows only the Event (2.3.4)",
    });

  const rec = recordCardAction(board, faction, action, side);
  let b = rec.board;
  const changes: TableChange[] = [rec.change];
  if (action === "pass") {
    const gain =
      board.roles[faction] === "player" ? (faction === "GOV" ? 3 : 1) : faction === "SYN" ? 1 : 0;
    if (gain > 0) {
      const r = setResources(b, faction, b.resources[faction] + gain);
      b = r.board;
      changes.push(r.change);
    }
  }
  return ok({ board: b, changes, cardDone: cardDone(b) });
}

/**
 * Adjust Eligibility at the end of the card (2.3.7): Factions that executed an Operation or Event
 * become Ineligible, all others Eligible; `overrides` carries Event effects ("stays Eligible",
 * "Ineligible through next card") the player reports.
 */
export function endCard(
  board: GameBoard,
  overrides: Partial<Record<Faction, Eligibility>> = {},
): Step {
  const acted = new Set(executed(board).map((a) => a.faction));
  // One copy of the Eligibility record for every cylinder moved (the fold plays many cards).
  let eligibility: GameBoard["eligibility"] | null = null;
  const changes: TableChange[] = [];
  for (const f of FACTIONS) {
    const want: Eligibility = overrides[f] ?? (acted.has(f) ? "ineligible" : "eligible");
    if (board.eligibility[f] === want) continue;
    eligibility ??= { ...board.eligibility };
    eligibility[f] = want;
    changes.push(eligibilityChange(f, want));
  }
  // The actions stay on the track until the next card is played (advanceCard): they are what
  // tells a reloaded game that this card is done.
  return { board: eligibility ? { ...board, eligibility } : board, changes };
}

/**
 * Play the next card (2.3.7-2.3.8): once both Eligible Factions have acted (or all Passed),
 * adjust Eligibility, clear the action boxes, make the card showing the current card and show
 * `revealed` next. The Campaign count goes up by one for each Event card played.
 */
export function advanceCard(
  board: GameBoard,
  revealed: number | null,
  overrides: Partial<Record<Faction, Eligibility>> = eventOverrides(board),
): Result<Step> {
  if (board.nextCard === null) return fail({ field: "nextCard", reason: "no card is showing" });
  if (board.currentCard !== null && !isPropaganda(board.currentCard) && !cardDone(board))
    return fail({
      field: "cardActions",
      reason: "the current card is not finished: an Eligible Faction still has to act",
    });
  if (revealed !== null && (!Number.isInteger(revealed) || revealed < 1 || revealed > 52))
    return fail({ field: "revealed", reason: `must be a card from 1 to 52, got ${revealed}` });
  const current = board.nextCard;
  const end =
    board.currentCard !== null && !isPropaganda(board.currentCard)
      ? endCard(board, overrides)
      : { board, changes: [] };
  const campaignCard = isPropaganda(current) ? board.campaignCard : board.campaignCard + 1;
  // The action boxes are cleared and the cards move on in one copy of the board.
  const cleared = board.cardActions.length > 0;
  const next: GameBoard = {
    ...end.board,
    cardActions: cleared ? [] : end.board.cardActions,
    currentCard: current,
    nextCard: revealed,
    campaignCard,
  };
  const text = `Play card #${current}${revealed === null ? "" : `, reveal #${revealed}`}`;
  return ok({
    board: next,
    changes: [
      ...end.changes,
      ...(cleared ? [clearedActionsChange()] : []),
      { kind: "track", text },
    ],
  });
}
