import { botNoise, type Seat } from "../../shared/seats";
import { deciderOf, eventTargets, foilMoves, nameOfMeld } from "../legal";
import type { MeldMove } from "../moves";
import { type MeldRules, meldBit } from "../rules";
import type { MeldGameState } from "../state";
import { chooseMeldMove, type MeldBotId } from "./index";

/**
 * The simulator's bot call: the move `chooseMeldMove` picks, without its explanation. The
 * common decisions of the Novice and Shrewd bots (Foil, Meld, Event target, discard) are found
 * by looking through the hand and the melds for the one move the bot would pick, instead of
 * building every legal move, the seat's view and the reason; every other case, and the rare
 * ones these shortcuts do not settle, asks `chooseMeldMove` itself. A test plays whole games
 * and checks that this returns the very move `chooseMeldMove` picks at every decision.
 */
export function botMove(
  rules: MeldRules,
  s: MeldGameState,
  seat: Seat,
  bot: MeldBotId,
): MeldMove | null {
  if (seat < 0 || deciderOf(s) !== seat || (bot !== "novice" && bot !== "shrewd"))
    return fullChoice(rules, s, seat, bot);
  const st = s.step;
  switch (st.at) {
    case "foil":
      return bot === "novice" ? noviceFoil(rules, s, seat) : shrewdFoil(rules, s, seat, bot);
    case "meld":
      return meld(rules, s, seat, bot);
    case "eventTarget":
      return eventTarget(s, seat, bot, st.roll);
    case "exit":
      return s.hands[seat].length === 0 ? null : discard(rules, s, seat, bot);
    default:
      return fullChoice(rules, s, seat, bot);
  }
}

function fullChoice(
  rules: MeldRules,
  s: MeldGameState,
  seat: Seat,
  bot: MeldBotId,
): MeldMove | null {
  return chooseMeldMove(rules, s, seat, bot)?.move ?? null;
}

const noiseOf = (s: MeldGameState, seat: Seat) =>
  botNoise(s.rng, s.turn * 131 + seat * 17 + s.hands[seat].length);

/** Novice foils only an opponent with three melds, with its first foil play; else passes. */
function noviceFoil(rules: MeldRules, s: MeldGameState, seat: Seat): MeldMove {
  if (s.melds[s.active].length === 3) {
    const plays = foilMoves(rules, s, seat);
    if (plays.length > 0) return plays[0];
  }
  return { type: "done", seat };
}

/**
 * Shrewd against one or two melds: the first matching card (in hand order, as the legal list
 * has them) for a meld type it lacks, else with two melds the first matching card, else pass.
 * Against three melds it weighs Saves too: asked of the full bot.
 */
function shrewdFoil(
  rules: MeldRules,
  s: MeldGameState,
  seat: Seat,
  bot: MeldBotId,
): MeldMove | null {
  const target = s.melds[s.active];
  if (target.length >= 3) return fullChoice(rules, s, seat, bot);
  if (rules.names.length > 31) return fullChoice(rules, s, seat, bot);
  let names = 0;
  for (let k = 0; k < target.length; k++) names |= 1 << nameOfMeld(rules, target[k]);
  let ownKinds = 0;
  const own = s.melds[seat];
  for (let k = 0; k < own.length; k++) ownKinds |= meldBit(own[k].kind);
  const hand = s.hands[seat];
  let match = -1;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    if (!(names & (1 << rules.nameOf[id]))) continue;
    if (match < 0) match = id;
    if (!(ownKinds & rules.meldBitOf[id]))
      return { type: "match", seat, card: rules.cards[id].key };
  }
  if (match >= 0 && target.length === 2)
    return { type: "match", seat, card: rules.cards[match].key };
  return { type: "done", seat };
}

/**
 * Both bots first add a card to a meld of its name (the first such card in hand), else meld
 * every copy of the name held most (the first in hand order); Shrewd breaks a tie between
 * names held equally often by the copies still unseen, asked of the full bot.
 */
function meld(rules: MeldRules, s: MeldGameState, seat: Seat, bot: MeldBotId): MeldMove | null {
  const hand = s.hands[seat];
  const own = s.melds[seat];
  if (rules.names.length > 31) return fullChoice(rules, s, seat, bot);
  let ownKinds = 0;
  let ownNames = 0;
  for (let k = 0; k < own.length; k++) {
    ownKinds |= meldBit(own[k].kind);
    ownNames |= 1 << nameOfMeld(rules, own[k]);
  }
  const { meldBitOf, nameOf } = rules;
  let seen = 0;
  let best = -1;
  let bestCount = 1;
  let tie = false;
  for (let i = 0; i < hand.length; i++) {
    const kindBit = meldBitOf[hand[i]];
    if (kindBit === 0) continue;
    const name = nameOf[hand[i]];
    const bit = 1 << name;
    if (ownKinds & kindBit) {
      if (ownNames & bit) return { type: "add", seat, card: rules.keyOf[hand[i]] };
      continue;
    }
    if (seen & bit) continue;
    seen |= bit;
    let n = 1;
    for (let j = i + 1; j < hand.length; j++) if (nameOf[hand[j]] === name) n++;
    if (n > bestCount) {
      best = hand[i];
      bestCount = n;
      tie = false;
    } else if (n === bestCount && best >= 0) tie = true;
  }
  if (best < 0) return { type: "done", seat };
  if (tie && bot === "shrewd") return fullChoice(rules, s, seat, bot);
  return { type: "meld", seat, card: rules.cards[best].key, count: bestCount };
}

/**
 * Novice picks a target by its tie-break number; Shrewd hurts the leader (most melds, then
 * most cards) on a Sabotage or a look, and otherwise takes from the seat with the most cards.
 */
