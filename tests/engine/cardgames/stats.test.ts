import getCastroStats from "@/data/cardgames/stats/get-castro.json";
import killRasputinStats from "@/data/cardgames/stats/kill-rasputin.json";
import sanJuanStats from "@/data/cardgames/stats/san-juan.json";
import { type SimOptions, simulate } from "@/lib/engine/cardgames/sim";
import { CHECK_GAMES, STATS_SEED, simCommand, statsPlan } from "@/lib/engine/cardgames/sim/stats";

/**
 * The committed statistics behind the rules pages come from this code: the recorded `check`
 * run is regenerated from its recorded seed and options and must match figure for figure, and
 * every run has the shape the charts read.
 */
describe.each([
  ["get-castro", getCastroStats],
  ["kill-rasputin", killRasputinStats],
  ["san-juan", sanJuanStats],
] as const)("%s statistics", (game, stats) => {
  it("record the seed, the command and the runs of the current plan", () => {
    expect(stats.seed).toBe(STATS_SEED);
    expect(stats.command).toContain("npm run cardgame -- stats");
    const games = stats.runs[0].options.games;
    expect(stats.runs.map((r) => r.label)).toEqual(statsPlan(game, games).map((p) => p.label));
    for (const run of stats.runs) {
      expect(run.report.games).toBe(games);
      // Each run names the sim command that prints its figures (issue 23).
      expect(run.command).toBe(simCommand(run.options as SimOptions));
      if (run.report.reach)
        expect(run.report.reach.rolled).toBeLessThanOrEqual(run.report.reach.threeMeldTurns);
      expect(Object.keys(run.report).sort()).toEqual(Object.keys(stats.check.report).sort());
    }
  });

  it("regenerate exactly from the recorded seed (the fast check run)", () => {
    const options = stats.check.options as SimOptions;
    expect(options.games).toBe(CHECK_GAMES);
    const r = simulate(options);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(JSON.parse(JSON.stringify(r.value))).toEqual(stats.check.report);
  });
});
