import type { ChanceInput } from "@/lib/engine/cardgames/shared/chance";
import type {
  Applied,
  BaseEvent,
  BaseMove,
  CardGameEngine,
  Input,
} from "@/lib/engine/cardgames/shared/types";

/** Apply an input that must be accepted; fails the test with the engine's errors otherwise. */
export function step<S, M extends BaseMove, E extends BaseEvent>(
  engine: CardGameEngine<S, M, E>,
  s: S,
  input: Input<M>,
): Applied<S, E> {
  const r = engine.apply(s, input);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(input)}: ${JSON.stringify(r.errors)}`);
  return r.value;
}

/** Apply an input that must be refused; returns the errors. */
export function refused<S, M extends BaseMove, E extends BaseEvent>(
  engine: CardGameEngine<S, M, E>,
  s: S,
  input: Input<M>,
) {
  const r = engine.apply(s, input);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(input)}`);
  return r.errors;
}

/** A chance answer typed in (as from physical dice or a scripted deck). */
export const chance = (...values: number[]): ChanceInput => ({ type: "chance", values });
