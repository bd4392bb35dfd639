/**
 * The Calixto card data format (C8.5.3): condition references (blue boxes, red conditionals),
 * card sides as flow nodes, Operation boxes and their lines, Special Activity lists. Declared
 * with the card data; the engine re-exports them (calixto/contracts.ts).
 */
import type { Faction } from "./board";
import type {
  CardId,
  ColumnId,
  InstructionId,
  OperationKind,
  Provenance,
  SideId,
  SpecialInstruction,
  SpecialKind,
} from "./calixto";

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
