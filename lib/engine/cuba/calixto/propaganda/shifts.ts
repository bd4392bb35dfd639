import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlOf, onMap } from "../../board/board";
import { type Changed, removeTerror, setSupport } from "../../board/changes";
import {
  type Faction,
  type GameBoard,
  SPACE_IDS,
  type SpaceId,
  type SupportLevel,
} from "../../types";
import type { AnswerCursor, StepResult } from "../step-result";
import { COLUMN_LABEL, type ColumnId, type TableChange, type TraceRecord } from "../types";

/**
 * NP Civic Action (6.3.2) and NP Agitation (6.3.3) in the Support Phase (C8.5.9; reference §3.8).
 * The NP does up to a budget of steps; a step removes one Terror marker from the space or, once
 * it has none, shifts it one level (toward Active Support for GOV, Active Opposition for 26J).
 * Budgets: GOV 1d3 + ECs without Sabotage (+1 per extra GOV Cash), 26J 1d3 + 26J Bases. The die
 * is not rolled when even its lowest result covers every possible step (C8.2.1; C8.9/c8).
 * Spaces are chosen by the column (STAS / STAO); the NP finishes a space before choosing the
 * next (INF: the sheet does not say; C8.9/c8 needs one step in Havana and two in Camagüey City
 * and does them all). When the budget covers every step left, no choice is needed.
 */
export interface ShiftSpec {
  faction: Faction;
  column: ColumnId;
  rule: string;
  label: string;
  /** Spaces where the action is allowed now. */
  eligible: (b: GameBoard, id: SpaceId) => boolean;
  /** Direction of a shift. */
  dir: 1 | -1;
  base: (b: GameBoard) => number;
  baseLabel: string;
}

const land = (id: SpaceId) => SPACE_BY_ID[id].kind !== "ec";

export const CIVIC_ACTION: ShiftSpec = {
  faction: "GOV",
  column: "STAS",
  rule: "6.3.2",
  label: "Civic Action",
  eligible: (b, id) => {
    const s = b.spaces[id];
    return land(id) && controlOf(b, id) === "GOV" && s.pieces.troop > 0 && s.pieces.police > 0;
  },
  dir: 1,
  base: (b) =>
    SPACE_IDS.filter((id) => SPACE_BY_ID[id].kind === "ec" && !b.spaces[id].sabotage).length,
  baseLabel: "ECs without Sabotage",
};

export const AGITATION: ShiftSpec = {
  faction: "26J",
  column: "STAO",
  rule: "6.3.3",
  label: "Agitation",
  eligible: (b, id) => land(id) && controlOf(b, id) === "26J",
  dir: -1,
  base: (b) => onMap(b, "m26Base"),
  baseLabel: "26J Bases",
};

/** Steps still possible in a space: its Terror markers plus the shifts to the far end. */
export function stepsLeft(b: GameBoard, id: SpaceId, dir: 1 | -1): number {
  const s = b.spaces[id];
  return s.terror + (dir > 0 ? 2 - s.support : s.support + 2);
}

export function supportSteps(
  board: GameBoard,
  cur: AnswerCursor,
  spec: ShiftSpec,
  bonus = 0,
): StepResult {
  const trace: TraceRecord[] = [];
  const changes: TableChange[] = [];
  const open = (b: GameBoard) =>
    SPACE_IDS.filter((id) => spec.eligible(b, id) && stepsLeft(b, id, spec.dir) > 0);
  const possible = open(board).reduce((a, id) => a + stepsLeft(board, id, spec.dir), 0);
  const base = spec.base(board) + bonus;
  const why = `${spec.baseLabel} ${spec.base(board)}${bonus ? ` + ${bonus} Cash` : ""}`;
  if (possible === 0) {
    trace.push({ kind: "note", rule: "C8.5.9", text: `NP ${spec.label}: no space qualifies` });
    return { kind: "done", board, changes, trace };
  }
  let budget: number;
  if (1 + base >= possible) {
    budget = possible;
    trace.push({
      kind: "note",
      rule: "C8.2.1",
      text: `NP ${spec.label}: 1d3 + ${why} covers all ${possible} step(s), no roll`,
    });
  } else {
    const roll = cur.dice("1d3", `NP ${spec.label} budget (1d3 + ${why})`, spec.faction, "C8.5.9");
    if (!roll.ok) return roll.result;
    budget = roll.value + base;
    trace.push({
      kind: "note",
      rule: "C8.5.9",
      text: `NP ${spec.label}: ${roll.value} + ${base} = ${budget} step(s)`,
    });
  }

  let b = board;
  const apply = (r: Changed) => {
    b = r.board;
    changes.push(r.change);
  };
  // Bounded: each pass spends at least one step and the budget is at most 3 + 13.
  for (let guard = 0; budget > 0 && guard < 32; guard++) {
    const candidates = open(b);
    if (!candidates.length) break;
    let id: SpaceId;
    if (budget >= candidates.reduce((a, x) => a + stepsLeft(b, x, spec.dir), 0)) id = candidates[0];
    else {
      const pick = cur.space(spec.column, candidates, `NP ${spec.label} space`);
      if (!pick.ok) return pick.result;
      id = pick.value;
    }
    trace.push({
      kind: "note",
      rule: spec.rule,
      text: `NP ${spec.label} in ${SPACE_BY_ID[id].name} (${COLUMN_LABEL[spec.column]} column)`,
    });
    while (budget > 0 && stepsLeft(b, id, spec.dir) > 0) {
      if (b.spaces[id].terror > 0) apply(removeTerror(b, id, 1));
      else apply(setSupport(b, id, (b.spaces[id].support + spec.dir) as SupportLevel));
      budget--;
    }
  }
  return { kind: "done", board: b, changes, trace };
}
