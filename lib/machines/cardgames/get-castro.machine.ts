import { getCastro } from "@/lib/engine/cardgames/get-castro";
import { AWAIT_CHANCE, AWAIT_DECISION } from "./game-context";
import { cardGameSetup, contextFrom, INPUTS } from "./game-setup";

const phase = (p: string) => ({ type: "isPhase", params: { phase: p } }) as const;
const at = (a: string) => ({ type: "isAt", params: { at: a } }) as const;

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
        { guard: "isOver", target: "over" },
        { guard: at("deal"), target: "dealing" },
        { guard: "isShuffleDue", target: "reshuffling" },
        { guard: phase("fate"), target: "fate" },
        { guard: phase("meld"), target: "meld" },
        { guard: phase("foil"), target: "foil" },
        { guard: phase("kill"), target: "kill" },
        { guard: phase("exit"), target: "exit" },
      ],
    },
    dealing: { tags: AWAIT_CHANCE },
    reshuffling: { tags: AWAIT_CHANCE },
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
    exit: { tags: AWAIT_DECISION },
    over: { type: "final", tags: ["over"] },
  },
});
