import type { SelectionStep } from "@/lib/engine/cuba/calixto/types";
import { droppedBy, type SelectionRecord } from "./highlight";
import { OUTCOME_LABEL } from "./labels";
import { listNames, spaceName } from "./names";

/**
 * Reading aids for one space selection (C8.5.6): which Step of the procedure each row is, what
 * happened at it, and how the final choice was made.
 */

const applied = (s: SelectionStep) =>
  s.outcome !== "skipped-none" && s.outcome !== "skipped-condition";

/**
 * The row number a player finds on the aid sheet: "gov-3" → "3". Rows the engine adds itself
 * ("only-candidate", "line-order") have no number and show a dash.
 */
export function rowNumber(row: string): string {
  return /(\d+)$/.exec(row)?.[1] ?? "–";
}

/**
 * The Step of C8.5.6 a row illustrates. A row none meet is skipped under Step 1; a row whose red
 * condition is off is skipped under Step 2; the first row that applies is Step 1, the second
 * Step 2, later ones Step 3; the random row is Step 3's tie-break. The last row of every table
 * (no legal space at all) sends the faction to draw a new card (C8.6.1).
 */
export function stepRule(steps: readonly SelectionStep[], index: number): string {
  const step = steps[index];
  if (step.outcome === "draw") return "C8.6.1";
  if (step.outcome === "random") return "C8.5.6 Step 3";
  if (step.outcome === "skipped-none") return "C8.5.6 Step 1";
  if (step.outcome === "skipped-condition") return "C8.5.6 Step 2";
  const before = steps.slice(0, index).filter(applied).length;
  return `C8.5.6 Step ${Math.min(before + 1, 3)}`;
}

/** "narrowed (dropped Havana and La Habana)": the outcome of a row, for the log. */
export function outcomeText(step: SelectionStep): string {
  const label = OUTCOME_LABEL[step.outcome];
  const gone = droppedBy(step);
  if (step.outcome === "narrowed" || (step.outcome === "selected" && gone.length > 0)) {
    return `${label} (dropped ${listNames(gone.map(spaceName))})`;
  }
  return label;
}

export type ChoiceHow =
  | { how: "rows"; space: string }
  | { how: "random"; space: string; among: string[] }
  | { how: "single"; space: string }
  | { how: "none" };

/**
 * How the chosen space came out: the rows left one, the rows ran out and a random pick broke the
 * tie (C8.5.6 Step 3, C8.2.1), or there was only ever one candidate.
 */
export function howChosen(record: SelectionRecord): ChoiceHow {
  if (!record.chosen) return { how: "none" };
  const steps = record.steps;
  if (steps.length === 0) return { how: "single", space: record.chosen };
  const left = steps[steps.length - 1].after;
  if (left.length > 1) return { how: "random", space: record.chosen, among: left };
  return { how: "rows", space: record.chosen };
}

/** Every space that was ever a candidate, for "choose a different space". */
export function candidatesOf(record: SelectionRecord): string[] {
  return record.steps[0]?.before ?? (record.chosen ? [record.chosen] : []);
}
