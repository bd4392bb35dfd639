import { readFileSync, writeFileSync } from "node:fs";
import { formatErrors } from "@/lib/engine/core/result";
import { overlayCorrections, readCorrectionsFile } from "@/lib/engine/cuba/calixto/corrections";
import type { RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import { smoke } from "@/lib/machines/cuba/smoke";
import { readFactions, readFlags, readSeed } from "./flags";

/**
 * `calixto smoke --games N --seed S [--np all|GOV,26J,...] [--short] [--corrections FILE] [--json]`: the autoplay
 * matrix. Plays N seeded games (seeds S .. S+N-1) with invariants checked on every board the
 * engine produces; prints the results and exits 1 on any crash, hang (loop bound) or broken
 * invariant, writing smoke-failures.json with the seed, step and the command that reproduces it.
 */
export function smokeCommand(args: string[]): number {
  const flags = readFlags(
    args,
    {
      "--games": "value",
      "--seed": "value",
      "--np": "value",
      "--short": "switch",
      "--corrections": "value",
      "--json": "switch",
    },
    0,
  );
  if (!flags.ok) return fail(formatErrors(flags.errors));
  const { values, switches } = flags.value;
  const rawGames = values.get("--games");
  if (rawGames !== undefined && (!/^\d+$/.test(rawGames) || Number(rawGames) > 10_000))
    return fail(`--games: takes a whole number from 0 to 10000, got "${rawGames}"`);
  const games = rawGames === undefined ? 20 : Number(rawGames);
  const seed = values.has("--seed")
    ? readSeed(values.get("--seed"))
    : { ok: true as const, value: 1 };
  if (!seed.ok) return fail(formatErrors(seed.errors));
  // Seeds S .. S+N-1 are the generator's: none past 2^32-1 (a wrapped one would be misreported).
  const last = seed.value + games - 1;
  if (games > 0 && last > 0xffffffff)
    return fail(
      `--games: seeds ${seed.value} to ${last} pass the last seed, 4294967295: give fewer games or a lower --seed`,
    );
  const np = readFactions(values.get("--np") ?? "all");
  if (!np.ok) return fail(formatErrors(np.errors));
  const short = switches.has("--short");
  // --corrections FILE: play with a player's corrections file (as exported from the app), to see
  // that the corrected data keeps every invariant over whole games (issue "Your own cards").
  let options: RuleOptions | undefined;
  const file = values.get("--corrections");
  if (file !== undefined) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      return fail(`--corrections: cannot read ${file}`);
    }
    const read = readCorrectionsFile(text);
    if (!read.ok) return fail(`--corrections: ${formatErrors(read.errors)}`);
    const list = read.value.corrections.map((c) => c.correction);
    options = { conflicts: {}, data: overlayCorrections(list) };
    console.log(`smoke: with ${list.length} correction(s) from ${file}`);
  }
  const t0 = performance.now();
  const r = smoke(games, seed.value, np.value, short, options, file);
  const seconds = (performance.now() - t0) / 1000;
  if (switches.has("--json")) console.log(JSON.stringify({ ...r, seconds }, null, 2));
  else {
    const f = (o: Record<string, number>) =>
      Object.entries(o)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ");
    console.log(
      `smoke: ${r.games} games, seeds ${r.seeds[0]}-${r.seeds[1]}, ${seconds.toFixed(1)} s`,
    );
    console.log(`  winners: ${f(r.winners)}`);
    console.log(
      `  cards per game: min ${r.cards.min}, median ${r.cards.median}, max ${r.cards.max}`,
    );
    console.log(`  Events executed: ${f(r.events)}; without a program: ${r.eventsNotEncoded}`);
    console.log(`  Operations: ${f(r.operations)}`);
    console.log(`  Calixto cards drawn: ${f(r.calixtoDraws)}`);
    console.log(`  rule exceptions noted (by section): ${f(r.ruleNotes)}`);
    console.log(`  failures: ${r.failures.length}`);
    for (const x of r.failures.slice(0, 20))
      console.log(`    seed ${x.seed} step ${x.step}: ${x.what}\n      repro: ${x.repro}`);
  }
  if (r.failures.length) {
    writeFileSync("smoke-failures.json", `${JSON.stringify(r.failures, null, 2)}\n`);
    console.error(`smoke: ${r.failures.length} failure(s); written to smoke-failures.json`);
    return 1;
  }
  return 0;
}

function fail(reason: string): number {
  console.error(`calixto smoke: ${reason}`);
  return 2;
}
