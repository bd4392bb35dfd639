import type { EventProgram } from "@/data/schema/event-program";
import { PROGRAMS_01_12 } from "./cards-01-12";
import { PROGRAMS_13_24 } from "./cards-13-24";
import { PROGRAMS_25_36 } from "./cards-25-36";
import { PROGRAMS_37_48 } from "./cards-37-48";

/**
 * Every Event side as an executable program (5.1, C8.5.5): what the engine judges and carries
 * out for an NP, and applies for a player's own Event with the player's choices.
 */
export const EVENT_PROGRAMS: readonly EventProgram[] = [
  ...PROGRAMS_01_12,
  ...PROGRAMS_13_24,
  ...PROGRAMS_25_36,
  ...PROGRAMS_37_48,
];

export function programFor(
  card: number,
  side: "unshaded" | "shaded",
  table: readonly EventProgram[] = EVENT_PROGRAMS,
): EventProgram | undefined {
  return table.find((p) => p.card === card && p.side === side);
}
