import type { RuleOptions } from "../scope";

/**
 * The words the trace shows where a decision read an entry the player corrected (issue "Your own
 * cards": the turn trace says when a corrected entry was used); null where it read ours.
 */
export function usedCorrection(options: RuleOptions, key: string): string | null {
  const words = options.data?.corrected.get(key);
  return words ? `Read from your correction: ${words}` : null;
}
