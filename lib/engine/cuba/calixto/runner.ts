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
 * Whether a line may act again in a space already selected for this Operation: starred lines
 * (C8.6.2) and lines marked `mayReuseSelected` (Train's Base / Civic Action, Garrison's EC
 * Assault, C8.6.4, 3.2.2).
 */
export function lineMayReuse(line: InstructionLine, phase: LinePhase): boolean {
  return phase === "starred" || lineHandler(line).mayReuseSelected === true;
}

/**
 * The one place that holds a Limited Operation to one space (2.3.5; for moves one destination,
 * C8.5.4 "performed in only one space"). Returns the spaces a line may still use, or null while
 * the LimOp has no space yet. Once it has one, only lines that may reuse it go on, and only there:
 * a second Terror or Sabotage space, a second Garrison or March destination is never selected.
 */
export function limitedOperationSpaces(
  limited: boolean,
  selected: readonly SpaceId[],
  line: InstructionLine,
  phase: LinePhase,
): readonly SpaceId[] | null {
  if (!limited || selected.length === 0) return null;
  return lineMayReuse(line, phase) ? selected : [];
}

/**
 * Candidate spaces for a line. Lines that may reuse a selected space see every legal space;
 * the others never see a space already selected. A Limited Operation then keeps to its one
 * space (limitedOperationSpaces).
 */
export function lineCandidates(
  board: GameBoard,
  ctx: InstructionContext,
  selected: readonly SpaceId[],
  phase: LinePhase,
): SpaceId[] {
  const line = ctx.line as InstructionLine;
  const reuse = lineMayReuse(line, phase);
  const all = confined(
    ctx.options,
    lineHandler(line).candidates(board, reuse ? { ...ctx, selected: [] } : ctx),
  );
  const limit = limitedOperationSpaces(ctx.limited, selected, line, phase);
  return limit === null ? all : all.filter((s) => limit.includes(s));
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
 * Train's starred lines run "even if no spaces were selected to place pieces" (C8.6.4; C8.5.4:
 * Train's one additional action): the data marks them `mayTargetNewSpace`. Such a line alone
 * makes the Operation possible. In a Limited Train that placed no cubes, the space it uses is
 * the Operation's one space (INF: base 3.2.1 lets Train select a space it places nothing in).
 */
export function runsWithoutSelectedSpaces(line: InstructionLine): boolean {
  return line.starred === true && line.notes?.includes("mayTargetNewSpace") === true;
}

/**
 * Whether an Operation box has at least one legal space for a numbered line whose red condition
 * holds, or for a starred line that runs without them (C8.5.3 "Loops and Edge Cases", C8.6.1
 * "No Spaces Selected", C8.6.4).
 */
export function operationPossible(
  board: GameBoard,
  box: OperationBox,
  faction: Faction,
  limited: boolean,
  free: boolean,
  options: RuleOptions,
): boolean {
  const possible = (line: InstructionLine, phase: LinePhase) => {
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
    return lineCandidates(board, ctx, [], phase).length > 0;
  };
  return (
    linesOf(box, "numbered").some((line) => possible(line, "numbered")) ||
    linesOf(box, "starred").some(
      (line) => runsWithoutSelectedSpaces(line) && possible(line, "starred"),
    )
  );
}
