import { FACTION_NAME } from "@/data/cuba/pieces";
import { eligibleOrder, executed, finalEventCard } from "../calixto/eligibility/order";
import type { CardAction, Faction, GameBoard } from "../types";
import type { PlayerAction } from "./action";
import { mapLimOpSpecial } from "./lasting";

/**
 * What the Sequence of Play leaves a player Faction on the current card (2.3.4, 2.3.5, 2.3.9):
 * the 1st Eligible may do an Operation with or without an SA (or a Limited one), or the Event;
 * the 2nd only a Limited Operation after an Operation, a Limited Operation or the Event after
 * an Op + SA, and any Operation after the Event. On the last Event card before the final
 * Propaganda every player Operation is Limited (2.3.9). Pass is always open.
 */
export interface SequenceOptions {
  /** The Faction may act now (it is the next Eligible); else `why` says why not. */
  ok: boolean;
  why?: string;
  position?: 1 | 2;
  actions: CardAction[];
  /** Why Op + SA or a full Operation is missing, for the form. */
  notes: string[];
}

export function sequenceOptions(board: GameBoard, faction: Faction): SequenceOptions {
  const o = eligibleOrder(board);
  if (!o.ok) return { ok: false, why: o.errors[0].reason, actions: [], notes: [] };
  const next = o.value.next;
  if (!next || next.faction !== faction)
    return {
      ok: false,
      why: `${FACTION_NAME[faction]} is not the next Eligible Faction${next ? ` (${FACTION_NAME[next.faction]} is)` : ""} (2.3.2)`,
      actions: [],
      notes: [],
    };
  const notes: string[] = [];
  let actions: CardAction[];
  if (next.position === 1) actions = ["opSA", "opOnly", "limOp", "event", "pass"];
  else {
    const first = executed(board)[0]?.action;
    if (first === "event") actions = ["opSA", "opOnly", "limOp", "pass"];
    else if (first === "opSA") {
      actions = ["limOp", "event", "pass"];
      notes.push(
        "after an Operation with a Special Activity, the 2nd Eligible may do a Limited Operation or the Event (2.3.4)",
      );
    } else {
      actions = ["limOp", "pass"];
      notes.push("after an Operation, the 2nd Eligible may do only a Limited Operation (2.3.4)");
    }
  }
  if (finalEventCard(board)) {
    actions = actions.filter((a) => a !== "opSA" && a !== "opOnly");
    notes.push(
      "last Event card before the final Propaganda: your Operation must be Limited (2.3.9)",
    );
  }
  return { ok: true, position: next.position, actions, notes };
}

/** The Sequence of Play box the action fills (2.3.4): a LimOp with MAP's SA is still a LimOp. */
export function cardActionOf(action: PlayerAction): CardAction {
  if (action.limited) return "limOp";
  return action.special ? "opSA" : "opOnly";
}

/** Whether a Limited Operation may carry an SA (MAP Momentum #10 for the Government). */
export const limOpMaySpecial = (board: GameBoard, f: Faction) => mapLimOpSpecial(board, f);
