import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { FlowNode } from "../contracts";
import type { SideId } from "../types";
import type { Correction } from "./types";

/** "Calixto card Y, back" for side YY; "Calixto card Y, front" for Y (C8.5.3). */
export const sideWords = (side: SideId | string) =>
  `Calixto card ${side[0]}, ${side.length === 2 ? "back" : "front"}`;

const nodeWords = (n: FlowNode) =>
  n.kind === "question"
    ? `the box "${n.cond.label}"`
    : n.kind === "operation"
      ? "the Operation box"
      : "the Special Activity box";

const list = (items: readonly string[]) => items.join(", ") || "none";

/** One correction in the player's words, for the trace, the reference page and the import diff. */
export function describeCorrection(c: Correction): string {
  switch (c.kind) {
    case "node":
      return `${sideWords(c.side)}: ${nodeWords(c.node)}`;
    case "an":
      return `${sideWords(c.side)}: Activation Number ${c.an}`;
    case "box":
      return `Operation box ${c.box.id}`;
    case "list":
      return `Special Activity list ${c.list.id}`;
    case "dots":
      return `Space Selection row ${c.row}: dots in ${list(c.columns)}`;
    case "rowOrder":
      return `Space Selection Priorities of the ${FACTION_NAME[c.faction]}: row order`;
    case "moveOrder":
      return `Move Priorities: order of the ${c.table === "keep" ? "Keep" : "Get"} rows`;
    case "moveFactions":
      return `Move Priorities row ${c.row}: for ${list(c.factions.map((f) => FACTION_NAME[f]))}`;
    case "pieceOrder":
      return "Piece Priorities: row order";
    case "pieceFactions":
      return `Piece Priorities row "${c.row}": ${list(c.factions.map((f) => FACTION_NAME[f]))}`;
    case "eligibilityRow":
      return `NP Eligibility row ${c.row}`;
    case "eligibilityOrder":
      return `NP Eligibility: order of the ${c.position === 1 ? "1st" : "2nd"} Eligible rows`;
    case "effective":
      return `Effective Events of the ${FACTION_NAME[c.faction]}`;
    case "eventCell":
      return `Event Cards table: #${c.card} ${cardTitle(c.card)}, ${FACTION_NAME[c.faction]}: ${c.letter}${c.star ? "★" : ""}`;
    case "eventInstruction":
      return `Event Instructions: #${c.card} ${cardTitle(c.card)}, ${FACTION_NAME[c.faction]}`;
  }
}
