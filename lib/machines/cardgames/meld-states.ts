import { AWAIT_CHANCE, AWAIT_DECISION } from "./game-context";
import { at } from "./game-setup";

/**
 * States both meld games lay out the same way: waiting for the first shuffle and for a
 * reshuffle, and the Kill phase (the choice to roll, the three dice, the meld lost on a pair).
 */
export const SHUFFLE_STATES = {
  dealing: { tags: AWAIT_CHANCE },
  reshuffling: { tags: AWAIT_CHANCE },
} as const;

export const KILL_STATE = {
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
} as const;

/** The first routes of a meld game: over, the deal, a reshuffle. */
export const MELD_ROUTES_FIRST = [
  { guard: "isOver", target: "over" },
  { guard: at("deal"), target: "dealing" },
  { guard: "isShuffleDue", target: "reshuffling" },
] as const;
