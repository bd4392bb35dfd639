import { KILL_RASPUTIN_DECK } from "@/data/cardgames/kill-rasputin";
import { makeMeldRules } from "../meld-game/rules";

/**
 * Kill Rasputin (seed 002): 2 to 6 players (the sheet says 2-4+), five cards dealt, hand limit
 * 5 in the End phase, Destiny cancels a Save in the Foil phase, an Event phase roll when no card
 * was played in the Meld phase, and no end but the kill (the deck reshuffles forever; D11).
 */
export const KILL_RASPUTIN_RULES = makeMeldRules(KILL_RASPUTIN_DECK, {
  game: "kill-rasputin",
  ref: "KR",
  target: "Rasputin",
  minPlayers: 2,
  maxPlayers: 6,
  dealt: 5,
  handLimit: 5,
  deckRunOuts: null,
  fateCards: false,
  foilEvents: false,
  destiny: true,
  eventPhase: true,
});
