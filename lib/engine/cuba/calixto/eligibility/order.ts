import { eventCard, isPropaganda } from "@/data/cuba/events";
import { fail, ok, type Result } from "../../../core/result";
import type { CardActionRecord, Faction, GameBoard } from "../../types";

/**
 * Who is 1st and 2nd Eligible on the current card (2.3.2): the Eligible Factions in the order of
 * the card's symbols, skipping Ineligible Factions and those that Passed (2.3.3: the next
 * Eligible Faction then takes the Passing Faction's place).
 */
export interface EligibleOrder {
  first: Faction | null;
  second: Faction | null;
  /** Eligible Factions that have not Passed, in card order. */
  order: Faction[];
  /** The Faction to decide next and as which Eligible; null when the card is done. */
  next: { faction: Faction; position: 1 | 2 } | null;
}

/** Operations and Events executed on this card, in order (Passes excluded). */
export function executed(board: GameBoard): CardActionRecord[] {
  return board.cardActions.filter((a) => a.action !== "pass");
}

export function eligibleOrder(board: GameBoard): Result<EligibleOrder> {
  const card = board.currentCard;
  if (card === null) return fail({ field: "currentCard", reason: "no card in play" });
  if (isPropaganda(card))
    return fail({ field: "currentCard", reason: `#${card} is Propaganda: no Eligibility` });
  const def = eventCard(card);
  if (!def) return fail({ field: "currentCard", reason: `unknown card ${card}` });
  const passed = new Set(
    board.cardActions.filter((a) => a.action === "pass").map((a) => a.faction),
  );
  const order = def.order.filter((f) => board.eligibility[f] === "eligible" && !passed.has(f));
  const done = executed(board);
  const waiting = order.filter((f) => !done.some((d) => d.faction === f));
  const next =
    done.length >= 2 || waiting.length === 0
      ? null
      : { faction: waiting[0], position: (done.length + 1) as 1 | 2 };
  return ok({ first: order[0] ?? null, second: order[1] ?? null, order, next });
}

/** The Eligible Faction that would act after `faction` on this card, if any (2.3.2-2.3.3). */
export function nextEligibleAfter(board: GameBoard, faction: Faction): Faction | null {
  const o = eligibleOrder(board);
  if (!o.ok) return null;
  const done = executed(board);
  const i = o.value.order.indexOf(faction);
  return (
    o.value.order.slice(i + 1).find((f) => f !== faction && !done.some((d) => d.faction === f)) ??
    null
  );
}

/**
 * Who would be 1st Eligible on `upcoming` if `acting` Passed now (2.3.1, 2.3.7): Factions that
 * executed an Operation or Event on this card become Ineligible, every other Faction is
 * Eligible. Factions still to act on this card are counted Eligible (INF: we cannot know yet
 * whether they will act).
 */
export function projectedFirstEligible(
  board: GameBoard,
  upcoming: number,
  acting: Faction,
): Faction | null {
  const def = eventCard(upcoming);
  if (!def) return null;
  const done = executed(board);
  return def.order.find((f) => f === acting || !done.some((d) => d.faction === f)) ?? null;
}

/** The card is over once two Factions executed, or every Eligible Faction has acted or Passed. */
export function cardDone(board: GameBoard): boolean {
  const o = eligibleOrder(board);
  return !o.ok || o.value.next === null;
}

/** Last Event card before the final Propaganda (2.3.9): Operations must be Limited. */
export function finalEventCard(board: GameBoard): boolean {
  return board.propagandaLeft <= 1 && board.nextCard !== null && isPropaganda(board.nextCard);
}
