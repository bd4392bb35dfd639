/**
 * `npm run bench`: runs every benchmark in scripts/bench/ (or the ones named on the command line)
 * and prints their figures, then one table of every figure (median, min, max, target) and the
 * same as JSON in bench/results.json. Speed is measured here, never asserted inside unit tests.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadTurnParts } from "@/lib/machines/cuba/parts";
import { benchName, recorded, table } from "./bench/_stats";

const dir = join(process.cwd(), "scripts", "bench");
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && !f.startsWith("_"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

// The parts of a turn the browser loads when first needed: here all of them, up front.
await loadTurnParts();

for (const file of files) {
  const name = file.replace(/\.ts$/, "");
  console.log(`\n== ${name}`);
  benchName(name);
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run?: () => Promise<void> };
  if (typeof mod.run !== "function") {
    console.log("  (no run() export; skipped)");
    continue;
  }
  await mod.run();
}

const figures = recorded();
console.log(`\n== all figures (${figures.length})\n${table(figures)}`);
const missed = figures.filter((f) => f.met === false);
if (missed.length) console.log(`\n${missed.length} figure(s) miss their target.`);
const out = join(process.cwd(), "bench", "results.json");
mkdirSync(join(process.cwd(), "bench"), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ ran: only.length ? only : "all", node: process.version, figures }, null, 2)}\n`,
);
console.log(`written to ${out}`);
