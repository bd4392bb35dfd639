import { attemptOdds, classifyAttempt } from "@/lib/engine/cardgames/meld-game";
import { rollChance } from "@/lib/engine/cardgames/shared/chance";
import { simulate } from "@/lib/engine/cardgames/sim";
import { seedRng } from "@/lib/engine/core/rng";

/** |observed - p| within 4 standard errors of a binomial proportion (a seeded, fixed run). */
function within(observed: number, p: number, n: number) {
  const se = Math.sqrt((p * (1 - p)) / n);
  expect(Math.abs(observed / n - p)).toBeLessThan(4 * se);
}

describe("Assassination Attempt outcomes (sheets: Kill phase)", () => {
  it("classifies three dice: all different, one pair, three of a kind", () => {
    expect(classifyAttempt([1, 2, 3])).toBe("killed");
    expect(classifyAttempt([6, 1, 6])).toBe("pair");
    expect(classifyAttempt([4, 4, 1])).toBe("pair");
    expect(classifyAttempt([5, 5, 5])).toBe("triple");
  });

  it("has exact odds 5/9, 5/12 and 1/36, counted over all 216 rolls", () => {
    expect(attemptOdds()).toEqual({
      killed: { num: 5, den: 9 },
      pair: { num: 5, den: 12 },
      triple: { num: 1, den: 36 },
    });
  });

  it("the seeded dice give those frequencies over 200,000 attempts", () => {
    let rng = seedRng("attempt-odds");
    const n = 200_000;
    const count = { killed: 0, pair: 0, triple: 0 };
    for (let i = 0; i < n; i++) {
      const roll = rollChance(rng, { kind: "dice", count: 3, purpose: "", rule: "" });
      rng = roll.rng ?? rng;
      count[classifyAttempt(roll.values)]++;
    }
    within(count.killed, 5 / 9, n);
    within(count.pair, 5 / 12, n);
    within(count.triple, 1 / 36, n);
  });

  it("simulated games show the same frequencies for the attempts actually made", () => {
    const r = simulate({
      game: "kill-rasputin",
      games: 1500,
      seed: "odds",
      players: 2,
      bots: ["novice", "shrewd"],
      turnCap: 200,
      rotate: true,
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const a = r.value.attempts;
    if (!a) throw new Error("no attempts");
    expect(a.total).toBeGreaterThan(2000);
    within(a.outcomes.killed.count, 5 / 9, a.total);
    within(a.outcomes.pair.count, 5 / 12, a.total);
    within(a.outcomes.triple.count, 1 / 36, a.total);
  });
});
