import { diceCount } from "../../../../core/dice";
import type { GameBoard } from "../../../types";
import type { Need, NeedAnswer } from "../../contracts";

/**
 * Answers given without asking anyone, for the dry runs that judge an Event (C8.5.5 "if
 * executed, would result in..."): the first candidate space, the first option, middling dice.
 * Only used to see what an Event would do; the real execution asks for every input.
 */
export function autoAnswer(need: Need): NeedAnswer {
  if (need.kind === "select") return { kind: "space", space: need.candidates[0] ?? null };
  const r = need.request;
  switch (r.kind) {
    case "dice":
      return { kind: "dice", faces: Array.from({ length: diceCount(r.spec) }, () => 3) };
    case "tieBreak":
      return { kind: "choice", value: r.among[0] ?? "" };
    case "question":
      return { kind: "choice", value: r.options[0]?.value ?? "" };
    default:
      return { kind: "choice", value: "" };
  }
}

const MAX_AUTO = 400;

/** Run a generator to its end with automatic answers (bounded); returns its value, or null. */
export function runAuto<T>(gen: Generator<Need, T, NeedAnswer>): T | null {
  let r = gen.next(undefined as unknown as NeedAnswer);
  for (let i = 0; !r.done; i++) {
    if (i > MAX_AUTO) return null;
    r = gen.next(autoAnswer(r.value));
  }
  return r.value;
}

export type BoardOf = { board: GameBoard };
