import type { Faction } from "@/data/schema/board";
import type { EiSide } from "./event-instructions";

/**
 * The NP side choices of the Event Instructions (C8.5.5 ★; reference §3.6), on their own: the
 * fold needs them to set Eligibility after an NP Event (2.3.7) and must not load the whole
 * Event Instructions table with the board screen. The same facts as the `side` fields of
 * EVENT_INSTRUCTIONS (tests/engine/calixto/small-tables.test.ts keeps the two equal).
 */
export interface EventSideRule {
  card: number;
  faction: Faction;
  side: EiSide;
}

const shaded: EiSide = { kind: "fixed", side: "shaded" };
const unshaded: EiSide = { kind: "fixed", side: "unshaded" };

export const EVENT_SIDES: readonly EventSideRule[] = [
  { card: 12, faction: "SYN", side: unshaded },
  { card: 16, faction: "DR", side: shaded },
  { card: 23, faction: "DR", side: shaded },
  { card: 25, faction: "26J", side: shaded },
  { card: 26, faction: "26J", side: shaded },
  { card: 27, faction: "26J", side: shaded },
  {
    card: 29,
    faction: "26J",
    side: {
      kind: "when",
      cond: { id: "available", pools: ["m26Base"], atLeast: 1 },
      label: "a 26J Base Available",
      ifTrue: "unshaded",
      ifFalse: "shaded",
    },
  },
  { card: 30, faction: "DR", side: shaded },
  { card: 33, faction: "DR", side: shaded },
  { card: 34, faction: "SYN", side: unshaded },
  { card: 36, faction: "26J", side: shaded },
  { card: 38, faction: "GOV", side: unshaded },
  { card: 41, faction: "GOV", side: unshaded },
  { card: 45, faction: "GOV", side: unshaded },
  { card: 46, faction: "GOV", side: unshaded },
  { card: 48, faction: "GOV", side: unshaded },
];
