// Keeps lib/engine and data/ pure (architecture: "No Math.random, no Date.now", no framework imports).
// Biome's noRestrictedImports covers imports; this also catches ambient sources of chance and time.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const roots = ["lib/engine", "data"];
const banned = [
  [
    /\bMath\.random\s*\(/,
    "Math.random: chance must come in as a logged input (lib/engine/core/rng.ts)",
  ],
  [/\bDate\.now\s*\(/, "Date.now: the engine takes no time from the clock"],
  [/\bnew Date\s*\(/, "new Date(): the engine takes no time from the clock"],
  [/\bperformance\.now\s*\(/, "performance.now: measure speed in scripts/bench.ts"],
  [/\bcrypto\./, "crypto: chance must come in as a logged input"],
  [
    /from\s+["'](react|react-dom|next|xstate|@xstate\/react|dexie|dexie-react-hooks)(\/[^"']*)?["']/,
    "framework import",
  ],
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) yield p;
  }
}

let failures = 0;
for (const root of roots) {
  let list;
  try {
    list = [...files(root)];
  } catch {
    continue;
  }
  for (const file of list) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      for (const [re, why] of banned) {
        if (re.test(line)) {
          console.error(`${file}:${i + 1}: ${why}`);
          failures++;
        }
      }
    });
  }
}
// exitCode, not process.exit(): a long list piped on must reach its reader whole.
if (failures > 0) {
  console.error(`engine purity: ${failures} problem(s)`);
  process.exitCode = 1;
} else {
  console.log(
    "engine purity: lib/engine and data/ are free of Math.random, Date.now and framework imports",
  );
}
