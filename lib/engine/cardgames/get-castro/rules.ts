import { GET_CASTRO_DECK } from "@/data/cardgames/get-castro";
import { makeMeldRules } from "../meld-game/rules";

/**
 * Get Castro (seed 000): 2 to 6 players (issue; the sheet says 2-4+), five cards dealt, hand
 * limit 5 at Exit, Propaganda and Spy cards in the Fate phase, Events in the Foil phase, and
 * the game lost by everyone when the deck runs out the second time (GC Winning; D10).
 */
export const GET_CASTRO_RULES = makeMeldRules(GET_CASTRO_DECK, {
  game: "get-castro",
  ref: "GC",
  target: "Castro",
  minPlayers: 2,
  maxPlayers: 6,
  dealt: 5,
  handLimit: 5,
  deckRunOuts: 2,
  fateCards: true,
  foilEvents: true,
  destiny: false,
  eventPhase: false,
});
