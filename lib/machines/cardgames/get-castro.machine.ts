import { getCastro } from "@/lib/engine/cardgames/get-castro";
import { AWAIT_DECISION } from "./game-context";
import { at, cardGameSetup, contextFrom, INPUTS, phase } from "./game-setup";
import { KILL_STATE, MELD_ROUTES_FIRST, SHUFFLE_STATES } from "./meld-states";

/**
 * Get Castro turn (seed 000): Fate (draw, Propaganda, Spy and its steal), Meld, Foil (each
 * opponent in turn order; D2), Kill (the attempt, its three dice, a meld lost on a pair), Exit
 * (hand limit). Every input goes to the engine; the states follow the engine's step.
 */
export const getCastroMachine = cardGameSetup(getCastro).createMachine({
  id: "getCastro",
  context: contextFrom,
  initial: "routing",
  on: INPUTS,
  output: ({ context }) => ({ result: context.state.result }),
  states: {
    routing: {
      always: [
        ...MELD_ROUTES_FIRST,
        { guard: phase("fate"), target: "fate" },
        { guard: phase("meld"), target: "meld" },
        { guard: phase("foil"), target: "foil" },
        { guard: phase("kill"), target: "kill" },
        { guard: phase("exit"), target: "exit" },
      ],
    },
    ...SHUFFLE_STATES,
    fate: {
      initial: "routing",
      states: {
        routing: { always: [{ guard: at("steal"), target: "stealing" }, { target: "choosing" }] },
        choosing: { tags: AWAIT_DECISION },
        stealing: { tags: AWAIT_DECISION },
      },
    },
    meld: { tags: AWAIT_DECISION },
    foil: { initial: "offering", states: { offering: { tags: AWAIT_DECISION } } },
    kill: KILL_STATE,
    exit: { tags: AWAIT_DECISION },
    over: { type: "final", tags: ["over"] },
  },
});
