import { autoplay } from "@/lib/machines/cuba/autoplay";

/**
 * Whole games with every Faction run by Calixto, all chance from the seed: they must end (by a
 * win at a Propaganda Round or after the final one) without an error, a dead end or a loop bound,
 * and every board along the way must stay within the physical limits (validated at the end).
 */
describe("autoplay: seeded whole games end cleanly", () => {
  for (const [seed, short] of [
    [11, false],
    [12, true],
    [13, false],
  ] as const) {
    it(`seed ${seed}${short ? " (short game)" : ""}`, () => {
      const r = autoplay(seed, ["GOV", "26J", "DR", "SYN"], short);
      expect(r.error).toBeUndefined();
      expect(r.boardErrors).toEqual([]);
      expect(r.winner).not.toBeNull();
      expect(r.propaganda).toBeGreaterThanOrEqual(1);
      expect(r.turns).toBeGreaterThan(r.cards / 2);
    });
  }

  it("is deterministic: the same seed plays the same game", () => {
    expect(autoplay(21, ["GOV", "26J", "DR", "SYN"], true)).toEqual(
      autoplay(21, ["GOV", "26J", "DR", "SYN"], true),
    );
  });

  it("lets player Factions pass and still finishes", () => {
    const r = autoplay(5, ["GOV", "SYN"], true);
    expect(r.error).toBeUndefined();
  });
});
