/**
 * Card-game deck vocabulary shared by the three card games. A deck list is data (data/cardgames);
 * the engine expands it into numbered physical cards, so every card has one id and the total
 * number of cards can be checked in every state.
 */

// A deck list entry's shape is declared with the deck lists (data/schema/cardgames.ts).
export type { CardProvenance, CardSpec } from "@/data/schema/cardgames";

import type { CardSpec } from "@/data/schema/cardgames";

/** One entry per physical card: index = card id. */
export function expandDeck<T extends CardSpec>(list: readonly T[]): T[] {
  const out: T[] = [];
  for (const spec of list) for (let i = 0; i < spec.copies; i++) out.push(spec);
  return out;
}

export function deckSize(list: readonly CardSpec[]): number {
  return list.reduce((n, c) => n + c.copies, 0);
}
