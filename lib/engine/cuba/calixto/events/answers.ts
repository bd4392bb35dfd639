import type { EventSide, Faction } from "../../types";

/**
 * Answers the player gave to the eligibility and event questions, keyed by question id. The
 * caller keeps them: answers to `event-table:` questions are corrections of the aid sheet and
 * should persist for this game and future ones (the sheet does not change); answers to
 * `event-effective:` questions depend on the board and belong to one decision only.
 */
export type RememberedAnswers = Readonly<Record<string, string>>;

export const NO_ANSWERS: RememberedAnswers = {};

/** Question about a cell of the Event Cards table that our transcription could not read. */
export function tableQuestionId(card: number, faction: Faction): string {
  return `event-table:${card}:${faction}`;
}

/**
 * Question whether an Event would be effective for a Faction (C8.5.5). `stage` is the number of
 * actions already taken on the card, so the question is asked again once the board has moved on.
 */
export function effectiveQuestionId(
  card: number,
  faction: Faction,
  side: EventSide,
  stage: number,
): string {
  return `event-effective:${card}:${faction}:${side}:${stage}`;
}

/** Whether an answer should be kept beyond the current decision (aid-sheet corrections). */
export function isPersistentQuestion(id: string): boolean {
  return id.startsWith("event-table:");
}

/** The card and Faction of an aid-sheet question id, or null for another kind of id. */
export function parseTableQuestionId(id: string): { card: number; faction: Faction } | null {
  const m = /^event-table:(\d+):(GOV|26J|DR|SYN)$/.exec(id);
  return m ? { card: Number(m[1]), faction: m[2] as Faction } : null;
}
