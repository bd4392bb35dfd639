/**
 * Seeded pseudo-random generator whose whole state is one 32-bit unsigned integer,
 * so it lives inside serialisable game state (boardgame.io keeps its PRNG in G for the same reason).
 * Algorithm: Mulberry32 (public-domain construction by Tommy Ettinger), re-implemented here.
 *
 * Every function is pure: it takes a state and returns the value with the next state.
 * The engine never calls an ambient random source (architecture: chance is a logged input).
 */
export type RngState = number;

export function seedRng(seed: number | string): RngState {
  if (typeof seed === "number") return seed >>> 0;
  // FNV-1a over the string, so "my game" and 42 are both valid seeds.
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Next float in [0, 1) and the next state. */
export function nextFloat(state: RngState): [number, RngState] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [value, next];
}

/** Uniform integer in [0, n). */
export function nextInt(state: RngState, n: number): [number, RngState] {
  const [f, s] = nextFloat(state);
  return [Math.floor(f * n), s];
}

/** Fisher-Yates shuffle; returns a new array. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, s] = nextInt(s, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return [out, s];
}

/** Pick one element uniformly. */
export function pick<T>(state: RngState, items: readonly T[]): [T, RngState] {
  const [i, s] = nextInt(state, items.length);
  return [items[i], s];
}
