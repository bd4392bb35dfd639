import { botNoise, type Seat } from "../../shared/seats";
import type { BotChoice } from "../../shared/types";
import { sjDeciderOf, sjLegalMoves } from "../legal";
import type { SjMove } from "../moves";
import type { SjState } from "../state";
import { type SjView, sjViewFor } from "../view";
import { generalBot } from "./general";
import { recruitBot } from "./recruit";

export type SjBotId = "recruit" | "general" | "random";

export interface SjBot {
  id: SjBotId;
  label: string;
  blurb: string;
  choose(view: SjView, legal: () => SjMove[]): BotChoice<SjMove>;
}

export const SJ_BOTS: Readonly<Record<SjBotId, SjBot>> = {
  recruit: {
    id: "recruit",
    label: "Recruit",
    blurb: "Attacks with everything every hand and trades in its weakest cards.",
    choose: (view) => recruitBot(view),
  },
  general: {
    id: "general",
    label: "General",
    blurb:
      "Uses the balloon, trades cards below an average draw, aims its Specials, saves strength.",
    choose: (view) => generalBot(view),
  },
  random: {
    id: "random",
    label: "Random",
    blurb: "Any legal move (a baseline for the simulator).",
    choose: (view, legal) => {
      const all = legal();
      return { move: all[view.noise % all.length], why: "Picks a legal move at random." };
    },
  },
};

export function isSjBotId(id: string): id is SjBotId {
  return Object.hasOwn(SJ_BOTS, id);
}

/** The bot's decision for `seat` from its own view; null when the game waits for someone else. */
export function chooseSjMove(s: SjState, seat: Seat, bot: SjBotId): BotChoice<SjMove> | null {
  const side = sjDeciderOf(s);
  if (side === -1 || side !== seat) return null;
  const noise = botNoise(s.rng, s.hand * 97 + seat * 13 + s.hands[side].length);
  return SJ_BOTS[bot].choose(sjViewFor(s, side, noise), () => sjLegalMoves(s));
}
