import type { EligibilityTest } from "@/data/cuba/calixto/eligibility";
import type { EventSide } from "@/data/cuba/calixto/event-instructions";
import type { CardAction, Faction, GameBoard } from "../types";
import {
  decideEligibility,
  type EligibilityTables,
  END_OF_TABLE,
  eligibilityTablesOf,
  rowAfter,
} from "./eligibility/decide";
import { NO_ANSWERS, type RememberedAnswers } from "./events/answers";
import { DEFAULT_OPTIONS, type RuleOptions, reading } from "./scope";

/**
 * Bot intents (issue 20, after sellmerfud/fitl's "bot intents"): what an Eligible NP Faction
 * will do on the card, read with the very decision its turn runs (the NP Eligibility table,
 * C8.5.2, with the Event decision of C8.5.5 inside it), before the turn begins. Pure: it says
 * what the table decides on this board, what the Calixto draw still decides (C8.5.3), and where
 * the decision read the card after next, which is not revealed yet (2.3.8).
 */
export type DecisionIntent =
  | {
      kind: "decided";
      faction: Faction;
      position: 1 | 2;
      action: CardAction;
      /** The Event side it plays (C8.5.5), when the action is the Event. */
      side?: EventSide;
      /** Why the Event is effective for it, in words (C8.5.5). */
      effective?: string[];
      /** The table row that decided, in words ("below the last row" for a Pass there). */
      rowLabel: string;
      row: string;
      /**
       * What the table reads on to when no Calixto card gives a legal Operation (C8.5.3): the
       * action of the next row that applies; absent when the action is no Operation.
       */
      fallback?: CardAction;
      /** The decision read the upcoming card, which is not revealed yet: it may change. */
      readsUnrevealed: boolean;
      /** Last Event card before the final Propaganda: the Operation is Limited (2.3.9). */
      limitedByFinalCard?: boolean;
      /** MAP in play: NP Government adds a Special Activity to its LimOp (C8.6.3). */
      withSpecialActivity?: boolean;
      /** Cash held: a free LimOp follows (C8.2.1). */
      cashFreeLimOp?: boolean;
    }
  /** The decision waits for the player: an unread aid-sheet cell, an effectiveness question. */
  | { kind: "question"; faction: Faction; position: 1 | 2; text: string }
  | { kind: "error"; faction: Faction; position: 1 | 2; reason: string };

/** The row tests that read the card after the current one (C8.5.2). */
const UPCOMING: ReadonlySet<EligibilityTest> = new Set([
  "firstOnUpcomingCritical",
  "firstOnUpcoming",
  "firstOnUpcomingCriticalNoCurrent",
]);

const OPERATIONS: ReadonlySet<CardAction> = new Set(["opSA", "opOnly", "limOp"]);
export const isOperation = (a: CardAction): boolean => OPERATIONS.has(a);

/** Whether a row read in this decision asked about the upcoming card. */
function readUpcoming(
  rowIds: readonly string[],
  position: 1 | 2,
  tables: EligibilityTables,
  options: RuleOptions,
): boolean {
  const rows = position === 1 ? tables.rows.first : tables.rows.second;
  return rowIds.some((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) return false;
    const alternative = row.conflict && reading(options, row.conflict.id) === "alternative";
    const test = alternative && row.conflict ? row.conflict.alternative : row.test;
    return UPCOMING.has(test);
  });
}

/**
 * The intent of `faction`, next to act as `position` Eligible on `board` (C8.5.2). With
 * `fromRow`, the reading starts there (C8.5.3, as the turn does after a fruitless search).
 */
export function decisionIntent(
  board: GameBoard,
  faction: Faction,
  position: 1 | 2,
  answers: RememberedAnswers = NO_ANSWERS,
  options: RuleOptions = DEFAULT_OPTIONS,
): DecisionIntent {
  const tables = eligibilityTablesOf(options);
  const d = decideEligibility(board, faction, position, answers, tables, undefined, options);
  if (d.kind === "need")
    return {
      kind: "question",
      faction,
      position,
      text: d.request.kind === "question" ? d.request.text : "a question for you",
    };
  if (d.kind === "error")
    return { kind: "error", faction, position, reason: d.errors.map((e) => e.reason).join("; ") };
  const read = d.rows.flatMap((r) =>
    r.kind === "eligibility" && r.result !== "not read" ? [r.row] : [],
  );
  const decidingLabel =
    d.row === END_OF_TABLE
      ? "below the last row"
      : (d.rows.find((r) => r.kind === "eligibility" && r.row === d.row) as { label: string })
          ?.label;
  const out: Extract<DecisionIntent, { kind: "decided" }> = {
    kind: "decided",
    faction,
    position,
    action: d.action,
    row: d.row,
    rowLabel: decidingLabel ?? d.row,
    readsUnrevealed: board.nextCard === null && readUpcoming(read, position, tables, options),
  };
  if (d.event && d.action === "event") {
    out.side = d.event.side;
    out.effective = Array.isArray(d.event.effective)
      ? d.event.effective.map((h) => h.evidence)
      : d.event.effective === "player"
        ? ["you said it is effective"]
        : [];
  }
  if (d.limitedByFinalCard) out.limitedByFinalCard = true;
  if (d.withSpecialActivity) out.withSpecialActivity = true;
  if (d.cashFreeLimOp) out.cashFreeLimOp = true;
  if (isOperation(d.action)) {
    // C8.5.3: every card of the Faction drawn without a legal Operation: read on.
    const on = decideEligibility(
      board,
      faction,
      position,
      answers,
      tables,
      rowAfter(position, d.row, tables),
      options,
    );
    if (on.kind === "decided") out.fallback = on.action;
  }
  return out;
}
