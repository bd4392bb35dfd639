import type { CustomProcedure } from "../custom";

/** Card-specific Event procedures for cards 13 to 24 (see ../custom.ts). */
export const CUSTOM_13_24: Readonly<Record<string, CustomProcedure>> = {};
