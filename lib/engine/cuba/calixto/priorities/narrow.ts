import { PRIORITY_TABLES } from "@/data/cuba/calixto/priorities";
import type { FieldError } from "../../../core/result";
import { type Faction, type GameBoard, SPACE_IDS, type SpaceId } from "../../types";
import { usedCorrection } from "../corrections/used";
import { DEFAULT_OPTIONS, type RuleOptions, reading } from "../scope";
import type { ColumnId, SelectionStep } from "../types";
import { applyFilter } from "./filters";
import type { PriorityRow, PriorityTable } from "./types";

/**
 * Space selection by the priorities tables (C8.5.6 Steps 1-4), one space per call:
 *  1. read the column top to bottom, only rows with a dot there;
 *  2. a red-conditional row counts only while its condition holds;
 *  3. a row no remaining space meets is skipped; a row some meet narrows the set;
 *  4. stop as soon as one space remains. At the random row with several left, the caller breaks
 *     the tie at random (a logged input, never rolled here).
 * The candidates are the spaces where the action is legal and would have an effect (C8.9/c1):
 * the caller computes them, and the result never leaves them. No candidates at all is the last
 * row of every table: draw a new Calixto card (C8.5.3; reference §2.2 row 14).
 * Repeating for each further space (Step 4) is the caller's loop.
 */
export interface Narrowed {
  steps: SelectionStep[];
  /** Empty: no legal space. One: the selection. Several: break the tie at random. */
  remaining: SpaceId[];
  /** Problems with the input (unknown column or space); the bad parts were left out. */
  errors?: FieldError[];
}

/**
 * The columns a row has a dot in: the player's own reading of the row if they gave one, else the
 * reading chosen for its conflict, if any, else our data.
 */
export function rowColumns(row: PriorityRow, options: RuleOptions): readonly ColumnId[] {
  const own = options.dots?.[row.id];
  if (own) return own;
  if (row.conflict && reading(options, row.conflict.id) === "alternative") {
    return row.conflict.alternative;
  }
  return row.columns;
}

/** The rows read for one column, in order (rows without a dot there are not part of it). */
export function columnRows(
  table: PriorityTable,
  column: ColumnId,
  options: RuleOptions = DEFAULT_OPTIONS,
): PriorityRow[] {
  return table.rows.filter((r) => rowColumns(r, options).includes(column));
}

/** Keep known space ids once each, in the caller's order; report the rest by position. */
function cleanCandidates(candidates: readonly string[]): {
  spaces: SpaceId[];
  errors: FieldError[];
} {
  const spaces: SpaceId[] = [];
  const errors: FieldError[] = [];
  candidates.forEach((c, i) => {
    if (!(SPACE_IDS as readonly string[]).includes(c)) {
      errors.push({ field: `candidates[${i}]`, reason: `"${c}" is not a space on the map` });
    } else if (!spaces.includes(c as SpaceId)) {
      spaces.push(c as SpaceId);
    }
  });
  return { spaces, errors };
}

function step(
  row: PriorityRow,
  before: SpaceId[],
  after: SpaceId[],
  outcome: SelectionStep["outcome"],
  note?: string,
): SelectionStep {
  return note === undefined
    ? { row: row.id, label: row.label, before, after, outcome }
    : { row: row.id, label: row.label, before, after, outcome, note };
}

/** Said on a row read with the player's own dots, so the trace shows whose reading it was. */
export const YOUR_DOTS = "read with your aid sheet's dots";

const DRAW_ROW: PriorityRow = {
  id: "no-legal-space",
  label: "no legal space: draw a new Calixto card",
  filter: "no-legal-space",
  columns: [],
  provenance: { source: "CX", ref: "C8.5.3" },
};

export function narrowByPriorities(
  board: GameBoard,
  faction: Faction,
  column: ColumnId,
  candidates: readonly SpaceId[],
  options: RuleOptions = DEFAULT_OPTIONS,
  table: PriorityTable = options.data?.priorities[faction] ?? PRIORITY_TABLES[faction],
): Narrowed {
  const { spaces, errors } = cleanCandidates(candidates);
  if (!table.columns.includes(column)) {
    errors.push({
      field: "column",
      reason: `${faction} has no "${column}" column; it has ${table.columns.join(", ")}`,
    });
    return { steps: [], remaining: [], errors };
  }
  const withErrors = (n: Omit<Narrowed, "errors">): Narrowed =>
    errors.length ? { ...n, errors } : n;
  const rows = columnRows(table, column, options);

  if (spaces.length === 0) {
    const last = rows.find((r) => r.filter === "no-legal-space") ?? DRAW_ROW;
    return withErrors({ steps: [step(last, [], [], "draw")], remaining: [] });
  }
  if (spaces.length === 1) {
    // A single legal space needs no row test (C8.9/c3 Assault in Havana, c6 Kidnap in Santiago).
    const only: SelectionStep = {
      row: "only-candidate",
      label: "only legal space",
      before: spaces,
      after: spaces,
      outcome: "selected",
    };
    return withErrors({ steps: [only], remaining: spaces });
  }

  const steps: SelectionStep[] = [];
  let current = spaces;
  for (const row of rows) {
    if (row.filter === "no-legal-space") continue;
    if (row.filter === "random") {
      steps.push(step(row, current, current, "random", "pick one of these at random (C8.5.6)"));
      break;
    }
    if (row.onlyIf && board.roles[row.onlyIf.playerFaction] !== "player") {
      const note = `${row.onlyIf.playerFaction} is not a player`;
      steps.push(step(row, current, current, "skipped-condition", note));
      continue;
    }
    const kept = applyFilter(board, faction, current, row.filter, row.params);
    const yours = options.dots?.[row.id]
      ? YOUR_DOTS
      : (usedCorrection(options, `dots:${row.id}`) ?? undefined);
    if (kept.length === 0) {
      steps.push(step(row, current, current, "skipped-none", yours));
    } else if (kept.length === current.length) {
      steps.push(step(row, current, current, "all-met", yours));
    } else {
      steps.push(step(row, current, kept, kept.length === 1 ? "selected" : "narrowed", yours));
      current = kept;
      if (current.length === 1) break;
    }
  }
  // The rows were read in the order the player corrected (issue "Your own cards").
  const order = usedCorrection(options, `rowOrder:${faction}`);
  if (order && steps[0])
    steps[0] = { ...steps[0], note: steps[0].note ? `${steps[0].note}; ${order}` : order };
  return withErrors({ steps, remaining: current });
}

/**
 * Which column picks Syndicate Muscle origins (card line ③, C8.7.7). The recommended reading
 * follows the card and C8.9/c4 ("using Remove", with row 12 dotted in RR); the alternative
 * takes C8.7.7 literally and uses the Muscle Destination column. Same conflict id as the data.
 */
export function muscleOriginColumn(options: RuleOptions = DEFAULT_OPTIONS): "RR" | "MUS" {
  return reading(options, "SYN-row12-columns") === "alternative" ? "MUS" : "RR";
}
