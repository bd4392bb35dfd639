import type { Provenance } from "@/data/schema/calixto";
import type { EventProgram, EventStep } from "@/data/schema/event-program";

/**
 * Helpers for writing Event programs (data/schema/event-program.ts). Each
 * program is our reading of one Event side's text (rules playbook "Event Text and Background",
 * base rules 5.x), with short labels of our own; provenance says where it came from.
 */
export const U = "unshaded" as const;
export const S = "shaded" as const;

export const TEXT = (card: number, note?: string): Provenance => ({
  source: "INF",
  ref: `playbook Event text #${card}; rules 5.1`,
  ...(note ? { note } : {}),
});

export function program(
  card: number,
  side: "unshaded" | "shaded",
  steps: EventStep[],
  note?: string,
): EventProgram {
  return { card, side, steps, provenance: TEXT(card, note) };
}

export const INSURGENTS = ["26J", "DR", "SYN"] as const;
export const ALL = ["GOV", "26J", "DR", "SYN"] as const;
export const CAPABILITY: EventStep = { do: "lasting", kind: "capability", label: "Capability" };
export const MOMENTUM: EventStep = { do: "lasting", kind: "momentum", label: "Momentum" };
