import type { BaseEvent } from "../shared/types";
import type { AttemptOutcome } from "./attempt";
import type { MeldKind } from "./cards";
import type { Meld } from "./state";

/**
 * Log lines of the meld games. Card ids in a line with `secretTo` are shown only to those
 * seats; everyone else reads "a card".
 */
export type MeldEvent = BaseEvent &
  (
    | { kind: "shuffled"; what: "deck" | "discard"; size: number }
    | { kind: "dealt"; each: number }
    | { kind: "turnStarted"; turn: number }
    | { kind: "drew"; cards: number[] }
    | { kind: "drawLost" }
    | { kind: "deckOut"; runOuts: number; final: boolean }
    | { kind: "propaganda"; card: number }
    | { kind: "spy"; card: number; target: number; seen: number[] }
    | { kind: "stole"; target: number; card: number }
    | { kind: "melded"; cards: number[] }
    | { kind: "added"; card: number }
    | { kind: "save"; card: number; target: number; meld: MeldKind }
    | { kind: "negated"; card: number; save: number }
    | { kind: "saveStands" }
    | { kind: "event"; card: number; target: number; meld: MeldKind }
    | { kind: "matched"; card: number; target: number; meld: Meld }
    | {
        kind: "meldLost";
        owner: number;
        meld: Meld;
        cause: "save" | "event" | "pair" | "triple";
      }
    | { kind: "passed" }
    | { kind: "attempt"; faces: number[]; outcome: AttemptOutcome }
    | { kind: "noAttempt" }
    | { kind: "eventRoll"; roll: number }
    | { kind: "looked"; target: number; cards: number[] }
    /** `gave`: the active player's hand before the trade; `got`: the target's. */
    | { kind: "traded"; target: number; gave: number[]; got: number[] }
    | { kind: "sabotaged"; target: number; card: number }
    | { kind: "betrayed"; target: number; card: number }
    | { kind: "prophecy"; cards: number[] }
    | { kind: "noTarget"; roll: number }
    | { kind: "discarded"; card: number }
    | { kind: "won"; turn: number }
    | { kind: "survived"; turn: number }
  );
