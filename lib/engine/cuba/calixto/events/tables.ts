import { EFFECTIVE_EVENTS } from "@/data/cuba/calixto/effective-events";
import { EVENT_INSTRUCTIONS } from "@/data/cuba/calixto/event-instructions";
import { EVENT_TABLE, type EventCell, type EventLetter } from "@/data/cuba/calixto/event-table";
import type { EventTables } from "@/data/schema/calixto-data";
import type { Faction } from "../../types";
import type { RuleOptions } from "../scope";

// The Event tables' shape is declared with the data (data/schema/calixto-data.ts).
export type { EventTables } from "@/data/schema/calixto-data";

/**
 * Ours. The Event effects and programs are left out: the judging code reads ours when a bundle
 * has none (events/judging.ts), so they load with the first Event judged, not with every turn.
 */
export const EVENT_TABLES: EventTables = {
  eventTable: EVENT_TABLE,
  instructions: EVENT_INSTRUCTIONS,
  effective: EFFECTIVE_EVENTS,
};

/** The Event tables in force: with the player's corrections (RuleOptions.data), or ours. */
export const eventTablesOf = (options: RuleOptions): EventTables =>
  options.data?.events ?? EVENT_TABLES;

/**
 * Overlay the player's correction of one Event Cards cell, read from their own aid sheet: the
 * cell becomes `player` provenance and is no longer asked about.
 */
export function correctEventCell(
  tables: EventTables,
  card: number,
  faction: Faction,
  letter: EventLetter,
  star?: boolean,
): EventTables {
  const row = tables.eventTable[card];
  if (!row) return tables;
  const was = row[faction];
  const cell: EventCell = {
    letter,
    star: star ?? was.star,
    status: "confirmed",
    provenance: { source: "player", ref: was.provenance.ref, note: "read from the player's sheet" },
  };
  return { ...tables, eventTable: { ...tables.eventTable, [card]: { ...row, [faction]: cell } } };
}
