import { opponentsInOrder, type Seat } from "../shared/seats";
import type { Pending } from "../shared/types";
import { isMeldKind } from "./cards";
import type { MeldMove, MeldPrompt } from "./moves";
import { type MeldRules, meldBit } from "./rules";
import type { Meld, MeldGameState } from "./state";
import { distinctKeys, firstOfEachName } from "./zones";

const decide = (seat: Seat, prompt: MeldPrompt, rule: string): Pending<MeldPrompt> => ({
  kind: "decide",
  seat,
  prompt,
  rule,
});

/** Rule citations per game, built once (pending requests are derived many times a turn). */
const CITES = new WeakMap<MeldRules, ReturnType<typeof citesFor>>();
function citesFor(rules: MeldRules) {
  const r = rules.ref;
  return {
    fateShuffle: `${r} Fate`,
    setup: `${r} Setup`,
    attempt: `${r} Kill`,
    fate: `${r} Fate; D7`,
    meld: `${r} Meld; D8`,
    foil: `${r} Foil; D2`,
    kill: `${r} Kill; D9`,
    exit: `${r} ${rules.eventPhase ? "End" : "Exit"}; D6`,
  };
}
function cites(rules: MeldRules): ReturnType<typeof citesFor> {
  let c = CITES.get(rules);
  if (!c) {
    c = citesFor(rules);
    CITES.set(rules, c);
  }
  return c;
}

/**
 * The seat whose decision the game waits for, or -1 while it waits for chance or is over (the
 * same answer as `meldPending`, without building it). A decision's prompt is its step's name.
 */
export function deciderOf(s: MeldGameState): Seat {
  if (s.result || s.owed) return -1;
  const st = s.step;
  switch (st.at) {
    case "fate":
    case "steal":
    case "meld":
    case "negate":
    case "kill":
    case "loseMeld":
    case "eventTarget":
    case "exit":
      return s.active;
    case "foil":
      return st.seat;
    default:
      return -1;
  }
}

/** What the game waits for, derived from the state. */
export function meldPending(rules: MeldRules, s: MeldGameState): Pending<MeldPrompt> {
  const c = cites(rules);
  if (s.result) return { kind: "over" };
  if (s.owed)
    return {
      kind: "chance",
      request: {
        kind: "shuffle",
        size: s.discard.length,
        purpose: "shuffle the discard pile into a new deck",
        rule: c.fateShuffle,
      },
    };
  const st = s.step;
  switch (st.at) {
    case "deal":
      return {
        kind: "chance",
        request: {
          kind: "shuffle",
          size: s.deck.length,
          purpose: "shuffle the deck",
          rule: c.setup,
        },
      };
    case "attempt":
      return {
        kind: "chance",
        request: { kind: "dice", count: 3, purpose: "Assassination Attempt", rule: c.attempt },
      };
    case "eventDie":
      return {
        kind: "chance",
        request: { kind: "dice", count: 1, purpose: "Event phase roll", rule: "KR Event" },
      };
    case "eventPick":
      return {
        kind: "chance",
        request: {
          kind: "pick",
          among: s.hands[st.target].length,
          purpose: "a random card from the target's hand",
          rule: "KR Event; D14",
        },
      };
    case "fate":
      return decide(s.active, "fate", c.fate);
    case "steal":
      return decide(s.active, "steal", c.fate);
    case "meld":
      return decide(s.active, "meld", c.meld);
    case "foil":
      return decide(st.seat, "foil", c.foil);
    case "negate":
      return decide(s.active, "negate", "KR Foil; D12");
    case "kill":
      return decide(s.active, "kill", c.kill);
    case "loseMeld":
      return decide(s.active, "loseMeld", c.kill);
    case "eventTarget":
      return decide(s.active, "eventTarget", "KR Event; D13");
    case "exit":
      return decide(s.active, "exit", c.exit);
    case "over":
      return { kind: "over" };
  }
}

/** Opponents that can be targeted by a Spy or an Event result that takes a card. */
export function opponentsWithCards(s: MeldGameState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i < s.players; i++) {
    const o = (seat + i) % s.players;
    if (s.hands[o].length > 0) out.push(o);
  }
  return out;
}

export function eventTargets(s: MeldGameState, roll: number): Seat[] {
  return roll === 3 || roll === 5
    ? opponentsWithCards(s, s.active)
    : opponentsInOrder(s.active, s.players);
}

