import type { Need, NeedAnswer } from "../../contracts";
import { CUSTOM_01_12 } from "./custom/cards-01-12";
import { CUSTOM_13_24 } from "./custom/cards-13-24";
import { CUSTOM_25_36 } from "./custom/cards-25-36";
import { CUSTOM_37_48 } from "./custom/cards-37-48";
import type { EventCtx, EventWork } from "./work";

/**
 * Card-specific procedures for Event texts the step vocabulary does not express (a `custom`
 * step names one by id, e.g. "38s-relocate-casinos"). Each is a generator over the same Work
 * and asks for its inputs the same way, so it is judged, traced and undone like any step.
 */
export type CustomProcedure = (w: EventWork, ctx: EventCtx) => Generator<Need, void, NeedAnswer>;

export const CUSTOM: Readonly<Record<string, CustomProcedure>> = {
  ...CUSTOM_01_12,
  ...CUSTOM_13_24,
  ...CUSTOM_25_36,
  ...CUSTOM_37_48,
};
