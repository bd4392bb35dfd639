import { fail, ok, type Result } from "../../core/result";
import { type RngState, shuffle } from "../../core/rng";
import type { Faction } from "../types";
import { CARDS_OF, type CardId, factionOfCard, type TraceRecord } from "./types";

/**
 * The Calixto deck (C8.4.1, C8.5.3). All NP Factions' cards form one face-up deck, shuffled at
 * set-up and at each Propaganda Reset only. To draw for a Faction, the top card goes to the
 * bottom first, even if it is that Faction's, then cards go to the bottom one at a time until
 * one of the Faction's is on top; it stays there until the next draw. If every card of the
 * Faction is drawn in one search without a legal Operation, the search stops (C8.5.3 loops).
 *
 * App mode keeps the whole order (top first). Physical mode only knows what the player named:
 * the Faction's cards drawn in the current search.
 */
export type DeckState = { mode: "app"; order: CardId[] } | { mode: "physical"; drawn: CardId[] };

export const DECK_RULE = "C8.5.3";

/** Every card of the NP Factions, in a fixed order (before shuffling). */
export function deckCards(npFactions: readonly Faction[]): CardId[] {
  return npFactions.flatMap((f) => [...CARDS_OF[f]]);
}

/**
 * Whether an app deck is the NP Factions' cards, each once (C8.4.1): a deck shuffled before a
 * Faction changed hands (a role edit) is not, and a Faction missing from it could never draw.
 */
export function isNpDeck(order: readonly CardId[], npFactions: readonly Faction[]): boolean {
  const want = deckCards(npFactions);
  return (
    order.length === want.length &&
    new Set(order).size === order.length &&
    want.every((c) => order.includes(c))
  );
}

/** Shuffle at set-up or Reset (C8.4.1): seeded; the order returned is what gets logged. */
export function shuffleDeck(
  rng: RngState,
  npFactions: readonly Faction[],
): { order: CardId[]; rng: RngState } {
  const [order, next] = shuffle(rng, deckCards(npFactions));
  return { order, rng: next };
}

export interface Draw {
  deck: DeckState;
  card: CardId;
  /** The cards put on the bottom, in order (the first is the card that was on top). */
  movedToBottom: CardId[];
}

/** Draw for a Faction in app mode: bottom-first, then cycle until its card is on top. */
export function drawFor(deck: DeckState, faction: Faction): Result<Draw> {
  if (deck.mode !== "app")
    return fail({ field: "deck.mode", reason: "a physical deck is drawn by the player" });
  if (!deck.order.some((c) => factionOfCard(c) === faction))
    return fail({ field: "deck", reason: `the deck holds no ${faction} card` });
  const order = [...deck.order];
  const moved: CardId[] = [];
  // Bounded: within one pass of the deck a card of the Faction reaches the top.
  for (let i = 0; i < order.length; i++) {
    const top = order.shift() as CardId;
    order.push(top);
    moved.push(top);
    if (factionOfCard(order[0]) === faction) {
      return ok({ deck: { mode: "app", order }, card: order[0], movedToBottom: moved });
    }
  }
  return fail({ field: "deck", reason: `no ${faction} card reached the top` });
}

/** The card on top, which stays there after a draw (app mode). */
export function topCard(deck: DeckState): CardId | null {
  return deck.mode === "app" ? (deck.order[0] ?? null) : (deck.drawn.at(-1) ?? null);
}

/** Every card of the Faction was drawn in this search without a legal Operation (C8.5.3). */
export function isExhausted(faction: Faction, drawnThisLoop: readonly CardId[]): boolean {
  return CARDS_OF[faction].every((c) => drawnThisLoop.includes(c));
}

/** The player names the card drawn from the physical deck: it must be one this search can reach. */
export function validatePhysicalDraw(
  card: string,
  faction: Faction,
  drawnThisLoop: readonly CardId[],
): Result<CardId> {
  const all = Object.values(CARDS_OF).flat() as string[];
  if (!all.includes(card)) {
    return fail({
      field: "card",
      reason: `"${card}" is not a Calixto card: name the front letter (U-Z, G-M, A-F, N-T)`,
    });
  }
  const id = card as CardId;
  const owner = factionOfCard(id);
  if (owner !== faction) {
    return fail({
      field: "card",
      reason: `card ${id} is a ${owner} card; keep moving cards to the bottom until a ${faction} card is on top`,
    });
  }
  if (drawnThisLoop.includes(id)) {
    return fail({
      field: "card",
      reason: `card ${id} was already drawn in this search; with bottom-first draws it cannot come back before the other ${faction} cards`,
    });
  }
  return ok(id);
}

/** Trace record of a draw. */
export function drawRecord(
  faction: Faction,
  d: Pick<Draw, "card" | "movedToBottom">,
  source: "deck" | "physical",
): TraceRecord {
  return {
    kind: "cardDrawn",
    rule: DECK_RULE,
    faction,
    card: d.card,
    movedToBottom: d.movedToBottom,
    source,
  };
}

export function exhaustedRecord(faction: Faction, drawn: readonly CardId[]): TraceRecord {
  return { kind: "deckExhausted", rule: DECK_RULE, faction, drawn: [...drawn] };
}
