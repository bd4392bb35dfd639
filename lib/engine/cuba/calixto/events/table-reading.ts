import { EVENT_TABLE, type EventLetter } from "@/data/cuba/calixto/event-table";
import { parseTableQuestionId, tableQuestionId } from "./answers";

/** The letters of the Event Cards table (C8.5.5): what the player can read in a cell. */
export const TABLE_LETTERS: readonly EventLetter[] = ["C", "P", "M", "-"];

/**
 * Why a reading of an Event Cards table cell is not one the app could have asked for and kept
 * (issue 21): the question id of a cell our copy cannot read or is unsure of, written as the app
 * writes it, and one of the table's letters. Null when it is one.
 */
export function tableReadingProblem(id: string, value: unknown): string | null {
  const cell = parseTableQuestionId(id);
  if (!cell || tableQuestionId(cell.card, cell.faction) !== id)
    return 'an Event Cards table cell is "event-table:CARD:FACTION", e.g. "event-table:15:GOV"';
  const status = EVENT_TABLE[cell.card]?.[cell.faction]?.status;
  if (status !== "unknown" && status !== "uncertain")
    return `the app does not ask about #${cell.card} ${cell.faction}: its copy of that cell is clear`;
  if (typeof value !== "string" || !TABLE_LETTERS.includes(value as EventLetter))
    return `a table cell reads C, P, M or -, got ${typeof value === "string" ? JSON.stringify(value.slice(0, 20)) : String(value)}`;
  return null;
}
