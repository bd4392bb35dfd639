import type { InstructionHandler } from "./contracts";
import { MOVE_HANDLERS } from "./moves";
import { OPERATION_HANDLERS } from "./operations";
import { SPECIAL_HANDLERS } from "./specials";
import type { InstructionId } from "./types";

/**
 * Every card line and Special Activity by instruction id: the operations (C8.6), the Special
 * Activities (C8.7) and the four lines that move with the Move Priorities (C8.5.7).
 */
export const HANDLERS: Readonly<Record<InstructionId, InstructionHandler>> = {
  ...OPERATION_HANDLERS,
  ...SPECIAL_HANDLERS,
  ...MOVE_HANDLERS,
} as Record<InstructionId, InstructionHandler>;

export function handlerFor(id: InstructionId): InstructionHandler {
  const h = HANDLERS[id];
  if (!h)
    throw new Error(`no handler for instruction "${id}" (data error: check data/cuba/calixto)`);
  return h;
}
