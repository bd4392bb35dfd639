import { opponentsInOrder } from "../shared/seats";
import { drawOwed } from "./draw";
import { applyEventTarget } from "./event-phase";
import type { MeldEvent } from "./events";
import { canFoil, canMeld, canPlayFate, eventTargets } from "./legal";
import type { MeldRules } from "./rules";
import { hasAllMelds, type MeldGameState } from "./state";
import { goTo } from "./steps";

/**
 * The turn sequence (GC: Fate, Meld, Foil, Kill, Exit; KR: Fate, Meld, Foil, Kill, Event,
 * End). `advance` runs everything that needs no decision: owed draws, phases with nothing to
 * decide, foil offers to seats with no playable card (D2), forced targets (D13) and the next
 * turn.
 */

/** Start a turn: the Fate phase draw comes first (sheet: Fate phase). */
export function startTurn(rules: MeldRules, s: MeldGameState, events: MeldEvent[] | null): void {
  s.turn++;
  s.meldPlayed = false;
  events?.push({ kind: "turnStarted", seat: s.active, turn: s.turn, rule: `${rules.ref} Turn` });
  goTo(s, { at: "fate" });
  s.owed = { seat: s.active, n: 1 };
}

/** Foil phase: opponents in turn order from the active player's left (D2). */
export function enterFoil(s: MeldGameState): void {
  s.foilQueue = opponentsInOrder(s.active, s.players);
  nextFoiler(s);
}

/** The current foiler passed (or could not play): offer the next opponent, or go to Kill. */
export function nextFoiler(s: MeldGameState): void {
  const next = s.foilQueue.shift();
  goTo(s, next === undefined ? { at: "kill" } : { at: "foil", seat: next });
}

export function leaveKill(rules: MeldRules, s: MeldGameState): void {
  goTo(s, rules.eventPhase ? { at: "eventDie" } : { at: "exit" });
}

/** One automatic step; returns false when the game waits for an input. */
function autoStep(rules: MeldRules, s: MeldGameState, events: MeldEvent[] | null): boolean {
  const st = s.step;
  switch (st.at) {
    case "fate":
      if (canPlayFate(rules, s)) return false;
      goTo(s, { at: "meld" });
      return true;
    case "meld":
      if (canMeld(rules, s)) return false;
      enterFoil(s);
      return true;
    case "foil":
      if (s.melds[s.active].length === 0) {
        s.foilQueue = [];
        goTo(s, { at: "kill" });
        return true;
      }
      if (canFoil(rules, s, st.seat)) return false;
      nextFoiler(s);
      return true;
    case "kill":
      if (hasAllMelds(s, s.active)) return false;
      leaveKill(rules, s);
      return true;
    case "eventDie":
      if (!s.meldPlayed) return false;
      goTo(s, { at: "exit" });
      return true;
    case "eventTarget": {
      const targets = eventTargets(s, st.roll);
      if (targets.length > 1) return false;
      if (targets.length === 1) applyEventTarget(s, targets[0], events);
      else {
        events?.push({ kind: "noTarget", seat: s.active, roll: st.roll, rule: "KR Event; D13" });
        goTo(s, { at: "exit" });
      }
      return true;
    }
    case "exit":
      if (s.hands[s.active].length > rules.handLimit) return false;
      s.active = (s.active + 1) % s.players;
      startTurn(rules, s, events);
      return true;
    default:
      return false;
  }
}

/**
 * Run automatic steps until an input is needed. Bounded: a turn has at most 8 automatic steps
 * and every turn draws a card, so a reshuffle or a decision comes within one pass of the deck.
 */
export function advance(rules: MeldRules, s: MeldGameState, events: MeldEvent[] | null): void {
  const bound = 8 * (rules.cards.length + 2);
  for (let i = 0; i < bound; i++) {
    if (s.result) {
      goTo(s, { at: "over" });
      return;
    }
    if (s.owed) {
      if (!drawOwed(rules, s, events)) return;
      continue;
    }
    if (!autoStep(rules, s, events)) return;
  }
}
