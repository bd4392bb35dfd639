import { allSeats } from "../shared/types";
import type { MeldEvent } from "./events";
import type { MeldGameState, TargetedRoll } from "./state";
import { goTo } from "./steps";

/**
 * Kill Rasputin Event phase (KR Event table; decision D13). The die was rolled because no
 * card was played in the Meld phase; these apply its result.
 */
export function applyEventRoll(s: MeldGameState, roll: number, events: MeldEvent[] | null): void {
  const seat = s.active;
  events?.push({ kind: "eventRoll", seat, roll, rule: "KR Event", reveal: allSeats(s.players) });
  if (roll === 4) {
    // Plot: draw one card.
    goTo(s, { at: "exit" });
    s.owed = { seat, n: 1 };
    return;
  }
  if (roll === 6) {
    // Prophecy: the active player sees the top five cards; their order is unchanged (D13).
    const top = s.deck.slice(-5).reverse();
    events?.push({
      kind: "prophecy",
      seat,
      cards: top,
      rule: "KR Event 6; D13",
      reveal: [seat],
      secretTo: [seat],
    });
    goTo(s, { at: "exit" });
    return;
  }
  goTo(s, { at: "eventTarget", roll: roll as TargetedRoll });
}

/** The active player chose the target of rows 1, 2, 3 or 5. */
export function applyEventTarget(
  s: MeldGameState,
  target: number,
  events: MeldEvent[] | null,
): void {
  const seat = s.active;
  if (s.step.at !== "eventTarget") return;
  const roll = s.step.roll;
  if (roll === 1) {
    events?.push({
      kind: "looked",
      seat,
      target,
      cards: s.hands[target].slice(),
      rule: "KR Event 1",
      reveal: [seat],
      secretTo: [seat],
    });
    goTo(s, { at: "exit" });
  } else if (roll === 2) {
    // Revolution: the two hands change places; both traders now know both hands (KR Event 2).
    const gave = s.hands[seat].slice();
    const got = s.hands[target].slice();
    [s.hands[seat], s.hands[target]] = [s.hands[target], s.hands[seat]];
    events?.push({
      kind: "traded",
      seat,
      target,
      gave,
      got,
      rule: "KR Event 2",
      reveal: [seat, target],
      secretTo: [seat, target],
    });
    goTo(s, { at: "exit" });
  } else {
    goTo(s, { at: "eventPick", roll, target });
  }
}

/** The random card for rows 3 (Sabotage) and 5 (Betrayal) was picked (D14). */
export function applyEventPick(s: MeldGameState, index: number, events: MeldEvent[] | null): void {
  if (s.step.at !== "eventPick") return;
  const { roll, target } = s.step;
  const seat = s.active;
  const card = s.hands[target].splice(index, 1)[0];
  if (roll === 3) {
    s.discard.push(card);
    events?.push({
      kind: "sabotaged",
      seat,
      target,
      card,
      rule: "KR Event 3; D14",
      reveal: allSeats(s.players),
    });
  } else {
    s.hands[seat].push(card);
    events?.push({
      kind: "betrayed",
      seat,
      target,
      card,
      rule: "KR Event 5; D14",
      reveal: [seat, target],
      secretTo: [seat, target],
    });
  }
  goTo(s, { at: "exit" });
}
