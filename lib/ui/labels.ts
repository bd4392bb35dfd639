import type { EligibilityTest } from "@/data/cuba/calixto/eligibility";
import { FACTION_NAME, PIECE_LABEL } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import {
  COLUMN_LABEL,
  type ColumnId,
  type InstructionId,
  type OperationKind,
  type SelectionStep,
} from "@/lib/engine/cuba/calixto/types";
import type { CardAction, EventSide, Faction, PieceKind } from "@/lib/engine/cuba/types";

/**
 * Short labels of our own for the ids the card data uses (C8.6, C8.7). They name what a line
 * does; the card's own wording stays on the physical card.
 */

// Operation and SA names: the engine's (its refusals of a player's Operation use them too).
import { OPERATION_LABEL, SPECIAL_LABEL } from "@/lib/engine/cuba/player/action";
import { factionWords } from "./names";

export { OPERATION_LABEL, SPECIAL_LABEL };

export const INSTRUCTION_LABEL: Readonly<Record<InstructionId, string>> = {
  trainPlaceCubes: "Place cubes, exactly 4 per space",
  trainPlaceBase: "Swap 2 cubes for a Base in a Province that has none",
  trainCivicAction: "Civic Action in one space, up to 1d3 steps",
  garrisonMove: "Garrison, moving cubes by the Move Priorities",
  garrisonAssaultEc: "Assault in one EC",
  sweepMove: "Sweep, moving Troops by the Move Priorities",
  assaultBasesCasinos: "Assault where a Base goes or a Casino closes",
  assault: "Assault",
  rallyPlaceBase: "Put 1 Base where 3+ own Guerrillas stand",
  rallyPlaceGuerrillas: "Place Guerrillas",
  rallyFlipMostActive: "Flip Guerrillas Underground where most are Active",
  marchMove: "March by the Move Priorities",
  attack4Plus: "Attack where 4+ own Guerrillas stand",
  attackAllActive: "Attack where every own Guerrilla is Active",
  terrorShift: "Terror",
  terrorEcs: "Terror on every EC, richest first",
  constructOpen: "Final Campaign: open Casinos until 8 are open",
  constructPlace: "Place Casinos",
  transport: "Transport by the Move Priorities",
  airStrikeVulnerable: "Air Strike on a Vulnerable Base or Casino",
  airStrike: "Air Strike",
  reprisal: "Reprisal",
  infiltrate: "Infiltrate",
  ambush: "Ambush",
  kidnap: "Kidnap",
  subvert: "Subvert",
  assassinateCloseCasino: "Assassinate to close a Casino",
  assassinateBase: "Assassinate to remove a Base",
  assassinate: "Assassinate",
  profitPlaceCash: "Profit: put Cash under Syndicate Guerrillas",
  profitCloseCasinos: "Profit: close every open Casino",
  profitRemoveCash: "Profit: cash in every Cash marker",
  bribe: "Bribe",
  muscle: "Muscle",
  masferrerAssault: "Assault in a Sweep space (Rolando Masferrer)",
};

/** What an eligible faction does on the card (2.3.4; eligibility results are these codes). */
export const ACTION_LABEL: Readonly<Record<CardAction, string>> = {
  event: "Event",
  opSA: "Operation + Special Activity",
  opOnly: "Operation Only",
  limOp: "Limited Operation",
  pass: "Pass",
};

export function actionLabel(result: string): string {
  return Object.hasOwn(ACTION_LABEL, result) ? ACTION_LABEL[result as CardAction] : result;
}

/** The tests of the NP Eligibility table's rows, in our own short words (C8.5.2; ref 3.3). */
export const ELIGIBILITY_TEST_LABEL: Readonly<Record<EligibilityTest, string>> = {
  undergroundInHavana: "an Underground DR or 26July Guerrilla is in Havana",
  currentCriticalEffective: "the current Event is Critical for it and effective",
  nextEligibleCouldTakeCritical: "the next Eligible could take an effective Critical current Event",
  firstOnUpcomingCritical: "it will be 1st Eligible on the upcoming Critical Event",
  firstOnUpcomingCriticalNoCurrent:
    "it will be 1st Eligible on the upcoming Critical Event and has no current one to take",
  firstChoseEvent: "the 1st Eligible took the Event",
  firstOpSAandCurrentTaken:
    "the 1st Eligible did Op + SA and the current Event is Critical or Performed for it, effective",
  firstOnUpcoming: "it will be 1st Eligible on the upcoming Event (any)",
  otherwise: "otherwise",
};

