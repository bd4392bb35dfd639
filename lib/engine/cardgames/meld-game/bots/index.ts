import { botNoise, type Seat } from "../../shared/seats";
import type { BotChoice } from "../../shared/types";
import { deciderOf, legalMovesOf } from "../legal";
import type { MeldMove } from "../moves";
import type { MeldRules } from "../rules";
import type { MeldGameState } from "../state";
import { type MeldView, meldViewFor } from "../view";
import { noviceMeldBot, randomMeldBot } from "./novice";
import { shrewdMeldBot } from "./shrewd";

export { fillSeatTokens, seatToken } from "./tokens";

export type MeldBotId = "novice" | "shrewd" | "random";

export interface MeldBot {
  id: MeldBotId;
  label: string;
  blurb: string;
  choose(rules: MeldRules, view: MeldView, legal: readonly MeldMove[]): BotChoice<MeldMove>;
}

export const MELD_BOTS: Readonly<Record<MeldBotId, MeldBot>> = {
  novice: {
    id: "novice",
    label: "Novice",
    blurb: "Melds at once, always rolls, foils only an opponent about to roll.",
    choose: noviceMeldBot,
  },
  shrewd: {
    id: "shrewd",
    label: "Shrewd",
    blurb:
      "Melds every copy at once, keeps Saves for a real threat, takes melds with matching cards, counts cards.",
    choose: shrewdMeldBot,
  },
  random: {
    id: "random",
    label: "Random",
    blurb: "Any legal move (a baseline for the simulator).",
    choose: randomMeldBot,
  },
};

export function isMeldBotId(id: string): id is MeldBotId {
  return Object.hasOwn(MELD_BOTS, id);
}

/**
 * The bot's decision for the seat the game waits for, from that seat's view only; null when
 * the game waits for someone else or for chance.
 */
export function chooseMeldMove(
  rules: MeldRules,
  s: MeldGameState,
  seat: Seat,
  bot: MeldBotId,
): BotChoice<MeldMove> | null {
  if (deciderOf(s) !== seat || seat < 0) return null;
  const legal = legalMovesOf(rules, s, seat);
  if (legal.length === 0) return null;
  const noise = botNoise(s.rng, s.turn * 131 + seat * 17 + s.hands[seat].length);
  const view = meldViewFor(s, seat, noise);
  // A switch, not MELD_BOTS[bot]: a lookup by a changing name is slow on the simulator's path.
  if (bot === "shrewd") return shrewdMeldBot(rules, view, legal);
  if (bot === "novice") return noviceMeldBot(rules, view, legal);
  return MELD_BOTS[bot].choose(rules, view, legal);
}
