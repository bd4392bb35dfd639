import {
  SJ_BY_KEY,
  SJ_CARDS,
  type SjState,
  type SjStep,
  sideOfCard,
} from "@/lib/engine/cardgames/san-juan";

/** Hand-made San Juan positions; unplaced cards go to their side's deck (top = first listed). */
export function sjFixture(f: {
  hands: [string[], string[]];
  decks?: [string[], string[]];
  discards?: [string[], string[]];
  step: SjStep;
  hand?: number;
  won?: [number, number];
  tied?: number;
}): SjState {
  const placed = new Set<number>();
  const ids = (keys: string[]) =>
    keys.map((k) => {
      const id = SJ_BY_KEY[k];
      if (id === undefined || placed.has(id)) throw new Error(`fixture: ${k}`);
      placed.add(id);
      return id;
    });
  const hands: [number[], number[]] = [ids(f.hands[0]), ids(f.hands[1])];
  const discards: [number[], number[]] = [ids(f.discards?.[0] ?? []), ids(f.discards?.[1] ?? [])];
  const tops = [ids(f.decks?.[0] ?? []), ids(f.decks?.[1] ?? [])];
  const decks: [number[], number[]] = [[], []];
  SJ_CARDS.forEach((_, id) => {
    if (!placed.has(id)) decks[sideOfCard(id)].push(id);
  });
  decks[0].push(...tops[0].reverse());
  decks[1].push(...tops[1].reverse());
  const battles: SjState["battles"] = [];
  const [us, es] = f.won ?? [0, 0];
  for (let i = 0; i < us; i++)
    battles.push({ hand: 0, played: [[], []], eliminated: [], totals: [1, 0], winner: 0 });
  for (let i = 0; i < es; i++)
    battles.push({ hand: 0, played: [[], []], eliminated: [], totals: [0, 1], winner: 1 });
  for (let i = 0; i < (f.tied ?? 0); i++)
    battles.push({ hand: 0, played: [[], []], eliminated: [], totals: [0, 0], winner: null });
  const phase = {
    shuffle: "setup",
    reserve: "reserve",
    attack: "attack",
    withdraw: "withdrawal",
    over: "over",
  } as const;
  return {
    game: "san-juan",
    rng: 99,
    decks,
    discards,
    hands,
    hand: f.hand ?? 1,
    phase: phase[f.step.at],
    step: f.step,
    owed: [],
    committed: [null, null],
    battles,
    balloonHand: 0,
    result: null,
  };
}

export const names = (ids: readonly number[]) => ids.map((id) => SJ_CARDS[id].key);
