import { enqueueActions, setup } from "xstate";
import { getCastro } from "@/lib/engine/cardgames/get-castro";
import type {
  MeldEvent,
  MeldGameState,
  MeldMove,
  MeldPhase,
  MeldStep,
} from "@/lib/engine/cardgames/meld-game";
import {
  AWAIT_CHANCE,
  AWAIT_DECISION,
  type GameContext,
  type GameMachineEmitted,
  type GameMachineEvent,
  initialContext,
  runInput,
} from "./game-context";

/**
 * Get Castro turn (seed 000): Fate (draw, Propaganda, Spy and its steal), Meld, Foil (each
 * opponent in turn order; D2), Kill (the attempt, its three dice, a meld lost on a pair), Exit
 * (hand limit). Every input goes to the engine; the states follow the engine's step.
 */
export const getCastroMachine = setup({
  types: {
    context: {} as GameContext<MeldGameState, MeldEvent>,
    events: {} as GameMachineEvent<MeldMove>,
    input: {} as { state: MeldGameState },
    output: {} as { result: MeldGameState["result"] },
    emitted: {} as GameMachineEmitted<MeldMove, MeldEvent>,
  },
  guards: {
    isOver: ({ context }) => getCastro.pending(context.state).kind === "over",
    isShuffleDue: ({ context }) => context.state.owed !== null,
    isPhase: ({ context }, p: { phase: MeldPhase }) => context.state.phase === p.phase,
    isAt: ({ context }, p: { at: MeldStep["at"] }) => context.state.step.at === p.at,
  },
  actions: {
    applyInput: enqueueActions(({ context, event, enqueue }) => {
      const r = runInput(getCastro, context, event);
      enqueue.assign(r.context);
      if (r.accepted) enqueue.emit(r.accepted);
    }),
  },
}).createMachine({
  id: "getCastro",
  context: ({ input }) => initialContext(input.state),
  initial: "routing",
  on: {
    "move.chosen": { target: ".routing", actions: "applyInput" },
    "chance.resolved": { target: ".routing", actions: "applyInput" },
  },
  output: ({ context }) => ({ result: context.state.result }),
  states: {
    routing: {
      always: [
        { guard: "isOver", target: "over" },
        { guard: "isShuffleDue", target: "reshuffling" },
        { guard: { type: "isPhase", params: { phase: "setup" } }, target: "dealing" },
        { guard: { type: "isPhase", params: { phase: "fate" } }, target: "fate" },
        { guard: { type: "isPhase", params: { phase: "meld" } }, target: "meld" },
        { guard: { type: "isPhase", params: { phase: "foil" } }, target: "foil" },
        { guard: { type: "isPhase", params: { phase: "kill" } }, target: "kill" },
        { guard: { type: "isPhase", params: { phase: "exit" } }, target: "exit" },
      ],
    },
    dealing: { tags: AWAIT_CHANCE },
    reshuffling: { tags: AWAIT_CHANCE },
    fate: {
      initial: "routing",
      states: {
        routing: {
          always: [
            { guard: { type: "isAt", params: { at: "steal" } }, target: "stealing" },
            { target: "choosing" },
          ],
        },
        choosing: { tags: AWAIT_DECISION },
        stealing: { tags: AWAIT_DECISION },
      },
    },
    meld: { tags: AWAIT_DECISION },
    foil: {
      initial: "offering",
      states: { offering: { tags: AWAIT_DECISION } },
    },
    kill: {
      initial: "routing",
      states: {
        routing: {
          always: [
            { guard: { type: "isAt", params: { at: "attempt" } }, target: "rolling" },
            { guard: { type: "isAt", params: { at: "loseMeld" } }, target: "losingMeld" },
            { target: "deciding" },
          ],
        },
        deciding: { tags: AWAIT_DECISION },
        rolling: { tags: AWAIT_CHANCE },
        losingMeld: { tags: AWAIT_DECISION },
      },
    },
    exit: { tags: AWAIT_DECISION },
    over: { type: "final", tags: ["over"] },
  },
});
