import type { RuleOptions } from "./scope";

/**
 * Ids a game may switch (`readings.set`); anything else in a stored reading is refused. Each id
 * is declared with the data that carries its dispute and gathered with its words in
 * conflicts.ts; this short list lets the fold check a reading without loading the Calixto card
 * data (the game screen's first load, issue 12). tests/persistence/readings.test.ts holds it to
 * the gathered list, so a new dispute fails there until it is added here.
 */
export const CONFLICT_IDS: ReadonlySet<string> = new Set([
  // Calixto cards (card-conflicts.ts)
  "uu-place-base",
  "yx-reprisal",
  "gov-back-sa-position",
  "mm-attack-ambush",
  "attack-column",
  "t-q2-wording",
  "t-sa-position",
  // Space Selection Priorities rows' dots (priorities/*.ts)
  "GOV-row5-columns",
  "GOV-row8-columns",
  "26J-row6-columns",
  "26J-row9-columns",
  "26J-row12-columns",
  "DR-row2-columns",
  "DR-row5-columns",
  "SYN-row12-columns",
  // NP Eligibility, Event Cards table, Event Instructions
  "eligibility-1st-4-qualifier",
  "event-table-38-26J",
  "event-table-30-DR",
  "ei-17-DR-fallback",
  "ei-44-fallback",
  "ei-only-critical-fallback",
  "ei-17-shaded-effective",
  // Move Priorities, Special Activities
  "move-keep-K2-city",
  "move-get-G11-adjacent",
  "move-armored-cars-scope",
  "bribe-bases-last",
  // Rule readings (rule-readings.ts)
  "map-cash-after-sa",
  "raul-momentum-np-gov",
  "final-card-np-limited",
  // Events
  "player-event-np-grant",
]);

/** The readings in force: the set-up's, then any later changes, the latest winning. */
export function mergeReadings(
  base: RuleOptions["conflicts"],
  changes: RuleOptions["conflicts"] | undefined,
): RuleOptions["conflicts"] {
  return { ...base, ...changes };
}
