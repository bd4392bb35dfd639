/**
 * Building blocks shared by the Operation and Special Activity handlers: the answer-replaying
 * runner, Cash hand-offs, legal targets, Assault, Attack, Terror and the Government's Activation.
 */
export {
  activateGuerrillas,
  garrisonActivate,
  sweepActivate,
  sweepActivations,
} from "./activation";
export { assaultCapacity, assaultHasEffect, assaultHitsBase, planAssault } from "./assault";
export { type CashCapture, freeCash, HOLDER_KINDS } from "./cash";
export { ACCOMPANIES, CARD, markersLeft, WHERE } from "./context";
export { defineLine, type LineSpec } from "./define";
export { type Procedure, runProcedure, Work } from "./run";
export { BRIBE_BASES_LAST, rankedTargets, type TargetRule, targetKinds } from "./targets";
export { terrorAllowed, terrorShift } from "./terror";
