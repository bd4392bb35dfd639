import type {
  MoveRow,
  Quantity,
  Requirement,
  SpaceTest,
  StepCRow,
  StepCTest,
} from "@/data/cuba/calixto/move-priorities";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available, controlOf } from "../../board/board";
import { baseRoom } from "../../board/space";
import type { Faction, GameBoard, PieceKind, SpaceId, SpaceState } from "../../types";
import { type RuleOptions, reading } from "../scope";
import { resolveKinds } from "./kinds";

/**
 * Reading the Move Priorities rows: which rows are in the acting Faction's column, which
 * reading of a conflicting row is in effect, and the red conditionals (C8.5.7).
 */

/** A row as read under the current options (the alternative reading swapped in if chosen). */
export interface ActiveRow {
  row: MoveRow;
  label: string;
  when: SpaceTest | null;
}

export function activeRow(row: MoveRow, options: RuleOptions): ActiveRow {
  const alt = row.alternative;
  if (alt && reading(options, alt.conflict) === "alternative")
    return { row, label: alt.label, when: alt.when };
  return { row, label: row.label, when: row.when };
}

/** The rows with a dot in the Faction's column, top to bottom. */
export function columnRows(
  rows: readonly MoveRow[],
  f: Faction,
  options: RuleOptions,
): ActiveRow[] {
  return rows.filter((r) => r.factions.includes(f)).map((r) => activeRow(r, options));
}

const OWN_BASE: Readonly<Record<Faction, PieceKind>> = {
  GOV: "govBase",
  "26J": "m26Base",
  DR: "drBase",
  SYN: "casinoOpen",
};

/** Whether a red conditional holds in a space for the acting Faction. */
export function spaceTestHolds(
  board: GameBoard,
  space: SpaceId,
  test: SpaceTest | null,
  f: Faction,
): boolean {
  if (!test) return true;
  const def = SPACE_BY_ID[space];
  const s = board.spaces[space];
  switch (test.test) {
    case "city":
      return def.kind === "city";
    case "ec":
      return def.kind === "ec";
    case "cityOrProvince":
      return def.kind !== "ec";
    case "forest":
      return def.terrain === "forest";
    case "mountain":
      return def.terrain === "mountain";
    case "notActiveOpposition":
      return s.support !== -2 && !(test.cityOrProvince && def.kind === "ec");
    case "roomForBase": {
      const pool = test.faction === "26J" ? "m26Base" : "drBase";
      const supportOk = test.support === "noSupport" ? s.support <= 0 : Math.abs(s.support) < 2;
      return baseRoom(space, s) > 0 && available(board, pool) > 0 && supportOk;
    }
    case "ownBase":
      return s.pieces[OWN_BASE[f]] > 0 && (def.terrain === "mountain") === test.mountain;
    case "supportOrOpposition":
      return s.support !== 0;
    case "openCasino":
      return s.pieces.casinoOpen > 0;
    case "govBaseProvince":
      return def.kind === "province" && s.pieces.govBase > 0 === test.has;
    case "nextToUncontrolled":
      return def.adjacent.some(
        (a) => (test.spaces === "any" || SPACE_BY_ID[a].kind !== "ec") && controlOf(board, a) !== f,
      );
  }
}

/** A Control row means nothing on an EC, which is never Controlled (1.7). */
export function controlRowApplies(need: readonly Requirement[], space: SpaceId): boolean {
  return !(SPACE_BY_ID[space].kind === "ec" && need.some((r) => r.kind === "control"));
}

/** Pieces of the given board kinds in a space. */
export function countIn(s: SpaceState, kinds: readonly PieceKind[]): number {
  let n = 0;
  for (const k of kinds) n += s.pieces[k];
  return n;
}

/** A row's target number in a space: a constant, or a count of pieces times a factor plus a constant. */
export function targetIn(s: SpaceState, target: number | Quantity, f: Faction): number {
  if (typeof target === "number") return target;
  return countIn(s, resolveKinds(target.kinds, f)) * (target.times ?? 1) + (target.plus ?? 0);
}

/** Step C's tests on the destination after the moves from one origin. */
export function stepCTestHolds(
  board: GameBoard,
  destination: SpaceId,
  test: StepCTest,
  f: Faction,
): boolean {
  switch (test.test) {
    case "destinationEc":
      return SPACE_BY_ID[destination].kind === "ec";
    case "actingControls":
      return controlOf(board, destination) === f;
    case "actingLacksControl":
      return controlOf(board, destination) !== f;
    case "always":
      return true;
  }
}

export function stepCRows(rows: readonly StepCRow[], f: Faction): StepCRow[] {
  return rows.filter((r) => r.factions.includes(f));
}
