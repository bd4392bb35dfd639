/**
 * Move Priorities (C8.5.7): keep rules, get rules, origins and Step C for Sweep, Garrison,
 * March and Transport. Public surface of lib/engine/cuba/calixto/moves.
 */
export { keepInOrigin } from "./keep";
export { elCheInPlay, morganReach, movingKinds, TRANSPORT_CAP } from "./kinds";
export { moveableCount, moveablePieces } from "./moveable";
export { isDestinationFor, originsInReach } from "./reach";
export type { GetPlan, KeepResult, Movement, RowOutcome } from "./types";
export { MOVEMENTS } from "./types";
