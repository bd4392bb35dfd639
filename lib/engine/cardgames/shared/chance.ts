import { type DiceSpec, rollFaces } from "../../core/dice";
import { type FieldError, fail, ok, type Result } from "../../core/result";
import { nextInt, type RngState, shuffle } from "../../core/rng";

/**
 * Every source of chance in the card games (shuffles, dice, a random card from a hand) is a
 * request answered by a logged input. The app answers from the seeded generator kept in the
 * game state (`rollChance`); replay applies the logged values and never rolls again.
 */
export type ChanceRequest =
  /** Values: a permutation of 0..size-1 (position i of the new pile holds old index values[i]). */
  | { kind: "shuffle"; size: number; purpose: string; rule: string }
  /** Values: the die faces, 1..6 each. */
  | { kind: "dice"; count: 1 | 3; purpose: string; rule: string }
  /** Values: one index in 0..among-1. */
  | { kind: "pick"; among: number; purpose: string; rule: string };

export interface ChanceInput {
  type: "chance";
  values: number[];
  /** Generator state after producing the values; absent for values typed in from the table. */
  rng?: RngState;
}

export function rollChance(rng: RngState, request: ChanceRequest): ChanceInput {
  switch (request.kind) {
    case "shuffle": {
      const order = Array.from({ length: request.size }, (_, i) => i);
      const [values, next] = shuffle(rng, order);
      return { type: "chance", values, rng: next };
    }
    case "dice": {
      const spec: DiceSpec = request.count === 3 ? "3d6" : "1d6";
      const [values, next] = rollFaces(rng, spec);
      return { type: "chance", values, rng: next };
    }
    case "pick": {
      const [value, next] = nextInt(rng, request.among);
      return { type: "chance", values: [value], rng: next };
    }
  }
}

/** Check logged or typed values against the request; errors name the field and the reason. */
export function validateChance(request: ChanceRequest, input: ChanceInput): Result<number[]> {
  const v = input.values;
  const errors: FieldError[] = [];
  if (!Array.isArray(v)) return fail({ field: "values", reason: "values must be a list" });
  switch (request.kind) {
    case "shuffle": {
      if (v.length !== request.size)
        errors.push({
          field: "values",
          reason: `a shuffle of ${request.size} cards needs ${request.size} positions, got ${v.length}`,
        });
      const seen = new Uint8Array(request.size);
      v.forEach((x, i) => {
        if (!Number.isInteger(x) || x < 0 || x >= request.size || seen[x]) {
          errors.push({ field: `values[${i}]`, reason: `${x} is not an unused position` });
        } else seen[x] = 1;
      });
      break;
    }
    case "dice":
      if (v.length !== request.count)
        errors.push({
          field: "values",
          reason: `${request.count} dice needed, got ${v.length}`,
        });
      v.forEach((x, i) => {
        if (!Number.isInteger(x) || x < 1 || x > 6)
          errors.push({ field: `values[${i}]`, reason: `a die face is 1 to 6, got ${x}` });
      });
      break;
    case "pick":
      if (v.length !== 1 || !Number.isInteger(v[0]) || v[0] < 0 || v[0] >= request.among)
        errors.push({
          field: "values",
          reason: `one index from 0 to ${request.among - 1} needed, got ${JSON.stringify(v)}`,
        });
      break;
  }
  return errors.length ? fail(...errors) : ok(v);
}

/** Reorder a pile by a validated permutation. */
export function permute<T>(pile: readonly T[], order: readonly number[]): T[] {
  return order.map((i) => pile[i]);
}
