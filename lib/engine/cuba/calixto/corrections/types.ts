import type { EffectiveId } from "@/data/cuba/calixto/effective-events";
import type { EligibilityTest } from "@/data/cuba/calixto/eligibility";
import type { EventLetter } from "@/data/cuba/calixto/event-table";
import type { PieceRow } from "@/data/cuba/calixto/piece-priorities";
import type { CardAction, EventSide, Faction } from "../../types";
import type { FlowNode, OperationBox, SpecialList } from "../contracts";
import type { ColumnId, SideId } from "../types";

/**
 * A player's correction of one entry of the Calixto data (issue "Your own cards"): the entry as
 * their card or aid sheet has it, replacing ours whole. One correction per entry (its `key`);
 * a later one for the same entry replaces it. Everything the bot reads can be corrected:
 *  - a card side: a flow box (condition and its parameters, the yes/no arrows, the Operation
 *    box and SA list it leads to), the Activation Number (C8.5.3, C8.5.4);
 *  - an Operation box (Operation, numbered lines, columns) or an SA list and its order (C8.5.3);
 *  - the Space Selection Priorities: a row's dots, the rows' order (C8.5.6);
 *  - the Move Priorities' Keep and Get rows: order, Factions (C8.5.7);
 *  - the Piece Priorities: order, Factions (C8.5.8);
 *  - the NP Eligibility table: a row's test, condition and result, the rows' order (C8.5.2);
 *  - the Effective Events list of a Faction, an Event Cards cell, an Event Instruction's side
 *    and gate (C8.5.5).
 */
export type Correction =
  | { kind: "node"; side: SideId; node: FlowNode }
  | { kind: "an"; side: SideId; an: number }
  | { kind: "box"; box: OperationBox }
  | { kind: "list"; list: SpecialList }
  | { kind: "dots"; row: string; columns: ColumnId[] }
  | { kind: "rowOrder"; faction: Faction; rows: string[] }
  | { kind: "moveOrder"; table: "keep" | "get"; rows: string[] }
  | { kind: "moveFactions"; row: string; factions: Faction[] }
  | { kind: "pieceOrder"; rows: PieceRow["id"][] }
  | { kind: "pieceFactions"; row: PieceRow["id"]; factions: Faction[] }
  | {
      kind: "eligibilityRow";
      row: string;
      test: EligibilityTest;
      onlyFor: Faction | null;
      result: CardAction;
    }
  | { kind: "eligibilityOrder"; position: 1 | 2; rows: string[] }
  | { kind: "effective"; faction: Faction; entries: EffectiveId[] }
  | { kind: "eventCell"; card: number; faction: Faction; letter: EventLetter; star: boolean }
  | {
      kind: "eventInstruction";
      card: number;
      faction: Faction;
      /** The side the NP plays: fixed, or the default for its Faction (C8.5.5). */
      side: EventSide | "default";
      /** Keep the entry's "only Critical if…" gate, if it has one. */
      keepGate: boolean;
    };

export type CorrectionKind = Correction["kind"];

/** A correction as the player saved it. */
export interface SavedCorrection {
  correction: Correction;
  /** The player's own words: where they read it, why. */
  note?: string;
  createdAt: number;
  updatedAt: number;
}

/** The entry a correction replaces: one correction per key. */
export function correctionKey(c: Correction): string {
  switch (c.kind) {
    case "node":
      return `node:${c.side}:${c.node.id}`;
    case "an":
      return `an:${c.side}`;
    case "box":
      return `box:${c.box.id}`;
    case "list":
      return `list:${c.list.id}`;
    case "dots":
      return `dots:${c.row}`;
    case "rowOrder":
      return `rowOrder:${c.faction}`;
    case "moveOrder":
      return `moveOrder:${c.table}`;
    case "moveFactions":
      return `moveFactions:${c.row}`;
    case "pieceOrder":
      return "pieceOrder";
    case "pieceFactions":
      return `pieceFactions:${c.row}`;
    case "eligibilityRow":
      return `eligibility:${c.row}`;
    case "eligibilityOrder":
      return `eligibilityOrder:${c.position}`;
    case "effective":
      return `effective:${c.faction}`;
    case "eventCell":
      return `cell:${c.card}:${c.faction}`;
    case "eventInstruction":
      return `ei:${c.card}:${c.faction}`;
  }
}

// All the data the bot reads (RuleOptions.data): its shape is declared with the data
// (data/schema/calixto-data.ts).
export type { CalixtoData } from "@/data/schema/calixto-data";
