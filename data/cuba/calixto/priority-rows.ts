import type { Faction } from "@/data/schema/board";
import { COLUMNS, type ColumnId } from "@/data/schema/calixto";

/**
 * The shape of the four Space Selection Priorities tables (C8.5.6), without their rows' filters:
 * which row ids exist, which columns each table has, and the two closing rows (random pick, no
 * legal space) that cover every column. The fold checks a player's dots against these facts
 * and must not load the whole tables with the board screen; PRIORITY_TABLES holds the rows
 * (tests/engine/calixto/small-tables.test.ts keeps the two equal).
 */
export interface PriorityShape {
  columns: readonly ColumnId[];
  rows: readonly string[];
  closing: readonly string[];
}

const numbered = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);

export const PRIORITY_SHAPES: Readonly<Record<Faction, PriorityShape>> = {
  GOV: { columns: COLUMNS.GOV, rows: numbered("gov", 15), closing: ["gov-14", "gov-15"] },
  "26J": { columns: COLUMNS["26J"], rows: numbered("m26", 14), closing: ["m26-13", "m26-14"] },
  DR: { columns: COLUMNS.DR, rows: numbered("dr", 16), closing: ["dr-15", "dr-16"] },
  SYN: { columns: COLUMNS.SYN, rows: numbered("syn", 14), closing: ["syn-13", "syn-14"] },
};