/** The Event's two texts (5.2). */
export const SIDE_LABEL: Readonly<Record<EventSide, string>> = {
  unshaded: "unshaded",
  shaded: "shaded",
};

/** Faction names (1.5). */
export const FACTION_LABEL: Readonly<Record<Faction, string>> = FACTION_NAME;

/** "Place Cubes" for "PC": the column heads of the Space Selection Priorities (C8.5.6). */
export function columnLabel(id: ColumnId | string): string {
  return Object.hasOwn(COLUMN_LABEL, id) ? COLUMN_LABEL[id as ColumnId] : id;
}

/** "Matanzas" for "matanzas" (1.3); unknown ids as they are. */
export function spaceLabel(id: string): string {
  return Object.hasOwn(SPACE_BY_ID, id) ? SPACE_BY_ID[id as keyof typeof SPACE_BY_ID].name : id;
}

/** "Underground DR Guerrilla(s)" for "drU" (1.4). */
export function pieceLabel(kind: PieceKind | string, count = 1): string {
  if (!Object.hasOwn(PIECE_LABEL, kind)) return kind;
  const l = PIECE_LABEL[kind as PieceKind];
  return count === 1 ? l.one : l.many;
}

/**
 * A value a request was answered with (a random pick, a corrected decision, a question's
 * answer) in words: a space, a piece, a Faction, an action or a column; anything else as given.
 */
export function choiceLabel(value: string): string {
  if (Object.hasOwn(SPACE_BY_ID, value)) return spaceLabel(value);
  // A Cash marker by where it lies and whose piece holds it ("havana:police:0", C8.2.1).
  const cash = /^([a-z-]+):(\w+):(\d+)$/.exec(value);
  if (cash && Object.hasOwn(SPACE_BY_ID, cash[1]) && Object.hasOwn(PIECE_LABEL, cash[2]))
    return `${spaceLabel(cash[1])}, Cash held by ${/^[AEIOU]/.test(pieceLabel(cash[2])) ? "an" : "a"} ${pieceLabel(cash[2])}`;
  if (Object.hasOwn(PIECE_LABEL, value)) return pieceLabel(value);
  if (Object.hasOwn(FACTION_NAME, value)) return FACTION_NAME[value as Faction];
  if (Object.hasOwn(ACTION_LABEL, value)) return ACTION_LABEL[value as CardAction];
  if (Object.hasOwn(COLUMN_LABEL, value)) return COLUMN_LABEL[value as ColumnId];
  return value;
}

/** How a priority row ended (C8.5.6 Steps 1-3). */
export const OUTCOME_LABEL: Readonly<Record<SelectionStep["outcome"], string>> = {
  narrowed: "narrowed",
  "skipped-none": "skipped: none met",
  "skipped-condition": "skipped: red condition off",
  "all-met": "all met: no change",
  selected: "one left: chosen",
  random: "tie: pick at random",
  draw: "no legal space: draw a new card",
};

export const isInstructionId = (w: string): w is InstructionId =>
  Object.hasOwn(INSTRUCTION_LABEL, w);
export const isOperationId = (w: string): w is OperationKind => Object.hasOwn(OPERATION_LABEL, w);
const isInstruction = isInstructionId;
const isOperation = isOperationId;

/**
 * Engine texts sometimes carry data ids ("sweep: sweepMove", "Special Activity A: infiltrate");
 * a player reads labels. Only ids are replaced: camelCase instruction ids anywhere, a one-word
 * instruction id only as the whole text or after a final ": ", an Operation id only as the
 * leading "sweep:" prefix.
 */
export function readableIds(text: string): string {
  return factionWords(text)
    .replace(/^([a-z]+):/, (m, op: string) => (isOperation(op) ? `${OPERATION_LABEL[op]}:` : m))
    .replace(/\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g, (w) =>
      isInstruction(w) ? INSTRUCTION_LABEL[w] : w,
    )
    .replace(/(^|: )([a-z]+)$/, (m, pre: string, w: string) =>
      isInstruction(w) ? `${pre}${INSTRUCTION_LABEL[w]}` : m,
    );
}
