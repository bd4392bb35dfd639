import fc from "fast-check";
import { getCastro } from "@/lib/engine/cardgames/get-castro";
import { killRasputin } from "@/lib/engine/cardgames/kill-rasputin";
import { type MeldEngine, type MeldMove, sameMove } from "@/lib/engine/cardgames/meld-game";

/**
 * The legal-move list and the move checker agree both ways: every listed move is accepted, and a
 * move built from arbitrary parts is accepted exactly when it is listed.
 */
const arbitraryMove = (engine: MeldEngine, seat: number, pick: number[]): MeldMove => {
  const keys = engine.rules.names.map((n) => n.key);
  const card = keys[pick[0] % keys.length];
  const target = pick[1] % 6;
  const kinds = ["M", "C", "L"] as const;
  const all: MeldMove[] = [
    { type: "propaganda", seat, card },
    { type: "spy", seat, card, target },
    { type: "steal", seat, card },
    { type: "meld", seat, card, count: pick[2] % 5 },
    { type: "add", seat, card },
    { type: "save", seat, card },
    { type: "event", seat, card, meld: kinds[pick[1] % 3] },
    { type: "match", seat, card },
    { type: "negate", seat },
    { type: "allow", seat },
    { type: "attempt", seat },
    { type: "loseMeld", seat, meld: kinds[pick[2] % 3] },
    { type: "target", seat, target },
    { type: "discard", seat, card },
    { type: "done", seat },
  ];
  return all[pick[3] % all.length];
};

describe.each([
  ["Get Castro", getCastro],
  ["Kill Rasputin", killRasputin],
])("%s legal moves and checks agree", (_, engine: MeldEngine) => {
  it("on states reached by random play", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.nat()), {
          minLength: 150,
          maxLength: 150,
        }),
        (seed, picks) => {
          const r = engine.newGame({ players: 3, seed });
          if (!r.ok) return false;
          let s = r.value;
          for (const pick of picks) {
            const p = engine.pending(s);
            if (p.kind === "over") break;
            if (p.kind === "chance") {
              const rolled = engine.apply(
                s,
                engine.resolveChance(s) ?? { type: "chance", values: [] },
              );
              if (!rolled.ok) return false;
              s = rolled.value.state;
              continue;
            }
            const legal = engine.legalMoves(s);
            for (const m of legal) if (!engine.apply(s, m).ok) return false;
            const probe = arbitraryMove(
              engine,
              pick[4] % 2 === 0 ? p.seat : (p.seat + 1) % 3,
              pick,
            );
            const listed = legal.some((m) => sameMove(m, probe));
            if (engine.apply(s, probe).ok !== listed) return false;
            const next = engine.apply(s, legal[pick[0] % legal.length]);
            if (!next.ok) return false;
            s = next.value.state;
          }
          return true;
        },
      ),
      { numRuns: 25, seed: 7 },
    );
  });
});
