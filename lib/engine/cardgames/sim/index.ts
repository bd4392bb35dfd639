import { fail, ok, type Result } from "../../core/result";
import { getCastro } from "../get-castro";
import { killRasputin } from "../kill-rasputin";
import { isMeldBotId, type MeldBotId } from "../meld-game/bots";
import { isSjBotId, type SjBotId } from "../san-juan/bots";
import { playMeldGame } from "./meld-sim";
import { buildReport } from "./report";
import { playSanJuanGame } from "./san-juan-sim";
import type { GameSummary, SimOptions, SimReport } from "./types";

export { buildReport } from "./report";
export * from "./types";

/** Bot ids per seat for game `index`: repeat the list, rotated one seat per game if asked. */
export function seatBotsFor(options: SimOptions, index: number): string[] {
  const shift = options.rotate ? index % options.bots.length : 0;
  return Array.from(
    { length: options.players },
    (_, seat) => options.bots[(seat + shift) % options.bots.length],
  );
}

/** The seed of game `index` of a run: the run's seed and the game number, hashed by the engine. */
export const gameSeed = (seed: number | string, index: number) => `${seed}:${index}`;

/**
 * Play `games` bot-versus-bot games and aggregate them. Pure and deterministic: the same options
 * always give the same report (the caller adds timing). Bad options come back as errors.
 */
export function simulate(options: SimOptions, each?: (g: GameSummary) => void): Result<SimReport> {
  const { game, games } = options;
  if (!Number.isInteger(games) || games < 1)
    return fail({ field: "games", reason: `a positive whole number of games, got ${games}` });
  if (options.bots.length === 0) return fail({ field: "bots", reason: "name at least one bot" });
  if (!Number.isInteger(options.turnCap) || options.turnCap < 1)
    return fail({ field: "turnCap", reason: `a positive turn cap, got ${options.turnCap}` });
  if (game === "san-juan") return simulateSanJuan(options, each);
  const engine = game === "get-castro" ? getCastro : game === "kill-rasputin" ? killRasputin : null;
  if (!engine) return fail({ field: "game", reason: `unknown game ${game}` });
  const bad = options.bots.find((b) => !isMeldBotId(b));
  if (bad) return fail({ field: "bots", reason: `unknown bot "${bad}" (novice, shrewd, random)` });
  const r = engine.rules;
  if (options.players < r.minPlayers || options.players > r.maxPlayers)
    return fail({ field: "players", reason: `${r.minPlayers} to ${r.maxPlayers} players` });
  const summaries: GameSummary[] = [];
  for (let i = 0; i < games; i++) {
    const seatBots = seatBotsFor(options, i) as MeldBotId[];
    const turnCap = game === "kill-rasputin" ? options.turnCap : 10_000;
    const g = playMeldGame(engine, gameSeed(options.seed, i), seatBots, turnCap);
    if ("error" in g) return fail({ field: `game[${i}]`, reason: g.error });
    summaries.push(g);
    each?.(g);
  }
  return ok(buildReport(options, summaries));
}

function simulateSanJuan(options: SimOptions, each?: (g: GameSummary) => void): Result<SimReport> {
  const bad = options.bots.find((b) => !isSjBotId(b));
  if (bad)
    return fail({ field: "bots", reason: `unknown bot "${bad}" (recruit, general, random)` });
  if (options.players !== 2)
    return fail({ field: "players", reason: "San Juan Hill is for 2 players" });
  const summaries: GameSummary[] = [];
  for (let i = 0; i < options.games; i++) {
    const seatBots = seatBotsFor(options, i) as SjBotId[];
    const g = playSanJuanGame(gameSeed(options.seed, i), seatBots);
    if ("error" in g) return fail({ field: `game[${i}]`, reason: g.error });
    summaries.push(g);
    each?.(g);
  }
  return ok(buildReport(options, summaries));
}
