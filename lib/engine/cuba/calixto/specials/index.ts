import type { InstructionHandler } from "../contracts";
import { airStrike, airStrikeVulnerable } from "./air-strike";
import { ambush } from "./ambush";
import { assassinate, assassinateBase, assassinateCloseCasino } from "./assassinate";
import { bribe } from "./bribe";
import type { SpecialHandlerId } from "./ids";
import { infiltrate } from "./infiltrate";
import { kidnap } from "./kidnap";
import { masferrerAssault } from "./masferrer";
import { muscle } from "./muscle";
import { profitCloseCasinos, profitPlaceCash, profitRemoveCash } from "./profit";
import { reprisal } from "./reprisal";
import { subvert } from "./subvert";

export type { SpecialHandlerId } from "./ids";

/**
 * Special Activity handlers by instruction id (C8.7), in the order of ids.ts. Transport moves
 * pieces with the Move Priorities and lives with them, not here.
 */
export const SPECIAL_HANDLERS: Readonly<Record<SpecialHandlerId, InstructionHandler>> = {
  airStrikeVulnerable,
  airStrike,
  reprisal,
  infiltrate,
  ambush,
  kidnap,
  subvert,
  assassinateCloseCasino,
  assassinateBase,
  assassinate,
  profitPlaceCash,
  profitCloseCasinos,
  profitRemoveCash,
  bribe,
  muscle,
  masferrerAssault,
};

export { kidnapTarget } from "./kidnap";
export { type LastingSpecial, lastingSpecial } from "./lasting";
export { MUSCLE_ORIGIN_COLUMN, muscleOriginColumn, muscleOrigins } from "./muscle";
export { specialDidOperation } from "./operation-space";
export { reprisalDestinations } from "./reprisal";
