import getCastroStats from "@/data/cardgames/stats/get-castro.json";
import killRasputinStats from "@/data/cardgames/stats/kill-rasputin.json";
import type { SeatConfig } from "@/lib/engine/cardgames/session";
import type { GameId } from "@/lib/engine/cardgames/shared/types";
import { newcomerLabel, type StatsFile, type StatsRun } from "@/lib/engine/cardgames/sim/stats";

/**
 * What each set-up option is like, from the simulator runs kept in data/cardgames/stats (each
 * run records the `npm run cardgame -- sim …` command that prints it): nothing here is typed
 * in by hand.
 */
const GC = getCastroStats as unknown as StatsFile;
const KR = killRasputinStats as unknown as StatsFile;

const pct = (n: number, of: number) => `${of ? Math.round((100 * n) / of) : 0}%`;

/**
 * Get Castro's default: two players, the person against one Novice bot. In the simulator a
 * newcomer (played as the Novice plays) wins about as often as the bot and games end with a
 * kill more often than with any other option; every other option loses more often to the deck
 * (GC Winning: the deck used up twice) or to a stronger bot.
 */
export const GC_DEFAULT = { players: 2, bot: "novice" } as const;

export function newcomerRun(players: number, bot: string): StatsRun | undefined {
  return GC.runs.find((r) => r.label === newcomerLabel(players, bot));
}

/** The one bot strength every bot seat has, or null when they differ or there is no bot. */
function botStrength(seats: readonly SeatConfig[]): string | null {
  const bots = new Set(seats.filter((s) => s.kind === "bot").map((s) => s.bot));
  return bots.size === 1 ? [...bots][0] : null;
}

export function SetupOdds({ game, seats }: { game: GameId; seats: readonly SeatConfig[] }) {
  if (game === "get-castro") return <CastroOdds seats={seats} />;
  if (game === "kill-rasputin") return <RasputinOdds players={seats.length} />;
  return null;
}

