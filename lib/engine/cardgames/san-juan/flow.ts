import type { SjEvent } from "./events";
import {
  ES,
  HAND_SIZE,
  HANDS,
  type SideIndex,
  type SjPhase,
  type SjState,
  type SjStep,
  score,
  US,
} from "./state";

type Log = SjEvent[] | null;

const PHASE_OF: Readonly<Record<SjStep["at"], SjPhase>> = {
  shuffle: "setup",
  reserve: "reserve",
  attack: "attack",
  withdraw: "withdrawal",
  over: "over",
};

export function goTo(s: SjState, step: SjStep): void {
  s.step = step;
  if (s.owed.length === 0) s.phase = PHASE_OF[step.at];
}

/** Draw phase: both sides draw up to eight from their own decks (sheet: Draw phase; S1). */
export function startHand(s: SjState, events: Log): void {
  s.hand++;
  events?.push({ kind: "handStarted", hand: s.hand, rule: "SJ Turn sequence" });
  s.phase = "draw";
  s.owed = [
    { side: US, n: HAND_SIZE - s.hands[US].length },
    { side: ES, n: HAND_SIZE - s.hands[ES].length },
  ].filter((o) => o.n > 0) as SjState["owed"];
  s.step = { at: "reserve", side: ES };
}

/** After both withdrawals: the next hand, or the result after the eighth (sheet: Object; S8). */
export function endHand(s: SjState, events: Log): void {
  if (s.hand < HANDS) {
    startHand(s, events);
    return;
  }
  const { won, tied } = score(s);
  const kind = won[US] >= 5 ? "american" : won[ES] >= 5 ? "spanish" : "draw";
  s.result = { kind, won, tied };
  events?.push({ kind: "over", result: s.result, rule: "SJ Object; S8" });
  goTo(s, { at: "over" });
}

/** The side whose draw is blocked by an empty deck with cards in its discard pile, if any. */
export function blockedDraw(s: SjState): SideIndex | null {
  const o = s.owed[0];
  if (!o) return null;
  return s.decks[o.side].length === 0 && s.discards[o.side].length > 0 ? o.side : null;
}

/**
 * Satisfy owed draws in order; stops when a reshuffle is needed (a chance input). A side whose
 * deck and discard pile are both empty draws nothing (S1). Bounded by the cards owed.
 */
export function advance(s: SjState, events: Log): void {
  while (s.owed.length > 0) {
    const o = s.owed[0];
    const drawn: number[] = [];
    while (o.n > 0 && s.decks[o.side].length > 0) {
      const card = s.decks[o.side].pop() as number;
      s.hands[o.side].push(card);
      drawn.push(card);
      o.n--;
    }
    if (drawn.length)
      events?.push({
        kind: "drew",
        side: o.side,
        seat: o.side,
        cards: drawn,
        rule: "SJ Draw phase; S1",
        reveal: [o.side],
        secretTo: [o.side],
      });
    if (o.n > 0 && s.discards[o.side].length > 0) return; // pending: reshuffle this side's discard
    if (o.n > 0)
      events?.push({ kind: "drawLost", side: o.side, seat: o.side, rule: "SJ Draw phase; S1" });
    s.owed.shift();
  }
  s.phase = PHASE_OF[s.step.at];
}
