import type { FieldError } from "../../core/result";
import { type ChanceRequest, rollChance, validateChance } from "../shared/chance";
import { allSeats, type Input, isChanceInput, othersThan } from "../shared/types";
import type { MeldKind } from "./cards";
import { reshuffleDiscard } from "./draw";
import { applyEventPick, applyEventRoll, applyEventTarget } from "./event-phase";
import type { MeldEvent } from "./events";
import { advance, enterFoil, leaveKill, nextFoiler } from "./flow";
import { meldPending } from "./legal";
import type { MeldMove } from "./moves";
import { deal, loseMeld, resolveAttempt } from "./resolve";
import type { MeldRules } from "./rules";
import type { Meld, MeldGameState } from "./state";
import { goTo } from "./steps";
import { checkMeldMove } from "./validate";
import { holdsKind, takeKey } from "./zones";

type Log = MeldEvent[] | null;
/** The `reveal` of log lines not written (no log kept): never read. */
const NOBODY: number[] = [];

/**
 * The rules of one decision or chance input, applied in place, followed by every automatic
 * step up to the next input. Returns errors (and changes nothing) for an input that does not
 * answer what the game waits for.
 */
export function applyMeldInPlace(
  rules: MeldRules,
  s: MeldGameState,
  input: Input<MeldMove>,
  events: Log,
): FieldError[] | null {
  const errors = isChanceInput(input)
    ? applyChance(rules, s, input.values, input.rng, events)
    : applyMove(rules, s, input, events);
  if (errors) return errors;
  advance(rules, s, events);
  return null;
}

function applyChance(
  rules: MeldRules,
  s: MeldGameState,
  values: number[],
  rng: number | undefined,
  events: Log,
): FieldError[] | null {
  const p = meldPending(rules, s);
  if (p.kind !== "chance") return [{ field: "type", reason: "no chance input is due now" }];
  const checked = validateChance(p.request, { type: "chance", values });
  if (!checked.ok) return checked.errors;
  if (rng !== undefined) s.rng = rng;
  playChance(rules, s, values, events);
  return null;
}

/**
 * The simulator's chance step: roll what the game waits for from the generator in the state,
 * apply it (values the engine rolled itself need no check), then every automatic step up to
 * the next input. Returns the values, or null when no chance input is due.
 */
export function applyOwnChance(rules: MeldRules, s: MeldGameState, events: Log): number[] | null {
  const request = chanceDue(s);
  if (!request) return null;
  const input = rollChance(s.rng, request);
  if (input.rng !== undefined) s.rng = input.rng;
  playChance(rules, s, input.values, events);
  advance(rules, s, events);
  return input.values;
}

/** The dice requests, built once (only their kind and count are read when rolling). */
const ONE_DIE: ChanceRequest = {
  kind: "dice",
  count: 1,
  purpose: "Event phase roll",
  rule: "KR Event",
};
const THREE_DICE: ChanceRequest = {
  kind: "dice",
  count: 3,
  purpose: "Assassination Attempt",
  rule: "Kill",
};

/**
 * The chance input the game waits for, as `meldPending` asks for it (a reshuffle owed first,
 * then the step's), without its wording: the simulator only rolls it. Null when none is due.
 */
function chanceDue(s: MeldGameState): ChanceRequest | null {
  if (s.result) return null;
  if (s.owed) return { kind: "shuffle", size: s.discard.length, purpose: "", rule: "" };
  const st = s.step;
  switch (st.at) {
    case "deal":
      return { kind: "shuffle", size: s.deck.length, purpose: "", rule: "" };
    case "attempt":
      return THREE_DICE;
    case "eventDie":
      return ONE_DIE;
    case "eventPick":
      return { kind: "pick", among: s.hands[st.target].length, purpose: "", rule: "" };
    default:
      return null;
  }
}

/** The consequences of a checked chance input. */
function playChance(rules: MeldRules, s: MeldGameState, values: number[], events: Log): void {
  if (s.owed) {
    reshuffleDiscard(rules, s, values, events);
    return;
  }
  switch (s.step.at) {
    case "deal":
      deal(rules, s, values, events);
      break;
    case "attempt":
      resolveAttempt(rules, s, values, events);
      break;
    case "eventDie":
      applyEventRoll(s, values[0], events);
      break;
    case "eventPick":
      applyEventPick(s, values[0], events);
      break;
  }
}

/**
 * A decision taken from `meldLegalMoves` of this very state (a bot's choice in the simulator),
 * applied in place without checking it again, then every automatic step up to the next input.
 */
export function applyListedMeldMove(
  rules: MeldRules,
  s: MeldGameState,
  m: MeldMove,
  events: Log,
): void {
  playMove(rules, s, m, events);
  advance(rules, s, events);
}

function applyMove(
  rules: MeldRules,
  s: MeldGameState,
  m: MeldMove,
  events: Log,
): FieldError[] | null {
  const errors = checkMeldMove(rules, s, m);
  if (errors.length) return errors;
  playMove(rules, s, m, events);
  return null;
}

