import fc from "fast-check";
import { getCastro } from "@/lib/engine/cardgames/get-castro";
import { killRasputin } from "@/lib/engine/cardgames/kill-rasputin";
import { sanJuan } from "@/lib/engine/cardgames/san-juan";
import { replay } from "@/lib/engine/cardgames/session";
import { junk, refusedWithMessage } from "@/tests/fixtures/garbage";

// A card-game action from a screen, a saved game or a script: garbage is refused with a field and
// a reason, never thrown, and the state it was given is unchanged.
const action = fc.oneof(
  junk,
  fc.record(
    {
      type: fc.constantFrom(
        "propaganda",
        "spy",
        "meld",
        "event",
        "done",
        "chance",
        "play",
        "build",
        "role",
        "discard",
        "x",
      ),
      seat: fc.oneof(fc.integer({ min: -2, max: 6 }), junk),
      card: junk,
      values: junk,
      target: junk,
      count: junk,
      meld: junk,
      cards: junk,
      role: junk,
    },
    { requiredKeys: ["type"] },
  ),
);

describe.each([
  ["Get Castro", () => getCastro.newGame({ players: 3, seed: 5 })],
  ["Kill Rasputin", () => killRasputin.newGame({ players: 3, seed: 5 })],
])("%s: random actions", (_, start) => {
  const engine = _ === "Get Castro" ? getCastro : killRasputin;
  it("never throw and are refused with a message, the state unchanged", () => {
    const r = start();
    if (!r.ok) throw new Error("set-up");
    const before = structuredClone(r.value);
    fc.assert(
      fc.property(action, (a) => {
        expect(refusedWithMessage(engine.apply(r.value, a as never))).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(r.value).toEqual(before);
  });
});

describe("San Juan: random actions", () => {
  it("never throw and are refused with a message, the state unchanged", () => {
    const s = sanJuan.newGame({ seed: 5 });
    const before = structuredClone(s);
    fc.assert(
      fc.property(action, (a) => {
        expect(refusedWithMessage(sanJuan.apply(s, a as never))).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(s).toEqual(before);
  });
});

describe("card-game saved logs: random garbage never throws", () => {
  it("replay refuses garbage entries with a message", () => {
    fc.assert(
      fc.property(fc.array(junk, { maxLength: 3 }), (entries) => {
        expect(refusedWithMessage(replay(entries as never))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
