import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { TableChange } from "../calixto/types";
import type {
  CapabilityInPlay,
  CardAction,
  Eligibility,
  EventSide,
  Faction,
  GameBoard,
  UsAlliance,
} from "../types";
import type { Changed } from "./changes";

/**
 * Change primitives for the off-map tracks and boxes: US Alliance, Aid, the Sequence of Play
 * track, the Capabilities box and the Momentum cards (rules 2.3, 5.3, 5.4, 6.3.1). Like the
 * piece primitives in changes.ts, each returns the new board and the plain instruction for the
 * table, so the mirror and the checklist cannot disagree.
 */

const ALLIANCE_LABEL: Readonly<Record<UsAlliance, string>> = {
  firm: "Firm",
  reluctant: "Reluctant",
  embargoed: "Embargoed",
};

const ACTION_LABEL: Readonly<Record<CardAction, string>> = {
  event: "Event",
  opSA: "Operation + Special Activity",
  opOnly: "Operation Only",
  limOp: "Limited Operation",
  pass: "Pass",
};

const track = (text: string): TableChange => ({ kind: "track", text });

export function setUsAlliance(board: GameBoard, value: UsAlliance): Changed {
  return {
    board: { ...board, usAlliance: value },
    change: track(`US Alliance ${ALLIANCE_LABEL[board.usAlliance]} → ${ALLIANCE_LABEL[value]}`),
  };
}

/** Aid stays within 0..49 (1.8, 6.3.1 "to a minimum of 0"). */
export function setAid(board: GameBoard, value: number): Changed {
  const clamped = Math.max(0, Math.min(49, value));
  return {
    board: { ...board, aid: clamped },
    change: track(`Aid ${board.aid} → ${clamped}`),
  };
}

/** The instruction for moving a Faction's cylinder to Eligible or Ineligible (2.3.7). */
export const eligibilityChange = (faction: Faction, value: Eligibility): TableChange =>
  track(
    `Sequence of Play: ${FACTION_NAME[faction]} cylinder to ${value === "eligible" ? "Eligible" : "Ineligible"}`,
  );

export function setEligibility(board: GameBoard, faction: Faction, value: Eligibility): Changed {
  return {
    board: { ...board, eligibility: { ...board.eligibility, [faction]: value } },
    change: eligibilityChange(faction, value),
  };
}

/** Record what a Faction did on the current card (the Sequence of Play boxes, 2.3.4). */
export function recordCardAction(
  board: GameBoard,
  faction: Faction,
  action: CardAction,
  side?: EventSide,
): Changed {
  const entry = side ? { faction, action, side } : { faction, action };
  return {
    board: { ...board, cardActions: [...board.cardActions, entry] },
    change: track(`Sequence of Play: ${FACTION_NAME[faction]} cylinder to ${ACTION_LABEL[action]}`),
  };
}

/** The instruction for clearing the Sequence of Play's action boxes (2.3.7). */
export const clearedActionsChange = (): TableChange =>
  track("Sequence of Play: the action boxes are cleared for the next card");

export function clearCardActions(board: GameBoard): Changed {
  return { board: { ...board, cardActions: [] }, change: clearedActionsChange() };
}

/** Put an Insurgent Capability into play (5.3): it lasts the rest of the game. */
export function addCapability(board: GameBoard, cap: CapabilityInPlay): Changed {
  return {
    board: { ...board, capabilities: [...board.capabilities, cap] },
    change: track(
      `Place the ${cardTitle(cap.card)} Capability marker (${cap.side}) in the Insurgent Capabilities box`,
    ),
  };
}

export function removeCapability(board: GameBoard, card: number): Changed {
  return {
    board: { ...board, capabilities: board.capabilities.filter((c) => c.card !== card) },
    change: track(`Remove the ${cardTitle(card)} Capability marker`),
  };
}

/** Put a Government Momentum card into play (5.4): it lasts until the next Reset. */
export function addMomentum(board: GameBoard, card: number): Changed {
  return {
    board: { ...board, momentum: [...board.momentum, card] },
    change: track(`Place Momentum card ${cardTitle(card)} (#${card}) beside the Government corner`),
  };
}

export function discardMomentum(board: GameBoard): Changed {
  const names = board.momentum.map((c) => cardTitle(c)).join(", ");
  return {
    board: { ...board, momentum: [] },
    change: track(`Discard the Momentum cards in play (${names || "none"})`),
  };
}

/** Set a Faction's Resources (1.8), within the track's 0-49. */
export function setResources(
  board: GameBoard,
  faction: keyof GameBoard["resources"],
  value: number,
): Changed {
  const clamped = Math.max(0, Math.min(49, value));
  const was = board.resources[faction];
  const label = { GOV: "Government", "26J": "26July", DR: "Directorio", SYN: "Syndicate" }[faction];
  return {
    board: { ...board, resources: { ...board.resources, [faction]: clamped } },
    change: { kind: "track", text: `${label} Resources ${was} → ${clamped}` },
  };
}
