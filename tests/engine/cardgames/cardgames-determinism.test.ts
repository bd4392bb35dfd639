import { chooseSjMove, sanJuan, sjViewFor } from "@/lib/engine/cardgames/san-juan";
import { swapGain, swapGains, unseen } from "@/lib/engine/cardgames/san-juan/bots/analysis";
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
