import { chooseSjMove, sanJuan, sjViewFor } from "@/lib/engine/cardgames/san-juan";
import { swapGain, swapGains, unseen } from "@/lib/engine/cardgames/san-juan/bots/analysis";
import { rollChance } from "@/lib/engine/cardgames/shared/chance";
import { rollFaces } from "@/lib/engine/core/dice";
import { nextInt, seedRng, shuffle } from "@/lib/engine/core/rng";
import recorded from "./determinism-digests.json";
import {
  MELD_CASES,
  meldGameDigest,
  SEEDS,
  SIM_CASES,
  SJ_CASES,
  sanJuanDigest,
  simDigest,
} from "./digest";

/**
 * Same seed, same game. The digests in determinism-digests.json were recorded from the code
 * before the speed work of issue 22 (card-game simulations); making the engines, bots or
 * simulator faster must leave every one of them unchanged: the same legal-move lists, bot
 * choices and explanations, log lines, final states and simulator reports.
 */
const games = recorded.games as Record<string, string[]>;
const sims = recorded.sims as Record<string, string>;

describe("card games: the same seed gives the same game", () => {
  it.each(MELD_CASES)("%s", (label, engine, bots) => {
    expect(SEEDS.map((seed) => meldGameDigest(engine, seed, bots))).toEqual(games[label]);
  });
  it.each(SJ_CASES)("San Juan Hill, %s", (label, bots) => {
    expect(SEEDS.map((seed) => sanJuanDigest(seed, bots))).toEqual(
      games[`San Juan Hill, ${label}`],
    );
  });
});

describe("card games: simulated games and reports are unchanged", () => {
  it.each(SIM_CASES)("%s", (label, options) => {
    expect(simDigest(options)).toBe(sims[label]);
  });
});

describe("San Juan Hill: the General's swap gains for a whole hand", () => {
  it("equal the gain of each card computed alone, to the last bit", () => {
    let checked = 0;
    for (const seed of SEEDS) {
      const s = sanJuan.newGame({ seed });
      for (let i = 0; i < 400; i++) {
        const p = sanJuan.pending(s);
        if (p.kind === "over") break;
        if (p.kind === "decide" && p.prompt !== "attack") {
          const view = sjViewFor(s, p.seat as 0 | 1);
          const pool = unseen(view, view.me);
          expect(swapGains(view, pool)).toEqual(view.hand.map((id) => swapGain(view, id, pool)));
          checked++;
        }
        const input =
          p.kind === "chance" ? sanJuan.resolveChance(s) : chooseSjMove(s, p.seat, "general")?.move;
        if (!input || sanJuan.applyInPlace(s, input, null)) throw new Error("stuck");
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe("card-game chance: the generator's answers", () => {
  it("are those of core/rng and core/dice, for shuffles, dice and picks", () => {
    for (let seed = 0; seed < 300; seed++) {
      const rng = seedRng(`chance-${seed}`);
      const size = seed % 60;
      const [order, afterShuffle] = shuffle(
        rng,
        Array.from({ length: size }, (_, i) => i),
      );
      expect(rollChance(rng, { kind: "shuffle", size, purpose: "", rule: "" })).toEqual({
        type: "chance",
        values: order,
        rng: afterShuffle,
      });
      for (const count of [1, 3] as const) {
        const [faces, afterDice] = rollFaces(rng, count === 3 ? "3d6" : "1d6");
        expect(rollChance(rng, { kind: "dice", count, purpose: "", rule: "" })).toEqual({
          type: "chance",
          values: faces,
          rng: afterDice,
        });
      }
      const among = 1 + (seed % 9);
      const [picked, afterPick] = nextInt(rng, among);
      expect(rollChance(rng, { kind: "pick", among, purpose: "", rule: "" })).toEqual({
        type: "chance",
        values: [picked],
        rng: afterPick,
      });
    }
  });
});
