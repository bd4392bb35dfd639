/**
 * Contracts between the Calixto modules, fixed up front so card data, conditions, priorities,
 * moves and operations can be built side by side:
 *  - the card-side data format (C8.5.3): flow nodes, operation boxes, SA lists;
 *  - the condition reference used by blue boxes and red conditionals;
 *  - the instruction handler that carries out one numbered/starred line or one SA.
 */
import type { DiceSpec } from "../../core/dice";
import type { FieldError } from "../../core/result";
import type { Faction, GameBoard, SpaceId } from "../types";
import type { RuleOptions } from "./scope";
import type {
  CardId,
  CardLineRef,
  ColumnId,
  InstructionId,
  OperationKind,
  Provenance,
  Request,
  SideId,
  SpecialInstruction,
  SpecialKind,
  TableChange,
  TraceRecord,
} from "./types";

// ---------------------------------------------------------------------------------------------
// Conditions (blue boxes and red conditionals)

/** A condition as data: an id from the conditions module plus parameters and our short label. */
export interface ConditionRef {
  id: string;
  params?: Record<string, string | number | boolean>;
  /** Short label in our own words, shown in the flowchart view. */
  label: string;
  /** Pact of Caracas variant of the question, where the card prints one (C8.5.3 pictures). */
  pact?: Record<string, string | number | boolean>;
}

export interface ConditionContext {
  faction: Faction;
  /** Operation chosen so far on this side, for red conditionals such as "Sweep:" on SA lists. */
  operation?: OperationKind;
  options: RuleOptions;
}

export type ConditionResult =
  | { kind: "answer"; answer: boolean; evidence: string[] }
  /** The condition compares a die roll: roll it, then call again with the faces. */
  | { kind: "needDice"; spec: DiceSpec; purpose: string };

// ---------------------------------------------------------------------------------------------
// Card sides (C8.5.3)

/** Where an arrow leads. */
export type Target = { to: "node"; node: string } | { to: "draw" } | { to: "flip" };

export type FlowNode =
  /** Blue box: green arrow if true, red arrow if false. */
  | {
      kind: "question";
      id: string;
      cond: ConditionRef;
      yes: Target;
      no: Target;
      provenance?: Provenance;
    }
  /** An Operation box reached by an arrow, with the SA list's position around it (C8.5.3, R 4.1). */
  | {
      kind: "operation";
      id: string;
      box: string;
      sa: { list: string; position: "before" | "after" | "between" } | null;
      provenance?: Provenance;
    }
  /** An SA box in the middle of the flow (card T: the SA, then the next question). */
  | { kind: "special"; id: string; list: string; next: Target; provenance?: Provenance };

export interface CardSide {
  side: SideId;
  card: CardId;
  faction: Faction;
  face: "front" | "back";
  /** Activation Number; Government sides use the US Alliance value (C8.5.4). */
  an: number | "usAlliance";
  start: string;
  nodes: Record<string, FlowNode>;
  provenance: Provenance;
}

/** One numbered, starred or sub line of an Operation box or an SA. */
export interface InstructionLine {
  /** ① ② ...; null for a starred line. */
  n: number | null;
  instruction: InstructionId;
  /** Bold column, when the line names one. */
  column?: ColumnId;
  starred?: boolean;
  /** Black-on-white numeral: no Activation Number roll after this line (C8.5.4). */
  noActivationRoll?: boolean;
  /** Red conditional: the line runs only if it holds. */
  onlyIf?: ConditionRef;
  /** Restriction on the spaces this line may select, from the line's wording. */
  where?: string;
  /** Arrowed reminders that change how the line is carried out. */
  notes?: string[];
  /** Sub-lines (Profit ①②③, Muscle origins ①②③). */
  lines?: InstructionLine[];
  provenance?: Provenance;
}

export interface OperationBox {
  id: string;
  operation: OperationKind;
  lines: InstructionLine[];
  /**
   * For an SA list at position "between" (G-TRAIN-B, printed in two parts around the SA box):
   * how many lines run before the SA; the rest run after it (C8.5.3, reference 1.1).
   */
  splitAt?: number;
  provenance: Provenance;
}

export interface SpecialEntry {
  /** The card's letter, or "#n" for an SA a lasting Event n puts ahead of the card's (back page). */
  letter: "A" | "B" | "C" | "D" | `#${number}`;
  special: SpecialKind;
  instruction: SpecialInstruction;
  column?: ColumnId;
  onlyIf?: ConditionRef;
  where?: string;
  notes?: string[];
  lines?: InstructionLine[];
  provenance?: Provenance;
}

export interface SpecialList {
  id: string;
  entries: SpecialEntry[];
  provenance: Provenance;
}

