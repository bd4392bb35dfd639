import type { CustomProcedure } from "../custom";

/** Card-specific Event procedures for cards 25 to 36 (see ../custom.ts). */
export const CUSTOM_25_36: Readonly<Record<string, CustomProcedure>> = {};
