import { EVENT_ELIGIBILITY } from "@/data/cuba/calixto/event-eligibility";
import { EVENT_SIDES } from "@/data/cuba/calixto/event-sides";
import { isPropaganda } from "@/data/cuba/events";
import {
  type Eligibility,
  type EventSide,
  FACTIONS,
  type Faction,
  type GameBoard,
} from "../../types";
import { chooseSide } from "../events/side";
import { executed } from "./order";

/**
 * What the Events executed on the card in play ask of Eligibility, and each Faction's
 * Eligibility on the next card with its reason (2.3.7): the preview the table checks before the
 * cylinders move. Apart from moving to the next card (after-action.ts), so the screen that shows
 * what comes next loads none of the board's change records (issue 22).
 */

/**
 * The `endCard` overrides an executed Event asks for (2.3.7 "unless otherwise specified"): e.g.
 * #18 and #19 keep the executing Faction Eligible, #47 makes Factions Ineligible next card.
 */
export function eventEligibility(
  card: number,
  side: EventSide,
  executing: Faction,
): Partial<Record<Faction, Eligibility>> {
  const entry = EVENT_ELIGIBILITY.find((e) => e.card === card && e.side === side);
  const out: Partial<Record<Faction, Eligibility>> = {};
  for (const [who, value] of Object.entries(entry?.set ?? {}))
    out[who === "executing" ? executing : (who as Faction)] = value;
  return out;
}

/**
 * What the Events executed on this card ask of Eligibility (2.3.7): for NP executors the side
 * follows their default or Event Instructions; for a player the side recorded with the action.
 * A player's Event recorded without a side asks nothing (set any effect in the board editor).
 */
export function eventOverrides(board: GameBoard): Partial<Record<Faction, Eligibility>> {
  const out: Partial<Record<Faction, Eligibility>> = {};
  for (const e of eventEffects(board)) out[e.faction] = e.value;
  return out;
}

/** One Faction whose Eligibility an executed Event sets (2.3.7), and which Event did it. */
export interface EventEligibilityEffect {
  faction: Faction;
  value: Eligibility;
  card: number;
  side: EventSide;
  executing: Faction;
}

// Only the Event Instructions decide an NP's side (C8.5.5): their side choices alone (EVENT_SIDES),
// so neither the Event programs nor the whole Instructions table load with the screens that show
// Eligibility (they load with the NP turn).
const SIDE_TABLES = { instructions: EVENT_SIDES };

function eventEffects(board: GameBoard): EventEligibilityEffect[] {
  const card = board.currentCard;
  if (card === null || isPropaganda(card)) return [];
  const out: EventEligibilityEffect[] = [];
  for (const a of executed(board)) {
    if (a.action !== "event") continue;
    const side =
      board.roles[a.faction] === "np"
        ? chooseSide(board, card, a.faction, SIDE_TABLES).side
        : a.side;
    if (!side) continue;
    for (const [f, value] of Object.entries(eventEligibility(card, side, a.faction)))
      out.push({ faction: f as Faction, value, card, side, executing: a.faction });
  }
  return out;
}

/** Why a Faction will be Eligible or Ineligible on the next card (2.3.7). */
export interface NextEligibility {
  faction: Faction;
  value: Eligibility;
  reason: "executed" | "didNotExecute" | "event";
  /** For reason "event": the Event that set it. */
  event?: { card: number; side: EventSide; executing: Faction };
}

/**
 * The Eligibility each Faction will have when the next card is played (2.3.7), with the reason,
 * so the table can check it before the cylinders move. Same result as `endCard` with
 * `eventOverrides`.
 */
export function nextEligibility(board: GameBoard): NextEligibility[] {
  const acted = new Set(executed(board).map((a) => a.faction));
  const effects = new Map(eventEffects(board).map((e) => [e.faction, e]));
  return FACTIONS.map((faction) => {
    const e = effects.get(faction);
    if (e)
      return {
        faction,
        value: e.value,
        reason: "event",
        event: { card: e.card, side: e.side, executing: e.executing },
      };
    return acted.has(faction)
      ? { faction, value: "ineligible", reason: "executed" }
      : { faction, value: "eligible", reason: "didNotExecute" };
  });
}
