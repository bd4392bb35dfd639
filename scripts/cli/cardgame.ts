/**
 * The card-game command line (scripts/cardgame.ts): `sim` plays bot-versus-bot games headless and
 * prints JSON; `stats` regenerates data/cardgames/stats/*.json. Flags are checked before anything
 * runs: an unknown, repeated or valueless flag, a stray word or a bad number exits 2 naming it.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GameId } from "@/lib/engine/cardgames/shared/types";
import { type SimOptions, simulate } from "@/lib/engine/cardgames/sim";
import { buildStats } from "@/lib/engine/cardgames/sim/stats";
import { formatErrors } from "@/lib/engine/core/result";
import { type Flags, readFlags } from "./flags";

const GAMES: GameId[] = ["get-castro", "kill-rasputin", "san-juan"];
const DEFAULT_BOTS: Record<GameId, string[]> = {
  "get-castro": ["novice", "shrewd"],
  "kill-rasputin": ["novice", "shrewd"],
  "san-juan": ["general", "recruit"],
};
const USAGE = `Usage:
  npm run cardgame -- sim <get-castro|kill-rasputin|san-juan> --games N --seed S [--players P] [--bots A,B] [--turn-cap T] [--rotate]
  npm run cardgame -- stats [game] [--games N]
Bots: get-castro and kill-rasputin: novice, shrewd, random; san-juan: recruit, general, random.`;

const SIM_FLAGS = {
  "--games": "value",
  "--seed": "value",
  "--players": "value",
  "--bots": "value",
  "--turn-cap": "value",
  "--rotate": "switch",
} as const;

/** The flags, or null once the refusal is printed (exit 2). */
function flags(
  cmd: string,
  args: string[],
  spec: Record<string, "switch" | "value">,
  files: number,
): Flags | null {
  const f = readFlags(args, spec, files);
  if (f.ok) return f.value;
  console.error(`cardgame ${cmd}: ${formatErrors(f.errors)}\n${USAGE}`);
  return null;
}

function wholeNumber(f: Flags, key: string, fallback: number): number {
  const raw = f.values.get(`--${key}`);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1)
    throw new Error(`--${key}: needs a positive whole number, got "${raw}"`);
  return n;
}

function sim(args: string[]): number {
  const f = flags("sim", args, SIM_FLAGS, 1);
  if (!f) return 2;
  const game = f.positional[0] as GameId;
  if (!GAMES.includes(game)) {
    console.error(`cardgame sim: name a game (${GAMES.join(", ")})\n${USAGE}`);
    return 2;
  }
  const options: SimOptions = {
    game,
    games: wholeNumber(f, "games", 1000),
    seed: f.values.get("--seed") ?? "1",
    players: wholeNumber(f, "players", 2),
    bots: (f.values.get("--bots") ?? DEFAULT_BOTS[game].join(",")).split(",").filter(Boolean),
    turnCap: wholeNumber(f, "turn-cap", 200),
    rotate: f.switches.has("--rotate"),
  };
  const started = performance.now();
  const r = simulate(options);
  const seconds = (performance.now() - started) / 1000;
  if (!r.ok) {
    console.error(`cardgame sim: ${formatErrors(r.errors)}`);
    return 2;
  }
  const out = {
    ...r.value,
    seconds: Math.round(seconds * 1000) / 1000,
    gamesPerSecond: Math.round(r.value.games / seconds),
  };
  console.log(JSON.stringify(out, null, 2));
  return 0;
}

function stats(args: string[]): number {
  const f = flags("stats", args, { "--games": "value" }, GAMES.length);
  if (!f) return 2;
  const games = wholeNumber(f, "games", 2000);
  const which = f.positional.length ? (f.positional as GameId[]) : GAMES;
  for (const game of which) {
    if (!GAMES.includes(game)) {
      console.error(`cardgame stats: unknown game "${game}"`);
      return 2;
    }
    const started = performance.now();
    const r = buildStats(game, games);
    if (!r.ok) {
      console.error(`cardgame stats: ${formatErrors(r.errors)}`);
      return 1;
    }
    const file = join("data", "cardgames", "stats", `${game}.json`);
    writeFileSync(file, `${JSON.stringify(r.value, null, 1)}\n`);
    console.error(
      `${file}: ${r.value.runs.length} runs of ${games} games in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return 0;
}

/** Run `cardgame <sim|stats> ...`; the exit code (2 for a refused command line). */
export function cardgameCommand(argv: string[]): number {
  const [cmd, ...rest] = argv;
  try {
    if (cmd === "sim") return sim(rest);
    if (cmd === "stats") return stats(rest);
    console.error(USAGE);
    return 2;
  } catch (e) {
    console.error(`cardgame: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
}
