import type { MeldEvent } from "./events";
import type { MeldRules } from "./rules";
import type { MeldGameState } from "./state";

/**
 * Drawing (GC/KR Fate phase; KR Plot; GC Propaganda). A draw from an empty deck is a run-out:
 * the discard pile is shuffled into a new deck (a chance input), except that in Get Castro the
 * second run-out ends the game with the target surviving (GC Winning; decision D10). With both
 * piles empty the draw is lost (D10, D11).
 *
 * Returns false while blocked: a reshuffle is awaited (`owed` stays set) or the game ended.
 */
export function drawOwed(rules: MeldRules, s: MeldGameState, events: MeldEvent[] | null): boolean {
  const owed = s.owed;
  if (!owed) return true;
  // The cards drawn are only collected for the log line (none without a log).
  const drawn: number[] | null = events ? [] : null;
  while (owed.n > 0) {
    const card = s.deck.pop();
    if (card !== undefined) {
      s.hands[owed.seat].push(card);
      drawn?.push(card);
      owed.n--;
      continue;
    }
    logDraw(rules, owed.seat, drawn, events);
    if (rules.deckRunOuts !== null && s.runOuts + 1 >= rules.deckRunOuts) {
      s.runOuts++;
      s.owed = null;
      s.result = { kind: "survived", turn: s.turn };
      s.phase = "over";
      s.step = { at: "over" };
      events?.push({ kind: "deckOut", runOuts: s.runOuts, final: true, rule: "GC Winning; D10" });
      events?.push({ kind: "survived", turn: s.turn, rule: "GC Winning" });
      return false;
    }
    if (s.discard.length === 0) {
      s.runOuts++;
      s.owed = null;
      events?.push({ kind: "drawLost", seat: owed.seat, rule: `${rules.ref} Fate; D10/D11` });
      return true;
    }
    return false; // pending: shuffle the discard pile into a new deck
  }
  logDraw(rules, owed.seat, drawn, events);
  s.owed = null;
  return true;
}

/** One log line for the cards drawn so far, seen only by the drawer. */
function logDraw(
  rules: MeldRules,
  seat: number,
  drawn: number[] | null,
  events: MeldEvent[] | null,
): void {
  if (!drawn) return;
  if (drawn.length && events)
    events.push({
      kind: "drew",
      seat,
      cards: drawn.slice(),
      rule: `${rules.ref} Fate`,
      reveal: [seat],
      secretTo: [seat],
    });
  drawn.length = 0;
}

/** Apply an answered reshuffle: the discard pile, permuted, becomes the deck. */
export function reshuffleDiscard(
  rules: MeldRules,
  s: MeldGameState,
  order: readonly number[],
  events: MeldEvent[] | null,
): void {
  const pile = s.discard;
  s.deck = order.map((i) => pile[i]);
  s.discard = [];
  s.runOuts++;
  events?.push({
    kind: "shuffled",
    what: "discard",
    size: s.deck.length,
    rule: `${rules.ref} Fate; ${rules.deckRunOuts ? "D10" : "D11"}`,
  });
}
