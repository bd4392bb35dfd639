import type { FieldError } from "../../core/result";
import type { Pending } from "../shared/types";
import { attackErrors, typeLimit } from "./battle";
import { SIDE_LABEL, SIDES, SJ_TYPES } from "./cards";
import { blockedDraw } from "./flow";
import { RESERVE_MAX, type SjMove, type SjPrompt, WITHDRAW_MAX } from "./moves";
import { type SideIndex, SJ_BY_KEY, SJ_CARDS, type SjState, US } from "./state";

const sideName = (side: SideIndex) => SIDE_LABEL[SIDES[side]];

/**
 * The side whose decision the game waits for, or -1 while it waits for chance or is over (what
 * `sjPending` says, without building it). A decision's prompt is its step's name.
 */
export function sjDeciderOf(s: SjState): SideIndex | -1 {
  if (s.result || blockedDraw(s) !== null) return -1;
  const st = s.step;
  return st.at === "reserve" || st.at === "attack" || st.at === "withdraw" ? st.side : -1;
}

export function sjPending(s: SjState): Pending<SjPrompt> {
  if (s.result) return { kind: "over" };
  const blocked = blockedDraw(s);
  if (blocked !== null)
    return {
      kind: "chance",
      request: {
        kind: "shuffle",
        size: s.discards[blocked].length,
        purpose: `shuffle the ${sideName(blocked)} discard pile into a new deck`,
        rule: "SJ Draw phase; S1",
      },
    };
  const st = s.step;
  switch (st.at) {
    case "shuffle":
      return {
        kind: "chance",
        request: {
          kind: "shuffle",
          size: s.decks[st.side].length,
          purpose: `shuffle the ${sideName(st.side)} deck`,
          rule: "SJ Decks",
        },
      };
    case "reserve":
      return { kind: "decide", seat: st.side, prompt: "reserve", rule: "SJ Reserve phase; S2" };
    case "attack":
      return { kind: "decide", seat: st.side, prompt: "attack", rule: "SJ Attack phase; S4" };
    case "withdraw":
      return { kind: "decide", seat: st.side, prompt: "withdraw", rule: "SJ Withdrawal phase; S7" };
    case "over":
      return { kind: "over" };
  }
}

export const BALLOON = "us-observation-balloon";

export function holdsBalloon(s: SjState): boolean {
  return s.hands[US].includes(SJ_BY_KEY[BALLOON]);
}

/** Every subset of `items` with at most `k` members (k ≤ 3 here, so at most a few hundred). */
export function subsetsUpTo<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [[]];
  const grow = (start: number, acc: T[]) => {
    if (acc.length === k) return;
    for (let i = start; i < items.length; i++) {
      const next = [...acc, items[i]];
      out.push(next);
      grow(i + 1, next);
    }
  };
  grow(0, []);
  return out;
}

/** Every legal attack: for each type, none, one, or (where allowed) two of the cards held. */
export function legalAttacks(side: SideIndex, hand: readonly number[]): number[][] {
  let combos: number[][] = [[]];
  for (const t of SJ_TYPES) {
    const ofType = hand.filter((id) => SJ_CARDS[id].kind === t);
    const picks = subsetsUpTo(ofType, typeLimit(side, t));
    combos = combos.flatMap((c) => picks.map((p) => [...c, ...p]));
  }
  return combos;
}

const keys = (ids: readonly number[]) => ids.map((id) => SJ_CARDS[id].key);

export function sjLegalMoves(s: SjState): SjMove[] {
  const p = sjPending(s);
  if (p.kind !== "decide") return [];
  const seat = p.seat as SideIndex;
  const hand = s.hands[seat];
  switch (p.prompt) {
    case "reserve": {
      const moves: SjMove[] = subsetsUpTo(hand, RESERVE_MAX).map((c) => ({
        type: "reserve",
        seat,
        cards: keys(c),
      }));
      if (seat === US && holdsBalloon(s)) moves.push({ type: "balloon", seat });
      return moves;
    }
    case "attack":
      return legalAttacks(seat, hand).map((c) => ({ type: "attack", seat, cards: keys(c) }));
    case "withdraw":
      return subsetsUpTo(hand, WITHDRAW_MAX).map((c) => ({
        type: "withdraw",
        seat,
        cards: keys(c),
      }));
  }
}

