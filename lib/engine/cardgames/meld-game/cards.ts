import type { MeldCardKind, MeldKind } from "@/data/schema/cardgames";

/**
 * Card kinds of the two meld games (Get Castro seed 000, Kill Rasputin seed 002): the three
 * meld types, Save cards that negate one meld type, Get Castro's Event, Propaganda and Spy
 * cards, and Kill Rasputin's single Fate card.
 */
export type { MeldCardKind, MeldCardSpec, MeldKind } from "@/data/schema/cardgames";

export const MELD_KINDS: readonly MeldKind[] = ["M", "C", "L"];

export const KIND_LABEL: Readonly<Record<MeldCardKind, string>> = {
  M: "Method",
  C: "Conspiracy",
  L: "Location",
  S: "Save",
  E: "Event",
  P: "Propaganda",
  X: "Spy",
  F: "Fate",
};

export function isMeldKind(kind: MeldCardKind): kind is MeldKind {
  return kind === "M" || kind === "C" || kind === "L";
}
