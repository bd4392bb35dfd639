import { typeLimit } from "../battle";
import { SJ_TYPES, type SjType } from "../cards";
import { type SideIndex, SJ_CARDS, sideOfCard } from "../state";
import type { SjView } from "../view";

/** Judgements shared by the San Juan bots, from one side's view. */

/** A card's worth in hand: its force, plus the force an eliminating card is likely to remove. */
export function cardValue(id: number): number {
  const c = SJ_CARDS[id];
  return c.force + (c.effect?.kind === "eliminate" ? 3 : 0);
}

/** Cards of `side` this side has not seen: in that side's deck or in its hand (when not ours). */
export function unseen(view: SjView, side: SideIndex): number[] {
  const known = new Uint8Array(SJ_CARDS.length);
  const discard = view.discards[side];
  for (let i = 0; i < discard.length; i++) known[discard[i]] = 1;
  if (side === view.me) for (let i = 0; i < view.hand.length; i++) known[view.hand[i]] = 1;
  const out: number[] = [];
  for (let id = 0; id < SJ_CARDS.length; id++)
    if (sideOfCard(id) === side && !known[id]) out.push(id);
  return out;
}

const TYPE_SLOT: Readonly<Record<SjType, number>> = { U: 0, A: 1, L: 2, M: 3, E: 4, T: 5, S: 6 };
const SLOT_OF = SJ_CARDS.map((c) => TYPE_SLOT[c.kind]);
/** A card's worth in an attack: its force, a Special at its likely removal instead. */
const WORTH = SJ_CARDS.map((c, id) => (c.kind === "S" ? cardValue(id) : c.force));

/** Per type, the best and second-best worth in a hand. */
function tops(hand: readonly number[]): { first: number[]; second: number[] } {
  const first = [0, 0, 0, 0, 0, 0, 0];
  const second = [0, 0, 0, 0, 0, 0, 0];
  for (const id of hand) {
    const t = SLOT_OF[id];
    const v = WORTH[id];
    if (v > first[t]) {
      second[t] = first[t];
      first[t] = v;
    } else if (v > second[t]) second[t] = v;
  }
  return { first, second };
}

/** The slot where a side may play two cards (American Infantry, Spanish Terrain). */
const doubleSlot = (side: SideIndex) => (side === 0 ? TYPE_SLOT.U : TYPE_SLOT.T);

/**
 * What an attack from this hand is worth: the best card of each type (two where allowed), the
 * eliminating Special counted at its likely removal.
 */
export function handStrength(side: SideIndex, hand: readonly number[]): number {
  const { first, second } = tops(hand);
  let total = second[doubleSlot(side)];
  for (const v of first) total += v;
  return total;
}

/**
 * Weight of the cards that would wait for the next hand (0.25 did best in head-to-head runs
 * against 0, 0.5 and 0.8 on both sides): only one card per type (two in the
 * double slot) can be played now, but a strong spare is worth keeping for later.
 */
const SPARE_WEIGHT = 0.25;

/** A type's worth in a hand: the cards played now, and the spares at a lower weight. */
function typeValue(sorted: readonly number[], k: number, spare = SPARE_WEIGHT): number {
  let v = 0;
  for (let i = 0; i < sorted.length && i < 2 * k; i++) v += i < k ? sorted[i] : spare * sorted[i];
  return v;
}

function byType(hand: readonly number[]): number[][] {
  const out: number[][] = [[], [], [], [], [], [], []];
  for (let i = 0; i < hand.length; i++) insertDescending(out[SLOT_OF[hand[i]]], WORTH[hand[i]]);
  return out;
}

/** Insert a number into a list kept in descending order (what sorting it afterwards gives). */
function insertDescending(a: number[], v: number): void {
  let i = a.length;
  a.push(v);
  while (i > 0 && a[i - 1] < v) {
    a[i] = a[i - 1];
    i--;
  }
  a[i] = v;
}

/** What a hand is worth over this attack and the next: see `typeValue`. */
export function handValue(side: SideIndex, hand: readonly number[], spare = SPARE_WEIGHT): number {
  const dbl = doubleSlot(side);
  return byType(hand).reduce((n, a, t) => n + typeValue(a, t === dbl ? 2 : 1, spare), 0);
}

/**
 * What trading one card for a random draw from our own deck gains on average: the worth of the
 * hand with the card swapped for each possible draw, minus its worth now (only the drawn card's
 * type changes, so each draw costs one small insertion).
 */
export function swapGain(
  view: SjView,
  card: number,
  pool: readonly number[],
  spare = SPARE_WEIGHT,
): number {
  if (pool.length === 0) return -1;
  const side = view.me;
  const dbl = doubleSlot(side);
  const groups = byType(view.hand.filter((id) => id !== card));
  const each = groups.map((a, t) => typeValue(a, t === dbl ? 2 : 1, spare));
  const base = each.reduce((a, b) => a + b, 0);
  let sum = 0;
  for (const y of pool) {
    const t = SLOT_OF[y];
    sum += base - each[t] + typeValueWith(groups[t], WORTH[y], t === dbl ? 2 : 1, spare);
  }
  return sum / pool.length - handValue(side, view.hand, spare);
}

