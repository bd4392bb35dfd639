/**
 * The Assassination Attempt (GC and KR Kill phase): three six-sided dice. All different kills
 * the target and wins; exactly one pair costs one meld of the roller's choice; three of a kind
 * costs every meld.
 */
export type AttemptOutcome = "killed" | "pair" | "triple";

export function classifyAttempt(faces: readonly number[]): AttemptOutcome {
  const [a, b, c] = faces;
  if (a === b && b === c) return "triple";
  if (a === b || b === c || a === c) return "pair";
  return "killed";
}

export interface Fraction {
  num: number;
  den: number;
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x;
}

/**
 * Exact odds of each outcome, counted over all 216 rolls rather than written down, so the
 * figures the UI shows (5/9, 5/12, 1/36) come from the same classifier the game uses.
 */
export function attemptOdds(): Record<AttemptOutcome, Fraction> {
  const counts: Record<AttemptOutcome, number> = { killed: 0, pair: 0, triple: 0 };
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) counts[classifyAttempt([a, b, c])]++;
  const reduce = (n: number): Fraction => {
    const g = gcd(n, 216);
    return { num: n / g, den: 216 / g };
  };
  return {
    killed: reduce(counts.killed),
    pair: reduce(counts.pair),
    triple: reduce(counts.triple),
  };
}
