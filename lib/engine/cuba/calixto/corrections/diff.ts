import { describeCorrection } from "./describe";
import { type Correction, correctionKey } from "./types";

/** One line of the readable difference an import would make (issue "Your own cards": share). */
export interface CorrectionDiffLine {
  key: string;
  change: "added" | "changed" | "unchanged";
  /** The entry in words, as the file has it. */
  words: string;
  /** For "changed": what the player has now, in words. */
  was?: string;
}

const same = (a: Correction, b: Correction) => JSON.stringify(a) === JSON.stringify(b);

/** What importing `incoming` over `current` would do, entry by entry, in the file's order. */
export function diffCorrections(
  current: readonly Correction[],
  incoming: readonly Correction[],
): CorrectionDiffLine[] {
  const now = new Map(current.map((c) => [correctionKey(c), c]));
  return incoming.map((c) => {
    const key = correctionKey(c);
    const had = now.get(key);
    const words = describeCorrection(c);
    if (!had) return { key, change: "added", words };
    if (same(had, c)) return { key, change: "unchanged", words };
    return { key, change: "changed", words, was: describeCorrection(had) };
  });
}

/** `incoming` laid over `current`: an entry in both takes the incoming one. */
export function mergeCorrections(
  current: readonly Correction[],
  incoming: readonly Correction[],
): Correction[] {
  const keys = new Set(incoming.map(correctionKey));
  return [...current.filter((c) => !keys.has(correctionKey(c))), ...incoming];
}
