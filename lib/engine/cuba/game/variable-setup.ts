import { PIECE_LABEL } from "@/data/cuba/pieces";
import { VARIABLE_STEPS, type VariableStep } from "@/data/cuba/scenarios";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { type FieldError, fail, failAll, ok, type Result } from "../../core/result";
import { validateBoard } from "../board/validate";
import {
  type Faction,
  type GameBoard,
  PIECE_KINDS,
  type PieceKind,
  type Role,
  SPACE_IDS,
  type SpaceId,
} from "../types";
import type { Placement, ScenarioId } from "./entries";

/**
 * Guided Variable Deployment (rules Set Up, "Variable Deployment"): markers and Non-player
 * forces are set up as in Standard, then each player Faction places its forces in the printed
 * order, each step under its own placement restriction. Only player Factions' steps remain.
 */
export function pendingVariableSteps(scenario: ScenarioId, roles: Record<Faction, Role>): number[] {
  if (scenario !== "variable") return [];
  return VARIABLE_STEPS.flatMap((step, i) => (roles[step.faction] === "player" ? [i] : []));
}

const label = (kind: PieceKind, n: number) =>
  `${n} ${n === 1 ? PIECE_LABEL[kind].one : PIECE_LABEL[kind].many}`;

const hasDrForces = (board: GameBoard, id: SpaceId) => {
  const p = board.spaces[id].pieces;
  return p.drU + p.drA + p.drBase > 0;
};

/** The restriction of each step, checked space by space (Set Up, Variable Deployment). */
function checkRule(
  board: GameBoard,
  step: VariableStep,
  spaces: [SpaceId, Partial<Record<PieceKind, number>>][],
): FieldError[] {
  const errors: FieldError[] = [];
  const at = (id: SpaceId) => `placement.${id}`;
  for (const [id, pieces] of spaces) {
    const def = SPACE_BY_ID[id];
    const count = Object.values(pieces).reduce((a, n) => a + (n ?? 0), 0);
    switch (step.rule) {
      case "one-per-space":
        if (def.kind === "ec")
          errors.push({
            field: at(id),
            reason: `${def.name} is an Economic Center: no Casinos (1.3.4)`,
          });
        else if (count > 1)
          errors.push({ field: at(id), reason: `at most 1 per space in this step, got ${count}` });
        break;
      case "no-dr-forces-max-1-per-city":
        if (hasDrForces(board, id))
          errors.push({ field: at(id), reason: `${def.name} has Directorio forces` });
        if (def.kind === "city" && (pieces.m26U ?? 0) > 1)
          errors.push({
            field: at(id),
            reason: `at most 1 Guerrilla per City, got ${pieces.m26U}`,
          });
        if (def.kind === "ec" && (pieces.m26Base ?? 0) > 0)
          errors.push({
            field: at(id),
            reason: `${def.name} is an Economic Center: no Bases (1.3.4)`,
          });
        break;
      case "cities":
        if (def.kind !== "city")
          errors.push({
            field: at(id),
            reason: `${def.name} is not a City: this step places in Cities only`,
          });
        break;
      case "one-province":
        if (def.kind !== "province")
          errors.push({ field: at(id), reason: `${def.name} is not a Province` });
        break;
      case "anywhere":
        break;
    }
  }
  if (step.rule === "one-province" && spaces.length > 1)
    errors.push({
      field: "placement",
      reason: `all in one Province, got ${spaces.length} spaces`,
    });
  return errors;
}

/**
 * Check one step's placement and return the board with the pieces added. Counts must match
 * the step exactly; the result must also pass the board limits (stacking 1.4.2, inventory 1.4.1).
 */
export function applyPlacement(
  board: GameBoard,
  stepIndex: number,
  placement: Placement,
): Result<GameBoard> {
  const step = VARIABLE_STEPS[stepIndex];
  if (!step) return fail({ field: "step", reason: `no Variable Deployment step ${stepIndex}` });
  const errors: FieldError[] = [];
  const spaces: [SpaceId, Partial<Record<PieceKind, number>>][] = [];
  const totals: Partial<Record<PieceKind, number>> = {};
  for (const [key, pieces] of Object.entries(placement)) {
    if (!SPACE_IDS.includes(key as SpaceId)) {
      errors.push({ field: `placement.${key}`, reason: `unknown space "${key}"` });
      continue;
    }
    const kept: Partial<Record<PieceKind, number>> = {};
    for (const [kind, n] of Object.entries(pieces ?? {})) {
      const field = `placement.${key}.${kind}`;
      if (!PIECE_KINDS.includes(kind as PieceKind) || !(kind in step.pieces))
        errors.push({ field, reason: `this step places only ${stepPieces(step)}` });
      else if (!Number.isInteger(n) || (n as number) < 0)
        errors.push({ field, reason: `must be a whole number 0 or more, got ${n}` });
      else if ((n as number) > 0) {
        kept[kind as PieceKind] = n as number;
        totals[kind as PieceKind] = (totals[kind as PieceKind] ?? 0) + (n as number);
      }
    }
    if (Object.keys(kept).length) spaces.push([key as SpaceId, kept]);
  }
  for (const [kind, need] of Object.entries(step.pieces) as [PieceKind, number][]) {
    const got = totals[kind] ?? 0;
    if (got !== need)
      errors.push({
        field: `placement.${kind}`,
        reason: `place exactly ${label(kind, need)}, got ${got}`,
      });
  }
  errors.push(...checkRule(board, step, spaces));
  if (errors.length) return failAll(errors);

  const next = structuredClone(board);
  for (const [id, pieces] of spaces)
    for (const [kind, n] of Object.entries(pieces) as [PieceKind, number][])
      next.spaces[id].pieces[kind] += n;
  const limits = validateBoard(next);
  return limits.length ? failAll(limits) : ok(next);
}

export function stepPieces(step: VariableStep): string {
  return (Object.entries(step.pieces) as [PieceKind, number][])
    .map(([k, n]) => label(k, n))
    .join(" and ");
}