/** The rules of a checked decision. */
function playMove(rules: MeldRules, s: MeldGameState, m: MeldMove, events: Log): void {
  const r = rules.ref;
  const seat = m.seat;
  const hand = s.hands[seat];
  const others = events ? othersThan(seat, s.players) : NOBODY;
  switch (m.type) {
    case "propaganda": {
      const card = takeKey(rules, hand, m.card);
      s.discard.push(card);
      events?.push({ kind: "propaganda", seat, card, rule: `${r} Fate; D7`, reveal: others });
      s.owed = { seat, n: 2 };
      break;
    }
    case "spy": {
      const card = takeKey(rules, hand, m.card);
      s.discard.push(card);
      events?.push({
        kind: "spy",
        seat,
        card,
        target: m.target,
        seen: s.hands[m.target].slice(),
        rule: `${r} Fate; D7`,
        reveal: allSeats(s.players),
        secretTo: [seat],
      });
      goTo(s, { at: "steal", target: m.target });
      break;
    }
    case "steal": {
      if (s.step.at !== "steal") break;
      const target = s.step.target;
      const card = takeKey(rules, s.hands[target], m.card);
      hand.push(card);
      events?.push({
        kind: "stole",
        seat,
        target,
        card,
        rule: `${r} Fate; D7`,
        reveal: [seat],
        secretTo: [seat, target],
      });
      goTo(s, { at: "fate" });
      break;
    }
    case "meld": {
      const cards: number[] = [];
      for (let i = 0; i < m.count; i++) cards.push(takeKey(rules, hand, m.card));
      const kind = rules.byKey[m.card].kind as MeldKind;
      s.melds[seat].push({ kind, key: m.card, cards });
      s.meldPlayed = true;
      events?.push({
        kind: "melded",
        seat,
        cards: cards.slice(),
        rule: `${r} Meld; D8`,
        reveal: others,
      });
      break;
    }
    case "add": {
      const card = takeKey(rules, hand, m.card);
      const meld = s.melds[seat][meldIndexOfKey(s.melds[seat], m.card)];
      meld?.cards.push(card);
      s.meldPlayed = true;
      events?.push({ kind: "added", seat, card, rule: `${r} Meld; D8`, reveal: others });
      break;
    }
    case "save": {
      const card = takeKey(rules, hand, m.card);
      s.discard.push(card);
      const kind = rules.byKey[m.card].negates as MeldKind;
      events?.push({
        kind: "save",
        seat,
        card,
        target: s.active,
        meld: kind,
        rule: `${r} Foil; D3`,
        reveal: others,
      });
      if (rules.destiny && holdsKind(rules, s.hands[s.active], "F"))
        goTo(s, { at: "negate", by: seat, card, kind });
      else loseMeld(rules, s, s.active, kind, "save", events);
      break;
    }
    case "negate":
    case "allow": {
      if (s.step.at !== "negate") break;
      const { by, card: save, kind } = s.step;
      if (m.type === "negate") {
        const card = s.hands[seat].findIndex((c) => rules.cards[c].kind === "F");
        const [destiny] = s.hands[seat].splice(card, 1);
        s.discard.push(destiny);
        events?.push({
          kind: "negated",
          seat,
          card: destiny,
          save,
          rule: "KR Foil; D12",
          reveal: others,
        });
      } else {
        // Only the player who let the Save stand learns of it: the table must not read that
        // they held Destiny (D12; the hand-over treats both cases alike, issue 23).
        events?.push({ kind: "saveStands", seat, rule: "KR Foil; D12", secretTo: [seat] });
        loseMeld(rules, s, s.active, kind, "save", events);
      }
      goTo(s, { at: "foil", seat: by });
      break;
    }
    case "event": {
      const card = takeKey(rules, hand, m.card);
      s.removed.push(card);
      events?.push({
        kind: "event",
        seat,
        card,
        target: s.active,
        meld: m.meld,
        rule: "GC Foil; D4",
        reveal: others,
      });
      loseMeld(rules, s, s.active, m.meld, "event", events);
      break;
    }
    case "match": {
      const card = takeKey(rules, hand, m.card);
      s.discard.push(card);
      const melds = s.melds[s.active];
      const i = meldIndexOfKey(melds, m.card);
      const [meld] = melds.splice(i, 1);
      hand.push(...meld.cards);
      events?.push({
        kind: "matched",
        seat,
        card,
        target: s.active,
        meld,
        rule: `${r} Foil; D5`,
        reveal: others,
      });
      break;
    }
    case "attempt":
      goTo(s, { at: "attempt" });
      break;
    case "loseMeld":
      loseMeld(rules, s, seat, m.meld, "pair", events);
      leaveKill(rules, s);
      break;
    case "target":
      applyEventTarget(s, m.target, events);
      break;
    case "discard": {
      const card = takeKey(rules, hand, m.card);
      s.discard.push(card);
      events?.push({
        kind: "discarded",
        seat,
        card,
        rule: `${r} ${rules.eventPhase ? "End" : "Exit"}; D6`,
        reveal: others,
      });
      break;
    }
    case "done":
      done(rules, s, events);
      break;
  }
}

/** The index of the meld with this key, or -1 (a loop: no closure on the hot path). */
function meldIndexOfKey(melds: readonly Meld[], key: string): number {
  for (let i = 0; i < melds.length; i++) if (melds[i].key === key) return i;
  return -1;
}

/** `done` closes the current decision: Fate, Meld, a Foil pass, or no attempt. */
function done(rules: MeldRules, s: MeldGameState, events: Log): void {
  switch (s.step.at) {
    case "fate":
      goTo(s, { at: "meld" });
      break;
    case "meld":
      enterFoil(s);
      break;
    case "foil":
      events?.push({ kind: "passed", seat: s.step.seat, rule: `${rules.ref} Foil; D2` });
      nextFoiler(s);
      break;
    case "kill":
      events?.push({ kind: "noAttempt", seat: s.active, rule: `${rules.ref} Kill; D9` });
      leaveKill(rules, s);
      break;
  }
}
