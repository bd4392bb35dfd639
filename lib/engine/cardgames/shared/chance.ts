import { type FieldError, fail, ok, type Result } from "../../core/result";
import type { RngState } from "../../core/rng";

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
      const values = new Array<number>(request.size);
      for (let i = 0; i < request.size; i++) values[i] = i;
      let s = rng;
      // Fisher-Yates with the seeded generator, as core/rng `shuffle` draws it (one `nextInt`
      // per position from the top), without a tuple per draw.
      for (let i = values.length - 1; i > 0; i--) {
        s = (s + 0x6d2b79f5) >>> 0;
        const j = Math.floor(unitOf(s) * (i + 1));
        const x = values[i];
        values[i] = values[j];
        values[j] = x;
      }
      return { type: "chance", values, rng: s };
    }
    case "dice": {
      // As core/dice `rollFaces` ("3d6" or "1d6"): one `nextInt(6)` per die, plus one.
      const values: number[] = [];
      let s = rng;
      for (let i = 0; i < request.count; i++) {
        s = (s + 0x6d2b79f5) >>> 0;
        values.push(Math.floor(unitOf(s) * 6) + 1);
      }
      return { type: "chance", values, rng: s };
    }
    case "pick": {
      const next = (rng + 0x6d2b79f5) >>> 0;
      return { type: "chance", values: [Math.floor(unitOf(next) * request.among)], rng: next };
    }
  }
}

/** The float in [0, 1) that core/rng `nextFloat` returns for the already advanced state `next`. */
function unitOf(next: number): number {
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Check logged or typed values against the request; errors name the field and the reason. */
export function validateChance(request: ChanceRequest, input: ChanceInput): Result<number[]> {
  const v = input.values;
  if (request.kind === "shuffle" && isPermutation(v, request.size)) return ok(v);
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

/** Whether `v` is a permutation of 0..size-1 (the check that passes without building errors). */
function isPermutation(v: unknown, size: number): boolean {
  if (!Array.isArray(v) || v.length !== size) return false;
  const seen = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const x = v[i];
    if (!Number.isInteger(x) || x < 0 || x >= size || seen[x]) return false;
    seen[x] = 1;
  }
  return true;
}
