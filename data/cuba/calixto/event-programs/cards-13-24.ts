import type { EventProgram } from "@/lib/engine/cuba/calixto/events/program/types";

/** Event programs for cards 13 to 24, both sides (see shared.ts). */
export const PROGRAMS_13_24: readonly EventProgram[] = [];
