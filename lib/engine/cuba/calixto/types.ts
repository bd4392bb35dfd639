/**
 * Shared vocabulary of the Calixto engine (C8.5-C8.7): card and column ids, the instruction
 * ids that card data and operations agree on, provenance marks, pending requests, trace records
 * and table changes. Data files, engine modules and machines all speak these types.
 */
import type { DiceSource, DiceSpec } from "../../core/dice";
import type { BoardEdit } from "../board/edit";
import type { Faction, GameBoard, PieceKind, SpaceId } from "../types";

// ---------------------------------------------------------------------------------------------
// Provenance (architecture "Data and provenance"; reference §0.2 confidence tags)

/** CX rulebook text; CX-pic rulebook card picture; T community transcription; INF our inference. */
export type Source = "CX" | "CX-pic" | "T" | "CONFLICT" | "INF" | "player";

export interface Provenance {
  source: Source;
  /** Rule section or reference table, e.g. "C8.9/c1" or "ref 2.2 row 6". */
  ref?: string;
  /** Short note in our own words (never card or rulebook text). */
  note?: string;
}

// ---------------------------------------------------------------------------------------------
// Calixto cards

export const GOV_FRONTS = ["U", "V", "W", "X", "Y", "Z"] as const;
export const M26_FRONTS = ["G", "H", "J", "K", "L", "M"] as const;
export const DR_FRONTS = ["A", "B", "C", "D", "E", "F"] as const;
export const SYN_FRONTS = ["N", "P", "Q", "R", "S", "T"] as const;
export type CardId =
  | (typeof GOV_FRONTS)[number]
  | (typeof M26_FRONTS)[number]
  | (typeof DR_FRONTS)[number]
  | (typeof SYN_FRONTS)[number];
/** A side: the front letter ("U") or the back, the doubled letter ("UU") (C8.5.3). */
export type SideId = CardId | `${CardId}${CardId}`;

export const CARDS_OF: Readonly<Record<Faction, readonly CardId[]>> = {
  GOV: GOV_FRONTS,
  "26J": M26_FRONTS,
  DR: DR_FRONTS,
  SYN: SYN_FRONTS,
};

export function factionOfCard(card: CardId): Faction {
  if ((GOV_FRONTS as readonly string[]).includes(card)) return "GOV";
  if ((M26_FRONTS as readonly string[]).includes(card)) return "26J";
  if ((DR_FRONTS as readonly string[]).includes(card)) return "DR";
  return "SYN";
}

export const backOf = (card: CardId): SideId => `${card}${card}` as SideId;
export const cardOfSide = (side: SideId): CardId => side[0] as CardId;

// ---------------------------------------------------------------------------------------------
// Space Selection Priorities columns (C8.5.6; reference §0.4 shorthands)

export const COLUMNS = {
  GOV: ["STAS", "PB", "PC", "SWP", "TRN", "GAR", "REP", "RR"],
  "26J": ["STAO", "PB", "PG", "MD", "ATK", "KID", "RR"],
  DR: ["PB", "PG", "STN", "MD", "ATK", "RR"],
  SYN: ["PCas", "PG", "CASH", "MUS", "MD", "STN", "RR"],
} as const;
export type ColumnId = (typeof COLUMNS)[Faction][number];

export const COLUMN_LABEL: Readonly<Record<ColumnId, string>> = {
  STAS: "Shift Toward Active Support",
  STAO: "Shift Toward Active Opposition",
  STN: "Shift Toward Neutral",
  PB: "Place Bases",
  PC: "Place Cubes",
  PG: "Place Guerrillas",
  PCas: "Place (or Open) Casinos",
  CASH: "Place Cash",
  SWP: "Sweep Destination",
  TRN: "Transport Destination",
  GAR: "Garrison Destination",
  REP: "Reprisal",
  MD: "March Destination",
  MUS: "Muscle Destination",
  ATK: "Attack",
  KID: "Kidnap",
  RR: "Remove or Replace",
};

// ---------------------------------------------------------------------------------------------
// Instructions: the contract between card data (which lines a box has) and the operations
// module (how each line is carried out within the base rules). C8.6 and C8.7.

export type OperationInstruction =
  // Government (C8.6.4)
  | "trainPlaceCubes" // Place Cubes in sets of exactly 4, alternating Police/Troop
  | "trainPlaceBase" // starred: replace 2 cubes with a GOV Base in a Province without one
  | "trainCivicAction" // starred: Civic Action in one space, max 1d3 removals + shifts
  | "garrisonMove" // Move Priorities, GAR destinations, no AN roll
  | "garrisonAssaultEc" // starred: Assault in one EC using RR
  | "sweepMove" // Move Priorities, SWP destinations; sweeps in place
  | "assaultBasesCasinos" // Assault where it removes a Base or closes a Casino
  | "assault" // Assault using RR
  // Insurgents (C8.6.5)
  | "rallyPlaceBase" // 1 Base where 3+ own Guerrillas (PB)
  | "rallyPlaceGuerrillas" // Place Guerrillas (PG), maybe restricted to own Bases; SYN flips if none Available
  | "rallyFlipMostActive" // flip Guerrillas where most Active
  | "marchMove" // Move Priorities, MD destinations; no AN roll after moving onto an EC
  | "attack4Plus" // Attack where 4+ own Guerrillas
  | "attackAllActive" // Attack where all own Guerrillas are Active
  | "terrorShift" // Terror using STAO/STN
  | "terrorEcs" // Terror on all ECs, highest Econ first, no AN roll
  | "constructOpen" // final Campaign: open Casinos until 8 open
  | "constructPlace"; // place a closed Casino (PCas)

export type SpecialInstruction =
  | "transport"
  | "airStrikeVulnerable"
  | "airStrike"
  | "reprisal"
  | "infiltrate"
  | "ambush"
  | "kidnap"
  | "subvert"
  | "assassinateCloseCasino"
  | "assassinateBase"
  | "assassinate"
  | "profitPlaceCash"
  | "profitCloseCasinos"
  | "profitRemoveCash"
  | "bribe"
  | "muscle"
  | "masferrerAssault"; // Rolando Masferrer Momentum: Sweep's SA is an Assault in a Sweep space

export type InstructionId = OperationInstruction | SpecialInstruction;

export type OperationKind =
  | "train"
  | "garrison"
  | "sweep"
  | "assault"
  | "rally"
  | "march"
  | "attack"
  | "terror"
  | "construct";

export type SpecialKind =
  | "transport"
  | "airStrike"
  | "reprisal"
  | "infiltrate"
  | "ambush"
  | "kidnap"
  | "subvert"
  | "assassinate"
  | "profit"
  | "muscle"
  | "bribe"
  | "assault"; // only as Rolando Masferrer's SA (card 5)

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
