import type { FieldError } from "../../core/result";
import { SJ_TYPE_LABEL, type SjType } from "./cards";
import { type Battle, type SideIndex, SJ_CARDS } from "./state";

/**
 * How many cards of a type a side may play in one attack: one of each type, except two
 * Infantry Units for the Americans and two Terrain cards for the Spanish (sheet: Attack phase).
 */
export function typeLimit(side: SideIndex, type: SjType): number {
  if (side === 0 && type === "U") return 2;
  if (side === 1 && type === "T") return 2;
  return 1;
}

/** Check a chosen attack against the hand and the per-type limits. */
export function attackErrors(
  side: SideIndex,
  hand: readonly number[],
  cards: readonly number[],
): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  const perType = new Map<SjType, number>();
  for (const id of cards) {
    if (seen.has(id))
      errors.push({ field: "cards", reason: `${SJ_CARDS[id].name} is chosen twice` });
    seen.add(id);
    if (!hand.includes(id)) {
      errors.push({ field: "cards", reason: `${SJ_CARDS[id]?.name ?? id} is not in your hand` });
      continue;
    }
    const t = SJ_CARDS[id].kind;
    perType.set(t, (perType.get(t) ?? 0) + 1);
  }
  for (const [t, n] of perType)
    if (n > typeLimit(side, t))
      errors.push({
        field: "cards",
        // The type in words, never its bare letter (issue 23 item 6).
        reason: `at most ${typeLimit(side, t)} ${SJ_TYPE_LABEL[t]} card${typeLimit(side, t) > 1 ? "s" : ""} per attack, got ${n}`,
      });
  return errors;
}

/**
 * Reveal both attacks together: each eliminating card removes one opposing card of its target
 * type; when two qualify, the eliminating side would pick the stronger, so the highest force
 * goes (first played on equal force; decision S5). No effect targets a Special, so the order of
 * eliminations cannot matter. Then sum the forces of the cards left; higher wins, equal ties.
 */
export function resolveBattle(hand: number, played: [number[], number[]]): Battle {
  const eliminated: number[] = [];
  for (const side of [0, 1] as const) {
    const foe = played[1 - side];
    for (const id of played[side]) {
      const effect = SJ_CARDS[id].effect;
      if (effect?.kind !== "eliminate") continue;
      let best = -1;
      for (const f of foe) {
        if (SJ_CARDS[f].kind !== effect.type || eliminated.includes(f)) continue;
        if (best < 0 || SJ_CARDS[f].force > SJ_CARDS[best].force) best = f;
      }
      if (best >= 0) eliminated.push(best);
    }
  }
  const totals: [number, number] = [
    forceLeft(played[0], eliminated),
    forceLeft(played[1], eliminated),
  ];
  const winner = totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : null;
  return { hand, played: [played[0].slice(), played[1].slice()], eliminated, totals, winner };
}

function forceLeft(ids: readonly number[], eliminated: readonly number[]): number {
  let n = 0;
  for (const id of ids) if (!eliminated.includes(id)) n += SJ_CARDS[id].force;
  return n;
}
