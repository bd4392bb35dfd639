/**
 * Calixto card sides as data (C8.5.3): lookups that apply the chosen conflict readings, the
 * walk from box to outcome, and the data self-check.
 */
export { checkCardData, checkSide } from "./check";
export {
  activationNumber,
  CARD_TABLES,
  type CardTables,
  cardTablesOf,
  flipSide,
  isBackSide,
  operationBox,
  resolveSide,
  specialList,
} from "./resolve";
export {
  boxRecord,
  follow,
  type NodeVisit,
  type OperationNode,
  outcomeRecord,
  type QuestionNode,
  RULE as CARD_RULE,
  type SpecialNode,
  visitNode,
  type WalkOptions,
  type WalkOutcome,
  type WalkResult,
  walkBound,
  walkSide,
} from "./walk";
