import { expandDeck } from "../shared/cards";
import type { MeldCardKind, MeldCardSpec } from "./cards";

export type MeldGameId = "get-castro" | "kill-rasputin";

/**
 * What differs between Get Castro (seed 000) and Kill Rasputin (seed 002). Both share the
 * meld, foil and kill procedure; each game supplies one of these descriptors.
 */
export interface MeldRules {
  game: MeldGameId;
  /** Short prefix used in rule citations: "GC" or "KR". */
  ref: "GC" | "KR";
  /** Who the players try to kill, for log lines. */
  target: string;
  /** The deck expanded to one entry per physical card; index = card id. */
  cards: readonly MeldCardSpec[];
  /** One spec per key. */
  byKey: Readonly<Record<string, MeldCardSpec>>;
  /** The deck list: one spec per name, in list order. */
  names: readonly MeldCardSpec[];
  /** Card id to its position in `names` (for counting by name without strings). */
  nameOf: readonly number[];
  /** Key to its position in `names`. */
  nameIndex: Readonly<Record<string, number>>;
  /** Card id to its key (the hot loops read this instead of the spec). */
  keyOf: readonly string[];
  /** Card id to its kind (the hot loops read this instead of the spec). */
  kindOf: readonly MeldCardKind[];
  /** Card id to a bit for its meld type (Method 1, Conspiracy 2, Location 4; 0 for others). */
  meldBitOf: readonly number[];
  minPlayers: number;
  maxPlayers: number;
  /** Cards dealt at set-up (both sheets: 5). */
  dealt: number;
  /** Hand limit at the end of the turn (both sheets: 5). */
  handLimit: number;
  /** GC: the deck may run out only this many times; the last run-out ends the game. */
  deckRunOuts: number | null;
  /** GC Fate phase: Propaganda and Spy cards. */
  fateCards: boolean;
  /** GC Foil phase: Event cards discard any meld and leave play. */
  foilEvents: boolean;
  /** KR Foil phase: the active player may discard Destiny to cancel a Save. */
  destiny: boolean;
  /** KR: Event phase roll when no card was played in the Meld phase. */
  eventPhase: boolean;
}

/** Build a descriptor from a deck list: expands the copies and indexes the keys. */
export function makeMeldRules(
  list: readonly MeldCardSpec[],
  rest: Omit<
    MeldRules,
    "cards" | "byKey" | "names" | "nameOf" | "nameIndex" | "keyOf" | "kindOf" | "meldBitOf"
  >,
): MeldRules {
  const byKey: Record<string, MeldCardSpec> = {};
  const nameIndex: Record<string, number> = {};
  list.forEach((c, i) => {
    byKey[c.key] = c;
    nameIndex[c.key] = i;
  });
  const cards = expandDeck(list);
  const nameOf = cards.map((c) => nameIndex[c.key]);
  const keyOf = cards.map((c) => c.key);
  const kindOf = cards.map((c) => c.kind);
  const meldBitOf = cards.map((c) => meldBit(c.kind));
  return { ...rest, cards, byKey, names: list, nameOf, nameIndex, keyOf, kindOf, meldBitOf };
}

/** Method 1, Conspiracy 2, Location 4; 0 for a kind that is not a meld type. */
export function meldBit(kind: MeldCardKind): number {
  return kind === "M" ? 1 : kind === "C" ? 2 : kind === "L" ? 4 : 0;
}
