import fc from "fast-check";
import { getCastro } from "@/lib/engine/cardgames/get-castro";
import { killRasputin } from "@/lib/engine/cardgames/kill-rasputin";
import type { MeldEngine, MeldGameState } from "@/lib/engine/cardgames/meld-game";
import { type SjState, sanJuan } from "@/lib/engine/cardgames/san-juan";
import { allCards } from "./meld-fixture";

const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => i + from);

function meldZonesOk(s: MeldGameState, size: number): boolean {
  const cards = allCards(s);
  return cards.length === size && cards.every((c, i) => c === i);
}

function sjZonesOk(s: SjState): boolean {
  for (const side of [0, 1] as const) {
    const cards = [
      ...s.decks[side],
      ...s.discards[side],
      ...s.hands[side],
      ...(s.committed[side] ?? []),
    ].sort((a, b) => a - b);
    if (JSON.stringify(cards) !== JSON.stringify(range(32, side * 32))) return false;
  }
  return true;
}

/**
 * Random legal play: every choice is drawn by fast-check among the legal moves, chance from the
 * seeded generator. After every input the deck is whole: each physical card in exactly one zone.
 */
describe.each([
  ["Get Castro", getCastro, 57],
  ["Kill Rasputin", killRasputin, 52],
])("%s conserves its cards", (_, engine: MeldEngine, size) => {
  it("in every state of random legal games", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer(),
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (players, seed, picks) => {
          const r = engine.newGame({ players, seed });
          if (!r.ok) return false;
          let s = r.value;
          for (const pick of picks) {
            const p = engine.pending(s);
            if (p.kind === "over") break;
            const input =
              p.kind === "chance"
                ? engine.resolveChance(s)
                : engine.legalMoves(s)[pick % engine.legalMoves(s).length];
            if (!input) return false;
            const next = engine.apply(s, input);
            if (!next.ok) return false;
            s = next.value.state;
            if (!meldZonesOk(s, size)) return false;
          }
          return true;
        },
      ),
      { numRuns: 40, seed: 20260501 },
    );
  });
});

describe("San Juan conserves both decks", () => {
  it("in every state of random legal games", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        (seed, picks) => {
          let s = sanJuan.newGame({ seed });
          for (const pick of picks) {
            const p = sanJuan.pending(s);
            if (p.kind === "over") break;
            const legal = p.kind === "decide" ? sanJuan.legalMoves(s) : [];
            const input =
              p.kind === "chance" ? sanJuan.resolveChance(s) : legal[pick % legal.length];
            if (!input) return false;
            const next = sanJuan.apply(s, input);
            if (!next.ok) return false;
            s = next.value.state;
            if (!sjZonesOk(s)) return false;
          }
          return true;
        },
      ),
      { numRuns: 30, seed: 20260502 },
    );
  });
});
