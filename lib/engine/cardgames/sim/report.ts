import { attemptOdds } from "../meld-game/attempt";
import type { GameSummary, OutcomeFigure, SimOptions, SimReport } from "./types";

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Turn histogram in ten buckets of equal width from 1 to the longest game. */
function histogram(turns: number[]): SimReport["turns"]["histogram"] {
  if (turns.length === 0) return [];
  const max = Math.max(...turns);
  const width = Math.max(1, Math.ceil(max / 10));
  const out: SimReport["turns"]["histogram"] = [];
  for (let from = 1; from <= max; from += width) {
    const to = from + width - 1;
    out.push({ from, to, games: turns.filter((t) => t >= from && t <= to).length });
  }
  return out;
}

/** Aggregate finished games into the report the sim command prints. */
export function buildReport(options: SimOptions, games: GameSummary[]): SimReport {
  const n = games.length;
  const seats = Array.from({ length: options.players }, (_, seat) => {
    const wins = games.filter((g) => g.winner === seat).length;
    const bots = new Set(games.map((g) => g.seatBots[seat]));
    return {
      seat: seat + 1,
      bot: bots.size === 1 ? [...bots][0] : null,
      wins,
      winRate: n ? round(wins / n) : 0,
    };
  });
  const byBot: SimReport["byBot"] = {};
  for (const g of games)
    g.seatBots.forEach((bot, seat) => {
      byBot[bot] ??= { seatGames: 0, wins: 0, winRate: 0 };
      byBot[bot].seatGames++;
      if (g.winner === seat) byBot[bot].wins++;
    });
  for (const b of Object.values(byBot)) b.winRate = b.seatGames ? round(b.wins / b.seatGames) : 0;
  const none = games.filter((g) => g.winner === null);
  const turns = games.map((g) => g.turns);
  const decided = games.filter((g) => g.winner !== null).map((g) => g.turns);
  const report: SimReport = {
    game: options.game,
    games: n,
    seed: options.seed,
    players: options.players,
    bots: options.bots,
    rotate: options.rotate,
    turnCap: options.game === "kill-rasputin" ? options.turnCap : null,
    seats,
    byBot,
    noWinner: {
      games: none.length,
      rate: n ? round(none.length / n) : 0,
      survived: games.filter((g) => g.survived).length,
      capped: games.filter((g) => g.capped).length,
      draws: options.game === "san-juan" ? none.length : 0,
    },
    turns: {
      mean: n ? round(turns.reduce((a, b) => a + b, 0) / n, 2) : 0,
      meanDecided: decided.length
        ? round(decided.reduce((a, b) => a + b, 0) / decided.length, 2)
        : 0,
      max: n ? Math.max(...turns) : 0,
      histogram: histogram(turns),
    },
    attempts: null,
    reach: null,
    hands: null,
  };
  if (options.game !== "san-juan") {
    const odds = attemptOdds();
    const count = { killed: 0, pair: 0, triple: 0 };
    for (const g of games) {
      count.killed += g.attempts.killed;
      count.pair += g.attempts.pair;
      count.triple += g.attempts.triple;
    }
    const total = count.killed + count.pair + count.triple;
    const fig = (k: keyof typeof count): OutcomeFigure => ({
      count: count[k],
      frequency: total ? round(count[k] / total) : 0,
      expected: `${odds[k].num}/${odds[k].den}`,
      expectedFrequency: round(odds[k].num / odds[k].den),
    });
    report.attempts = {
      total,
      perGame: n ? round(total / n, 3) : 0,
      outcomes: { killed: fig("killed"), pair: fig("pair"), triple: fig("triple") },
    };
    const threeMeldTurns = games.reduce((a, g) => a + g.threeMelds, 0);
    report.reach = {
      threeMeldTurns,
      perGame: n ? round(threeMeldTurns / n, 3) : 0,
      rolled: total,
      rolledShare: threeMeldTurns ? round(total / threeMeldTurns) : 0,
    };
  } else {
    const won = [0, 0];
    let tied = 0;
    for (const g of games) {
      won[0] += g.hands?.won[0] ?? 0;
      won[1] += g.hands?.won[1] ?? 0;
      tied += g.hands?.tied ?? 0;
    }
    report.hands = {
      meanWon: won.map((w) => (n ? round(w / n, 3) : 0)),
      meanTied: n ? round(tied / n, 3) : 0,
      results: {
        american: seats[0]?.wins ?? 0,
        spanish: seats[1]?.wins ?? 0,
        draw: none.length,
      },
      draws: {
        fourAll: none.filter((g) => g.hands?.won[0] === 4 && g.hands?.won[1] === 4).length,
        byTies: none.filter((g) => (g.hands?.tied ?? 0) > 0).length,
      },
      gamesWithTies: games.filter((g) => (g.hands?.tied ?? 0) > 0).length,
    };
  }
  return report;
}
