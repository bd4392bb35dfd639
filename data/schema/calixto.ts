/**
 * The Calixto data's vocabulary (C8.5-C8.7): provenance marks, card and side ids, Space Selection
 * columns, and the Operation / Special Activity instruction ids that card data and the engine's
 * handlers agree on. Declared with the data; the engine re-exports them (calixto/types.ts).
 */
import type { Faction } from "./board";

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

/** The nine Operations (3.2-3.3): Government's four, then the Insurgents' four and Construct. */
export const OPERATION_KINDS = [
  "train",
  "garrison",
  "sweep",
  "assault",
  "rally",
  "march",
  "attack",
  "terror",
  "construct",
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

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
