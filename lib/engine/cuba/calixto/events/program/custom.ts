import { CUSTOM_01_12 } from "./custom/cards-01-12";
import { CUSTOM_13_24 } from "./custom/cards-13-24";
import { CUSTOM_25_36 } from "./custom/cards-25-36";
import { CUSTOM_37_48 } from "./custom/cards-37-48";
import type { CustomProcedure } from "./custom-procedure";

/**
 * The registry of card-specific procedures (`custom` steps): the runner (run.ts) looks a step's
 * id up here. The procedures import the runner's helpers from below it (listed.ts, apply.ts,
 * work.ts...), never run.ts, so the runner -> registry -> procedures chain has no way back.
 */
export type { CustomProcedure } from "./custom-procedure";

export const CUSTOM: Readonly<Record<string, CustomProcedure>> = {
  ...CUSTOM_01_12,
  ...CUSTOM_13_24,
  ...CUSTOM_25_36,
  ...CUSTOM_37_48,
};
