import type { Faction, GameBoard, SpaceId } from "../types";
import type { InstructionContext, InstructionLine, SpecialEntry } from "./contracts";
import { handlerFor } from "./handlers";
import { conditionHolds } from "./runner";
import { confined, type RuleOptions } from "./scope";
import type { ColumnId, InstructionId, OperationKind } from "./types";

/**
 * The numbered steps of one Special Activity on a card's list (C8.5.3 "Executing Special
 * Activities": within the SA, each numbered instruction in order, as much as possible; C8.7.2,
 * C8.7.7 "in the order given by the card"). Each step has its own red condition and column and
 * runs in as many spaces as it can, one space at a time, up to `stepMaxSpaces`.
 * An SA counts as possible when any of its steps is (C8.7.1): Profit on card N still closes
 * Casinos when no Cash can be placed. An SA without numbered steps is one step: the entry.
 */
export interface SpecialStep {
  /** The card's number (①②③), or null for an SA without numbered steps. */
  n: number | null;
  line: InstructionLine | SpecialEntry;
}

/** What the steps are checked against: who acts, with which Operation, under which readings. */
export interface SpecialSituation {
  faction: Faction;
  /** The Operation the SA accompanies (some red conditions and accompaniments name it); none for
   * an Event's lone SA (5.1.1). */
  operation?: OperationKind;
  /** Spaces the Operation selected so far (Masferrer's Assault picks among them). */
  operationSpaces: SpaceId[];
  options: RuleOptions;
}

/** Where one step stands: the steps of this SA that acted, and this step's spaces so far. */
export interface StepProgress {
  earlier: readonly InstructionId[];
  spaces: readonly SpaceId[];
}

const FRESH: StepProgress = { earlier: [], spaces: [] };

/**
 * A Special Activity step takes one space unless its handler allows more (base rules 4.x: one
 * Transport, one Air Strike...; Profit's Place Cash 1 or 2 spaces, its close and remove steps
 * every space, 4.5.1, C8.7.7).
 */
export function stepMaxSpaces(step: SpecialStep): number {
  return handlerFor(step.line.instruction).maxSpaces ?? 1;
}

export function specialSteps(entry: SpecialEntry): SpecialStep[] {
  const lines = entry.lines ?? [];
  if (lines.length === 0 || handlerFor(entry.instruction).ownsSubLines)
    return [{ n: null, line: entry }];
  return lines.map((line, i) => ({ n: line.n ?? i + 1, line }));
}

export function stepColumn(step: SpecialStep, faction: Faction): ColumnId | null {
  return step.line.column ?? handlerFor(step.line.instruction).column(faction);
}

export function stepContext(
  step: SpecialStep,
  s: SpecialSituation,
  progress: StepProgress = FRESH,
): InstructionContext {
  return {
    faction: s.faction,
    limited: false,
    free: false,
    selected: [...progress.spaces],
    line: step.line,
    ...(s.operation ? { operation: s.operation } : {}),
    operationSpaces: s.operationSpaces,
    earlierSteps: progress.earlier,
    options: s.options,
  };
}

const conditionMet = (board: GameBoard, line: SpecialStep["line"], s: SpecialSituation) =>
  !line.onlyIf || conditionHolds(board, line.onlyIf, s.faction, s.operation, s.options);

/**
 * Why the step can take no (further) space now, or null if it can. Its red condition is tested
 * when the step is reached, after the earlier steps' effects (C8.5.3).
 */
export function stepClosed(
  board: GameBoard,
  step: SpecialStep,
  s: SpecialSituation,
  progress: StepProgress = FRESH,
): string | null {
  const line = step.line;
  const handler = handlerFor(line.instruction);
  if (!conditionMet(board, line, s)) return `red condition not met: ${line.onlyIf?.label}`;
  const out = handler.ruledOutBy?.(progress.earlier) ?? null;
  if (out !== null) return out;
  const max = stepMaxSpaces(step);
  if (progress.spaces.length >= max) return `already in ${max} space${max === 1 ? "" : "s"}`;
  if (stepCandidates(board, step, s, progress).length === 0)
    return progress.spaces.length === 0
      ? "no space where it would have an effect"
      : "no further space where it would have an effect";
  return null;
}

/** Spaces the step may take next; empty when its red condition fails or it is ruled out. */
export function stepCandidates(
  board: GameBoard,
  step: SpecialStep,
  s: SpecialSituation,
  progress: StepProgress = FRESH,
): SpaceId[] {
  const handler = handlerFor(step.line.instruction);
  if (!conditionMet(board, step.line, s)) return [];
  if (progress.spaces.length >= stepMaxSpaces(step)) return [];
  return confined(s.options, handler.candidates(board, stepContext(step, s, progress)));
}

/** The SA's own red condition (the one before its letter), if any. */
export function specialConditionHolds(board: GameBoard, entry: SpecialEntry, s: SpecialSituation) {
  return conditionMet(board, entry, s);
}

/** Whether the SA can be done: its own red condition holds and one of its steps has a space. */
export function specialPossible(board: GameBoard, entry: SpecialEntry, s: SpecialSituation) {
  return (
    conditionMet(board, entry, s) &&
    specialSteps(entry).some((step) => stepCandidates(board, step, s).length > 0)
  );
}

/** Why the SA cannot be done (see specialPossible); the steps' own reasons are traced apart. */
export function specialClosed(board: GameBoard, entry: SpecialEntry, s: SpecialSituation) {
  if (!conditionMet(board, entry, s)) return `red condition not met: ${entry.onlyIf?.label}`;
  // An Ambush after its Attack: every Attack space is resolved, none is left to Ambush in.
  if (entry.special === "ambush" && s.operation === "attack" && s.operationSpaces.length > 0)
    return "every Attack space is already resolved (4.3.2)";
  return specialSteps(entry).length > 1
    ? "none of its steps can be done"
    : "no space where it would have an effect";
}
