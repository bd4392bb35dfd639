import type { GameSession } from "@/app/_components/games/use-game-session";
import { GAME_ADAPTERS, type SessionSetup } from "@/lib/engine/cardgames/session";
import type { BaseMove } from "@/lib/engine/cardgames/shared/types";

/** A GameSession as the hook would give it, for rendering the play components directly. */
export function sessionFor(
  setup: SessionSetup,
  state: unknown,
  viewer: number | null,
  choose: (m: BaseMove) => void = () => {},
): GameSession {
  return {
    status: "ready",
    problem: null,
    record: null,
    setup,
    state,
    steps: [],
    pending: GAME_ADAPTERS[setup.game].engine.pending(state),
    phasePath: "",
    refused: null,
    viewer,
    passTo: null,
    confirmPass: () => {},
    notice: null,
    closeNotice: () => {},
    choose,
    canUndo: false,
    undo: () => {},
    saveError: null,
  };
}

export const people = (
  game: SessionSetup["game"],
  names: string[],
  bots: number[] = [],
): SessionSetup => ({
  game,
  seed: "ui",
  seats: names.map((name, i) => ({
    name,
    kind: bots.includes(i) ? "bot" : "person",
    bot: "shrewd",
  })),
  first: 0,
});