/** Card keys to ids, or errors for unknown, foreign, missing or repeated cards. */
export function cardIds(
  s: SjState,
  side: SideIndex,
  cards: unknown,
  max: number,
): { ids: number[]; errors: FieldError[] } {
  if (!Array.isArray(cards))
    return { ids: [], errors: [{ field: "cards", reason: "cards must be a list of card keys" }] };
  const fast = knownCardIds(s, side, cards, max);
  if (fast) return { ids: fast, errors: NO_ERRORS };
  const errors: FieldError[] = [];
  const ids: number[] = [];
  if (cards.length > max)
    errors.push({ field: "cards", reason: `at most ${max} cards, got ${cards.length}` });
  cards.forEach((key, i) => {
    const id = typeof key === "string" && Object.hasOwn(SJ_BY_KEY, key) ? SJ_BY_KEY[key] : -1;
    if (id < 0) errors.push({ field: `cards[${i}]`, reason: `there is no card "${String(key)}"` });
    else if (!s.hands[side].includes(id))
      errors.push({
        field: `cards[${i}]`,
        reason: `${SJ_CARDS[id].name} is not in the ${sideName(side)} hand`,
      });
    else if (ids.includes(id))
      errors.push({ field: `cards[${i}]`, reason: `${SJ_CARDS[id].name} is named twice` });
    else ids.push(id);
  });
  return { ids, errors };
}

const NO_ERRORS: FieldError[] = [];

/** The ids of `cards` when every check of `cardIds` passes, else null (then it names the errors). */
function knownCardIds(s: SjState, side: SideIndex, cards: unknown[], max: number): number[] | null {
  if (cards.length > max) return null;
  const ids: number[] = [];
  const hand = s.hands[side];
  for (let i = 0; i < cards.length; i++) {
    const key = cards[i];
    if (typeof key !== "string" || !Object.hasOwn(SJ_BY_KEY, key)) return null;
    const id = SJ_BY_KEY[key];
    if (!hand.includes(id) || ids.includes(id)) return null;
    ids.push(id);
  }
  return ids;
}

const none = (reason: string, field = "type"): { ids: number[]; errors: FieldError[] } => ({
  ids: [],
  errors: [{ field, reason }],
});

/** Check a decision against what the game waits for; errors name the field and the reason. */
export function checkSjMove(s: SjState, m: SjMove): { ids: number[]; errors: FieldError[] } {
  // The usual case first: the side the game waits for answers its step with cards it holds.
  if (m.type !== "balloon" && m.type === s.step.at && m.seat === sjDeciderOf(s)) {
    const max = m.type === "attack" ? 99 : m.type === "reserve" ? RESERVE_MAX : WITHDRAW_MAX;
    const r = cardIds(s, m.seat, m.cards, max);
    if (r.errors.length || m.type !== "attack") return r;
    return { ids: r.ids, errors: attackErrors(m.seat, s.hands[m.seat], r.ids) };
  }
  const p = sjPending(s);
  if (p.kind === "over") return none("the game is over");
  if (p.kind === "chance") return none(`the game waits for chance: ${p.request.purpose}`);
  if (m.seat !== p.seat)
    return none(`the ${sideName(p.seat as SideIndex)} side decides now`, "seat");
  const side = m.seat;
  if (m.type === "balloon") {
    if (p.prompt !== "reserve" || side !== US)
      return none("only the American may use the balloon, in the Reserve phase (S2)");
    if (!holdsBalloon(s))
      return none("the Observation balloon is not in the American hand", "card");
    return { ids: [SJ_BY_KEY[BALLOON]], errors: [] };
  }
  if (m.type !== p.prompt)
    return none(`"${m.type}" is not a choice now; the game waits for ${p.prompt}`);
  if (m.type === "attack") {
    const r = cardIds(s, side, m.cards, 99);
    if (r.errors.length) return r;
    return { ids: r.ids, errors: attackErrors(side, s.hands[side], r.ids) };
  }
  return cardIds(s, side, m.cards, m.type === "reserve" ? RESERVE_MAX : WITHDRAW_MAX);
}
