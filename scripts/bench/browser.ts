/**
 * Browser figures for the assistant at the table (Chromium, production build):
 *  - time from pressing "Next step" to the next step rendered (target: one 16 ms frame, median);
 *  - first-load JavaScript of the game route, gzipped;
 *  - time to restore a game with a 2,000-entry log after a reload.
 * Needs `npm run build` and Debian's Chromium; says so and skips otherwise. Figures only: no
 * pass/fail here (speed is never asserted in tests).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { type GameEntry, newGameSetup } from "@/lib/engine/cuba/game";
import { buildGameExport } from "@/lib/engine/cuba/game/parse-export";
import { sampled, TARGETS } from "./_stats";

const ROOT = process.cwd();
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const a = srv.address();
      const port = typeof a === "object" && a ? a.port : 0;
      srv.close(() => resolve(port));
    });
  });

/** Runs in the page: click "Next step", wait for the step counter to change, one frame at a time. */
const NEXT_STEP_PROBE = `(async () => {
  const out = [];
  const dom = [];
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const find = (text) => [...document.querySelectorAll("button")].find((b) => b.textContent === text);
  const counter = () => (document.body.textContent.match(/Step (\\d+) of/) || [])[1];
  for (let turn = 0; turn < 6; turn++) {
    for (let i = 0; i < 12; i++) {
      const button = find("Next step");
      if (!button || button.disabled) break;
      const before = counter();
      const changed = new Promise((resolve) => {
        const obs = new MutationObserver(() => {
          if (counter() !== before) {
            obs.disconnect();
            resolve(performance.now());
          }
        });
        obs.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const t0 = performance.now();
      button.click();
      dom.push((await changed) - t0);
      for (let f = 0; f < 30; f++) {
        await frame();
        if (counter() !== before) break;
      }
      out.push(performance.now() - t0);
    }
    const next = find("Next turn");
    if (next) next.click();
    await frame();
  }
  return { painted: out, dom };
})()`;

/** An exported game whose log holds `n` entries: a Standard set-up, then Aid edits back and forth. */
function bigGame(n: number) {
  const roles = { GOV: "np", "26J": "player", DR: "np", SYN: "np" } as const;
  const setup = newGameSetup({
    scenario: "standard",
    roles,
    shortGame: false,
    dice: "app",
    deck: "app",
    seed: 7,
    conflicts: {},
  });
  if (!setup.ok) throw new Error("setup");
  const log: GameEntry[] = [
    { seq: 1, type: "game.setup", payload: setup.value, at: 1_700_000_000_000 },
  ];
  for (let seq = 2; seq <= n; seq++) {
    log.push({
      seq,
      type: "board.edited",
      payload: { edits: [{ kind: "aid", value: 15 + (seq % 10) }] },
      at: 1_700_000_000_000 + seq,
    });
  }
  return buildGameExport(
    { name: `Bench ${n} entries`, createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000 + n },
    log,
  );
}

export async function run(): Promise<void> {
  if (!existsSync(join(ROOT, ".next", "BUILD_ID"))) {
    console.log("  skipped: no production build (run `npm run build` first)");
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
    return;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: "ignore",
    },
  );
  const profile = mkdtempSync(join(tmpdir(), "bench-"));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1440, height: 1000 },
  });
  try {
    for (let i = 0; i < 150; i++) {
      try {
        if ((await fetch(base)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    const page = ctx.pages()[0] ?? (await ctx.newPage());

    // 1. Next step → rendered, measured inside the page: click, then the next animation frame
    // after the step counter changed.
    await page.goto(`${base}/tutorial`);
    await page.getByRole("button", { name: "Next step" }).waitFor();
    // Passed as text: the bundler that runs this script would otherwise add helpers the page lacks.
    const { painted, dom } = (await page.evaluate(NEXT_STEP_PROBE)) as {
      painted: number[];
      dom: number[];
    };
    console.log(sampled("Next step → DOM updated (tutorial)", "ms", dom, TARGETS.stepToDom));
    console.log(sampled("Next step → next frame painted", "ms", painted, TARGETS.stepToDom));

    // 2. First-load JavaScript of the game route: every script the page loads, gzipped.
    const scripts = new Map<string, number>();
    const onResponse = async (r: import("playwright-core").Response) => {
      if (r.request().resourceType() !== "script") return;
      try {
        scripts.set(r.url(), gzipSync(await r.body()).length);
      } catch {}
    };
    page.on("response", onResponse);
    await page.goto(`${base}/game?id=none`, { waitUntil: "networkidle" });
    page.off("response", onResponse);
    const kb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    console.log(
      sampled(
        `first-load JS of /game, gzipped (${scripts.size} scripts)`,
        "kB",
        [kb],
        TARGETS.gameFirstLoad,
      ),
    );

    // 3. A 2,000-entry game: import it, open it, then time reloads until the map is on screen.
    const file = join(profile, "big-game.json");
    writeFileSync(file, JSON.stringify(bigGame(2000)));
    await page.goto(base);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole("button", { name: "Open it" }).click({ timeout: 60000 });
    await page.waitForURL(/\/game\?id=/);
    await page.locator('[data-space="havana"]').waitFor({ timeout: 60000 });
    const restore: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = Date.now();
      await page.reload();
      await page.locator('[data-space="havana"]').waitFor({ timeout: 60000 });
      restore.push(Date.now() - t0);
    }
    console.log(sampled("restore a 2,000-entry game after reload (to the map)", "ms", restore));
  } finally {
    await ctx.close();
    server.kill("SIGTERM");
    rmSync(profile, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