// ---------------------------------------------------------------------------------------------
// Instruction handlers (C8.6, C8.7 within base rules 3.x and 4.x)

export interface InstructionContext {
  faction: Faction;
  /** Limited Operation: one space, no SA (2.3.5). */
  limited: boolean;
  /** Free Operation from an Event: no cost, no AN rolls (C8.5.4, 3.1.2). */
  free: boolean;
  /** Spaces already selected for this Operation or SA (a space is selected once per Operation, 3.1). */
  selected: SpaceId[];
  /** The line from the card (restriction, notes, column). */
  line: InstructionLine | SpecialEntry;
  /** The Operation this line belongs to, or the one the SA accompanies. */
  operation?: OperationKind;
  /** The spaces the accompanied Operation selected (Rolando Masferrer's Assault picks one). */
  operationSpaces?: SpaceId[];
  /**
   * Steps of this same Special Activity that already acted, in order (Profit's either/or,
   * 4.5.1: see `ruledOutBy`). Absent outside an SA's numbered steps.
   */
  earlierSteps?: readonly InstructionId[];
  /** Where the line sits in the card data (traced once it acts; see TraceRecord.acted). */
  at?: CardLineRef;
  options: RuleOptions;
}

/** An input an instruction needs before it can finish in a space. */
export type Need =
  | { kind: "request"; request: Request }
  /** A nested space choice by priorities (Muscle origins by RR, Reprisal's moved Guerrilla...). */
  | {
      kind: "select";
      column: ColumnId | null;
      candidates: SpaceId[];
      purpose: string;
      /**
       * The board the choice is made on, when the line has already changed it (Muscle's second
       * cube is chosen after the first has moved); the turn's board otherwise.
       */
      board?: GameBoard;
    };

/** Answers to earlier needs, in order: dice faces, a tie-break choice, a selected space. */
export type NeedAnswer =
  | { kind: "dice"; faces: number[] }
  | { kind: "choice"; value: string }
  | { kind: "space"; space: SpaceId | null };

export type ExecResult =
  | { kind: "need"; need: Need }
  | {
      kind: "done";
      board: GameBoard;
      changes: TableChange[];
      trace: TraceRecord[];
      /** The selected space does not count toward the Activation Number (March onto an EC, C8.5.4). */
      skipActivationRoll?: boolean;
    }
  /** An answer did not fit its need, or the space cannot take the line: nothing changed. */
  | { kind: "error"; errors: FieldError[] };

export interface InstructionHandler {
  id: InstructionId;
  /** Default column when the card line names none. */
  column: (faction: Faction) => ColumnId | null;
  /** Spaces where the line is legal and would have an effect, excluding ctx.selected. */
  candidates: (board: GameBoard, ctx: InstructionContext) => SpaceId[];
  /**
   * Carry the line out in one selected space. Pure: called again with one more answer each time
   * it returned a need, until it is done.
   */
  execute: (
    board: GameBoard,
    space: SpaceId,
    ctx: InstructionContext,
    answers: readonly NeedAnswer[],
  ) => ExecResult;
  /** "none" for the C8.5.4 exceptions (Garrison, March onto ECs, Terror on ECs). */
  activationRoll: "roll" | "none";
  /** Most spaces the line may select in one Operation or SA (Place 1 Base, Profit 1-2 spaces...). */
  maxSpaces?: number;
  /**
   * The line may pick a space already selected for its Operation (Train's Place Base or Civic
   * Action, Garrison's EC Assault): candidates then do not exclude ctx.selected. In a Limited
   * Operation the runner restricts it to the one selected space (runner.ts
   * `limitedOperationSpaces`; 2.3.5, C8.6.4, 3.2.2).
   */
  mayReuseSelected?: boolean;
  /**
   * Lines that move pieces with the Move Priorities (C8.5.7): the runner first runs the move
   * loop (Steps B and C) into the selected destination, then calls `execute` for what follows
   * the moves there (Sweep Activation, March Activation on entry...). Absent for other lines.
   */
  movement?: "sweep" | "garrison" | "march" | "transport";
  /**
   * Why an earlier step of the same Special Activity makes this one illegal (Profit places Cash
   * OR closes Casinos / removes Cash, 4.5.1), or null. `candidates` and `execute` already obey it;
   * the SA runner reads it to say why the step was skipped (C8.7.7).
   */
  ruledOutBy?: (earlierSteps: readonly InstructionId[]) => string | null;
  /**
   * The SA entry's numbered sub-lines are parts of this one action that the handler carries out
   * itself (Muscle's cube origins ①②③, C8.7.7), not steps the SA runner runs one by one.
   */
  ownsSubLines?: boolean;
}
