/**
 * Card-game command line. `npm run cardgame -- sim <game> --games N --seed S [--players P]
 * [--bots A,B] [--turn-cap T] [--rotate]` plays bot-versus-bot games headless and prints JSON;
 * `npm run cardgame -- stats [game]` regenerates data/cardgames/stats/*.json for the rules pages.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GameId } from "@/lib/engine/cardgames/shared/types";
import { type SimOptions, simulate } from "@/lib/engine/cardgames/sim";
import { buildStats } from "@/lib/engine/cardgames/sim/stats";
import { formatErrors } from "@/lib/engine/core/result";

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

function flags(args: string[]): { positional: string[]; named: Map<string, string> } {
  const positional: string[] = [];
  const named = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith("--")) positional.push(a);
    else if (a === "--rotate") named.set("rotate", "true");
    else named.set(a.slice(2), args[++i] ?? "");
  }
  return { positional, named };
}

function wholeNumber(named: Map<string, string>, key: string, fallback: number): number {
  const raw = named.get(key);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${key} needs a positive whole number, got "${raw}"`);
  return n;
}

function sim(args: string[]): number {
  const { positional, named } = flags(args);
  const game = positional[0] as GameId;
  if (!GAMES.includes(game)) {
    console.error(`cardgame sim: name a game (${GAMES.join(", ")})\n${USAGE}`);
    return 2;
  }
  const options: SimOptions = {
    game,
    games: wholeNumber(named, "games", 1000),
    seed: named.get("seed") ?? "1",
    players: wholeNumber(named, "players", 2),
    bots: (named.get("bots") ?? DEFAULT_BOTS[game].join(",")).split(",").filter(Boolean),
    turnCap: wholeNumber(named, "turn-cap", 200),
    rotate: named.has("rotate"),
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
  const { positional, named } = flags(args);
  const games = wholeNumber(named, "games", 2000);
  const which = positional.length ? (positional as GameId[]) : GAMES;
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

const [cmd, ...rest] = process.argv.slice(2);
let code = 2;
try {
  if (cmd === "sim") code = sim(rest);
  else if (cmd === "stats") code = stats(rest);
  else console.error(USAGE);
} catch (e) {
  console.error(`cardgame: ${e instanceof Error ? e.message : String(e)}`);
  code = 2;
}
process.exitCode = code;
