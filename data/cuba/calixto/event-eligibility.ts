import type { Eligibility, EventSide, Faction } from "@/data/schema/board";
import type { Provenance } from "@/data/schema/calixto";

/**
 * Events that change the Eligibility adjustment at the end of the card (2.3.7 "unless otherwise
 * specified by the Event"): the executing Faction stays Eligible, or named Factions are
 * Ineligible for the next card (they become Eligible again at the end of that card by 2.3.7).
 * Our reading of the event texts (rules playbook), hence INF. Used by `eventEligibility`.
 */
export interface EventEligibility {
  card: number;
  side: EventSide;
  /** "executing" stands for the Faction that played the Event. */
  set: Partial<Record<Faction | "executing", Eligibility>>;
  provenance: Provenance;
}

const INF: Provenance = { source: "INF", ref: "rules playbook event texts; 2.3.7" };

export const EVENT_ELIGIBILITY: readonly EventEligibility[] = [
  { card: 17, side: "shaded", set: { "26J": "ineligible" }, provenance: INF },
  { card: 18, side: "unshaded", set: { executing: "eligible" }, provenance: INF },
  { card: 19, side: "unshaded", set: { executing: "eligible" }, provenance: INF },
  { card: 27, side: "unshaded", set: { DR: "eligible" }, provenance: INF },
  { card: 47, side: "unshaded", set: { GOV: "ineligible" }, provenance: INF },
  { card: 47, side: "shaded", set: { "26J": "ineligible", DR: "ineligible" }, provenance: INF },
];
