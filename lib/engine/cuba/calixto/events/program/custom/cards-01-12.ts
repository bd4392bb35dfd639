import type { CustomProcedure } from "../custom";

/** Card-specific Event procedures for cards 01 to 12 (see ../custom.ts). */
export const CUSTOM_01_12: Readonly<Record<string, CustomProcedure>> = {};
