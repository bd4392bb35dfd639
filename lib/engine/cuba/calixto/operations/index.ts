import type { InstructionHandler } from "../contracts";
import type { OperationInstruction } from "../types";
import { assault, assaultBasesCasinos } from "./assault";
import { attack4Plus, attackAllActive } from "./attack";
import { constructOpen, constructPlace } from "./construct";
import { garrisonAssaultEc } from "./garrison";
import { rallyFlipMostActive, rallyPlaceBase, rallyPlaceGuerrillas } from "./rally";
import { terrorEcs, terrorShift } from "./terror";
import { trainCivicAction, trainPlaceBase, trainPlaceCubes } from "./train";

/**
 * Operation line handlers by instruction id (C8.6). The moving lines (sweepMove, garrisonMove,
 * marchMove) live with the Move Priorities, not here.
 */
export type OperationHandlerId = Exclude<
  OperationInstruction,
  "sweepMove" | "garrisonMove" | "marchMove"
>;

export const OPERATION_HANDLERS: Readonly<Record<OperationHandlerId, InstructionHandler>> = {
  trainPlaceCubes,
  trainPlaceBase,
  trainCivicAction,
  garrisonAssaultEc,
  assaultBasesCasinos,
  assault,
  rallyPlaceBase,
  rallyPlaceGuerrillas,
  rallyFlipMostActive,
  attack4Plus,
  attackAllActive,
  terrorShift,
  terrorEcs,
  constructOpen,
  constructPlace,
};

export { rallyAllowedHere, rallyPlacement } from "./rally";
