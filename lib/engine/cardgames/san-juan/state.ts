import { AMERICAN_DECK, SPANISH_DECK } from "@/data/cardgames/san-juan";
import { type RngState, seedRng } from "../../core/rng";
import type { SjCardSpec } from "./cards";

/** Seat 0 plays the American deck, seat 1 the Spanish deck (decision S1). */
export type SideIndex = 0 | 1;
export const US: SideIndex = 0;
export const ES: SideIndex = 1;

/** Both decks as one id space: 0-31 American, 32-63 Spanish. */
export const SJ_CARDS: readonly SjCardSpec[] = [...AMERICAN_DECK, ...SPANISH_DECK];
export const SJ_BY_KEY: Readonly<Record<string, number>> = Object.fromEntries(
  SJ_CARDS.map((c, i) => [c.key, i]),
);
export const sideOfCard = (id: number): SideIndex => (id < AMERICAN_DECK.length ? US : ES);
export const HANDS = 8;
export const HAND_SIZE = 8;

export type SjPhase = "setup" | "draw" | "reserve" | "attack" | "withdrawal" | "over";

export type SjStep =
  | { at: "shuffle"; side: SideIndex }
  | { at: "reserve"; side: SideIndex }
  | { at: "attack"; side: SideIndex }
  | { at: "withdraw"; side: SideIndex }
  | { at: "over" };

/** The revealed Attack phase of one hand (sheet: Attack phase; decisions S4-S6). */
export interface Battle {
  hand: number;
  played: [number[], number[]];
  eliminated: number[];
  totals: [number, number];
  winner: SideIndex | null;
}

export type SjResult = {
  kind: "american" | "spanish" | "draw";
  won: [number, number];
  tied: number;
};

export interface SjState {
  game: "san-juan";
  rng: RngState;
  /** Face-down decks; the top card is the last element. */
  decks: [number[], number[]];
  discards: [number[], number[]];
  hands: [number[], number[]];
  /** The hand (turn) being played, 1-8; 0 before the first. */
  hand: number;
  phase: SjPhase;
  step: SjStep;
  /** Draws still owed, in order; only the first can be blocked by a reshuffle. */
  owed: { side: SideIndex; n: number }[];
  /** Attacks chosen in secret; revealed together once both are in (S4). */
  committed: [number[] | null, number[] | null];
  battles: Battle[];
  /** The hand in which the American used the Observation balloon (0: not yet). */
  balloonHand: number;
  result: SjResult | null;
}

export function newSanJuan(seed: number | string): SjState {
  return {
    game: "san-juan",
    rng: seedRng(seed),
    decks: [AMERICAN_DECK.map((_, i) => i), SPANISH_DECK.map((_, i) => i + AMERICAN_DECK.length)],
    discards: [[], []],
    hands: [[], []],
    hand: 0,
    phase: "setup",
    step: { at: "shuffle", side: US },
    owed: [],
    committed: [null, null],
    battles: [],
    balloonHand: 0,
    result: null,
  };
}

export function cloneSanJuan(s: SjState): SjState {
  return {
    ...s,
    decks: [s.decks[0].slice(), s.decks[1].slice()],
    discards: [s.discards[0].slice(), s.discards[1].slice()],
    hands: [s.hands[0].slice(), s.hands[1].slice()],
    step: { ...s.step },
    owed: s.owed.map((o) => ({ ...o })),
    committed: [s.committed[0]?.slice() ?? null, s.committed[1]?.slice() ?? null],
    battles: s.battles.slice(),
    result: s.result ? { ...s.result } : null,
  };
}

/** Hands won by each side and hands tied so far. */
export function score(s: SjState): { won: [number, number]; tied: number } {
  const won: [number, number] = [0, 0];
  let tied = 0;
  for (const b of s.battles) {
    if (b.winner === null) tied++;
    else won[b.winner]++;
  }
  return { won, tied };
}