function eventTarget(s: MeldGameState, seat: Seat, bot: MeldBotId, roll: number): MeldMove {
  const seats = eventTargets(s, roll);
  if (bot === "novice")
    return { type: "target", seat, target: seats[noiseOf(s, seat) % seats.length] };
  const hurt = roll === 3 || roll === 1;
  let pick = seats[0];
  let best = score(s, pick, hurt);
  for (let i = 1; i < seats.length; i++) {
    const v = score(s, seats[i], hurt);
    if (v > best) {
      best = v;
      pick = seats[i];
    }
  }
  return { type: "target", seat, target: pick };
}

const score = (s: MeldGameState, seat: Seat, hurt: boolean) =>
  (hurt ? s.melds[seat].length * 10 : 0) + s.hands[seat].length;

/**
 * Novice discards the first card whose name it holds once, else its first card; Shrewd the
 * card it needs least by its keep score (a tie broken by its tie-break number).
 */
function discard(rules: MeldRules, s: MeldGameState, seat: Seat, bot: MeldBotId): MeldMove | null {
  const hand = s.hands[seat];
  const nameOf = rules.nameOf;
  if (rules.names.length > 31) return fullChoice(rules, s, seat, bot);
  if (bot === "novice") {
    for (let i = 0; i < hand.length; i++) {
      let n = 0;
      for (let j = 0; j < hand.length; j++) if (nameOf[hand[j]] === nameOf[hand[i]]) n++;
      if (n === 1) return { type: "discard", seat, card: rules.keyOf[hand[i]] };
    }
    return { type: "discard", seat, card: rules.keyOf[hand[0]] };
  }
  // Each distinct name in hand order with its keep score; the lowest, then the tie-break.
  const scores = SCORES;
  const firsts = FIRSTS;
  let n = 0;
  let low = Number.POSITIVE_INFINITY;
  let names = 0;
  const theirs = theirMeldNames(rules, s, seat);
  seenCounted = false;
  for (let i = 0; i < hand.length; i++) {
    const bit = 1 << nameOf[hand[i]];
    if (names & bit) continue;
    names |= bit;
    const x = keepScoreOf(rules, s, seat, hand[i], theirs);
    firsts[n] = hand[i];
    scores[n++] = x;
    if (x < low) low = x;
  }
  let lowest = 0;
  for (let i = 0; i < n; i++) if (scores[i] === low) lowest++;
  let k = noiseOf(s, seat) % lowest;
  for (let i = 0; i < n; i++)
    if (scores[i] === low && k-- === 0)
      return { type: "discard", seat, card: rules.keyOf[firsts[i]] };
  return { type: "discard", seat, card: rules.keyOf[hand[0]] };
}

/** Scratch space for `discard` (at most 31 names, checked there). */
const SCORES = new Float64Array(32);
const FIRSTS = new Int32Array(32);
const SEEN = new Int32Array(32);

/** Names of the melds of the seat's opponents, as bits. */
function theirMeldNames(rules: MeldRules, s: MeldGameState, seat: Seat): number {
  let theirs = 0;
  for (let o = 0; o < s.melds.length; o++) {
    if (o === seat) continue;
    const ms = s.melds[o];
    for (let i = 0; i < ms.length; i++) theirs |= 1 << nameOfMeld(rules, ms[i]);
  }
  return theirs;
}

/** Whether `SEEN` holds the counts for the discard being decided. */
let seenCounted = false;

/**
 * Shrewd's keep score of a card's name (analysis `keepScore`, from the state rather than a
 * view and its tally): the cards seen of each name are counted only if a single needs them.
 * `theirs`: the names of the opponents' melds.
 */
function keepScoreOf(
  rules: MeldRules,
  s: MeldGameState,
  seat: Seat,
  id: number,
  theirs: number,
): number {
  const kind = rules.kindOf[id];
  if (kind === "P" || kind === "X") return 7;
  if (kind === "S" || kind === "E" || kind === "F") return 6;
  const nameOf = rules.nameOf;
  const name = nameOf[id];
  const matchBonus = theirs & (1 << name) ? 2 : 0;
  const own = s.melds[seat];
  for (let i = 0; i < own.length; i++)
    if (own[i].kind === kind) return nameOfMeld(rules, own[i]) === name ? 7 : matchBonus;
  const hand = s.hands[seat];
  let held = 0;
  for (let i = 0; i < hand.length; i++) if (nameOf[hand[i]] === name) held++;
  if (held >= 2) return 9;
  if (!seenCounted) {
    countSeen(rules, s, seat);
    seenCounted = true;
  }
  const live = Math.max(0, rules.names[name].copies - SEEN[name]);
  return 1 + Math.min(live, 3) / 2 + matchBonus;
}

/** Cards of each name the seat has seen: its hand, the discard pile, removed cards, melds. */
function countSeen(rules: MeldRules, s: MeldGameState, seat: Seat): void {
  const nameOf = rules.nameOf;
  SEEN.fill(0);
  const hand = s.hands[seat];
  for (let i = 0; i < hand.length; i++) SEEN[nameOf[hand[i]]]++;
  for (let i = 0; i < s.discard.length; i++) SEEN[nameOf[s.discard[i]]]++;
  for (let i = 0; i < s.removed.length; i++) SEEN[nameOf[s.removed[i]]]++;
  for (let o = 0; o < s.melds.length; o++) {
    const ms = s.melds[o];
    for (let i = 0; i < ms.length; i++) SEEN[nameOfMeld(rules, ms[i])] += ms[i].cards.length;
  }
}
