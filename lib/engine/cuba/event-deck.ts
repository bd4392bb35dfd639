import { EVENT_CARDS, PROPAGANDA_IDS } from "@/data/cuba/events";
import { type RngState, shuffle } from "../core/rng";

/**
 * The draw deck as the set-up builds it (rules Set Up, 2.1): shuffle the 48 Events (the short game
 * sets 8 aside unseen first), deal them into 4 equal piles, shuffle one Propaganda card into each
 * pile, and stack the piles. Seeded, so a game's deck is a logged chance event.
 */
export function buildEventDeck(
  rng: RngState,
  shortGame: boolean,
): { order: number[]; rng: RngState; setAside: number[] } {
  let s = rng;
  let events: number[];
  [events, s] = shuffle(
    s,
    EVENT_CARDS.map((c) => c.id),
  );
  const setAside = shortGame ? events.slice(0, 8) : [];
  if (shortGame) events = events.slice(8);
  const per = events.length / 4;
  const order: number[] = [];
  for (let p = 0; p < 4; p++) {
    let pile: number[];
    [pile, s] = shuffle(s, [...events.slice(p * per, (p + 1) * per), PROPAGANDA_IDS[p]]);
    order.push(...pile);
  }
  return { order, rng: s, setAside };
}
