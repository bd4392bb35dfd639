import { enqueueActions, setup } from "xstate";
import { killRasputin } from "@/lib/engine/cardgames/kill-rasputin";
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
 * Kill Rasputin turn (seed 002): Fate (the draw only), Meld, Foil (each opponent in turn
 * order, and the active player's Destiny interrupt after a Save; D12), Kill, Event (the die
 * when no card was played in the Meld phase, its target, its random card; D13, D14), End.
 */
export const killRasputinMachine = setup({
  types: {
    context: {} as GameContext<MeldGameState, MeldEvent>,
    events: {} as GameMachineEvent<MeldMove>,
    input: {} as { state: MeldGameState },
    output: {} as { result: MeldGameState["result"] },
    emitted: {} as GameMachineEmitted<MeldMove, MeldEvent>,
  },
  guards: {
    isOver: ({ context }) => killRasputin.pending(context.state).kind === "over",
    isShuffleDue: ({ context }) => context.state.owed !== null,
    isPhase: ({ context }, p: { phase: MeldPhase }) => context.state.phase === p.phase,
    isAt: ({ context }, p: { at: MeldStep["at"] }) => context.state.step.at === p.at,
  },
  actions: {
    applyInput: enqueueActions(({ context, event, enqueue }) => {
      const r = runInput(killRasputin, context, event);
      enqueue.assign(r.context);
      if (r.accepted) enqueue.emit(r.accepted);
    }),
  },
}).createMachine({
  id: "killRasputin",
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
        { guard: { type: "isPhase", params: { phase: "meld" } }, target: "meld" },
        { guard: { type: "isPhase", params: { phase: "foil" } }, target: "foil" },
        { guard: { type: "isPhase", params: { phase: "kill" } }, target: "kill" },
        { guard: { type: "isPhase", params: { phase: "event" } }, target: "event" },
        { guard: { type: "isPhase", params: { phase: "exit" } }, target: "end" },
      ],
    },
    dealing: { tags: AWAIT_CHANCE },
    reshuffling: { tags: AWAIT_CHANCE },
    meld: { tags: AWAIT_DECISION },
    foil: {
      initial: "routing",
      states: {
        routing: {
          always: [
            { guard: { type: "isAt", params: { at: "negate" } }, target: "negating" },
            { target: "offering" },
          ],
        },
        offering: { tags: AWAIT_DECISION },
        negating: { tags: AWAIT_DECISION },
      },
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
    event: {
      initial: "routing",
      states: {
        routing: {
          always: [
            { guard: { type: "isAt", params: { at: "eventTarget" } }, target: "targeting" },
            { guard: { type: "isAt", params: { at: "eventPick" } }, target: "picking" },
            { target: "rolling" },
          ],
        },
        rolling: { tags: AWAIT_CHANCE },
        targeting: { tags: AWAIT_DECISION },
        picking: { tags: AWAIT_CHANCE },
      },
    },
    end: { tags: AWAIT_DECISION },
    over: { type: "final", tags: ["over"] },
  },
});