/** The foil plays open to `seat` against the active player's melds (sheet: Foil phase; D2-D5). */
export function foilMoves(rules: MeldRules, s: MeldGameState, seat: Seat): MeldMove[] {
  const target = s.melds[s.active];
  const out: MeldMove[] = [];
  if (target.length === 0) return out;
  const firsts = firstOfEachName(rules, s.hands[seat]);
  for (let i = 0; i < firsts.length; i++) {
    const spec = rules.cards[firsts[i]];
    const key = spec.key;
    const kind = spec.kind;
    if (kind === "S")
      for (let k = 0; k < target.length; k++)
        if (target[k].kind === spec.negates) {
          out.push({ type: "save", seat, card: key });
          break;
        }
    if (kind === "E" && rules.foilEvents)
      for (let k = 0; k < target.length; k++)
        out.push({ type: "event", seat, card: key, meld: target[k].kind });
    for (let k = 0; k < target.length; k++)
      if (target[k].key === key) {
        out.push({ type: "match", seat, card: key });
        break;
      }
  }
  return out;
}

export function fateMoves(rules: MeldRules, s: MeldGameState): MeldMove[] {
  const seat = s.active;
  const out: MeldMove[] = [];
  if (!rules.fateCards) return out;
  let targets: Seat[] | null = null;
  const firsts = firstOfEachName(rules, s.hands[seat]);
  for (let i = 0; i < firsts.length; i++) {
    const spec = rules.cards[firsts[i]];
    if (spec.kind === "P") out.push({ type: "propaganda", seat, card: spec.key });
    if (spec.kind === "X") {
      targets ??= opponentsWithCards(s, seat);
      for (const target of targets) out.push({ type: "spy", seat, card: spec.key, target });
    }
  }
  return out;
}

export function meldMoves(rules: MeldRules, s: MeldGameState): MeldMove[] {
  const seat = s.active;
  const out: MeldMove[] = [];
  const hand = s.hands[seat];
  const firsts = firstOfEachName(rules, hand);
  for (let i = 0; i < firsts.length; i++) {
    const spec = rules.cards[firsts[i]];
    if (!isMeldKind(spec.kind)) continue;
    const key = spec.key;
    const mine = s.melds[seat];
    let own: Meld | undefined;
    for (let k = 0; k < mine.length; k++)
      if (mine[k].kind === spec.kind) {
        own = mine[k];
        break;
      }
    if (own) {
      if (own.key === key) out.push({ type: "add", seat, card: key });
    } else {
      const held = countName(rules, hand, rules.nameOf[firsts[i]]);
      for (let n = 2; n <= held; n++) out.push({ type: "meld", seat, card: key, count: n });
    }
  }
  return out;
}

function countName(rules: MeldRules, hand: readonly number[], name: number): number {
  let n = 0;
  for (let i = 0; i < hand.length; i++) if (rules.nameOf[hand[i]] === name) n++;
  return n;
}

/** Every legal decision for the seat the game waits for (empty while a chance input is due). */
export function meldLegalMoves(rules: MeldRules, s: MeldGameState): MeldMove[] {
  const seat = deciderOf(s);
  return seat < 0 ? [] : legalMovesOf(rules, s, seat);
}

/** The legal decisions of `seat`, the seat the game waits for (see `deciderOf`). */
export function legalMovesOf(rules: MeldRules, s: MeldGameState, seat: Seat): MeldMove[] {
  const st = s.step;
  switch (st.at) {
    case "fate": {
      const out = fateMoves(rules, s);
      out.push({ type: "done", seat });
      return out;
    }
    case "steal":
      return distinctKeys(rules, s.hands[st.target]).map((card) => ({ type: "steal", seat, card }));
    case "meld": {
      const out = meldMoves(rules, s);
      out.push({ type: "done", seat });
      return out;
    }
    case "foil": {
      const out = foilMoves(rules, s, seat);
      out.push({ type: "done", seat });
      return out;
    }
    case "negate":
      return [
        { type: "negate", seat },
        { type: "allow", seat },
      ];
    case "kill":
      return [
        { type: "attempt", seat },
        { type: "done", seat },
      ];
    case "loseMeld":
      return s.melds[seat].map((m) => ({ type: "loseMeld", seat, meld: m.kind }));
    case "eventTarget":
      return eventTargets(s, st.roll).map((target) => ({ type: "target", seat, target }));
    case "exit":
      return distinctKeys(rules, s.hands[seat]).map((card) => ({ type: "discard", seat, card }));
    default:
      return [];
  }
}

