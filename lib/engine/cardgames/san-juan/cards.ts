import type { Side, SjType } from "@/data/schema/cardgames";

export type { Side, SjCardSpec, SjEffect, SjType } from "@/data/schema/cardgames";

/**
 * San Juan Hill 1898 (seed 003): two 32-card decks, one per side. Every card has a type from the
 * card type chart and a force; four Special cards carry an effect.
 */
export const SIDES: readonly Side[] = ["US", "ES"];
export const SIDE_LABEL: Readonly<Record<Side, string>> = { US: "American", ES: "Spanish" };

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
