/**
 * Card conditions (C8.5.3 blue boxes, C8.7.1 red conditionals): `evaluateCondition` answers a
 * ConditionRef against a board with its evidence, or asks for a die when the answer is not
 * already certain (C8.2.1).
 */
export {
  type ConditionDef,
  PACT_OF_CARACAS,
  type ParamSpec,
  pactInPlay,
  SUPPORT_FILTERS,
  type SupportFilter,
} from "./define";
export {
  CONDITION_DEFS,
  checkConditionRef,
  effectiveParams,
  evaluateCondition,
} from "./evaluate";
