import type { EffectiveId } from "@/data/cuba/calixto/effective-events";
import type { Faction, SupportLevel } from "../../types";
import type { ColumnId } from "../types";

/**
 * What a Support/Opposition change means for each NP Faction (C8.8: GOV shifts toward Active
 * Support, 26J toward Active Opposition, DR and SYN toward Neutral), as Effective Events kinds
 * (reference §3.4) with the Space Selection column that chooses such spaces.
 */
export function shifted(
  old: SupportLevel,
  toward: "support" | "opposition" | "neutral",
  n: number,
) {
  if (toward === "support") return Math.min(2, old + n);
  if (toward === "opposition") return Math.max(-2, old - n);
  return old > 0 ? Math.max(0, old - n) : Math.min(0, old + n);
}

export const SHIFT_TEXT: Partial<Record<EffectiveId, string>> = {
  addSupport: "adds Support",
  removeOpposition: "removes Opposition",
  addOpposition: "adds Opposition",
  removeSupport: "removes Support",
  removeSupportOrOpposition: "shifts toward Neutral",
};

/** Effective kinds of one Support change for the acting Faction (C8.8 shift directions). */
export function supportHits(f: Faction, old: number, next: number): [EffectiveId, ColumnId][] {
  if (f === "GOV") {
    const out: [EffectiveId, ColumnId][] = [];
    if (next > old && next > 0) out.push(["addSupport", "STAS"]);
    if (next > old && old < 0) out.push(["removeOpposition", "STAS"]);
    return out;
  }
  if (f === "26J") {
    const out: [EffectiveId, ColumnId][] = [];
    if (next < old && next < 0) out.push(["addOpposition", "STAO"]);
    if (next < old && old > 0) out.push(["removeSupport", "STAO"]);
    return out;
  }
  const toward = (old > 0 && next < old) || (old < 0 && next > old);
  return toward ? [["removeSupportOrOpposition", "STN"]] : [];
}
