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
  /** The `npm run cardgame -- sim …` command that prints this run's figures. */
  command: string;
  options: SimOptions;
  report: SimReport;
}

/** The sim command line that reproduces a run (the same options, flag for flag). */
export function simCommand(o: SimOptions): string {
  const parts = [
    `npm run cardgame -- sim ${o.game}`,
    `--games ${o.games}`,
    `--seed ${o.seed}`,
    `--players ${o.players}`,
    `--bots ${o.bots.join(",")}`,
  ];
  if (o.game === "kill-rasputin") parts.push(`--turn-cap ${o.turnCap}`);
  if (o.rotate) parts.push("--rotate");
  return parts.join(" ");
}

/** Bot ids as the set-up page names them. */
export const BOT_NAME: Readonly<Record<string, string>> = { novice: "Novice", shrewd: "Shrewd" };

/**
 * Label of a set-up option's run: a newcomer (played by the Novice bot, seat 1, first to play as
 * the set-up form's default) against bots of one strength.
 */
export const newcomerLabel = (players: number, bot: string) =>
  `Newcomer and ${players - 1} ${BOT_NAME[bot] ?? bot} bot${players > 2 ? "s" : ""}`;

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
  // The set-up page's odds for each option (issue 23): a newcomer, played as the Novice plays,
  // in the first seat, against bots of one strength; Get Castro only.
  const newcomer =
    game === "get-castro"
      ? ["novice", "shrewd"].flatMap((bot) =>
          [2, 3, 4, 5, 6].map((players) => ({
            label: newcomerLabel(players, bot),
            options: {
              ...base(game, games),
              players,
              rotate: false,
              bots: ["novice", ...Array.from({ length: players - 1 }, () => bot)],
            },
          })),
        )
      : [];
  return [
    ...byPlayers,
    ...newcomer,
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
  return r.ok ? ok({ label, command: simCommand(options), options, report: r.value }) : r;
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
