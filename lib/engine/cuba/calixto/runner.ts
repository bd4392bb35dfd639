/**
 * Pure helpers for running an Operation box's lines (C8.5.3 "Executing Operations", C8.5.4,
 * C8.6.2). The activation-loop machine sequences them; everything rule-related is here.
 */

import type { Faction, GameBoard, SpaceId } from "../types";
import { evaluateCondition } from "./conditions";
import type {
  ConditionRef,
  InstructionContext,
  InstructionHandler,
  InstructionLine,
  OperationBox,
} from "./contracts";
import { handlerFor } from "./handlers";
import { confined, type RuleOptions } from "./scope";
import type { ColumnId, OperationKind } from "./types";

export type LinePhase = "numbered" | "starred";

/** Numbered lines run first, each to the maximum; starred lines after all spaces are chosen (C8.6.2). */
export function linesOf(box: OperationBox, phase: LinePhase): InstructionLine[] {
  return box.lines.filter((l) => (phase === "starred" ? l.starred === true : l.starred !== true));
}

/** C8.5.4: a roll greater than the Activation Number selects another space. */
export function activationContinues(roll: number, an: number): boolean {
  return roll > an;
}

export function lineHandler(line: InstructionLine): InstructionHandler {
  return handlerFor(line.instruction);
}

export function lineColumn(line: InstructionLine, faction: Faction): ColumnId | null {
  return line.column ?? lineHandler(line).column(faction);
}

/**
 * Candidate spaces for a line. Starred Train lines may use a space not yet selected unless the
 * Operation is Limited, in which case only the Train space qualifies (C8.6.4).
 */
export function lineCandidates(
  board: GameBoard,
  ctx: InstructionContext,
  selected: readonly SpaceId[],
  phase: LinePhase,
): SpaceId[] {
  const line = ctx.line as InstructionLine;
  const h = lineHandler(line);
  const reuse = phase === "starred" || h.mayReuseSelected === true;
  const all = confined(ctx.options, h.candidates(board, reuse ? { ...ctx, selected: [] } : ctx));
  if (reuse && ctx.limited) return all.filter((s) => selected.includes(s));
  return all;
}

/** A line that may select only so many spaces in one Operation ("Place 1 Base", 3.3.1). */
export function lineFull(line: InstructionLine, spacesOnLine: number): boolean {
  const max = lineHandler(line).maxSpaces;
  return max !== undefined && spacesOnLine >= max;
}

/**
 * Train's starred lines are alternatives: do the first applicable one (C8.6.4; the card data
 * marks them `firstApplicableStar`). Other boxes' starred lines (Garrison's EC Assault) each run.
 */
export function isStarredAlternative(line: InstructionLine): boolean {
  return line.notes?.includes("firstApplicableStar") === true;
}

/**
 * A red conditional (✓) on a line or an SA (C8.5.3). These never involve a die; a condition that
 * asked for one would be a data error, reported as not holding.
 */
export function conditionHolds(
  board: GameBoard,
  ref: ConditionRef,
  faction: Faction,
  operation: OperationKind | undefined,
  options: RuleOptions,
): boolean {
  const r = evaluateCondition(board, ref, { faction, operation, options });
  return r.kind === "answer" && r.answer;
}

/**
 * Whether an Operation box has at least one legal space for a numbered line whose red condition
 * holds (C8.5.3 "Loops and Edge Cases", C8.6.1 "No Spaces Selected").
 */
export function operationPossible(
  board: GameBoard,
  box: OperationBox,
  faction: Faction,
  limited: boolean,
  free: boolean,
  options: RuleOptions,
): boolean {
  return linesOf(box, "numbered").some((line) => {
    if (line.onlyIf && !conditionHolds(board, line.onlyIf, faction, box.operation, options))
      return false;
    const ctx: InstructionContext = {
      faction,
      limited,
      free,
      selected: [],
      line,
      operation: box.operation,
      options,
    };
    return confined(options, lineHandler(line).candidates(board, ctx)).length > 0;
  });
}
