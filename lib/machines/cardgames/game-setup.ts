import { enqueueActions, setup } from "xstate";
import type { BaseEvent, BaseMove, CardGameEngine } from "@/lib/engine/cardgames/shared/types";
import {
  type GameContext,
  type GameMachineEmitted,
  type GameMachineEvent,
  initialContext,
  runInput,
} from "./game-context";

/** The engine state fields the routing guards read (every card-game state has them). */
interface Routable {
  phase: string;
  step: { at: string; side?: number };
  result: unknown;
}

/**
 * The implementations every card-game machine shares, bound to one engine: guards that ask the
 * engine where the game stands, and the one action that runs an input through the engine and
 * emits it when accepted. Each game's file only lays out its states.
 */
export function cardGameSetup<S extends Routable, M extends BaseMove, E extends BaseEvent>(
  engine: CardGameEngine<S, M, E>,
) {
  return setup({
    types: {
      context: {} as GameContext<S, E>,
      events: {} as GameMachineEvent<M>,
      input: {} as { state: S },
      output: {} as { result: S["result"] },
      emitted: {} as GameMachineEmitted<M, E>,
    },
    guards: {
      isOver: ({ context }) => engine.pending(context.state).kind === "over",
      isShuffleDue: ({ context }) => {
        const p = engine.pending(context.state);
        return p.kind === "chance" && p.request.kind === "shuffle";
      },
      isPhase: ({ context }, p: { phase: string }) => context.state.phase === p.phase,
      isAt: ({ context }, p: { at: string }) => context.state.step.at === p.at,
      isSide: ({ context }, p: { side: number }) => context.state.step.side === p.side,
    },
    actions: {
      applyInput: enqueueActions(({ context, event, enqueue }) => {
        const r = runInput(engine, context, event);
        enqueue.assign(r.context);
        if (r.accepted) enqueue.emit(r.accepted);
      }),
    },
  });
}

export const contextFrom = <S, E>({ input }: { input: { state: S } }): GameContext<S, E> =>
  initialContext(input.state);

/** Both inputs go through the engine, then the machine routes to where the game now stands. */
export const INPUTS = {
  "move.chosen": { target: ".routing", actions: "applyInput" },
  "chance.resolved": { target: ".routing", actions: "applyInput" },
} as const;

/** Guard references with parameters, as the state layouts use them. */
export const phase = (p: string) => ({ type: "isPhase", params: { phase: p } }) as const;
export const at = (a: string) => ({ type: "isAt", params: { at: a } }) as const;
