import { fail, type Result } from "@/lib/engine/core/result";

/**
 * How a press names its game, and the check that the log has not moved on since the screen read
 * it. Apart from the commands so the read side (queries, the board screen's first load) can use
 * them without loading the commands (issue 22).
 */

/** The refusal of a press built from a log that has moved on (another tab, a double tap). */
export const CHANGED_ELSEWHERE = "This game changed in another tab";

/**
 * A game by id, or by id and `seen`: the last seq of the log the press was built from (the
 * screen's state, or the state a command read). The log is append-only, so the same last seq
 * means the same log, the same pending request and the same board.
 */
export type GameRef = string | { id: string; seen: number };

export const refId = (ref: GameRef): string => (typeof ref === "string" ? ref : ref.id);

/** The refusal when the game's log is no longer the one `ref` saw; null when it still is. */
export function changedSince(ref: GameRef, lastSeq: number): Result<never> | null {
  return typeof ref !== "string" && ref.seen !== lastSeq
    ? fail({ field: "game", reason: CHANGED_ELSEWHERE })
    : null;
}
