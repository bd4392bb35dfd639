import { chooseSjMove, type SjBotId } from "../san-juan/bots";
import { sanJuan } from "../san-juan/engine";
import { score } from "../san-juan/state";
import type { GameSummary } from "./types";

/** One bot-versus-bot San Juan game on a mutable state. Bounded by a step bound. */
export function playSanJuanGame(
  seed: string,
  seatBots: SjBotId[],
): GameSummary | { error: string } {
  const s = sanJuan.newGame({ seed });
  const maxSteps = 400;
  let steps = 0;
  for (; steps < maxSteps; steps++) {
    const p = sanJuan.pending(s);
    if (p.kind === "over") break;
    const input =
      p.kind === "chance"
        ? sanJuan.resolveChance(s)
        : chooseSjMove(s, p.seat, seatBots[p.seat])?.move;
    if (!input) return { error: `no input at step ${steps}` };
    const errors = sanJuan.applyInPlace(s, input, null);
    if (errors) return { error: errors.map((e) => `${e.field}: ${e.reason}`).join("; ") };
  }
  if (steps >= maxSteps) return { error: `step bound ${maxSteps} reached` };
  const { won, tied } = score(s);
  const winner = s.result?.kind === "american" ? 0 : s.result?.kind === "spanish" ? 1 : null;
  return {
    winner,
    seatBots,
    turns: s.hand,
    capped: false,
    survived: false,
    attempts: { killed: 0, pair: 0, triple: 0 },
    threeMelds: 0,
    hands: { won, tied },
    steps,
  };
}
