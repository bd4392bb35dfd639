import { type FieldError, failAll, ok, type Result } from "./result";
import { nextInt, type RngState } from "./rng";

/**
 * Dice as the rulebook writes them (C8.2.1 Important Calixto Terms):
 * 1d6, 2d6, 3d6, and 1d3 = one d6 halved, rounded up.
 * Whatever the source, the physical faces are what gets logged; the total is derived.
 */
export type DiceSpec = "1d6" | "2d6" | "3d6" | "1d3";

export type DiceSource = "app" | "physical";

export interface DiceRoll {
  spec: DiceSpec;
  /** The faces as rolled, 1..6 each (1d3 records the d6 face, not the halved value). */
  faces: number[];
  source: DiceSource;
}

export function diceCount(spec: DiceSpec): number {
  return spec === "1d3" || spec === "1d6" ? 1 : spec === "2d6" ? 2 : 3;
}

/** The value the rules use: the sum, or the halved-rounded-up face for 1d3. */
export function diceTotal(spec: DiceSpec, faces: readonly number[]): number {
  if (spec === "1d3") return Math.ceil(faces[0] / 2);
  return faces.reduce((a, b) => a + b, 0);
}

/** Validate faces typed in from physical dice. */
export function validateFaces(
  spec: DiceSpec,
  faces: readonly number[],
  field = "dice",
): Result<number[]> {
  const errors: FieldError[] = [];
  const n = diceCount(spec);
  if (faces.length !== n) {
    errors.push({
      field,
      reason: `${spec} needs ${n} die face${n > 1 ? "s" : ""}, got ${faces.length}`,
    });
  }
  faces.forEach((f, i) => {
    if (!Number.isInteger(f) || f < 1 || f > 6) {
      errors.push({
        field: `${field}[${i}]`,
        reason: `a die face must be a whole number from 1 to 6, got ${f}`,
      });
    }
  });
  return errors.length ? failAll(errors) : ok([...faces]);
}

/** Roll with the seeded generator: pure, returns the faces and the next generator state. */
export function rollFaces(state: RngState, spec: DiceSpec): [number[], RngState] {
  const faces: number[] = [];
  let s = state;
  for (let i = 0; i < diceCount(spec); i++) {
    let v: number;
    [v, s] = nextInt(s, 6);
    faces.push(v + 1);
  }
  return [faces, s];
}
