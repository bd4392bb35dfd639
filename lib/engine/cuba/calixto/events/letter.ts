import {
  type EiGate,
  instructionFor,
  NO_FALLBACK_CONFLICT,
} from "@/data/cuba/calixto/event-instructions";
import { type EventCell, type EventLetter, LETTER_MEANING } from "@/data/cuba/calixto/event-table";
import { cardTitle, isPropaganda } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { FieldError } from "../../../core/result";
import type { Faction, GameBoard } from "../../types";
import { type RuleOptions, reading } from "../scope";
import type { Request } from "../types";
import { type RememberedAnswers, tableQuestionId } from "./answers";
import { evaluateEiCondition } from "./conditions";
import type { EventTables } from "./tables";

/**
 * What the Event Cards table says for one card and Faction once everything that can change it is
 * applied (C8.5.5): the printed letter (asked of the player where our transcription cannot read
 * it), M read as Critical only in the first three cards of a Campaign, then the ★ gate of the
 * Event Instructions (criticalOnlyIf / performedOnlyIf), evaluated on the board.
 */
export type Effective = "C" | "P" | "-";

export type LetterResult =
  | { kind: "need"; request: Request }
  | { kind: "error"; errors: FieldError[] }
  | {
      kind: "letter";
      letter: Effective;
      printed: EventLetter;
      star: boolean;
      cell: EventCell;
      evidence: string[];
    };

const LETTERS: readonly EventLetter[] = ["C", "P", "M", "-"];

export function tableQuestion(card: number, faction: Faction, cell: EventCell): Request {
  const guess = cell.letter;
  const unread = guess === null;
  const options = (guess ? [guess, ...LETTERS.filter((l) => l !== guess)] : LETTERS).map((l) => ({
    value: l,
    label: `${l === "-" ? "–" : l}${cell.star ? "★" : ""}${l === guess ? " (our best reading)" : ""}: ${LETTER_MEANING[l]}`,
  }));
  return {
    kind: "question",
    id: tableQuestionId(card, faction),
    text:
      `Event Cards table, #${card} ${cardTitle(card)}, ${FACTION_NAME[faction]} column: ` +
      `${unread ? "our copy cannot read this cell" : "our copy is unsure of this cell"}. ` +
      "Which letter does your aid sheet show? Your answer is kept for later games.",
    options,
    rule: "C8.5.5",
  };
}

/** The printed letter, from the table, a CONFLICT reading, or the player's answer. */
function printedLetter(
  card: number,
  faction: Faction,
  cell: EventCell,
  answers: RememberedAnswers,
  options: RuleOptions,
): { letter: EventLetter; evidence: string } | { need: Request } | { error: FieldError } {
  if (cell.status === "unknown" || cell.status === "uncertain") {
    const key = tableQuestionId(card, faction);
    const given = answers[key];
    if (given === undefined) return { need: tableQuestion(card, faction, cell) };
    if (!LETTERS.includes(given as EventLetter))
      return { error: { field: `answers.${key}`, reason: `must be C, P, M or -, got ${given}` } };
    return { letter: given as EventLetter, evidence: `player read the cell as ${given}` };
  }
  if (cell.conflict && reading(options, cell.conflict.id) === "alternative")
    return {
      letter: cell.conflict.alternative,
      evidence: `alternative reading ${cell.conflict.alternative} (${cell.conflict.id})`,
    };
  return { letter: cell.letter as EventLetter, evidence: `table reads ${cell.letter}` };
}

function applyGate(
  board: GameBoard,
  letter: Effective,
  gate: EiGate,
  options: RuleOptions,
): { letter: Effective; evidence: string[] } {
  const answer = evaluateEiCondition(board, gate.cond);
  const said = `★ ${gate.label}: ${answer.value ? "yes" : "no"} (${answer.evidence.join("; ")})`;
  if (gate.kind === "performedOnlyIf") {
    if (letter === "-" || answer.value) return { letter, evidence: [said] };
    return { letter: "-", evidence: [said, "so the Event is not performed"] };
  }
  if (letter !== "C" || answer.value) return { letter, evidence: [said] };
  let fallback: Effective;
  if (gate.conflict && reading(options, gate.conflict.id) === "alternative")
    fallback = gate.conflict.alternative;
  else if (gate.otherwise === "unspecified")
    fallback = reading(options, NO_FALLBACK_CONFLICT) === "alternative" ? "P" : "-";
  else fallback = gate.otherwise;
  return { letter: fallback, evidence: [said, `so not Critical: read as ${fallback}`] };
}

/**
 * Resolve the letter of `card` for `faction`, with `campaignPosition` the card's place in its
 * Campaign (board.campaignCard for the current card, one more for the next card).
 */
export function resolveLetter(
  board: GameBoard,
  card: number,
  faction: Faction,
  campaignPosition: number,
  answers: RememberedAnswers,
  tables: EventTables,
  options: RuleOptions,
): LetterResult {
  if (isPropaganda(card))
    return { kind: "error", errors: [{ field: "card", reason: `#${card} is a Propaganda card` }] };
  const cell = tables.eventTable[card]?.[faction];
  if (!cell)
    return {
      kind: "error",
      errors: [{ field: "card", reason: `no Event Cards table row for card ${card}` }],
    };
  const printed = printedLetter(card, faction, cell, answers, options);
  if ("need" in printed) return { kind: "need", request: printed.need };
  if ("error" in printed) return { kind: "error", errors: [printed.error] };

  const evidence = [
    `#${card} ${FACTION_NAME[faction]}: ${printed.evidence}${cell.star ? "★" : ""}`,
  ];
  let letter: Effective;
  if (printed.letter === "M") {
    letter = campaignPosition <= 3 ? "C" : "-";
    evidence.push(
      `M: card ${campaignPosition} of the Campaign, so ${letter === "C" ? "Critical" : "not taken"}`,
    );
  } else letter = printed.letter;

  const gate = instructionFor(card, faction, tables.instructions)?.gate;
  if (gate) {
    const gated = applyGate(board, letter, gate, options);
    letter = gated.letter;
    evidence.push(...gated.evidence);
  }
  return { kind: "letter", letter, printed: printed.letter, star: cell.star, cell, evidence };
}
