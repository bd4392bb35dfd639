import { classifyAttempt } from "../meld-game/attempt";
import { chooseMeldMove, type MeldBotId } from "../meld-game/bots";
import type { MeldEngine } from "../meld-game/engine";
import type { GameSummary } from "./types";

/** Phases after the Meld phase: melds can only be lost from here on in a turn. */
const AFTER_MELD = new Set(["foil", "kill", "event", "exit"]);

/**
 * One bot-versus-bot meld game, run on a mutable state for speed with the same rules the app
 * uses. Bounded by the turn cap and by a step bound; a game that hits the step bound is
 * reported as an error rather than looping.
 */
export function playMeldGame(
  engine: MeldEngine,
  seed: string,
  seatBots: MeldBotId[],
  turnCap: number,
): GameSummary | { error: string } {
  const created = engine.newGame({ players: seatBots.length, seed });
  if (!created.ok)
    return { error: created.errors.map((e) => `${e.field}: ${e.reason}`).join("; ") };
  const s = created.value;
  const attempts = { killed: 0, pair: 0, triple: 0 };
  const maxSteps = 200 * (turnCap + 1);
  let capped = false;
  let steps = 0;
  // Turns that left the Meld phase with three melds (only the Foil phase before the roll).
  let threeMelds = 0;
  let checkedTurn = 0;
  for (; steps < maxSteps; steps++) {
    const p = engine.pending(s);
    if (p.kind === "over") break;
    if (s.turn > turnCap) {
      capped = true;
      break;
    }
    let errors: ReturnType<MeldEngine["applyInPlace"]>;
    if (p.kind === "chance") {
      const input = engine.resolveChance(s);
      if (!input) return { error: "no chance input for a chance request" };
      if (p.request.kind === "dice" && p.request.count === 3)
        attempts[classifyAttempt(input.values)]++;
      errors = engine.applyInPlace(s, input, null);
    } else {
      const choice = chooseMeldMove(engine.rules, s, p.seat, seatBots[p.seat]);
      if (!choice) return { error: `bot at seat ${p.seat} has no move` };
      errors = engine.applyInPlace(s, choice.move, null);
    }
    if (errors) return { error: errors.map((e) => `${e.field}: ${e.reason}`).join("; ") };
    if (s.turn !== checkedTurn && AFTER_MELD.has(s.phase)) {
      checkedTurn = s.turn;
      if (s.melds[s.active].length === 3) threeMelds++;
    }
  }
  if (steps >= maxSteps) return { error: `step bound ${maxSteps} reached` };
  return {
    winner: s.result?.kind === "killed" ? s.result.winner : null,
    seatBots,
    turns: capped ? turnCap : s.turn,
    capped,
    survived: s.result?.kind === "survived",
    attempts,
    threeMelds,
    steps,
  };
}
