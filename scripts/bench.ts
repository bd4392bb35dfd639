/**
 * `npm run bench`: runs every benchmark module in scripts/bench/ (each exports `run()` and
 * prints its own figures). Benchmarks print numbers; tests never assert on timings.
 */
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dir = join(dirname(fileURLToPath(import.meta.url)), "bench");

async function main(): Promise<void> {
  const only = process.argv[2];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .filter((f) => !only || f.includes(only))
    .sort();
  for (const f of files) {
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as {
      run?: () => Promise<unknown>;
    };
    if (typeof mod.run !== "function") {
      console.error(`bench: ${f} exports no run()`);
      process.exitCode = 1;
      continue;
    }
    console.log(`\n== ${f}`);
    await mod.run();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
