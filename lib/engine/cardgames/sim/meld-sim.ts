import { applyListedMeldMove, applyOwnChance } from "../meld-game/apply";
import { classifyAttempt } from "../meld-game/attempt";
import type { MeldBotId } from "../meld-game/bots";
import { botMove } from "../meld-game/bots/move-only";
import type { MeldEngine } from "../meld-game/engine";
import { deciderOf } from "../meld-game/legal";
import type { MeldGameState } from "../meld-game/state";
import type { GameSummary } from "./types";

/** Phases after the Meld phase: melds can only be lost from here on in a turn. */
const afterMeld = (phase: MeldGameState["phase"]) =>
  phase === "foil" || phase === "kill" || phase === "event" || phase === "exit";

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
    // The seat the game waits for, else chance, else the end (what `pending` says, unbuilt).
    const seat = deciderOf(s);
    if (seat < 0 && (s.result || (!s.owed && s.step.at === "over"))) break;
    if (s.turn > turnCap) {
      capped = true;
      break;
    }
    if (seat < 0) {
      // The three dice of an Assassination Attempt (a reshuffle owed comes first).
      const attempt = !s.owed && s.step.at === "attempt";
      const values = applyOwnChance(engine.rules, s, null);
      if (!values) return { error: "no chance input for a chance request" };
      if (attempt) attempts[classifyAttempt(values)]++;
    } else {
      // The bot's move alone: the simulator never reads the reason.
      const move = botMove(engine.rules, s, seat, seatBots[seat]);
      if (!move) return { error: `bot at seat ${seat} has no move` };
      // The bots pick from the engine's legal moves, so the move needs no second check.
      applyListedMeldMove(engine.rules, s, move, null);
    }
    if (s.turn !== checkedTurn && afterMeld(s.phase)) {
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
