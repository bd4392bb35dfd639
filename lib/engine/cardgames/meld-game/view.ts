import type { Seat } from "../shared/seats";
import type { MeldGameState } from "./state";

/**
 * What one seat may know: its own hand, everything face up, and the sizes of hidden piles. Bots
 * decide from this view only, so they cannot peek; during a Spy steal the spied hand is shown.
 */
export interface MeldView {
  game: MeldGameState["game"];
  players: number;
  me: Seat;
  hand: readonly number[];
  handSizes: readonly number[];
  melds: MeldGameState["melds"];
  discard: readonly number[];
  removed: readonly number[];
  deckSize: number;
  active: Seat;
  turn: number;
  step: MeldGameState["step"];
  runOuts: number;
  /** The hand being looked at during a Spy steal, else null. */
  peek: readonly number[] | null;
  /** A per-state number for bot tie-breaks (derived from the generator, not advancing it). */
  noise: number;
}

export function meldViewFor(s: MeldGameState, me: Seat, noise = 0): MeldView {
  const handSizes: number[] = [];
  for (let i = 0; i < s.hands.length; i++) handSizes.push(s.hands[i].length);
  return {
    game: s.game,
    players: s.players,
    me,
    hand: s.hands[me],
    handSizes,
    melds: s.melds,
    discard: s.discard,
    removed: s.removed,
    deckSize: s.deck.length,
    active: s.active,
    turn: s.turn,
    step: s.step,
    runOuts: s.runOuts,
    peek: s.step.at === "steal" && s.active === me ? s.hands[s.step.target] : null,
    noise,
  };
}
