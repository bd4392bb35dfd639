import { fail, ok, type Result } from "../../core/result";
import type { GameId } from "../shared/types";
import { simulate } from ".";
import type { SimOptions, SimReport } from "./types";

/**
 * The statistics shown on the rules pages: a fixed list of simulator runs per game, with the
 * seed and game counts recorded in the file, plus a small `check` run that a test regenerates
 * to prove the file comes from this code. Regenerate with `npm run cardgame -- stats`.
 */
export const STATS_SEED = "rules-page-v1";

export interface StatsRun {
  label: string;
  options: SimOptions;
  report: SimReport;
}

export interface StatsFile {
  game: GameId;
  command: string;
  seed: string;
  runs: StatsRun[];
  check: StatsRun;
}

const base = (game: GameId, games: number): Omit<SimOptions, "players" | "bots"> => ({
  game,
  games,
  seed: STATS_SEED,
  turnCap: 200,
  rotate: true,
});

/** The runs behind each rules page's charts. */
export function statsPlan(game: GameId, games: number): { label: string; options: SimOptions }[] {
  if (game === "san-juan") {
    const o = { ...base(game, games), players: 2, rotate: false };
    return [
      { label: "Recruit vs Recruit", options: { ...o, bots: ["recruit", "recruit"] } },
      { label: "General vs General", options: { ...o, bots: ["general", "general"] } },
      { label: "General (US) vs Recruit (ES)", options: { ...o, bots: ["general", "recruit"] } },
      { label: "Recruit (US) vs General (ES)", options: { ...o, bots: ["recruit", "general"] } },
    ];
  }
  const byPlayers = [2, 3, 4, 5, 6].map((players) => ({
    label: `${players} players, all Shrewd`,
    options: { ...base(game, games), players, bots: ["shrewd"] },
  }));
  return [
    ...byPlayers,
    {
      label: "2 players, Novice vs Shrewd",
      options: { ...base(game, games), players: 2, bots: ["novice", "shrewd"] },
    },
    {
      label: "4 players, Novice and Shrewd alternating",
      options: { ...base(game, games), players: 4, bots: ["novice", "shrewd"] },
    },
  ];
}

export const CHECK_GAMES = 30;

function run(label: string, options: SimOptions): Result<StatsRun> {
  const r = simulate(options);
  return r.ok ? ok({ label, options, report: r.value }) : r;
}

export function buildStats(game: GameId, games: number): Result<StatsFile> {
  const runs: StatsRun[] = [];
  for (const p of statsPlan(game, games)) {
    const r = run(p.label, p.options);
    if (!r.ok) return r;
    runs.push(r.value);
  }
  const first = statsPlan(game, CHECK_GAMES)[0];
  const check = run(`check: ${first.label}`, first.options);
  if (!check.ok) return fail(...check.errors);
  return ok({
    game,
    command: "npm run cardgame -- stats",
    seed: STATS_SEED,
    runs,
    check: check.value,
  });
}
