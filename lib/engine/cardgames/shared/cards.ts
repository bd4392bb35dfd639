/**
 * Card-game deck vocabulary shared by the three card games. A deck list is data (data/cardgames);
 * the engine expands it into numbered physical cards, so every card has one id and the total
 * number of cards can be checked in every state.
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

/** One entry per physical card: index = card id. */
export function expandDeck<T extends CardSpec>(list: readonly T[]): T[] {
  const out: T[] = [];
  for (const spec of list) for (let i = 0; i < spec.copies; i++) out.push(spec);
  return out;
}

export function deckSize(list: readonly CardSpec[]): number {
  return list.reduce((n, c) => n + c.copies, 0);
}