/** Cheap checks for the automatic steps (no move lists built). */
export function canPlayFate(rules: MeldRules, s: MeldGameState): boolean {
  if (!rules.fateCards) return false;
  const hand = s.hands[s.active];
  const kindOf = rules.kindOf;
  for (let i = 0; i < hand.length; i++) {
    const kind = kindOf[hand[i]];
    if (kind === "P") return true;
    if (kind === "X" && anyOpponentHolds(s, s.active)) return true;
  }
  return false;
}

function anyOpponentHolds(s: MeldGameState, seat: Seat): boolean {
  for (let i = 1; i < s.players; i++) if (s.hands[(seat + i) % s.players].length > 0) return true;
  return false;
}

export function canMeld(rules: MeldRules, s: MeldGameState): boolean {
  const hand = s.hands[s.active];
  const own = s.melds[s.active];
  const nameOf = rules.nameOf;
  if (rules.names.length > 31) return canMeldSlow(rules, s);
  // Names of this seat's melds and the meld types it has; a card makes a meld with a copy of
  // its name in hand (second copy seen) unless its type already has a meld, which it can join.
  let ownKinds = 0;
  let ownNames = 0;
  for (let k = 0; k < own.length; k++) {
    ownKinds |= meldBit(own[k].kind);
    ownNames |= 1 << nameOfMeld(rules, own[k]);
  }
  const meldBitOf = rules.meldBitOf;
  let seen = 0;
  for (let i = 0; i < hand.length; i++) {
    const kindBit = meldBitOf[hand[i]];
    if (kindBit === 0) continue;
    const bit = 1 << nameOf[hand[i]];
    if (ownKinds & kindBit) {
      if (ownNames & bit) return true;
    } else {
      if (seen & bit) return true;
      seen |= bit;
    }
  }
  return false;
}

/** A meld's name index: that of its first card (all share its key), else by its key. */
export function nameOfMeld(rules: MeldRules, m: Meld): number {
  return m.cards.length > 0 ? rules.nameOf[m.cards[0]] : rules.nameIndex[m.key];
}

function canMeldSlow(rules: MeldRules, s: MeldGameState): boolean {
  const hand = s.hands[s.active];
  const own = s.melds[s.active];
  const { kindOf, nameOf } = rules;
  for (let i = 0; i < hand.length; i++) {
    const kind = kindOf[hand[i]];
    if (kind !== "M" && kind !== "C" && kind !== "L") continue;
    const name = nameOf[hand[i]];
    let meld: Meld | undefined;
    for (let k = 0; k < own.length; k++)
      if (own[k].kind === kind) {
        meld = own[k];
        break;
      }
    if (meld) {
      if (meld.key === rules.names[name].key) return true;
    } else {
      for (let j = i + 1; j < hand.length; j++) if (nameOf[hand[j]] === name) return true;
    }
  }
  return false;
}

export function canFoil(rules: MeldRules, s: MeldGameState, seat: Seat): boolean {
  const target = s.melds[s.active];
  if (target.length === 0) return false;
  if (rules.names.length > 31) return canFoilSlow(rules, s, seat);
  // The active player's meld types and names: a Save negating one of those types, an Event
  // (GC), or a card of a meld's name can be played.
  let kinds = 0;
  let names = 0;
  for (let k = 0; k < target.length; k++) {
    kinds |= meldBit(target[k].kind);
    names |= 1 << nameOfMeld(rules, target[k]);
  }
  const hand = s.hands[seat];
  const { cards, kindOf, nameOf } = rules;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    if (names & (1 << nameOf[id])) return true;
    const kind = kindOf[id];
    if (kind === "E" && rules.foilEvents) return true;
    if (kind === "S") {
      const negates = cards[id].negates;
      if (negates && kinds & meldBit(negates)) return true;
    }
  }
  return false;
}

function canFoilSlow(rules: MeldRules, s: MeldGameState, seat: Seat): boolean {
  const target = s.melds[s.active];
  const hand = s.hands[seat];
  const { cards, kindOf } = rules;
  for (let i = 0; i < hand.length; i++) {
    const kind = kindOf[hand[i]];
    if (kind === "E" && rules.foilEvents) return true;
    const spec = cards[hand[i]];
    for (let k = 0; k < target.length; k++) {
      const m = target[k];
      if (kind === "S" && m.kind === spec.negates) return true;
      if (m.key === spec.key) return true;
    }
  }
  return false;
}
