import { chooseSjMove, SJ_BY_KEY } from "@/lib/engine/cardgames/san-juan";
import { sjFixture } from "./fixture";

const american = [
  "us-rough-riders",
  "us-roosevelt",
  "us-artillery",
  "us-us-regiments",
  "us-infantry",
  "us-jingo-press",
  "us-krag-jorgensen",
  "us-encirclement",
];
const spanish = [
  "es-companies",
  "es-bravery",
  "es-artillery",
  "es-trenches",
  "es-linares",
  "es-mauser-rifles",
  "es-high-ground",
  "es-battalions",
];
const expectedIn = (why: string) => Number(/can expect about (\d+)/.exec(why)?.[1]);

describe("the General's explanation is computed from the right hand (SJ Attack phase; S4)", () => {
  it("the Spanish expect the same American attack whether or not it is already committed", () => {
    const before = sjFixture({ hands: [american, spanish], step: { at: "attack", side: 1 } });
    // The American has put six cards face down: his attack still came from a hand of eight.
    const after = sjFixture({ hands: [american, spanish], step: { at: "attack", side: 1 } });
    const committed = american.slice(0, 6).map((k) => SJ_BY_KEY[k]);
    after.hands[0] = after.hands[0].filter((id) => !committed.includes(id));
    after.committed[0] = committed;
    const a = chooseSjMove(before, 1, "general")?.why ?? "";
    const b = chooseSjMove(after, 1, "general")?.why ?? "";
    expect(expectedIn(a)).toBeGreaterThan(10);
    expect(expectedIn(b)).toBe(expectedIn(a));
  });
});
