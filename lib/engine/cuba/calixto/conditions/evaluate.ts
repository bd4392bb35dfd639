import type { FieldError } from "../../../core/result";
import type { GameBoard } from "../../types";
import type { ConditionContext, ConditionRef, ConditionResult } from "../contracts";
import { type ConditionDef, type ParamSpec, type Params, pactInPlay } from "./define";
import { DICE_CONDITIONS } from "./dice";
import { GAME_STATE_CONDITIONS } from "./game-state";
import { GOVERNMENT_CONDITIONS } from "./government";
import { MOVEABLE_CONDITIONS } from "./moveable";
import { PRESENCE_CONDITIONS } from "./presence";

/**
 * One entry point for every card condition (C8.5.3 blue boxes, C8.7.1 red conditionals):
 * look the evaluator up by id, overlay the Pact of Caracas variant when that Capability is in
 * play, honour the generic `withOperation` prerequisite ("Sweep and ..." on SA-GZZ), and run it.
 * Never throws: a bad reference answers false and says why in the evidence, and
 * `checkConditionRef` reports the same problem as field errors (the data self-check uses it).
 */

export const CONDITION_DEFS: Readonly<Record<string, ConditionDef>> = Object.fromEntries(
  [
    ...GOVERNMENT_CONDITIONS,
    ...PRESENCE_CONDITIONS,
    ...DICE_CONDITIONS,
    ...GAME_STATE_CONDITIONS,
    ...MOVEABLE_CONDITIONS,
  ].map((d) => [d.id, d]),
);

const OPERATION_PARAM: ParamSpec = {
  kind: "enum",
  values: [
    "train",
    "garrison",
    "sweep",
    "assault",
    "rally",
    "march",
    "attack",
    "terror",
    "construct",
  ],
  optional: true,
};

/**
 * A card's numbers are counts and thresholds read off the board (pieces, Resources, Population,
 * a die): whole numbers, never negative, and below 100 (every track ends below 50).
 */
export const MAX_COUNT = 99;
const isCount = (v: unknown): boolean =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= MAX_COUNT;

function checkParams(def: ConditionDef, params: Params, field: string): FieldError[] {
  const errors: FieldError[] = [];
  const specs: Record<string, ParamSpec> = { ...def.params, withOperation: OPERATION_PARAM };
  for (const key of Object.keys(params)) {
    if (!(key in specs))
      errors.push({ field: `${field}.${key}`, reason: `"${def.id}" takes no parameter "${key}"` });
  }
  for (const [key, spec] of Object.entries(specs)) {
    const v = params[key];
    if (v === undefined) {
      if (!spec.optional)
        errors.push({ field: `${field}.${key}`, reason: `"${def.id}" needs "${key}"` });
      continue;
    }
    const ok =
      spec.kind === "enum"
        ? typeof v === "string" && spec.values.includes(v)
        : spec.kind === "number"
          ? isCount(v)
          : typeof v === "boolean";
    if (!ok) {
      const want =
        spec.kind === "enum"
          ? `one of ${spec.values.join(", ")}`
          : spec.kind === "number"
            ? `a whole number from 0 to ${MAX_COUNT}`
            : "true or false";
      errors.push({ field: `${field}.${key}`, reason: `must be ${want}, got ${String(v)}` });
    }
  }
  return errors;
}

/** Problems with a condition reference (unknown id, bad or missing params, bad Pact overlay). */
export function checkConditionRef(ref: ConditionRef, field = "cond"): FieldError[] {
  const def = CONDITION_DEFS[ref.id];
  if (!def) return [{ field: `${field}.id`, reason: `unknown condition id "${ref.id}"` }];
  const base = checkParams(def, ref.params ?? {}, `${field}.params`);
  const pact = ref.pact
    ? checkParams(def, { ...(ref.params ?? {}), ...ref.pact }, `${field}.pact`)
    : [];
  return [...base, ...pact];
}

/** The params in force: the Pact of Caracas variant replaces the printed ones while in play. */
export function effectiveParams(board: GameBoard, ref: ConditionRef): Params {
  const base = ref.params ?? {};
  return ref.pact && pactInPlay(board) ? { ...base, ...ref.pact } : base;
}

export function evaluateCondition(
  board: GameBoard,
  ref: ConditionRef,
  ctx: ConditionContext,
  faces?: readonly number[],
): ConditionResult {
  const problems = checkConditionRef(ref);
  if (problems.length) {
    return {
      kind: "answer",
      answer: false,
      evidence: problems.map((e) => `cannot evaluate: ${e.field}: ${e.reason}`),
    };
  }
  const def = CONDITION_DEFS[ref.id];
  const params = effectiveParams(board, ref);
  if (params.withOperation !== undefined && ctx.operation !== params.withOperation) {
    return {
      kind: "answer",
      answer: false,
      evidence: [`only with ${params.withOperation}; Operation is ${ctx.operation ?? "none"}`],
    };
  }
  const result = def.evaluate(board, params, ctx, faces);
  if (result.kind === "answer" && ref.pact && pactInPlay(board)) {
    return {
      ...result,
      evidence: ["Pact of Caracas in play: variant question", ...result.evidence],
    };
  }
  return result;
}
