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
  const known = new Set<number>(view.discards[side]);
  if (side === view.me) for (const id of view.hand) known.add(id);
  const out: number[] = [];
  SJ_CARDS.forEach((_, id) => {
    if (sideOfCard(id) === side && !known.has(id)) out.push(id);
  });
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
export const SPARE_WEIGHT = 0.25;

/** A type's worth in a hand: the cards played now, and the spares at a lower weight. */
function typeValue(sorted: readonly number[], k: number, spare = SPARE_WEIGHT): number {
  let v = 0;
  for (let i = 0; i < sorted.length && i < 2 * k; i++) v += i < k ? sorted[i] : spare * sorted[i];
  return v;
}

function byType(hand: readonly number[]): number[][] {
  const out: number[][] = [[], [], [], [], [], [], []];
  for (const id of hand) out[SLOT_OF[id]].push(WORTH[id]);
  for (const a of out) a.sort((x, y) => y - x);
  return out;
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
  return swapGainFrom(view, card, pool, spare, handValue(view.me, view.hand, spare));
}

/** `swapGain` given the hand's worth now (`handValue`), which is the same for every card. */
export function swapGainFrom(
  view: SjView,
  card: number,
  pool: readonly number[],
  spare: number,
  now: number,
): number {
  if (pool.length === 0) return -1;
  const side = view.me;
  const dbl = doubleSlot(side);
  const groups = byType(view.hand.filter((id) => id !== card));
  const each = groups.map((a, t) => typeValue(a, t === dbl ? 2 : 1, spare));
  const base = each.reduce((a, b) => a + b, 0);
  let sum = 0;
  for (let i = 0; i < pool.length; i++) {
    const y = pool[i];
    const t = SLOT_OF[y];
    sum += base - each[t] + typeValueWith(groups[t], WORTH[y], t === dbl ? 2 : 1, spare);
  }
  return sum / pool.length - now;
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
  const forces = pool
    .filter((id) => SJ_CARDS[id].kind === type)
    .map((id) => SJ_CARDS[id].force)
    .sort((a, b) => b - a);
  const h = pool.length ? Math.min(1, handSize / pool.length) : 0;
  // p[j]: probability that exactly j stronger cards are held (j < k), over cards seen so far.
  let p = [1, ...new Array(k).fill(0)];
  let e = 0;
  for (const f of forces) {
    let fewer = 0;
    for (let j = 0; j < k; j++) fewer += p[j];
    e += f * h * fewer;
    const next = p.map((x) => x * (1 - h));
    for (let j = 1; j <= k; j++) next[j] += p[j - 1] * h;
    p = next;
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
  for (const t of SJ_TYPES) {
    if (t === "S") continue;
    const best = hand
      .filter((id) => SJ_CARDS[id].kind === t)
      .sort((a, b) => SJ_CARDS[b].force - SJ_CARDS[a].force)
      .slice(0, typeLimit(side, t));
    out.push(...best);
  }
  if (special !== undefined) out.push(special);
  return out;
}

export const sumForce = (ids: readonly number[]) =>
  ids.reduce((n, id) => n + SJ_CARDS[id].force, 0);