/**
 * `swapGain` of every card in the hand, in hand order: the hand is sorted by type once, and only
 * the traded card's type changes from card to card (the same sums, term for term).
 */
export function swapGains(view: SjView, pool: readonly number[], spare = SPARE_WEIGHT): number[] {
  const side = view.me;
  const hand = view.hand;
  const dbl = doubleSlot(side);
  const now = handValue(side, hand, spare);
  const full = byType(hand);
  const fullEach = full.map((a, t) => typeValue(a, t === dbl ? 2 : 1, spare));
  // Each draw's worth with the whole hand, per pool card: only draws of the traded card's type
  // need it again without that card.
  const withDraw: number[] = new Array(pool.length);
  for (let i = 0; i < pool.length; i++) {
    const t = SLOT_OF[pool[i]];
    withDraw[i] = typeValueWith(full[t], WORTH[pool[i]], t === dbl ? 2 : 1, spare);
  }
  const out: number[] = [];
  for (let c = 0; c < hand.length; c++) {
    if (pool.length === 0) {
      out.push(-1);
      continue;
    }
    const card = hand[c];
    const cs = SLOT_OF[card];
    const kc = cs === dbl ? 2 : 1;
    const reduced = full[cs].slice();
    reduced.splice(reduced.indexOf(WORTH[card]), 1);
    const eachC = typeValue(reduced, kc, spare);
    let base = 0;
    for (let t = 0; t < fullEach.length; t++) base = base + (t === cs ? eachC : fullEach[t]);
    let sum = 0;
    for (let i = 0; i < pool.length; i++) {
      const y = pool[i];
      const t = SLOT_OF[y];
      if (t === cs) sum += base - eachC + typeValueWith(reduced, WORTH[y], kc, spare);
      else sum += base - fullEach[t] + withDraw[i];
    }
    out.push(sum / pool.length - now);
  }
  return out;
}

/**
 * `typeValue` of `sorted` with one more worth `extra` in its sorted place, without building
 * the merged list (equal worths are interchangeable, so the sum is the same, term for term).
 */
function typeValueWith(sorted: readonly number[], extra: number, k: number, spare: number): number {
  let v = 0;
  let j = 0;
  let placed = false;
  const n = Math.min(sorted.length + 1, 2 * k);
  for (let i = 0; i < n; i++) {
    let x: number;
    if (!placed && (j >= sorted.length || extra > sorted[j])) {
      x = extra;
      placed = true;
    } else x = sorted[j++];
    v += i < k ? x : spare * x;
  }
  return v;
}

/**
 * Expected total force of the `k` strongest cards of `type` in an opposing hand of `handSize`
 * cards drawn from `pool`. Each card is taken to be held independently with probability
 * handSize / pool size; the i-th strongest counts when it is held and fewer than k stronger
 * ones are (a small dynamic programme over how many stronger ones are held).
 */
export function expectedTop(
  pool: readonly number[],
  type: SjType,
  handSize: number,
  k: number,
): number {
  const forces: number[] = [];
  for (let i = 0; i < pool.length; i++) {
    const c = SJ_CARDS[pool[i]];
    if (c.kind === type) insertDescending(forces, c.force);
  }
  const h = pool.length ? Math.min(1, handSize / pool.length) : 0;
  // p[j]: probability that exactly j stronger cards are held (j < k), over cards seen so far.
  const p: number[] = new Array(k + 1).fill(0);
  p[0] = 1;
  let e = 0;
  for (let i = 0; i < forces.length; i++) {
    const f = forces[i];
    let fewer = 0;
    for (let j = 0; j < k; j++) fewer += p[j];
    e += f * h * fewer;
    // In place from the top, so p[j - 1] is still the previous card's value.
    for (let j = k; j >= 1; j--) p[j] = p[j] * (1 - h) + p[j - 1] * h;
    p[0] = p[0] * (1 - h);
  }
  return e;
}

/** The strongest attack from a hand: best card of each type (two where allowed), one Special. */
export function strongestAttack(
  side: SideIndex,
  hand: readonly number[],
  special?: number,
): number[] {
  const out: number[] = [];
  const best: number[] = [];
  for (const t of SJ_TYPES) {
    if (t === "S") continue;
    // The cards of this type by force, strongest first, equal forces in hand order.
    best.length = 0;
    for (let i = 0; i < hand.length; i++) {
      const id = hand[i];
      const c = SJ_CARDS[id];
      if (c.kind !== t) continue;
      let j = best.length;
      best.push(id);
      while (j > 0 && SJ_CARDS[best[j - 1]].force < c.force) {
        best[j] = best[j - 1];
        j--;
      }
      best[j] = id;
    }
    const n = Math.min(best.length, typeLimit(side, t));
    for (let i = 0; i < n; i++) out.push(best[i]);
  }
  if (special !== undefined) out.push(special);
  return out;
}

export const sumForce = (ids: readonly number[]) =>
  ids.reduce((n, id) => n + SJ_CARDS[id].force, 0);
