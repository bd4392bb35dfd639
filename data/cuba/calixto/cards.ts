import type { SideId } from "@/data/schema/calixto";
import type { CardSide } from "@/data/schema/card-sides";
import { M26_SIDES } from "./cards-26j";
import { DR_SIDES } from "./cards-dr";
import { GOV_SIDES } from "./cards-gov";
import { SYN_SIDES } from "./cards-syn";

/**
 * All 48 Calixto card sides (24 cards, front and back; C8.1.1, C8.5.3), recommended readings.
 * The alternatives of the conflicts live in card-conflicts.ts; lib/engine's `resolveSide`
 * applies the reading chosen in RuleOptions.
 */
export const CARD_SIDES: readonly CardSide[] = [
  ...GOV_SIDES,
  ...M26_SIDES,
  ...DR_SIDES,
  ...SYN_SIDES,
];

export const SIDE_BY_ID: Readonly<Record<SideId, CardSide>> = Object.fromEntries(
  CARD_SIDES.map((s) => [s.side, s]),
) as Record<SideId, CardSide>;

export { BOX_BY_ID, BOXES } from "./boxes";
export { COND } from "./card-conditions";
export { CARD_CONFLICTS, type CardConflict } from "./card-conflicts";
export { LINE_NOTES, LINE_WHERE } from "./line-notes";
export { SPECIAL_LIST_BY_ID, SPECIAL_LISTS } from "./special-lists";
