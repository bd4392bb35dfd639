import type { InstructionHandler } from "../../contracts";
import { garrisonMove } from "./garrison";
import { marchMove } from "./march";
import { sweepMove } from "./sweep";
import { transport } from "./transport";

/** The handlers for lines that move pieces with the Move Priorities (C8.5.7). */
export const MOVE_HANDLERS: Readonly<
  Record<"sweepMove" | "garrisonMove" | "marchMove" | "transport", InstructionHandler>
> = { sweepMove, garrisonMove, marchMove, transport };

export { garrisonMove, marchMove, sweepMove, transport };
