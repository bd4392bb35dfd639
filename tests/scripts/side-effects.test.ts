import { readFileSync } from "node:fs";

/**
 * lib/machines/cuba/parts.ts imports the turn's lazy parts for their side effect alone (each
 * declares its part, so loadTurnParts loads it). A package.json "sideEffects" list that leaves
 * them out lets the production build drop those imports: the parts were then never loaded and a
 * corrections trial failed with "the Event programs of cards 37 to 48: still loading".
 */
describe("the production build keeps the imports made for their side effect", () => {
  it("package.json declares no side-effect-free modules that would drop them", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { sideEffects?: unknown };
    expect(pkg.sideEffects).toBeUndefined();
  });

  it("the lazy parts are still imported for their side effect by parts.ts", () => {
    const src = readFileSync("lib/machines/cuba/parts.ts", "utf8");
    expect(src).toMatch(/^import "@\/lib\/engine\/cuba\/calixto\/events\/program\/card-groups";$/m);
  });
});
