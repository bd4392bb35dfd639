import type { FieldError } from "@/lib/engine/core/result";

/**
 * A refusal of a game file in the player's words: `log[11].payload.event.faces` becomes
 * "Entry 12 (event.faces)", the entry's number in the log as the history shows it.
 */
export function entryText(e: FieldError): string {
  const m = /^log\[(\d+)\](?:\.payload)?(?: → |\.)?(.*)$/.exec(e.field);
  if (!m) return `${e.field}: ${e.reason}`;
  const n = Number(m[1]) + 1;
  return m[2] ? `Entry ${n} (${m[2]}): ${e.reason}` : `Entry ${n}: ${e.reason}`;
}
