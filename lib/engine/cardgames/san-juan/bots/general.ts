import type { BotChoice } from "../../shared/types";
import { resolveBattle, typeLimit } from "../battle";
import { SJ_TYPES } from "../cards";
import { BALLOON } from "../legal";
import type { SjMove } from "../moves";
import { type SideIndex, SJ_BY_KEY, SJ_CARDS } from "../state";
import type { SjView } from "../view";
import { cardValue, expectedTop, strongestAttack, sumForce, swapGain, unseen } from "./analysis";

const keys = (ids: readonly number[]) => ids.map((id) => SJ_CARDS[id].key);
const name = (id: number) => SJ_CARDS[id].name;

/**
 * General: looks through the balloon before its own reserve, trades in cards worth less than
 * an average draw, picks the eliminating Special that should remove the most force, and when
 * it has seen the enemy hand and cannot win the hand, holds its best cards back for later.
 */
export function generalBot(view: SjView, spare?: number): BotChoice<SjMove> {
  const seat = view.me;
  const hand = view.hand;
  switch (view.step.at) {
    case "reserve": {
      if (seat === 0 && hand.includes(SJ_BY_KEY[BALLOON]))
        return {
          move: { type: "balloon", seat },
          why: "Sends up the balloon to see the Spanish hand first.",
        };
      return trade(view, 2, "reserve", spare);
    }
    case "attack":
      return attack(view);
    default:
      return trade(view, 3, "withdraw", spare);
  }
}

function trade(
  view: SjView,
  max: number,
  type: "reserve" | "withdraw",
  spare?: number,
): BotChoice<SjMove> {
  const pool = unseen(view, view.me);
  const gains = view.hand.map((id) => ({ id, gain: swapGain(view, id, pool, spare) }));
  const out = gains
    .filter((g) => g.gain > 0.25)
    .sort((a, b) => b.gain - a.gain)
    .slice(0, max)
    .map((g) => g.id);
  return {
    move: { type, seat: view.me, cards: keys(out) },
    why: out.length
      ? `Trades ${out.map(name).join(", ")}: a fresh draw should make a stronger attack.`
      : "No card is worth trading for a random draw: keeps the hand.",
  };
}

/** Expected force an eliminating card removes from the enemy attack. */
function removal(view: SjView, special: number, foe: SideIndex): number {
  const effect = SJ_CARDS[special].effect;
  if (effect?.kind !== "eliminate") return 0;
  if (view.seen) {
    const best = view.seen
      .filter((id) => SJ_CARDS[id].kind === effect.type)
      .map((id) => SJ_CARDS[id].force);
    return best.length ? Math.max(...best) : 0;
  }
  return expectedTop(unseen(view, foe), effect.type, view.attackHandSizes[foe], 1);
}

function attack(view: SjView): BotChoice<SjMove> {
  const seat = view.me;
  const foe: SideIndex = seat === 0 ? 1 : 0;
  const specials = view.hand.filter((id) => SJ_CARDS[id].effect?.kind === "eliminate");
  const special = specials.sort((a, b) => removal(view, b, foe) - removal(view, a, foe))[0];
  const mine = strongestAttack(seat, view.hand, special);
  if (view.seen) {
    const theirSpecial = view.seen.find((id) => SJ_CARDS[id].effect?.kind === "eliminate");
    const theirs = strongestAttack(foe, view.seen, theirSpecial);
    const played: [number[], number[]] = seat === 0 ? [mine, theirs] : [theirs, mine];
    const b = resolveBattle(view.handNo, played);
    if (b.winner === foe) {
      const spare = view.hand.filter((id) => cardValue(id) <= 1);
      const token = strongestAttack(seat, spare);
      return {
        move: { type: "attack", seat, cards: keys(token) },
        why: `Saw the Spanish hand: their best (${b.totals[foe]}) beats ours (${b.totals[seat]}), so it keeps its strong cards for later hands.`,
      };
    }
    return {
      move: { type: "attack", seat, cards: keys(mine) },
      why: `Saw the Spanish hand: our best attack (${b.totals[seat]}) ${b.winner === seat ? "beats" : "ties"} theirs (${b.totals[foe]}).`,
    };
  }
  const pool = unseen(view, foe);
  let expected = 0;
  // The enemy attack comes from its whole hand, committed cards included (S4).
  for (const t of SJ_TYPES)
    if (t !== "S") expected += expectedTop(pool, t, view.attackHandSizes[foe], typeLimit(foe, t));
  const why = special
    ? `Attacks with force ${sumForce(mine)} including ${name(special)}, which should remove the most; the enemy can expect about ${expected.toFixed(0)}.`
    : `Attacks with its strongest cards, force ${sumForce(mine)}; the enemy can expect about ${expected.toFixed(0)}.`;
  return { move: { type: "attack", seat, cards: keys(mine) }, why };
}
