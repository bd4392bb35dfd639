import type { InstructionHandler } from "./contracts";
import { MOVE_HANDLERS } from "./moves";
import { OPERATION_HANDLERS } from "./operations";
import { isSpecialHandlerId, SPECIAL_HANDLER_IDS } from "./specials/ids";
import { specialsPart } from "./specials-part";
import type { InstructionId } from "./types";

/** The handlers loaded with every turn: the operations (C8.6) and the Move Priorities' lines. */
const LOADED: Readonly<Partial<Record<InstructionId, InstructionHandler>>> = {
  ...OPERATION_HANDLERS,
  ...MOVE_HANDLERS,
};

/**
 * Every card line and Special Activity id: the operations (C8.6), the Special Activities (C8.7)
 * and the four lines that move with the Move Priorities (C8.5.7).
 */
export const INSTRUCTION_IDS: readonly InstructionId[] = [
  ...new Set([
    ...(Object.keys(OPERATION_HANDLERS) as InstructionId[]),
    ...SPECIAL_HANDLER_IDS,
    ...(Object.keys(MOVE_HANDLERS) as InstructionId[]),
  ]),
];

/**
 * The handler of a card line or Special Activity. The Special Activities load when a turn first
 * reaches one (specials-part.ts).
 */
export function handlerFor(id: InstructionId): InstructionHandler {
  const h = isSpecialHandlerId(id) ? specialsPart.now().SPECIAL_HANDLERS[id] : LOADED[id];
  if (!h)
    throw new Error(`no handler for instruction "${id}" (data error: check data/cuba/calixto)`);
  return h;
}
