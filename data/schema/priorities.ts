/**
 * Shape of the Space Selection Priorities tables (C8.5.6): one table per NP Faction, its columns
 * in printed order, and its rows top to bottom. The data lives in data/cuba/calixto/priorities/;
 * the engine reads it through these types so player corrections can be overlaid as plain data.
 */
import type { Faction, SpaceId } from "./board";
import type { ColumnId, Provenance } from "./calixto";

/** Boolean filters: keep the spaces that meet them (C8.5.6 Steps 1-3). */
export const BOOLEAN_FILTERS = [
  "not-active-support",
  "not-active-opposition",
  "base-without-police",
  "named-space",
  "enemy-underground",
  "enemy-base",
  "province-base-room",
  "few-guerrillas-base-room",
  "without-own-control",
  "adjacent-without-own-control",
  "city",
  "province",
  "vulnerable-own-base",
  "enemy-cash",
  "open-casino",
  "underground-rebel-at-casino",
  "own-underground",
  "controlled-by",
  "open-casino-or-cash",
] as const;

/** "most"/"highest" filters: keep the spaces tied for the top score among those that have any. */
export const MOST_FILTERS = [
  "most-support",
  "most-opposition",
  "most-population",
  "highest-econ",
  "most-own-guerrillas",
  "most-own-underground",
] as const;

/** "fewest"/"least" filters: keep the spaces tied for the lowest score, none counting first (C8.5.2). */
export const FEWEST_FILTERS = ["fewest-enemy-forces"] as const;

/** The two rows that end every column: random tie-break, and no legal space at all. */
export const FINAL_ROWS = ["random", "no-legal-space"] as const;

export type BooleanFilterId = (typeof BOOLEAN_FILTERS)[number];
export type ScoredFilterId = (typeof MOST_FILTERS)[number] | (typeof FEWEST_FILTERS)[number];
export type FilterId = BooleanFilterId | ScoredFilterId | (typeof FINAL_ROWS)[number];

export const FILTER_IDS: readonly FilterId[] = [
  ...BOOLEAN_FILTERS,
  ...MOST_FILTERS,
  ...FEWEST_FILTERS,
  ...FINAL_ROWS,
];

/** Parameters a few filters need: the named space, or the Faction whose Control is checked. */
export interface FilterParams {
  space?: SpaceId;
  faction?: Faction;
}

/** Red conditional on a row: it applies only while that Faction is played by a person (C8.5.6). */
export interface RowCondition {
  playerFaction: Faction;
}

export interface PriorityRow {
  /** Stable id, e.g. "gov-8"; the number is the row's position on the aid sheet (reference §2). */
  id: string;
  /** Short label in our own words. */
  label: string;
  filter: FilterId;
  params?: FilterParams;
  onlyIf?: RowCondition;
  /** Columns with a dot, in the recommended reading. */
  columns: readonly ColumnId[];
  provenance: Provenance;
  /**
   * Where the sources disagree about this row's dots: the other reading, switched on with
   * `options.conflicts[id] = "alternative"` (see `reading` in calixto/scope.ts).
   */
  conflict?: { id: string; alternative: readonly ColumnId[]; note: string };
}

export interface PriorityTable {
  faction: Faction;
  /** Columns in printed order (COLUMNS in data/schema/calixto.ts). */
  columns: readonly ColumnId[];
  rows: readonly PriorityRow[];
  provenance: Provenance;
}
