import { FACTION_NAME } from "@/data/cuba/pieces";
import { diceCount } from "@/lib/engine/core/dice";
import type { Request } from "@/lib/engine/cuba/calixto/types";
import type { GameState } from "@/lib/engine/cuba/game";
import { nextStep } from "@/lib/engine/cuba/game/next-step";

/** The part of a turn in progress the status reads (a TurnView has it). */
export interface TurnProgress {
  done: boolean;
  request: Request | null;
}

/** What a turn in progress waits for, in a few words. */
function waitingFor(turn: TurnProgress | null): string {
  if (!turn) return "";
  if (turn.done) return "tick and confirm";
  const r = turn.request;
  if (!r) return "in progress";
  switch (r.kind) {
    case "dice":
      return diceCount(r.spec) === 1 ? "waiting for a die" : "waiting for dice";
    case "card":
      return "waiting for a card";
    case "tieBreak":
      return "waiting for a tie-break";
    case "question":
      return "waiting for an answer";
    case "eventWork":
      return "Event: make its changes";
  }
}

/**
 * The play panel's state in a few words, for a label that stays on screen while the panel is
 * not shown (the phone's Map / panel switch): "Turn ● waiting for a die" during a turn, else
 * "Play · " and what the table does next (2.3, 6.0).
 */
export function playStatus(state: GameState, turn: TurnProgress | null, turnOn: boolean): string {
  if (turnOn) {
    const what = waitingFor(turn);
    return what ? `Turn ● ${what}` : "Turn ●";
  }
  const next = nextStep(state);
  switch (next.kind) {
    case "noCard":
      return "Play · enter the cards";
    case "np":
      return `Play · ${FACTION_NAME[next.faction]} NP turn next`;
    case "player":
      return `Play · your ${FACTION_NAME[next.faction]} turn`;
    case "cardDone":
      return "Play · play the next card";
    case "propaganda":
      return "Play · Propaganda Round next";
    case "gameOver":
      return "Play · game over";
    case "turn":
      return "Turn ●";
  }
}
