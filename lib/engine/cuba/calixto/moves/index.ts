/**
 * Move Priorities (C8.5.7): keep rules, get rules, origins (Step B) and Step C for the four
 * movements (Sweep, Garrison, March, Transport), their instruction handlers and the Activation
 * that follows Government moves. Public surface of lib/engine/cuba/calixto/moves.
 *
 * How a runner uses it for a line with `movement` (see contracts.ts InstructionHandler):
 *  1. candidates = handler.candidates(board, ctx); pick a destination by the line's column;
 *  2. run lib/machines/cuba/move-loop.machine.ts into it (Steps B, keep/get, C; dice, ties);
 *  3. handler.execute(board, destination, ctx, answers) for what follows the moves there;
 *  4. Garrison only: after the last destination, apply garrisonActivation(board) once (3.2.2).
 */
export {
  activateGuerrillas,
  garrisonActivation,
  sweepActivation,
  sweepActivations,
} from "./activation";
export { EL_CHE_RULE, elCheFlip, elCheSpent, marchActivates, moveGroup } from "./arrival";
export { type GetContext, planGet } from "./get";
export { garrisonMove, MOVE_HANDLERS, marchMove, sweepMove, transport } from "./handlers";
export { controllerWithout, keepInOrigin } from "./keep";
export {
  ARMORED_CARS,
  armoredCarsBarsTroops,
  EL_CHE,
  elCheInPlay,
  MORGAN,
  morganReach,
  movingKinds,
  TRANSPORT_CAP,
} from "./kinds";
export {
  acceptRoll,
  acceptTie,
  describePieces,
  destinationRecord,
  finishStep,
  type LoopState,
  type MoveLoopSpec,
  type MoveStepResult,
  moveStep,
  originDecision,
  originStep,
  startLoop,
  stepCStep,
  tieRequest,
} from "./loop";
export { moveableCount, moveablePieces } from "./moveable";
export { chooseOrigin, type OriginChoice, type OriginOption, originOptions } from "./origin";
export { wouldMove } from "./preview";
export {
  canMoveFrom,
  isDestinationFor,
  originsInReach,
  spacesWithin,
  transportOrigin,
} from "./reach";
export { type MoveRunResult, runMoveLoop } from "./run";
export { type StepCDecision, stepC } from "./step-c";
export type { GetPlan, KeepResult, Movement, RowOutcome } from "./types";
export { MOVEMENTS } from "./types";
