import type { Seat } from "../shared/seats";
import type { MeldKind } from "./cards";

/**
 * The decisions of the meld games. Cards are named by key: copies are interchangeable.
 * `done` ends the current decision: the Fate or Meld phase, a Foil pass, or no attempt.
 */
export type MeldMove =
  | { type: "propaganda"; seat: Seat; card: string }
  | { type: "spy"; seat: Seat; card: string; target: Seat }
  | { type: "steal"; seat: Seat; card: string }
  | { type: "meld"; seat: Seat; card: string; count: number }
  | { type: "add"; seat: Seat; card: string }
  | { type: "save"; seat: Seat; card: string }
  | { type: "event"; seat: Seat; card: string; meld: MeldKind }
  | { type: "match"; seat: Seat; card: string }
  | { type: "negate"; seat: Seat }
  | { type: "allow"; seat: Seat }
  | { type: "attempt"; seat: Seat }
  | { type: "loseMeld"; seat: Seat; meld: MeldKind }
  | { type: "target"; seat: Seat; target: Seat }
  | { type: "discard"; seat: Seat; card: string }
  | { type: "done"; seat: Seat };

export type MeldPrompt =
  | "fate"
  | "steal"
  | "meld"
  | "foil"
  | "negate"
  | "kill"
  | "loseMeld"
  | "eventTarget"
  | "exit";

export function sameMove(a: MeldMove, b: MeldMove): boolean {
  const ka = Object.keys(a) as (keyof MeldMove)[];
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
}
