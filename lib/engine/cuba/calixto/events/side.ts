import type { EiSide, EventSide } from "@/data/cuba/calixto/event-instructions";
import { eventCard } from "@/data/cuba/events";
import type { Faction, GameBoard } from "../../types";
import { evaluateEiCondition } from "./conditions";
import type { EventTables } from "./tables";

/** What a side choice needs of an Event Instructions entry (EVENT_SIDES holds only these). */
interface SideRule {
  card: number;
  faction: Faction;
  side?: EiSide;
}

/** C8.5.5: NP GOV and NP SYN play the shaded text, NP 26J and NP DR the unshaded text. */
export function defaultSide(faction: Faction): EventSide {
  return faction === "GOV" || faction === "SYN" ? "shaded" : "unshaded";
}

/** The side an NP plays: one-text cards, then the Event Instructions, then the default. */
export function chooseSide(
  board: GameBoard,
  card: number,
  faction: Faction,
  tables: { instructions: readonly SideRule[] } | Pick<EventTables, "instructions">,
): { side: EventSide; why: string } {
  if (eventCard(card)?.single) return { side: "unshaded", why: "one text only" };
  // Found here, not with instructionFor: the fold chooses sides without the Event Instructions.
  const rule = (tables.instructions as readonly SideRule[]).find(
    (e) => e.card === card && e.faction === faction,
  )?.side;
  if (rule?.kind === "fixed") return { side: rule.side, why: `Event Instructions: ${rule.side}` };
  if (rule?.kind === "when") {
    const a = evaluateEiCondition(board, rule.cond);
    const side = a.value ? rule.ifTrue : rule.ifFalse;
    return {
      side,
      why: `Event Instructions: ${rule.label}? ${a.value ? "yes" : "no"}, so ${side}`,
    };
  }
  const side = defaultSide(faction);
  return { side, why: `default side for this Faction: ${side} (C8.5.5)` };
}
