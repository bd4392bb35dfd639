import { CARDS_OF, type CardId, factionOfCard } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { factionName } from "./names";

/**
 * The physical-deck card picker: which of the acting faction's six fronts match what the player
 * typed, or why the typed card cannot be the one drawn (C8.5.3: drawing stops only at a card of
 * the acting faction, and the deck lies face up, so the player reads a front letter).
 */
export type CardSearch = { ok: true; cards: CardId[] } | { ok: false; message: string };

const ALL: readonly CardId[] = Object.values(CARDS_OF).flat();

export function searchFaction(
  faction: Faction,
  query: string,
  summaries: Partial<Record<CardId, string>> = {},
): CardSearch {
  const own = CARDS_OF[faction];
  const q = query.trim();
  if (!q) return { ok: true, cards: [...own] };
  const upper = q.toUpperCase();
  const letter = upper.length === 2 && upper[0] === upper[1] ? upper[0] : upper;
  if (letter.length === 1 && (ALL as readonly string[]).includes(letter)) {
    const card = letter as CardId;
    const owner = factionOfCard(card);
    if (owner !== faction) {
      return {
        ok: false,
        message: `${card} is a ${factionName(owner)} card. Keep moving cards to the bottom until a ${factionName(faction)} card is on top.`,
      };
    }
    return { ok: true, cards: [card] };
  }
  const lower = q.toLowerCase();
  const hits = own.filter((c) => summaries[c]?.toLowerCase().includes(lower));
  if (hits.length === 0) {
    return { ok: false, message: `No ${factionName(faction)} card matches "${q}".` };
  }
  return { ok: true, cards: hits };
}
