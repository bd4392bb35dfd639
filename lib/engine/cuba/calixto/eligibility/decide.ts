import { ELIGIBILITY_ROWS, type EligibilityRows } from "@/data/cuba/calixto/eligibility";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { FieldError } from "../../../core/result";
import type { CardAction, Faction, GameBoard } from "../../types";
import { usedCorrection } from "../corrections/used";
import { NO_ANSWERS, type RememberedAnswers } from "../events/answers";
import { mapInPlay } from "../events/capabilities";
import { EVENT_TABLES, type EventTables } from "../events/tables";
import { FINAL_CARD_NP_LIMITED, MAP_CASH_AFTER_SA } from "../rule-readings";
import { DEFAULT_OPTIONS, type RuleOptions, reading } from "../scope";
import type { Request, TraceRecord } from "../types";
import { cashFreeLimOp } from "./cash";
import { eligibleOrder, finalEventCard } from "./order";
import { type Decided, evaluateTest } from "./row-tests";

/**
 * What an Eligible NP Faction does on the current card (C8.5.2): read the NP Eligibility table
 * rows in order and take the result of the first row that applies, recording every row read
 * with its evidence. `fromRow` restarts the reading at a later row: when every Calixto card of
 * the Faction was drawn without a legal Operation, continue at the row after the one that chose
 * it (C8.5.3); "end" means below the last row, i.e. Pass.
 */
export interface EligibilityTables extends EventTables {
  rows: EligibilityRows;
}

export const ELIGIBILITY_TABLES: EligibilityTables = { ...EVENT_TABLES, rows: ELIGIBILITY_ROWS };

export const END_OF_TABLE = "end";

export type EligibilityResult =
  | { kind: "need"; request: Request; row: string }
  | { kind: "error"; errors: FieldError[] }
  | {
      kind: "decided";
      faction: Faction;
      position: 1 | 2;
      action: CardAction;
      /** Id of the deciding row ("end" below the last row). */
      row: string;
      /** One eligibility trace record per row read, in order. */
      rows: TraceRecord[];
      /** When the action is the Event: side, hints, columns (C8.5.5). */
      event?: Decided;
      /** NP GOV/26J/DR holding Cash: a free extra LimOp follows (C8.2.1). */
      cashFreeLimOp?: boolean;
      /** MAP in play: NP GOV accompanies its LimOp with an SA (rulebook back page). */
      withSpecialActivity?: boolean;
      /** Last Event card before the final Propaganda: Operations are Limited (2.3.9). */
      limitedByFinalCard?: boolean;
    };

/**
 * MAP Momentum (card 10; C8.6.3 back page): NP GOV performs an SA with every Limited Operation,
 * as if Operation + SA: the one the table chooses and the free one it buys with Cash (C8.2.1).
 */
export function limOpWithSpecial(board: GameBoard, faction: Faction): boolean {
  return faction === "GOV" && mapInPlay(board);
}

/** The Eligibility and Event tables in force: with the player's corrections, or ours. */
export const eligibilityTablesOf = (options: RuleOptions): EligibilityTables =>
  options.data ? { ...options.data.events, rows: options.data.eligibility } : ELIGIBILITY_TABLES;

export function rowAfter(
  position: 1 | 2,
  rowId: string,
  tables: EligibilityTables = ELIGIBILITY_TABLES,
): string {
  const rows = position === 1 ? tables.rows.first : tables.rows.second;
  const i = rows.findIndex((r) => r.id === rowId);
  return i >= 0 && i + 1 < rows.length ? rows[i + 1].id : END_OF_TABLE;
}

function record(
  faction: Faction,
  row: string,
  label: string,
  result: string,
  evidence: string[],
  rule = "C8.5.2",
): TraceRecord {
  return { kind: "eligibility", faction, row, label, result, evidence, rule };
}

