import { isPropaganda } from "@/data/cuba/events";
import { eligibleOrder } from "../calixto/eligibility/order";
import type { Faction } from "../types";
import { afterPropagandaOf, gameOverOf, grantProgressOf, turnOf } from "./readers";
import type { GameState } from "./state";

/** What the table does next (2.3, 6.0): pure, so the game screen needs no machine for it. */
export type NextStep =
  | { kind: "turn" }
  | { kind: "np"; faction: Faction; position: 1 | 2 }
  | { kind: "player"; faction: Faction; position: 1 | 2 }
  /** An action the player's Event granted a player Faction, before the card goes on (5.1). */
  | { kind: "grant"; faction: Faction; card: number; action: string }
  | { kind: "cardDone" }
  /** `noRound`: it follows a Round with no Event card between, so it gets none (6.0). */
  | { kind: "propaganda"; noRound: boolean }
  | { kind: "noCard" }
  | { kind: "gameOver"; winner: Faction | null };

export function nextStep(state: GameState): NextStep {
  const over = gameOverOf(state);
  if (over) return { kind: "gameOver", winner: over.winner };
  if (turnOf(state)) return { kind: "turn" };
  const grant = grantProgressOf(state);
  if (grant && state.board.currentCard !== null)
    return {
      kind: "grant",
      faction: grant.grant.faction,
      card: state.board.currentCard,
      action: grant.grant.actions[grant.step],
    };
  const card = state.board.currentCard;
  // Players always see one card ahead (2.2): the next card is needed except at the final Propaganda.
  const lastCard = card !== null && isPropaganda(card) && state.board.propagandaLeft <= 1;
  if (card === null || (state.board.nextCard === null && !lastCard)) return { kind: "noCard" };
  if (isPropaganda(card)) return { kind: "propaganda", noRound: afterPropagandaOf(state) };
  const o = eligibleOrder(state.board);
  if (!o.ok || !o.value.next) return { kind: "cardDone" };
  const { faction, position } = o.value.next;
  return state.board.roles[faction] === "np"
    ? { kind: "np", faction, position }
    : { kind: "player", faction, position };
}
