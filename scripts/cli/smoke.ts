import { readFileSync, writeFileSync } from "node:fs";
import { formatErrors } from "@/lib/engine/core/result";
import { overlayCorrections, readCorrectionsFile } from "@/lib/engine/cuba/calixto/corrections";
import type { RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import { FACTIONS, type Faction } from "@/lib/engine/cuba/types";
import { smoke } from "@/lib/machines/cuba/smoke";

/**
 * `calixto smoke --games N --seed S [--np all|GOV,26J,...] [--short] [--corrections FILE] [--json]`: the autoplay
 * matrix. Plays N seeded games (seeds S .. S+N-1) with invariants checked on every board the
 * engine produces; prints the results and exits 1 on any crash, hang (loop bound) or broken
 * invariant, writing smoke-failures.json with the seed, step and the command that reproduces it.
 */
export function smokeCommand(args: string[]): number {
  const get = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const num = (flag: string, dflt: number, max: number): number | string => {
    const v = get(flag);
    if (v === undefined) return dflt;
    if (!/^\d+$/.test(v) || Number(v) > max) return `${flag} takes a whole number from 0 to ${max}`;
    return Number(v);
  };
  const games = num("--games", 20, 10_000);
  const seed = num("--seed", 1, 2 ** 32 - 1);
  for (const v of [games, seed]) if (typeof v === "string") return fail(v);
  const npArg = get("--np") ?? "all";
  const np = npArg === "all" ? [...FACTIONS] : npArg.split(",");
  const bad = np.filter((f) => !FACTIONS.includes(f as Faction));
  if (bad.length)
    return fail(`--np takes "all" or Factions from GOV,26J,DR,SYN; unknown: ${bad.join(", ")}`);
  if (new Set(np).size !== np.length) return fail("--np names a Faction twice");
  // --corrections FILE: play with a player's corrections file (as exported from the app), to see
  // that the corrected data keeps every invariant over whole games (issue "Your own cards").
  let options: RuleOptions | undefined;
  const file = get("--corrections");
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
  const r = smoke(
    games as number,
    seed as number,
    np as Faction[],
    args.includes("--short"),
    options,
  );
  const seconds = (performance.now() - t0) / 1000;
  if (args.includes("--json")) console.log(JSON.stringify({ ...r, seconds }, null, 2));
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
