import type { SideIndex, SjState } from "./state";

/**
 * What one side may know: its own hand, both discard piles (face up), the revealed battles,
 * deck sizes, the opposing hand size, and the Spanish hand after a balloon this Reserve phase.
 */
export interface SjView {
  me: SideIndex;
  hand: readonly number[];
  handSizes: [number, number];
  /**
   * Each side's hand size before its attack: cards committed face down still count, since the
   * attack was chosen from the whole hand (S4; issue 23).
   */
  attackHandSizes: [number, number];
  deckSizes: [number, number];
  discards: SjState["discards"];
  /** The hand (turn) number, 1-8. */
  handNo: number;
  step: SjState["step"];
  battles: SjState["battles"];
  /** The opposing hand when this side has seen it (the balloon), else null. */
  seen: readonly number[] | null;
  noise: number;
}

export function sjViewFor(s: SjState, me: SideIndex, noise = 0): SjView {
  // The balloon shows the Spanish hand after the Spanish reserve; it stays known until the
  // Spanish hand changes at the attack (S2).
  const seen =
    me === 0 && s.balloonHand === s.hand && (s.step.at === "reserve" || s.step.at === "attack")
      ? s.hands[1]
      : null;
  return {
    me,
    hand: s.hands[me],
    handSizes: [s.hands[0].length, s.hands[1].length],
    attackHandSizes: [
      s.hands[0].length + (s.committed[0]?.length ?? 0),
      s.hands[1].length + (s.committed[1]?.length ?? 0),
    ],
    deckSizes: [s.decks[0].length, s.decks[1].length],
    discards: s.discards,
    handNo: s.hand,
    step: s.step,
    battles: s.battles,
    seen,
    noise,
  };
}
