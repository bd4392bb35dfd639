/**
 * Shared vocabulary of the Calixto engine (C8.5-C8.7): card and column ids, the instruction
 * ids that card data and operations agree on, provenance marks, pending requests, trace records
 * and table changes. Data files, engine modules and machines all speak these types.
 */

import type {
  CardId,
  ColumnId,
  OperationKind,
  SideId,
  SpecialInstruction,
  SpecialKind,
} from "@/data/schema/calixto";
import type { DiceSource, DiceSpec } from "../../core/dice";
import type { BoardEdit } from "../board/edit";
import type { Faction, GameBoard, PieceKind, SpaceId } from "../types";

// Provenance, card and side ids, columns and instruction ids: declared with the data
// (data/schema/calixto.ts), re-exported for the engine.
export {
  backOf,
  CARDS_OF,
  type CardId,
  COLUMN_LABEL,
  COLUMNS,
  type ColumnId,
  cardOfSide,
  DR_FRONTS,
  factionOfCard,
  GOV_FRONTS,
  type InstructionId,
  M26_FRONTS,
  OPERATION_KINDS,
  type OperationInstruction,
  type OperationKind,
  type Provenance,
  type SideId,
  type Source,
  type SpecialInstruction,
  type SpecialKind,
  SYN_FRONTS,
} from "@/data/schema/calixto";

// ---------------------------------------------------------------------------------------------
// Pending requests: what the engine waits for. Every chance event and every player answer
// arrives as a logged input (architecture §6.3).

export type Request =
  | {
      kind: "dice";
      spec: DiceSpec;
      /** Short purpose in our words, e.g. "Activation Number roll (AN 2)". */
      purpose: string;
      faction: Faction;
      rule: string;
    }
  | { kind: "card"; faction: Faction; purpose: string; rule: string }
  | {
      kind: "tieBreak";
      /** Options to pick from uniformly at random (C8.2.1 "When in doubt, randomize"). */
      among: string[];
      purpose: string;
      rule: string;
    }
  | {
      kind: "eventWork";
      card: number;
      faction: Faction;
      side: "shaded" | "unshaded";
      /** Event Instructions hints in our words, and the columns to select spaces with. */
      hints: string[];
      columns: ColumnId[];
      /** The engine carried the Event out; the player reviews and may add corrections. */
      executed?: boolean;
      rule: string;
    }
  | {
      kind: "question";
      id: string;
      text: string;
      options: { value: string; label: string }[];
      rule: string;
      /** What the player needs to answer: Resources, costs, where the rule allows it. */
      detail?: string;
    };

/**
 * The player's work on an Event an NP takes (C8.5.5): the app runs space selections with the
 * column the player picks among the hints, and the player records the Event's own effects as
 * board edits; "done" ends the Event step.
 */
export type EventWorkEvent =
  | { type: "event.select"; column: ColumnId | null; candidates: SpaceId[]; purpose: string }
  | { type: "event.edit"; edits: BoardEdit[]; note?: string }
  | { type: "event.done" };

export type InputEvent =
  | EventWorkEvent
  | { type: "dice.rolled"; faces: number[]; source: DiceSource }
  | { type: "card.drawn"; card: CardId; source: DiceSource }
  | { type: "tie.broken"; choice: string; source: DiceSource }
  | { type: "question.answered"; value: string };

// ---------------------------------------------------------------------------------------------
// Table changes: plain instructions for the physical board, paired with the mirrored change.

export type TableChange =
  | { kind: "move"; from: SpaceId; to: SpaceId; piece: PieceKind; count: number; text: string }
  | { kind: "place"; space: SpaceId; piece: PieceKind; count: number; text: string }
  | { kind: "remove"; space: SpaceId; piece: PieceKind; count: number; text: string }
  | { kind: "flip"; space: SpaceId; from: PieceKind; to: PieceKind; count: number; text: string }
  | { kind: "marker"; space: SpaceId; text: string }
  | { kind: "track"; text: string }
  | { kind: "cash"; space: SpaceId; text: string };

/** A board together with the changes that produced it. */
export interface Step {
  board: GameBoard;
  changes: TableChange[];
}

// ---------------------------------------------------------------------------------------------
// Trace records: every decision, with its evidence and rule section (architecture "Traces").

export interface SelectionStep {
  row: string;
  label: string;
  /** Candidates before this row was applied. */
  before: SpaceId[];
  /** Candidates after; equal to before when skipped. */
  after: SpaceId[];
  /**
   * "random": several spaces remain at the random row, the caller breaks the tie (C8.5.6).
   * "draw": no legal space at all, the last row of every table (draw a new Calixto card, C8.5.3).
   */
  outcome:
    | "narrowed"
    | "skipped-none"
    | "skipped-condition"
    | "all-met"
    | "selected"
    | "random"
    | "draw";
  /** Why a red-conditional row did not apply, e.g. "GOV is not a player". */
  note?: string;
}

/**
 * Where a card line sits in the card data (C8.5.3): a line of an Operation box (its place in the
 * box, from 1, so two starred lines are told apart), or an entry of a Special Activity list (its
 * letter) and, for an SA with numbered steps or origins (Profit ①②③, Muscle's origins), the step.
 */
export type CardLineRef =
  | { box: string; line: number }
  | { list: string; letter: string; step?: number };

export type TraceRecord = {
  rule: string;
  decision?: number;
  overridden?: { reason: string };
  /**
   * The card line this record shows acting in a space (set on the line's first record once it
   * was carried out, never on a skipped line). For checks that every line runs; not shown.
   */
  acted?: CardLineRef;
} & (
  | {
      kind: "eligibility";
      faction: Faction;
      row: string;
      label: string;
      result: string;
      evidence?: string[];
    }
  | {
      kind: "cardDrawn";
      faction: Faction;
      card: CardId;
      movedToBottom: CardId[];
      source: DiceSource | "deck";
    }
  | {
      kind: "box";
      side: SideId;
      box: string;
      question: string;
      answer: boolean;
      evidence: string[];
    }
  | {
      kind: "cardOutcome";
      side: SideId;
      /** "special": an SA box inside the flow (card T), after which the walk resumes. */
      outcome: "draw" | "flip" | "operation" | "special";
      /** The box and list ids reached (for the log; the screen shows `operation` and `sa`). */
      detail?: string;
      /** The Operation of the box reached, and where its SA list sits (C8.5.3). */
      operation?: OperationKind;
      sa?: "before" | "after" | "between";
    }
  | { kind: "deckExhausted"; faction: Faction; drawn: CardId[] }
  | {
      kind: "selection";
      faction: Faction;
      column: ColumnId | null;
      purpose: string;
      steps: SelectionStep[];
      chosen: SpaceId | null;
    }
  | { kind: "activation"; faction: Faction; an: number; roll: number; continues: boolean }
  | {
      kind: "instruction";
      side?: SideId;
      line: string;
      text: string;
      skipped?: string;
      /** The SA letter when `line` is a numbered step of that Special Activity (C8.7.7). */
      special?: string;
    }
  | {
      kind: "specialActivity";
      letter: string;
      /** The SA's instruction; for an SA with numbered steps, its first step's. */
      sa: SpecialInstruction;
      /** The SA by name when it has numbered steps (Profit ①②③), each traced on its own. */
      activity?: SpecialKind;
      result: "done" | "skipped";
      reason?: string;
    }
  | { kind: "move"; step: "A" | "B" | "C" | "keep" | "get"; text: string; evidence?: string[] }
  | { kind: "change"; change: TableChange }
  | { kind: "note"; text: string }
);
