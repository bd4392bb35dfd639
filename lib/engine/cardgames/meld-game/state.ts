import { fail, ok, type Result } from "../../core/result";
import { type RngState, seedRng } from "../../core/rng";
import type { Seat } from "../shared/seats";
import type { MeldKind } from "./cards";
import type { MeldGameId, MeldRules } from "./rules";

/** A meld in play: two or more cards of one name (sheet: Meld phase). */
export interface Meld {
  kind: MeldKind;
  key: string;
  cards: number[];
}

export type MeldPhase = "setup" | "fate" | "meld" | "foil" | "kill" | "event" | "exit" | "over";

/** The Event phase results that need a target (KR Event table rows 1, 2, 3, 5). */
export type TargetedRoll = 1 | 2 | 3 | 5;

/** Exactly what the game waits for. */
export type MeldStep =
  | { at: "deal" }
  | { at: "fate" }
  | { at: "steal"; target: Seat }
  | { at: "meld" }
  | { at: "foil"; seat: Seat }
  | { at: "negate"; by: Seat; card: number; kind: MeldKind }
  | { at: "kill" }
  | { at: "attempt" }
  | { at: "loseMeld" }
  | { at: "eventDie" }
  | { at: "eventTarget"; roll: TargetedRoll }
  | { at: "eventPick"; roll: 3 | 5; target: Seat }
  | { at: "exit" }
  | { at: "over" };

export type MeldResult =
  | { kind: "killed"; winner: Seat; turn: number }
  /** GC: the deck ran out for the last time; nobody wins. */
  | { kind: "survived"; turn: number };

/** Plain JSON: the whole game, including the seeded generator. */
export interface MeldGameState {
  game: MeldGameId;
  players: number;
  rng: RngState;
  /** Face-down deck; the top card is the last element. */
  deck: number[];
  /** Face-up discard pile; the top card is the last element. */
  discard: number[];
  /** GC Events that left play. */
  removed: number[];
  hands: number[][];
  /** Per seat, at most one meld of each kind. */
  melds: Meld[][];
  first: Seat;
  active: Seat;
  /** 0 before the deal, then the number of the current turn. */
  turn: number;
  phase: MeldPhase;
  step: MeldStep;
  /** Cards still to be drawn; non-null only while a reshuffle is awaited. */
  owed: { seat: Seat; n: number } | null;
  /** How many times the deck has run out. */
  runOuts: number;
  /** Opponents still to be offered the Foil phase, in turn order. */
  foilQueue: Seat[];
  /** KR: whether the active player played a card in this Meld phase. */
  meldPlayed: boolean;
  /** The most recent dice (Assassination Attempt or Event phase), for display. */
  lastRoll: { faces: number[]; turn: number; seat: Seat } | null;
  /** Assassination Attempts made so far. */
  attempts: number;
  result: MeldResult | null;
}

export interface NewMeldGame {
  players: number;
  seed: number | string;
  /** The seat that plays first (decision D1); default 0. */
  first?: Seat;
}

/** A fresh game awaiting its initial shuffle. Fails on a bad player count or first seat. */
export function newMeldGame(rules: MeldRules, options: NewMeldGame): Result<MeldGameState> {
  const { players } = options;
  const first = options.first ?? 0;
  if (!Number.isInteger(players) || players < rules.minPlayers || players > rules.maxPlayers)
    return fail({
      field: "players",
      reason: `${rules.ref} takes ${rules.minPlayers} to ${rules.maxPlayers} players, got ${players}`,
    });
  if (!Number.isInteger(first) || first < 0 || first >= players)
    return fail({ field: "first", reason: `first seat must be 0 to ${players - 1}, got ${first}` });
  return ok({
    game: rules.game,
    players,
    rng: seedRng(options.seed),
    deck: rules.cards.map((_, i) => i),
    discard: [],
    removed: [],
    hands: Array.from({ length: players }, () => []),
    melds: Array.from({ length: players }, () => []),
    first,
    active: first,
    turn: 0,
    phase: "setup",
    step: { at: "deal" },
    owed: null,
    runOuts: 0,
    foilQueue: [],
    meldPlayed: false,
    lastRoll: null,
    attempts: 0,
    result: null,
  });
}

/** Copy every mutable part, so the pure `apply` can run the in-place rules on the copy. */
export function cloneMeldGame(s: MeldGameState): MeldGameState {
  return {
    ...s,
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    removed: s.removed.slice(),
    hands: s.hands.map((h) => h.slice()),
    melds: s.melds.map((ms) => ms.map((m) => ({ ...m, cards: m.cards.slice() }))),
    step: { ...s.step },
    owed: s.owed ? { ...s.owed } : null,
    foilQueue: s.foilQueue.slice(),
    lastRoll: s.lastRoll ? { ...s.lastRoll, faces: s.lastRoll.faces.slice() } : null,
    result: s.result ? { ...s.result } : null,
  };
}

export function meldOf(s: MeldGameState, seat: Seat, kind: MeldKind): Meld | undefined {
  return s.melds[seat].find((m) => m.kind === kind);
}

export function hasAllMelds(s: MeldGameState, seat: Seat): boolean {
  return s.melds[seat].length === 3;
}
