import { EFFECTIVE_EVENTS, type EffectiveEntry } from "@/data/cuba/calixto/effective-events";
import { EVENT_EFFECTS, type EventSideEffects } from "@/data/cuba/calixto/event-effects";
import { EVENT_INSTRUCTIONS, type EventInstruction } from "@/data/cuba/calixto/event-instructions";
import { EVENT_PROGRAMS } from "@/data/cuba/calixto/event-programs";
import {
  EVENT_TABLE,
  type EventCell,
  type EventLetter,
  type EventTable,
} from "@/data/cuba/calixto/event-table";
import type { Faction } from "../../types";
import type { RuleOptions } from "../scope";
import type { EventProgram } from "./program/types";

/**
 * The four NP Event tables bundled (C8.5.5): callers may pass their own bundle, e.g. with the
 * player's corrections of the aid sheet overlaid (docs/engine-design.md "Data, provenance and
 * corrections").
 */
export interface EventTables {
  eventTable: EventTable;
  instructions: readonly EventInstruction[];
  effects: readonly EventSideEffects[];
  effective: Readonly<Record<Faction, readonly EffectiveEntry[]>>;
  /** Every Event side as an executable program (judged and carried out, C8.5.5). */
  programs: readonly EventProgram[];
}

export const EVENT_TABLES: EventTables = {
  eventTable: EVENT_TABLE,
  instructions: EVENT_INSTRUCTIONS,
  effects: EVENT_EFFECTS,
  effective: EFFECTIVE_EVENTS,
  programs: EVENT_PROGRAMS,
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
