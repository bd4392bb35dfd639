import { killRasputin } from "@/lib/engine/cardgames/kill-rasputin";
import { AWAIT_CHANCE, AWAIT_DECISION } from "./game-context";
import { cardGameSetup, contextFrom, INPUTS } from "./game-setup";

const phase = (p: string) => ({ type: "isPhase", params: { phase: p } }) as const;
const at = (a: string) => ({ type: "isAt", params: { at: a } }) as const;

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
        { guard: "isOver", target: "over" },
        { guard: at("deal"), target: "dealing" },
        { guard: "isShuffleDue", target: "reshuffling" },
        { guard: phase("meld"), target: "meld" },
        { guard: phase("foil"), target: "foil" },
        { guard: phase("kill"), target: "kill" },
        { guard: phase("event"), target: "event" },
        { guard: phase("exit"), target: "end" },
      ],
    },
    dealing: { tags: AWAIT_CHANCE },
    reshuffling: { tags: AWAIT_CHANCE },
    meld: { tags: AWAIT_DECISION },
    foil: {
      initial: "routing",
      states: {
        routing: { always: [{ guard: at("negate"), target: "negating" }, { target: "offering" }] },
        offering: { tags: AWAIT_DECISION },
        negating: { tags: AWAIT_DECISION },
      },
    },
    kill: {
      initial: "routing",
      states: {
        routing: {
          always: [
            { guard: at("attempt"), target: "rolling" },
            { guard: at("loseMeld"), target: "losingMeld" },
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