export function decideEligibility(
  board: GameBoard,
  faction: Faction,
  position: 1 | 2,
  answers: RememberedAnswers = NO_ANSWERS,
  tables: EligibilityTables = ELIGIBILITY_TABLES,
  fromRow?: string,
  options: RuleOptions = DEFAULT_OPTIONS,
): EligibilityResult {
  const order = eligibleOrder(board);
  if (!order.ok) return { kind: "error", errors: order.errors };
  if (board.roles[faction] !== "np")
    return {
      kind: "error",
      errors: [{ field: "faction", reason: `${FACTION_NAME[faction]} is a player` }],
    };
  const next = order.value.next;
  if (!next || next.faction !== faction || next.position !== position) {
    const who = next
      ? `${FACTION_NAME[next.faction]} as ${next.position === 1 ? "1st" : "2nd"} Eligible`
      : "nobody (the card is done)";
    return {
      kind: "error",
      errors: [
        {
          field: "faction",
          reason: `${FACTION_NAME[faction]} is not to act as ${position === 1 ? "1st" : "2nd"} Eligible: next is ${who}`,
        },
      ],
    };
  }

  const rows = position === 1 ? tables.rows.first : tables.rows.second;
  let start = 0;
  if (fromRow !== undefined && fromRow !== END_OF_TABLE) {
    start = rows.findIndex((r) => r.id === fromRow);
    if (start < 0)
      return {
        kind: "error",
        errors: [
          {
            field: "fromRow",
            reason: `no row ${fromRow} in the ${position === 1 ? "1st" : "2nd"} Eligible table`,
          },
        ],
      };
  } else if (fromRow === END_OF_TABLE) start = rows.length;

  const trace: TraceRecord[] = [];
  const reordered = usedCorrection(options, `eligibilityOrder:${position}`);
  if (reordered) trace.push({ kind: "note", text: reordered, rule: "C8.5.2" });
  const ctx = { board, faction, answers, tables, options };
  for (const row of rows.slice(start)) {
    if (row.onlyFor && row.onlyFor !== faction) {
      trace.push(
        record(faction, row.id, row.label, "not read", [
          `red check: ${FACTION_NAME[row.onlyFor]} only`,
        ]),
      );
      continue;
    }
    const alternative = row.conflict && reading(options, row.conflict.id) === "alternative";
    const test = alternative && row.conflict ? row.conflict.alternative : row.test;
    const a = evaluateTest(ctx, test);
    if (a.kind === "need") return { kind: "need", request: a.request, row: row.id };
    if (a.kind === "error") return a;
    const yours = usedCorrection(options, `eligibility:${row.id}`);
    const evidence = [
      ...(alternative && row.conflict ? [`reading: ${row.conflict.note}`] : []),
      ...(yours ? [yours] : []),
      ...a.evidence,
    ];
    if (!a.value) {
      trace.push(record(faction, row.id, row.label, "no", evidence));
      continue;
    }
    trace.push(record(faction, row.id, row.label, row.result, evidence));
    return finish(board, faction, position, row.result, row.id, trace, options, a.event);
  }
  trace.push(
    record(
      faction,
      END_OF_TABLE,
      "below the last row",
      "pass",
      ["no Calixto card gave a legal Operation"],
      "C8.5.3",
    ),
  );
  return finish(board, faction, position, "pass", END_OF_TABLE, trace, options);
}

function finish(
  board: GameBoard,
  faction: Faction,
  position: 1 | 2,
  chosen: CardAction,
  row: string,
  rows: TraceRecord[],
  options: RuleOptions,
  event?: Decided,
): EligibilityResult {
  let action = chosen;
  const out: Extract<EligibilityResult, { kind: "decided" }> = {
    kind: "decided",
    faction,
    position,
    action,
    row,
    rows,
  };
  if ((action === "opSA" || action === "opOnly") && finalEventCard(board)) {
    if (reading(options, FINAL_CARD_NP_LIMITED) === "recommended") {
      action = "limOp";
      out.limitedByFinalCard = true;
      rows.push(
        record(
          faction,
          row,
          "final Event card",
          "limOp",
          ["the next card is the final Propaganda: NPs choose as players do (C8.5.2)"],
          "2.3.9, C8.5.2",
        ),
      );
    } else {
      rows.push(
        record(
          faction,
          row,
          "final Event card",
          action,
          ["reading: only player Operations are Limited on the last card (base 8.1)"],
          "2.3.9",
        ),
      );
    }
  }
  out.action = action;
  if (action === "event" && event) out.event = event;
  if (action === "limOp" && limOpWithSpecial(board, faction)) {
    out.withSpecialActivity = true;
    rows.push(
      record(
        faction,
        row,
        "MAP in play",
        "limOp + SA",
        ["MAP Momentum: NP GOV adds an SA to its LimOp"],
        "C8.6.3",
      ),
    );
  }
  if (action === "opOnly" || action === "limOp") {
    const cash = cashFreeLimOp(board, faction);
    if (cash.use) {
      out.cashFreeLimOp = true;
      // MAP's LimOp has an SA: Cash only if none is done (2.3.6), unless read otherwise.
      const unlessSpecial =
        out.withSpecialActivity === true && reading(options, MAP_CASH_AFTER_SA) === "recommended";
      rows.push(
        record(
          faction,
          row,
          "Cash held",
          unlessSpecial ? "free LimOp if no SA is done" : "free LimOp",
          unlessSpecial
            ? [...cash.evidence, "a LimOp with an SA buys no free LimOp (2.3.6)"]
            : cash.evidence,
          unlessSpecial ? "C8.2.1, 2.3.6" : "C8.2.1",
        ),
      );
    }
  }
  return out;
}
