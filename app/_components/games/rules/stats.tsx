import type { StatsFile } from "@/lib/engine/cardgames/sim/stats";
import { Histogram, StackedBars } from "./charts";

const GREEN = "fill-emerald-500";
const GREY = "fill-stone-400";
const AMBER = "fill-amber-500";
const ROSE = "fill-rose-500";
const SKY = "fill-sky-500";

function Source({ stats }: { stats: StatsFile }) {
  const games = stats.runs[0]?.options.games ?? 0;
  return (
    <p className="text-sm text-stone-600 dark:text-stone-400">
      Bot-against-bot games from the simulator: {games.toLocaleString("en")} games per line, seed “
      {stats.seed}”. Regenerate with <code>{stats.command}</code>.
    </p>
  );
}

/** Charts for Get Castro and Kill Rasputin. */
export function MeldStats({ stats, target }: { stats: StatsFile; target: string }) {
  const byPlayers = stats.runs.filter((r) => r.label.endsWith("all Shrewd"));
  const nobody =
    stats.game === "get-castro" ? `Nobody (${target} survives)` : "Nobody (stopped at 200 turns)";
  const pooled = { killed: 0, pair: 0, triple: 0 };
  for (const r of stats.runs)
    for (const k of ["killed", "pair", "triple"] as const)
      pooled[k] += r.report.attempts?.outcomes[k].count ?? 0;
  const total = pooled.killed + pooled.pair + pooled.triple;
  const duel = stats.runs.find((r) => r.label.startsWith("2 players, Novice"));
  const lengths = byPlayers[0]?.report.turns.histogram ?? [];
  return (
    <div className="space-y-8">
      <Source stats={stats} />
      <StackedBars
        title="Who wins, by number of players (all Shrewd bots)"
        rows={byPlayers.map((r) => ({
          label: `${r.options.players} players`,
          parts: [
            {
              label: `Someone kills ${target}`,
              value: r.report.games - r.report.noWinner.games,
              tone: GREEN,
            },
            { label: nobody, value: r.report.noWinner.games, tone: GREY },
          ],
        }))}
      />
      <StackedBars
        title="Turns that left the Meld phase with three melds: how many got past the Foil phase to the roll (all Shrewd bots)"
        rows={byPlayers.map((r) => ({
          label: `${r.options.players} players`,
          parts: [
            { label: "Reached the roll", value: r.report.reach?.rolled ?? 0, tone: GREEN },
            {
              label: "Foiled first",
              value: (r.report.reach?.threeMeldTurns ?? 0) - (r.report.reach?.rolled ?? 0),
              tone: GREY,
            },
          ],
        }))}
      />
      {stats.game === "kill-rasputin" && <WhyRasputinLives runs={byPlayers} />}
      <StackedBars
        title={`Assassination Attempt outcomes: ${total.toLocaleString("en")} simulated attempts against the exact odds`}
        rows={[
          {
            label: "Simulated",
            parts: [
              { label: "All different", value: pooled.killed, tone: GREEN },
              { label: "One pair", value: pooled.pair, tone: AMBER },
              { label: "Three of a kind", value: pooled.triple, tone: ROSE },
            ],
          },
          {
            label: "Exact (5/9, 5/12, 1/36)",
            parts: [
              { label: "All different", value: 20, tone: GREEN },
              { label: "One pair", value: 15, tone: AMBER },
              { label: "Three of a kind", value: 1, tone: ROSE },
            ],
          },
        ]}
      />
      {duel && (
        <StackedBars
          title="Two players, Novice against Shrewd (seats rotated)"
          rows={Object.entries(duel.report.byBot).map(([bot, f]) => ({
            label: bot === "shrewd" ? "Shrewd" : "Novice",
            parts: [
              { label: "Games won", value: f.wins, tone: GREEN },
              { label: "Not won", value: f.seatGames - f.wins, tone: GREY },
            ],
          }))}
        />
      )}
      <Histogram
        title="How long a two-player game lasts (all Shrewd)"
        bins={lengths.map((b) => ({ label: `${b.from}–${b.to}`, value: b.games }))}
      />
    </div>
  );
}

