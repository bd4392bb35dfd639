import type { Seat } from "../../shared/seats";
import { isMeldKind, type MeldKind } from "../cards";
import { nameOfMeld } from "../legal";
import type { MeldMove } from "../moves";
import type { MeldRules } from "../rules";
import type { Meld } from "../state";
import type { MeldView } from "../view";

/**
 * Shared judgements the bots make from a seat's view. A `Tally` counts cards by name once per
 * decision: how many the seat holds and how many it has seen anywhere face up or in its hand.
 */
export interface Tally {
  hand: number[];
  seen: number[];
}

export function tally(rules: MeldRules, view: MeldView): Tally {
  const n = rules.names.length;
  const nameOf = rules.nameOf;
  const hand: number[] = new Array(n).fill(0);
  const seen: number[] = new Array(n).fill(0);
  for (let i = 0; i < view.hand.length; i++) {
    const k = nameOf[view.hand[i]];
    hand[k]++;
    seen[k]++;
  }
  for (let i = 0; i < view.discard.length; i++) seen[nameOf[view.discard[i]]]++;
  for (let i = 0; i < view.removed.length; i++) seen[nameOf[view.removed[i]]]++;
  for (const ms of view.melds) for (const m of ms) seen[nameOfMeld(rules, m)] += m.cards.length;
  return { hand, seen };
}

export const held = (rules: MeldRules, t: Tally, key: string) => t.hand[rules.nameIndex[key]];

/** Copies of a key this seat has not seen (they are in the deck or in opponents' hands). */
export function liveCopies(rules: MeldRules, t: Tally, key: string): number {
  const i = rules.nameIndex[key];
  return Math.max(0, rules.names[i].copies - t.seen[i]);
}

/** How close a seat is to an attempt: melds count most, then cards in hand. */
export function threat(view: MeldView, seat: Seat): number {
  return view.melds[seat].length * 10 + view.handSizes[seat];
}

/** The opponent to hurt or watch: most melds, then most cards (first in turn order on a tie). */
export function leader(view: MeldView, among: readonly Seat[]): Seat {
  let best = among[0];
  for (const s of among) if (threat(view, s) > threat(view, best)) best = s;
  return best;
}

export function ownMeldKinds(view: MeldView): Set<MeldKind> {
  return new Set(view.melds[view.me].map((m) => m.kind));
}

/** Pairs (or better) in hand for meld types without a meld in `melds`, one key per type. */
export function pairsByKind(
  rules: MeldRules,
  t: Tally,
  without: ReadonlySet<MeldKind>,
): Map<MeldKind, string> {
  const out = new Map<MeldKind, string>();
  rules.names.forEach((spec, i) => {
    if (!isMeldKind(spec.kind) || without.has(spec.kind) || t.hand[i] < 2) return;
    const prev = out.get(spec.kind);
    if (!prev || t.hand[i] > held(rules, t, prev)) out.set(spec.kind, spec.key);
  });
  return out;
}

/** Whether some opponent has a meld of this key (a card of it can take that meld). */
export function matchesOpponentMeld(view: MeldView, key: string): boolean {
  for (let seat = 0; seat < view.melds.length; seat++) {
    if (seat === view.me) continue;
    const ms = view.melds[seat];
    for (let i = 0; i < ms.length; i++) if (ms[i].key === key) return true;
  }
  return false;
}

/**
 * How much a seat wants to keep a card of `key` (higher keeps). Pairs toward a missing meld type
 * and copies of its own melds come first, then defensive and Fate-phase cards, then singles that
 * could still pair up or could take an opponent's meld, then dead singles.
 */
export function keepScore(rules: MeldRules, view: MeldView, t: Tally, key: string): number {
  const spec = rules.byKey[key];
  if (spec.kind === "P" || spec.kind === "X") return 7;
  if (spec.kind === "S" || spec.kind === "E" || spec.kind === "F") return 6;
  const mine = view.melds[view.me];
  let own: Meld | undefined;
  for (let i = 0; i < mine.length; i++)
    if (mine[i].kind === spec.kind) {
      own = mine[i];
      break;
    }
  const matchBonus = matchesOpponentMeld(view, key) ? 2 : 0;
  if (own) return own.key === key ? 7 : matchBonus;
  if (held(rules, t, key) >= 2) return 9;
  return 1 + Math.min(liveCopies(rules, t, key), 3) / 2 + matchBonus;
}

/** The legal moves of one type. */
export function movesOf<T extends MeldMove["type"]>(
  legal: readonly MeldMove[],
  type: T,
): Extract<MeldMove, { type: T }>[] {
  return legal.filter((m): m is Extract<MeldMove, { type: T }> => m.type === type);
}

export function pickBy<T>(items: readonly T[], noise: number): T {
  return items[noise % items.length];
}
