import { killRasputin } from "@/lib/engine/cardgames/kill-rasputin";
import { AWAIT_CHANCE, AWAIT_DECISION } from "./game-context";
import { at, cardGameSetup, contextFrom, INPUTS, phase } from "./game-setup";
import { KILL_STATE, MELD_ROUTES_FIRST, SHUFFLE_STATES } from "./meld-states";

/**
 * Kill Rasputin turn (seed 002): Fate (the draw only), Meld, Foil (each opponent in turn
 * order, and the active player's Destiny interrupt after a Save; D12), Kill, Event (the die
 * when no card was played in the Meld phase, its target, its random card; D13, D14), End.
 */
export const killRasputinMachine = cardGameSetup(killRasputin).createMachine({
  id: "killRasputin",
  context: contextFrom,
  initial: "routing",
  on: INPUTS,
  output: ({ context }) => ({ result: context.state.result }),
  states: {
    routing: {
      always: [
        ...MELD_ROUTES_FIRST,
        { guard: phase("meld"), target: "meld" },
        { guard: phase("foil"), target: "foil" },
        { guard: phase("kill"), target: "kill" },
        { guard: phase("event"), target: "event" },
        { guard: phase("exit"), target: "end" },
      ],
    },
    ...SHUFFLE_STATES,
    meld: { tags: AWAIT_DECISION },
    foil: {
      initial: "routing",
      states: {
        routing: { always: [{ guard: at("negate"), target: "negating" }, { target: "offering" }] },
        offering: { tags: AWAIT_DECISION },
        negating: { tags: AWAIT_DECISION },
      },
    },
    kill: KILL_STATE,
    event: {
      initial: "routing",
      states: {
        routing: {
          always: [
            { guard: at("eventTarget"), target: "targeting" },
            { guard: at("eventPick"), target: "picking" },
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
