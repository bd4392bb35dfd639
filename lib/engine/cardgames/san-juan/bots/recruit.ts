import type { BotChoice } from "../../shared/types";
import type { SjMove } from "../moves";
import { SJ_CARDS } from "../state";
import type { SjView } from "../view";
import { strongestAttack } from "./analysis";

const keys = (ids: readonly number[]) => ids.map((id) => SJ_CARDS[id].key);
const junk = (id: number) => SJ_CARDS[id].force <= 1 && SJ_CARDS[id].effect?.kind !== "eliminate";

/**
 * Recruit: throws everything at every hand (the strongest card of each type and the first
 * eliminating Special), and trades in cards of force 1 or less.
 */
export function recruitBot(view: SjView): BotChoice<SjMove> {
  const seat = view.me;
  const hand = view.hand;
  switch (view.step.at) {
    case "reserve": {
      const out = hand.filter(junk).slice(0, 2);
      return {
        move: { type: "reserve", seat, cards: keys(out) },
        why: out.length ? "Trades in its weakest cards." : "Keeps its hand.",
      };
    }
    case "attack": {
      const special = hand.find((id) => SJ_CARDS[id].effect?.kind === "eliminate");
      const cards = strongestAttack(seat, hand, special);
      return {
        move: { type: "attack", seat, cards: keys(cards) },
        why: "Attacks with its strongest card of each type.",
      };
    }
    default: {
      const out = hand.filter(junk).slice(0, 3);
      return {
        move: { type: "withdraw", seat, cards: keys(out) },
        why: out.length ? "Withdraws its weakest cards." : "Keeps its hand.",
      };
    }
  }
}
