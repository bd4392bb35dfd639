import type { SelectionStep, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";

/**
 * The contract between the turn views and the map (built on branch boardui): a list of spaces,
 * each with the role it plays in the decision on screen. The map decides how each role looks.
 *  - candidate: could be chosen, no row applied yet
 *  - kept: still in after the rows read so far
 *  - dropped: filtered out by a row read so far
 *  - chosen: the space selected
 */
export type HighlightRole = "candidate" | "kept" | "dropped" | "chosen";

export interface SpaceHighlight {
  space: SpaceId;
  role: HighlightRole;
}

export type SelectionRecord = Extract<TraceRecord, { kind: "selection" }>;

/** Spaces that a row filtered out (in before, not after). */
export function droppedBy(step: SelectionStep): SpaceId[] {
  return step.before.filter((s) => !step.after.includes(s));
}

/**
 * The map highlight for a selection: after reading rows 0..uptoRow (all rows by default).
 * Before any row is read every candidate is a "candidate".
 */
export function selectionHighlight(record: SelectionRecord, uptoRow?: number): SpaceHighlight[] {
  const steps = record.steps;
  const initial = steps[0]?.before ?? (record.chosen ? [record.chosen] : []);
  const last = uptoRow === undefined ? steps.length - 1 : Math.min(uptoRow, steps.length - 1);
  if (last < 0) {
    return initial.map((space) =>
      space === record.chosen && uptoRow === undefined
        ? { space, role: "chosen" }
        : { space, role: "candidate" },
    );
  }
  const kept = new Set(steps[last].after);
  const finished = last === steps.length - 1;
  return initial.map((space): SpaceHighlight => {
    if (finished && space === record.chosen) return { space, role: "chosen" };
    if (kept.has(space)) return { space, role: "kept" };
    return { space, role: "dropped" };
  });
}

/**
 * The spaces to ring on a map that takes a plain list (BoardView's `highlight` on branch
 * boardui): by default the spaces still in play and the one chosen.
 */
export function highlightedSpaces(
  highlight: readonly SpaceHighlight[],
  roles: readonly HighlightRole[] = ["candidate", "kept", "chosen"],
): SpaceId[] {
  return highlight.filter((h) => roles.includes(h.role)).map((h) => h.space);
}
