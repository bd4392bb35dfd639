/**
 * The Calixto data as the bot reads it, table by table: card sides with their boxes, lists and
 * conflicts; the Event tables; all of it together with the player's corrections laid over ours
 * (RuleOptions.data, engine calixto/corrections). Declared with the data; the engine re-exports.
 */
import type { CardConflict } from "@/data/cuba/calixto/card-conflicts";
import type { EffectiveEntry } from "@/data/cuba/calixto/effective-events";
import type { EligibilityRows } from "@/data/cuba/calixto/eligibility";
import type { EventSideEffects } from "@/data/cuba/calixto/event-effects";
import type { EventInstruction } from "@/data/cuba/calixto/event-instructions";
import type { EventTable } from "@/data/cuba/calixto/event-table";
import type { MovePriorities } from "@/data/cuba/calixto/move-priorities";
import type { PieceRow } from "@/data/cuba/calixto/piece-priorities";
import type { Faction } from "./board";
import type { CardSide, OperationBox, SpecialList } from "./card-sides";
import type { EventProgram } from "./event-program";
import type { PriorityTable } from "./priorities";

/**
 * The Calixto card tables (C8.5.3): sides, Operation boxes, SA lists by id, and the conflicts
 * between sources (engine calixto/cards/resolve.ts reads them).
 */
export interface CardTables {
  sides: Readonly<Record<string, CardSide>>;
  boxes: Readonly<Record<string, OperationBox>>;
  lists: Readonly<Record<string, SpecialList>>;
  conflicts: readonly CardConflict[];
}

/**
 * The four NP Event tables bundled (C8.5.5): callers may pass their own bundle, e.g. with the
 * player's corrections of the aid sheet overlaid (docs/engine-design.md "Data, provenance and
 * corrections").
 */
export interface EventTables {
  eventTable: EventTable;
  instructions: readonly EventInstruction[];
  /** What each Event side does, for judging it (C8.5.5); absent: ours, loaded with the judging. */
  effects?: readonly EventSideEffects[];
  effective: Readonly<Record<Faction, readonly EffectiveEntry[]>>;
  /**
   * Every Event side as an executable program (judged and carried out, C8.5.5); absent: ours,
   * loaded with the Event judging code when an NP first decides or executes an Event.
   */
  programs?: readonly EventProgram[];
}

/**
 * All the data the bot reads, with the player's corrections laid over ours
 * (RuleOptions.data). `corrected` maps each corrected entry's key to its words, for the trace.
 */
export interface CalixtoData {
  cards: CardTables;
  priorities: Readonly<Record<Faction, PriorityTable>>;
  moves: MovePriorities;
  pieces: readonly PieceRow[];
  events: EventTables;
  eligibility: EligibilityRows;
  corrected: ReadonlyMap<string, string>;
}
