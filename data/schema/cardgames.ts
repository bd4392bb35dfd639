/**
 * Card-game deck vocabulary (the three card games): a deck list entry and each game's card kinds.
 * Deck lists are data (data/cardgames); the engine (lib/engine/cardgames) expands them into
 * numbered physical cards and re-exports these shapes.
 */

/** Where a datum comes from: the game's own rule sheet (seed 000/002/003) or our inference. */
export interface CardProvenance {
  source: "sheet" | "INF";
  /** Which list or section, e.g. "GC card list". */
  ref: string;
  /** Short note in our own words. */
  note?: string;
}

export interface CardSpec<K extends string = string> {
  /** Stable kebab-case id used in moves and logs. */
  key: string;
  /** The card's name as printed in the deck list (names are data). */
  name: string;
  kind: K;
  copies: number;
  provenance: CardProvenance;
}

// ---------------------------------------------------------------------------------------------
// Meld games (Get Castro seed 000, Kill Rasputin seed 002): the three meld types, Save cards that
// negate one, Get Castro's Event, Propaganda and Spy cards, Kill Rasputin's Fate card.

export type MeldKind = "M" | "C" | "L";
export type MeldCardKind = MeldKind | "S" | "E" | "P" | "X" | "F";

export interface MeldCardSpec extends CardSpec<MeldCardKind> {
  /** Save cards: the meld type they discard. */
  negates?: MeldKind;
}

// ---------------------------------------------------------------------------------------------
// San Juan Hill 1898 (seed 003): two 32-card decks, one per side; each card has a type and a
// force, four Special cards an effect.

export type Side = "US" | "ES";

/** Infantry Units, Artillery, Leaders, Morale, Equipment, Terrain, Special. */
export type SjType = "U" | "A" | "L" | "M" | "E" | "T" | "S";

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
