import { opponentsInOrder, type Seat } from "../shared/seats";
import type { Pending } from "../shared/types";
import { isMeldKind } from "./cards";
import type { MeldMove, MeldPrompt } from "./moves";
import type { MeldRules } from "./rules";
import type { MeldGameState } from "./state";
import { countKey, distinctKeys } from "./zones";

const decide = (seat: Seat, prompt: MeldPrompt, rule: string): Pending<MeldPrompt> => ({
  kind: "decide",
  seat,
  prompt,
  rule,
});

/** What the game waits for, derived from the state. */
export function meldPending(rules: MeldRules, s: MeldGameState): Pending<MeldPrompt> {
  const r = rules.ref;
  if (s.result) return { kind: "over" };
  if (s.owed)
    return {
      kind: "chance",
      request: {
        kind: "shuffle",
        size: s.discard.length,
        purpose: "shuffle the discard pile into a new deck",
        rule: `${r} Fate`,
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
          rule: `${r} Setup`,
        },
      };
    case "attempt":
      return {
        kind: "chance",
        request: { kind: "dice", count: 3, purpose: "Assassination Attempt", rule: `${r} Kill` },
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
      return decide(s.active, "fate", `${r} Fate; D7`);
    case "steal":
      return decide(s.active, "steal", `${r} Fate; D7`);
    case "meld":
      return decide(s.active, "meld", `${r} Meld; D8`);
    case "foil":
      return decide(st.seat, "foil", `${r} Foil; D2`);
    case "negate":
      return decide(s.active, "negate", "KR Foil; D12");
    case "kill":
      return decide(s.active, "kill", `${r} Kill; D9`);
    case "loseMeld":
      return decide(s.active, "loseMeld", `${r} Kill; D9`);
    case "eventTarget":
      return decide(s.active, "eventTarget", "KR Event; D13");
    case "exit":
      return decide(s.active, "exit", `${r} ${rules.eventPhase ? "End" : "Exit"}; D6`);
    case "over":
      return { kind: "over" };
  }
}

/** Opponents that can be targeted by a Spy or an Event result that takes a card. */
export function opponentsWithCards(s: MeldGameState, seat: Seat): Seat[] {
  return opponentsInOrder(seat, s.players).filter((o) => s.hands[o].length > 0);
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
  for (const key of distinctKeys(rules, s.hands[seat])) {
    const spec = rules.byKey[key];
    if (!spec) continue;
    if (spec.kind === "S" && target.some((m) => m.kind === spec.negates))
      out.push({ type: "save", seat, card: key });
    if (spec.kind === "E" && rules.foilEvents)
      for (const m of target) out.push({ type: "event", seat, card: key, meld: m.kind });
    if (target.some((m) => m.key === key)) out.push({ type: "match", seat, card: key });
  }
  return out;
}

export function fateMoves(rules: MeldRules, s: MeldGameState): MeldMove[] {
  const seat = s.active;
  const out: MeldMove[] = [];
  if (!rules.fateCards) return out;
  const targets = opponentsWithCards(s, seat);
  for (const key of distinctKeys(rules, s.hands[seat])) {
    const kind = rules.byKey[key]?.kind;
    if (kind === "P") out.push({ type: "propaganda", seat, card: key });
    if (kind === "X")
      for (const target of targets) out.push({ type: "spy", seat, card: key, target });
  }
  return out;
}

export function meldMoves(rules: MeldRules, s: MeldGameState): MeldMove[] {
  const seat = s.active;
  const out: MeldMove[] = [];
  for (const key of distinctKeys(rules, s.hands[seat])) {
    const spec = rules.byKey[key];
    if (!spec || !isMeldKind(spec.kind)) continue;
    const held = countKey(rules, s.hands[seat], key);
    const own = s.melds[seat].find((m) => m.kind === spec.kind);
    if (own) {
      if (own.key === key) out.push({ type: "add", seat, card: key });
    } else for (let n = 2; n <= held; n++) out.push({ type: "meld", seat, card: key, count: n });
  }
  return out;
}

/** Every legal decision for the seat the game waits for (empty while a chance input is due). */
export function meldLegalMoves(rules: MeldRules, s: MeldGameState): MeldMove[] {
  const p = meldPending(rules, s);
  if (p.kind !== "decide") return [];
  const seat = p.seat;
  const st = s.step;
  switch (st.at) {
    case "fate":
      return [...fateMoves(rules, s), { type: "done", seat }];
    case "steal":
      return distinctKeys(rules, s.hands[st.target]).map((card) => ({ type: "steal", seat, card }));
    case "meld":
      return [...meldMoves(rules, s), { type: "done", seat }];
    case "foil":
      return [...foilMoves(rules, s, seat), { type: "done", seat }];
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
  for (const id of hand) {
    const kind = rules.cards[id].kind;
    if (kind === "P") return true;
    if (kind === "X" && opponentsWithCards(s, s.active).length > 0) return true;
  }
  return false;
}

export function canMeld(rules: MeldRules, s: MeldGameState): boolean {
  const hand = s.hands[s.active];
  const own = s.melds[s.active];
  for (let i = 0; i < hand.length; i++) {
    const spec = rules.cards[hand[i]];
    if (!isMeldKind(spec.kind)) continue;
    const meld = own.find((m) => m.kind === spec.kind);
    if (meld) {
      if (meld.key === spec.key) return true;
    } else {
      for (let j = i + 1; j < hand.length; j++)
        if (rules.cards[hand[j]].key === spec.key) return true;
    }
  }
  return false;
}

export function canFoil(rules: MeldRules, s: MeldGameState, seat: Seat): boolean {
  const target = s.melds[s.active];
  if (target.length === 0) return false;
  for (const id of s.hands[seat]) {
    const spec = rules.cards[id];
    if (spec.kind === "S" && target.some((m) => m.kind === spec.negates)) return true;
    if (spec.kind === "E" && rules.foilEvents) return true;
    if (target.some((m) => m.key === spec.key)) return true;
  }
  return false;
}
