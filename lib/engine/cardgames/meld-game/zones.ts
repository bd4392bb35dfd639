import type { MeldCardKind } from "./cards";
import type { MeldRules } from "./rules";

/** Hand helpers. Copies of a name are interchangeable, so moves name a card by its key. */

export function countKey(rules: MeldRules, hand: readonly number[], key: string): number {
  const cards = rules.cards;
  let n = 0;
  for (let i = 0; i < hand.length; i++) if (cards[hand[i]].key === key) n++;
  return n;
}

/** Remove one card with this key from the pile; returns its id, or -1 when none is there. */
export function takeKey(rules: MeldRules, pile: number[], key: string): number {
  const keyOf = rules.keyOf;
  for (let i = pile.length - 1; i >= 0; i--) {
    if (keyOf[pile[i]] !== key) continue;
    const id = pile[i];
    // Close the gap by hand: `splice` allocates the array of removed cards.
    for (let j = i; j < pile.length - 1; j++) pile[j] = pile[j + 1];
    pile.pop();
    return id;
  }
  return -1;
}

/** Distinct keys in a pile, in order of first appearance. */
export function distinctKeys(rules: MeldRules, pile: readonly number[]): string[] {
  const out: string[] = [];
  const ids = firstOfEachName(rules, pile);
  for (let i = 0; i < ids.length; i++) out.push(rules.cards[ids[i]].key);
  return out;
}

/** One card id per name in a pile (its first), in order of first appearance. */
export function firstOfEachName(rules: MeldRules, pile: readonly number[]): number[] {
  const out: number[] = [];
  const nameOf = rules.nameOf;
  if (rules.names.length <= 31) {
    let seen = 0;
    for (let i = 0; i < pile.length; i++) {
      const bit = 1 << nameOf[pile[i]];
      if (seen & bit) continue;
      seen |= bit;
      out.push(pile[i]);
    }
    return out;
  }
  const seen = new Set<number>();
  for (let i = 0; i < pile.length; i++) {
    const n = nameOf[pile[i]];
    if (seen.has(n)) continue;
    seen.add(n);
    out.push(pile[i]);
  }
  return out;
}

export function holdsKind(rules: MeldRules, hand: readonly number[], kind: MeldCardKind): boolean {
  for (const id of hand) if (rules.cards[id].kind === kind) return true;
  return false;
}

/** The spec for a key, or undefined for a key that is not in this deck. */
export function specOfKey(rules: MeldRules, key: string) {
  return Object.hasOwn(rules.byKey, key) ? rules.byKey[key] : undefined;
}
