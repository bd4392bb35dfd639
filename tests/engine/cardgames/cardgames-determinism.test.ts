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
