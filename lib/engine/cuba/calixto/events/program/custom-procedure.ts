import type { Need, NeedAnswer } from "../../contracts";
import type { EventCtx, EventWork } from "./work";

/**
 * Card-specific procedures for Event texts the step vocabulary does not express (a `custom`
 * step names one by id, e.g. "38s-relocate-casinos"). Each is a generator over the same Work
 * and asks for its inputs the same way, so it is judged, traced and undone like any step.
 */
export type CustomProcedure = (w: EventWork, ctx: EventCtx) => Generator<Need, void, NeedAnswer>;
