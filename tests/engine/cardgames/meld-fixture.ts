import {
  type MeldGameState,
  type MeldRules,
  type MeldStep,
  phaseOfStep,
} from "@/lib/engine/cardgames/meld-game";

/**
 * Hand-made meld-game positions. Cards are named by key; each named card takes a free physical
 * card of that name, and every card not placed goes to `rest` (the deck bottom by default), so a
 * fixture always holds the whole deck exactly once.
 */
export interface MeldFixture {
  players: number;
  hands?: string[][];
  melds?: { key: string; n: number }[][];
  /** Top of the deck first. */
  deck?: string[];
  discard?: string[];
  removed?: string[];
  rest?: "deck" | "discard" | "removed";
  active?: number;
  step?: MeldStep;
  turn?: number;
  runOuts?: number;
  meldPlayed?: boolean;
  foilQueue?: number[];
  rng?: number;
}

export function meldFixture(rules: MeldRules, f: MeldFixture): MeldGameState {
  const free = rules.cards.map((_, i) => i);
  const take = (key: string): number => {
    const i = free.findIndex((id) => rules.cards[id].key === key);
    if (i < 0) throw new Error(`fixture: no free ${key}`);
    return free.splice(i, 1)[0];
  };
  const hands = Array.from({ length: f.players }, (_, s) => (f.hands?.[s] ?? []).map(take));
  const melds = Array.from({ length: f.players }, (_, s) =>
    (f.melds?.[s] ?? []).map((m) => {
      const cards = Array.from({ length: m.n }, () => take(m.key));
      return { kind: rules.byKey[m.key].kind as "M" | "C" | "L", key: m.key, cards };
    }),
  );
  const top = (f.deck ?? []).map(take);
  const discard = (f.discard ?? []).map(take);
  const removed = (f.removed ?? []).map(take);
  const rest = f.rest ?? "deck";
  const deck = rest === "deck" ? [...free, ...top.reverse()] : top.reverse();
  if (rest === "discard") discard.unshift(...free);
  if (rest === "removed") removed.push(...free);
  const step = f.step ?? { at: "meld" };
  return {
    game: rules.game,
    players: f.players,
    rng: f.rng ?? 12345,
    deck,
    discard,
    removed,
    hands,
    melds,
    first: 0,
    active: f.active ?? 0,
    turn: f.turn ?? 3,
    phase: phaseOfStep(step.at),
    step,
    owed: null,
    runOuts: f.runOuts ?? 0,
    foilQueue: f.foilQueue ?? [],
    meldPlayed: f.meldPlayed ?? false,
    lastRoll: null,
    attempts: 0,
    result: null,
  };
}

/** Card names of a pile, for readable assertions. */
export const keysOf = (rules: MeldRules, ids: readonly number[]) =>
  ids.map((id) => rules.cards[id].key);
export const sorted = (xs: readonly string[]) => [...xs].sort();

/** Every card id exactly once across all zones. */
export function allCards(s: MeldGameState): number[] {
  return [
    ...s.deck,
    ...s.discard,
    ...s.removed,
    ...s.hands.flat(),
    ...s.melds.flat().flatMap((m) => m.cards),
  ].sort((a, b) => a - b);
}

/**
 * The shuffle values of a scripted deal (sheet Setup; resolve.ts `deal`): seat `first` gets the
 * first card, then round the table, five rounds; `draws` are the next cards off the deck, in
 * order. Every other card lies below them in deck-list order.
 */
export function dealValues(
  rules: MeldRules,
  hands: string[][],
  draws: string[] = [],
  first = 0,
): number[] {
  const players = hands.length;
  const free = rules.cards.map((_, i) => i);
  const take = (key: string): number => {
    const i = free.findIndex((id) => rules.cards[id].key === key);
    if (i < 0) throw new Error(`deal: no free ${key}`);
    return free.splice(i, 1)[0];
  };
  const pops: number[] = [];
  for (let r = 0; r < rules.dealt; r++)
    for (let i = 0; i < players; i++) pops.push(take(hands[(first + i) % players][r]));
  for (const key of draws) pops.push(take(key));
  return [...free, ...pops.reverse()];
}