/**
 * Why Kill Rasputin games with many players run on (issue 23): the sheet gives every opponent a
 * Foil phase against the player with three melds (KR Foil), and the more opponents, the likelier
 * one holds a matching card or the right Save. The figures come from the same runs as the charts.
 */
function WhyRasputinLives({ runs }: { runs: StatsFile["runs"] }) {
  const at = (n: number) => runs.find((r) => r.options.players === n)?.report;
  const share = (n: number) => {
    const r = at(n)?.reach;
    return r?.threeMeldTurns ? `${Math.round((100 * r.rolled) / r.threeMeldTurns)}%` : "?";
  };
  const capped = (n: number) => {
    const r = at(n);
    return r ? `${Math.round((100 * r.noWinner.capped) / r.games)}%` : "?";
  };
  const cap = at(2)?.turnCap ?? 200;
  return (
    <div className="space-y-2 text-sm" data-testid="why-capped">
      <h3 className="font-semibold">Why big games of Kill Rasputin run on</h3>
      <p>
        The game has no ending but the kill, so the simulator stops a game after {cap} turns:{" "}
        {capped(4)} of four-player, {capped(5)} of five-player and {capped(6)} of six-player games
        were still going. The bots do reach three melds (the chart above), but every opponent then
        gets a Foil phase, and each may throw a Save at a meld or take a whole meld with a matching
        card. With one opponent {share(2)} of those turns reached the roll, with three {share(4)},
        with five {share(6)}. Cards held back for that moment also pile up in hands and melds, so
        the deck runs thin. This is a stalemate the rules allow rather than a bot that never
        finishes its melds: bots that foil less (tried in the simulator) finished fewer games,
        because the melds then stay locked on the table. Two or three players almost always finish.
      </p>
    </div>
  );
}

/**
 * How tied hands are read (sheet: Object, Attack phase "tied hands remain tied"; S6, S8) and how
 * often they decide a game, from the simulator runs in the stats file.
 */
function TiesNote({ stats }: { stats: StatsFile }) {
  const run = stats.runs.find((r) => r.label === "General vs General");
  const h = run?.report.hands;
  if (!run || !h) return null;
  const pct = (n: number) => `${Math.round((100 * n) / run.report.games)}%`;
  return (
    <div className="space-y-2 text-sm" data-testid="ties">
      <h3 className="font-semibold">How tied hands are read, and how often they decide the game</h3>
      <p>
        A hand with equal totals is tied and counts for neither side. After eight hands only five
        wins take the day, so a draw is not only 4–4: any score where ties leave both sides short of
        five (4–3 with one tie, 3–3 with two) is the historical draw too. Between two General bots,{" "}
        {pct(h.gamesWithTies)} of games had at least one tied hand, and {pct(h.draws.byTies)} ended
        in a draw only because of ties (a further {pct(h.draws.fourAll)} were 4–4).
      </p>
    </div>
  );
}

/** Charts for San Juan Hill. */
export function SjStats({ stats }: { stats: StatsFile }) {
  return (
    <div className="space-y-8">
      <Source stats={stats} />
      <TiesNote stats={stats} />
      <StackedBars
        title="Results by pairing (American first)"
        rows={stats.runs.map((r) => ({
          label: r.label,
          parts: [
            { label: "American victory", value: r.report.hands?.results.american ?? 0, tone: SKY },
            { label: "Spanish victory", value: r.report.hands?.results.spanish ?? 0, tone: AMBER },
            { label: "Historical draw", value: r.report.hands?.results.draw ?? 0, tone: GREY },
          ],
        }))}
      />
      <StackedBars
        title="Hands won on average out of eight"
        unit=" %"
        rows={stats.runs.map((r) => ({
          label: r.label,
          parts: [
            { label: "American", value: r.report.hands?.meanWon[0] ?? 0, tone: SKY },
            { label: "Spanish", value: r.report.hands?.meanWon[1] ?? 0, tone: AMBER },
            { label: "Tied", value: r.report.hands?.meanTied ?? 0, tone: GREY },
          ],
        }))}
      />
    </div>
  );
}
