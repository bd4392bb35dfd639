/**
 * Simulated games per second for each card game, bot against bot, on one core. Runs alone with
 * `npx tsx scripts/bench/cardgames.ts`; `run()` is what `npm run bench` calls. Prints figures
 * only: speed is never asserted in tests.
 */
import { pathToFileURL } from "node:url";
import { createActor } from "xstate";
import { GET_CASTRO_RULES, getCastro } from "@/lib/engine/cardgames/get-castro";
import { chooseMeldMove } from "@/lib/engine/cardgames/meld-game";
import type { GameId } from "@/lib/engine/cardgames/shared/types";
import { type SimOptions, simulate } from "@/lib/engine/cardgames/sim";
import { getCastroMachine } from "@/lib/machines/cardgames";
import { sampled, TARGETS } from "./_stats";

const CASES: { label: string; options: SimOptions }[] = [
  { label: "Get Castro, 2 Shrewd", options: opts("get-castro", 2, ["shrewd"]) },
  { label: "Get Castro, 4 Novice/Shrewd", options: opts("get-castro", 4, ["novice", "shrewd"]) },
  { label: "Kill Rasputin, 2 Shrewd", options: opts("kill-rasputin", 2, ["shrewd"]) },
  {
    label: "Kill Rasputin, 4 Novice/Shrewd",
    options: opts("kill-rasputin", 4, ["novice", "shrewd"]),
  },
  {
    label: "San Juan Hill, General vs Recruit",
    options: opts("san-juan", 2, ["general", "recruit"]),
  },
];

function opts(game: GameId, players: number, bots: string[]): SimOptions {
  return { game, games: 1, seed: "bench", players, bots, turnCap: 200, rotate: true };
}

/**
 * Runs each case for about `seconds` after a warm-up (the first few hundred games run before
 * the JIT has compiled the rules) and reports games per second by wall clock and by CPU time;
 * on a busy machine the CPU figure is the steadier one.
 */
export async function run(seconds = 2): Promise<void> {
  console.log("card games: simulated games per second (bots only, one core)");
  for (const c of CASES) {
    simulate({ ...c.options, games: 400, seed: "warm-up" });
    let games = 0;
    const started = performance.now();
    // One sample per batch of 100 games: the rate of that batch, wall clock and CPU time.
    const wallRates: number[] = [];
    const cpuRates: number[] = [];
    while (performance.now() - started < seconds * 1000) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const r = simulate({ ...c.options, games: 100, seed: `bench-${games}` });
      if (!r.ok) throw new Error(`${c.label}: ${JSON.stringify(r.errors)}`);
      const used = process.cpuUsage(c0);
      wallRates.push(100 / ((performance.now() - t0) / 1000));
      cpuRates.push(100 / ((used.user + used.system) / 1e6));
      games += 100;
    }
    console.log(sampled(`${c.label}, wall`, "games/s", wallRates));
    // "On one core": the CPU-time rate is the figure with the target (issue 22).
    console.log(sampled(`${c.label}, cpu`, "games/s", cpuRates, TARGETS.cardGameSims));
  }
  await runMachine(seconds);
}

/** One Get Castro game driven through the XState machine, as the app drives it. */
function machineGame(seed: string): void {
  const created = getCastro.newGame({ players: 2, seed });
  if (!created.ok) throw new Error("setup");
  const actor = createActor(getCastroMachine, { input: { state: created.value } }).start();
  for (let i = 0; i < 5000 && actor.getSnapshot().status === "active"; i++) {
    const s = actor.getSnapshot().context.state;
    const p = getCastro.pending(s);
    if (p.kind === "chance")
      actor.send({
        type: "chance.resolved",
        input: getCastro.resolveChance(s) ?? { type: "chance", values: [] },
      });
    else if (p.kind === "decide") {
      const c = chooseMeldMove(GET_CASTRO_RULES, s, p.seat, "shrewd");
      if (!c) throw new Error("no bot move");
      actor.send({ type: "move.chosen", move: c.move });
    }
  }
  actor.stop();
}

/** The same bot games through the machine and the pure apply (state copied each input). */
export async function runMachine(seconds = 2): Promise<void> {
  for (let i = 0; i < 100; i++) machineGame(`warm-${i}`);
  let games = 0;
  const started = performance.now();
  const rates: number[] = [];
  while (performance.now() - started < seconds * 1000) {
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) machineGame(`bench-${games++}`);
    rates.push(20 / ((performance.now() - t0) / 1000));
  }
  console.log(sampled("Get Castro, 2 Shrewd, via XState, wall", "games/s", rates));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await run();
