/** Seats are numbered from 0 in turn order; play passes to the next number (decision D1). */
export type Seat = number;

/** The other seats in turn order, starting with the one after `seat`. */
export function opponentsInOrder(seat: Seat, players: number): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i < players; i++) out.push((seat + i) % players);
  return out;
}

/**
 * A tie-break stream for bots derived from the game's generator state without advancing it,
 * so a bot's choice is a pure function of the state and is logged as the move it picks.
 */
export function botNoise(rng: number, salt: number): number {
  let h = (rng ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
