import type { ChanceInput } from "@/lib/engine/cardgames/shared/chance";
import type {
  BaseEvent,
  BaseMove,
  CardGameEngine,
  Input,
} from "@/lib/engine/cardgames/shared/types";
import type { FieldError } from "@/lib/engine/core/result";

/**
 * What the three card-game machines share: the context (the engine state, the log lines of the
 * last accepted input, the reason the last input was refused), the two inputs they accept, and
 * the event they emit for the persistence listener. The machines hold no rules: every decision
 * and every chance result goes through the engine's `apply`.
 */
export interface GameContext<S, E> {
  state: S;
  lastEvents: E[];
  error: FieldError[] | null;
}

export type GameMachineEvent<M> =
  /** A player's decision (a person through the UI, or a bot). */
  | { type: "move.chosen"; move: M }
  /** The answer to a chance request (rolled from the state's generator, or typed in). */
  | { type: "chance.resolved"; input: ChanceInput };

export type GameMachineEmitted<M, E> = { type: "input.accepted"; input: Input<M>; events: E[] };

export const initialContext = <S, E>(state: S): GameContext<S, E> => ({
  state,
  lastEvents: [],
  error: null,
});

export const inputOf = <M>(event: GameMachineEvent<M>): Input<M> =>
  event.type === "move.chosen" ? event.move : event.input;

/** Run one input through the engine; the machine assigns the result and emits when accepted. */
export function runInput<S, M extends BaseMove, E extends BaseEvent>(
  engine: CardGameEngine<S, M, E>,
  context: GameContext<S, E>,
  event: GameMachineEvent<M>,
): { context: GameContext<S, E>; accepted: GameMachineEmitted<M, E> | null } {
  const input = inputOf(event);
  const r = engine.apply(context.state, input);
  if (!r.ok) return { context: { ...context, error: r.errors }, accepted: null };
  return {
    context: { state: r.value.state, lastEvents: r.value.events, error: null },
    accepted: { type: "input.accepted", input, events: r.value.events },
  };
}

/** Tags: "awaiting" on every waiting state; "chance" or "decision" says what it waits for. */
export const AWAIT_DECISION = ["awaiting", "decision"];
export const AWAIT_CHANCE = ["awaiting", "chance"];
