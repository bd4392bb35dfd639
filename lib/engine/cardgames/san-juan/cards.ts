import type { CardSpec } from "../shared/cards";

/**
 * San Juan Hill 1898 (seed 003): two 32-card decks, one per side. Every card has a type from the
 * card type chart and a force; four Special cards carry an effect.
 */
export type Side = "US" | "ES";
export const SIDES: readonly Side[] = ["US", "ES"];
export const SIDE_LABEL: Readonly<Record<Side, string>> = { US: "American", ES: "Spanish" };

/** Infantry Units, Artillery, Leaders, Morale, Equipment, Terrain, Special. */
export type SjType = "U" | "A" | "L" | "M" | "E" | "T" | "S";
export const SJ_TYPES: readonly SjType[] = ["U", "A", "L", "M", "E", "T", "S"];
export const SJ_TYPE_LABEL: Readonly<Record<SjType, string>> = {
  U: "Infantry Unit",
  A: "Artillery",
  L: "Leader",
  M: "Morale",
  E: "Equipment",
  T: "Terrain",
  S: "Special",
};

/**
 * Card effects: three eliminate one opposing card of a type in the Attack phase; the balloon is
 * used in the Reserve phase to see the Spanish hand.
 */
export type SjEffect =
  | { kind: "eliminate"; type: SjType }
  | { kind: "observe" /* Reserve phase: look at the Spanish hand */ };

export interface SjCardSpec extends CardSpec<SjType> {
  side: Side;
  force: number;
  effect?: SjEffect;
}
