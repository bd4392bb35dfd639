import { nextStep } from "@/lib/engine/cuba/game/next-step";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { gameOverOf, turnOf } from "@/lib/engine/cuba/game/turns";
import type { GameStanding } from "./rows";

/** Where a saved game stands, for the list of saved games: the card in play and what comes next. */
export function standingOf(state: GameState): GameStanding {
  const turn = turnOf(state);
  const over = gameOverOf(state);
  return {
    card: state.board.currentCard,
    nextCard: state.board.nextCard,
    next: over
      ? { kind: "gameOver", winner: over.winner }
      : turn
        ? { kind: "turn", turn: turn.kind, faction: turn.faction }
        : (nextStep(state) as Exclude<GameStanding["next"], { kind: "turn" }>),
  };
}

/** "Name", "Name (2)", "Name (3)"…: the first that no saved game has (a kept copy, a new game). */
export function uniqueName(name: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  const n = name.trim();
  if (!names.has(n)) return n;
  const base = n.replace(/ \(\d+\)$/, "");
  for (let i = 2; ; i++) {
    const candidate = `${base} (${i})`;
    if (!names.has(candidate)) return candidate;
  }
}
