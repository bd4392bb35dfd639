/**
 * `npm run bench`: runs every benchmark in scripts/bench/ (or the ones named on the command line)
 * and prints their figures. Speed is measured here, never asserted inside unit tests.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const dir = join(process.cwd(), "scripts", "bench");
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && !f.startsWith("_"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  console.log(`\n== ${file.replace(/\.ts$/, "")}`);
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run?: () => Promise<void> };
  if (typeof mod.run !== "function") {
    console.log("  (no run() export; skipped)");
    continue;
  }
  await mod.run();
}
