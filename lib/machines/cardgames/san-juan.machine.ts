import { enqueueActions, setup } from "xstate";
import {
  type SjEvent,
  type SjMove,
  type SjState,
  type SjStep,
  sanJuan,
} from "@/lib/engine/cardgames/san-juan";
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
 * San Juan Hill 1898 hand (seed 003): Draw (automatic, reshuffles as chance), Reserve (Spanish,
 * then the American, who may send up the balloon first; S2), Attack (chosen in secret, American
 * then Spanish, revealed together; S4), Withdrawal (American, then Spanish), eight times.
 */
export const sanJuanMachine = setup({
  types: {
    context: {} as GameContext<SjState, SjEvent>,
    events: {} as GameMachineEvent<SjMove>,
    input: {} as { state: SjState },
    output: {} as { result: SjState["result"] },
    emitted: {} as GameMachineEmitted<SjMove, SjEvent>,
  },
  guards: {
    isOver: ({ context }) => sanJuan.pending(context.state).kind === "over",
    isChanceDue: ({ context }) => sanJuan.pending(context.state).kind === "chance",
    isAt: ({ context }, p: { at: SjStep["at"] }) => context.state.step.at === p.at,
    isSpanishTurn: ({ context }) => "side" in context.state.step && context.state.step.side === 1,
  },
  actions: {
    applyInput: enqueueActions(({ context, event, enqueue }) => {
      const r = runInput(sanJuan, context, event);
      enqueue.assign(r.context);
      if (r.accepted) enqueue.emit(r.accepted);
    }),
  },
}).createMachine({
  id: "sanJuan",
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
        { guard: "isChanceDue", target: "shuffling" },
        { guard: { type: "isAt", params: { at: "reserve" } }, target: "reserve" },
        { guard: { type: "isAt", params: { at: "attack" } }, target: "attack" },
        { guard: { type: "isAt", params: { at: "withdraw" } }, target: "withdrawal" },
      ],
    },
    shuffling: { tags: AWAIT_CHANCE },
    reserve: {
      initial: "routing",
      states: {
        routing: {
          always: [{ guard: "isSpanishTurn", target: "spanish" }, { target: "american" }],
        },
        spanish: { tags: AWAIT_DECISION },
        american: { tags: AWAIT_DECISION },
      },
    },
    attack: {
      initial: "routing",
      states: {
        routing: {
          always: [{ guard: "isSpanishTurn", target: "spanish" }, { target: "american" }],
        },
        american: { tags: AWAIT_DECISION },
        spanish: { tags: AWAIT_DECISION },
      },
    },
    withdrawal: {
      initial: "routing",
      states: {
        routing: {
          always: [{ guard: "isSpanishTurn", target: "spanish" }, { target: "american" }],
        },
        american: { tags: AWAIT_DECISION },
        spanish: { tags: AWAIT_DECISION },
      },
    },
    over: { type: "final", tags: ["over"] },
  },
});