function CastroOdds({ seats }: { seats: readonly SeatConfig[] }) {
  const players = seats.length;
  const strength = botStrength(seats);
  const rows = ["novice", "shrewd"].flatMap((bot) =>
    [2, 3, 4, 5, 6].flatMap((n) => {
      const run = newcomerRun(n, bot);
      return run ? [{ bot, n, run }] : [];
    }),
  );
  const current = rows.find((r) => r.n === players && r.bot === strength);
  return (
    <section aria-labelledby="odds-setup-h" className="space-y-2" data-testid="setup-odds">
      <h3 id="odds-setup-h" className="text-sm font-semibold">
        Your odds, by set-up
      </h3>
      {current && (
        <p className="text-sm" data-testid="survival">
          With {players} players and {strength === "novice" ? "Novice" : "Shrewd"} bots, a newcomer
          won {pct(current.run.report.seats[0].wins, current.run.report.games)} of{" "}
          {current.run.report.games.toLocaleString("en")} simulated games, the bots{" "}
          {pct(
            current.run.report.games -
              current.run.report.noWinner.games -
              current.run.report.seats[0].wins,
            current.run.report.games,
          )}
          , and Castro survived{" "}
          {pct(current.run.report.noWinner.survived, current.run.report.games)} (then everyone
          loses); about {Math.round(current.run.report.turns.mean)} turns.
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <thead className="text-xs text-stone-600 dark:text-stone-400">
            <tr>
              <th className="py-1 pr-2 font-medium">Players, bots</th>
              <th className="py-1 pr-2 font-medium">You win</th>
              <th className="py-1 pr-2 font-medium">A bot wins</th>
              <th className="py-1 pr-2 font-medium">Castro lives</th>
              <th className="py-1 font-medium">Turns</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ bot, n, run }) => {
              const r = run.report;
              const on = n === players && bot === strength;
              return (
                <tr
                  key={run.label}
                  aria-current={on ? "true" : undefined}
                  className={on ? "bg-indigo-50 font-semibold dark:bg-indigo-950/50" : ""}
                  title={run.command}
                >
                  <th className="py-0.5 pr-2 font-normal">
                    {n}, {bot === "novice" ? "Novice" : "Shrewd"}
                  </th>
                  <td className="pr-2">{pct(r.seats[0].wins, r.games)}</td>
                  <td className="pr-2">
                    {pct(r.games - r.noWinner.games - r.seats[0].wins, r.games)}
                  </td>
                  <td className="pr-2">{pct(r.noWinner.survived, r.games)}</td>
                  <td>{Math.round(r.turns.mean)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <details className="text-xs text-stone-600 dark:text-stone-400">
        <summary className="cursor-pointer">Where these figures come from</summary>
        <p className="mt-1">
          Bot-against-bot games from the simulator, {rows[0]?.run.report.games.toLocaleString("en")}{" "}
          per line. “You” are played as the Novice bot plays, in the first seat (the set-up’s
          default). Each line is printed by its own command, for example:
        </p>
        <code className="mt-1 block break-all">{current?.run.command ?? rows[0]?.run.command}</code>
      </details>
    </section>
  );
}

function RasputinOdds({ players }: { players: number }) {
  const runs = [2, 3, 4, 5, 6].flatMap((n) => {
    const run = KR.runs.find((r) => r.label === `${n} players, all Shrewd`);
    return run ? [{ n, run }] : [];
  });
  const current = runs.find((r) => r.n === players);
  if (!current) return null;
  const r = current.run.report;
  const cap = r.turnCap ?? 200;
  const ended = r.games - r.noWinner.capped;
  const roll = r.reach ? pct(r.reach.rolled, r.reach.threeMeldTurns) : "?";
  return (
    <section aria-labelledby="odds-setup-h" className="space-y-2" data-testid="setup-odds">
      <h3 id="odds-setup-h" className="text-sm font-semibold">
        How long a game lasts
      </h3>
      <p className="text-sm" data-testid="survival">
        Kill Rasputin ends only when someone kills him. With {players} players,{" "}
        {pct(ended, r.games)} of {r.games.toLocaleString("en")} simulated games between Shrewd bots
        ended within {cap} turns (in about {Math.round(r.turns.meanDecided)} turns)
        {r.noWinner.capped > 0 ? "; the rest were still going" : ""}. A player who lays a third meld
        must get past every other player’s Foil phase first: with {players} players {roll} of those
        turns reached the roll.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <thead className="text-xs text-stone-600 dark:text-stone-400">
            <tr>
              <th className="py-1 pr-2 font-medium">Players</th>
              <th className="py-1 pr-2 font-medium">Ended in {cap} turns</th>
              <th className="py-1 pr-2 font-medium">Turns</th>
              <th className="py-1 font-medium">Three melds reached the roll</th>
            </tr>
          </thead>
          <tbody>
            {runs.map(({ n, run }) => {
              const x = run.report;
              return (
                <tr
                  key={n}
                  aria-current={n === players ? "true" : undefined}
                  className={
                    n === players ? "bg-indigo-50 font-semibold dark:bg-indigo-950/50" : ""
                  }
                  title={run.command}
                >
                  <th className="py-0.5 pr-2 font-normal">{n}</th>
                  <td className="pr-2">{pct(x.games - x.noWinner.capped, x.games)}</td>
                  <td className="pr-2">{Math.round(x.turns.meanDecided)}</td>
                  <td>{x.reach ? pct(x.reach.rolled, x.reach.threeMeldTurns) : ""}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <details className="text-xs text-stone-600 dark:text-stone-400">
        <summary className="cursor-pointer">Where these figures come from</summary>
        <p className="mt-1">
          Shrewd bots against each other, stopped after {cap} turns. Turns are those of the games
          that ended. Printed by, for example:
        </p>
        <code className="mt-1 block break-all">{current.run.command}</code>
      </details>
    </section>
  );
}
