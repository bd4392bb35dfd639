import { sanJuan } from "@/lib/engine/cardgames/san-juan";
import { AWAIT_CHANCE, AWAIT_DECISION } from "./game-context";
import { at, cardGameSetup, contextFrom, INPUTS } from "./game-setup";

/** American first, then Spanish, within a phase (the Reserve phase goes the other way round). */
const bySide = {
  initial: "routing",
  states: {
    routing: {
      always: [
        { guard: { type: "isSide", params: { side: 1 } }, target: "spanish" },
        { target: "american" },
      ],
    },
    american: { tags: AWAIT_DECISION },
    spanish: { tags: AWAIT_DECISION },
  },
} as const;

/**
 * San Juan Hill 1898 hand (seed 003): Draw (automatic, reshuffles as chance), Reserve (Spanish,
 * then the American, who may send up the balloon first; S2), Attack (chosen in secret, American
 * then Spanish, revealed together; S4), Withdrawal (American, then Spanish), eight times.
 */
export const sanJuanMachine = cardGameSetup(sanJuan).createMachine({
  id: "sanJuan",
  context: contextFrom,
  initial: "routing",
  on: INPUTS,
  output: ({ context }) => ({ result: context.state.result }),
  states: {
    routing: {
      always: [
        { guard: "isOver", target: "over" },
        { guard: "isShuffleDue", target: "shuffling" },
        { guard: at("reserve"), target: "reserve" },
        { guard: at("attack"), target: "attack" },
        { guard: at("withdraw"), target: "withdrawal" },
      ],
    },
    shuffling: { tags: AWAIT_CHANCE },
    reserve: bySide,
    attack: bySide,
    withdrawal: bySide,
    over: { type: "final", tags: ["over"] },
  },
});
