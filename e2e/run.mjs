// Real-browser tests: serve the static export (out/) with scripts/serve-static.mjs, as
// `npm run serve` does, and drive Debian's Chromium
// through playwright-core. Each scenario lives in e2e/specs/*.mjs and exports `name` and `run(ctx)`.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const ROOT = new URL("..", import.meta.url).pathname;
const ARTIFACTS = join(ROOT, "e2e", "artifacts");
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

if (
  !existsSync(join(ROOT, "out", "index.html")) ||
  !existsSync(join(ROOT, "out", "sw-manifest.json"))
) {
  console.error("e2e: no production build. Run `npm run build` first.");
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`e2e: no Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
mkdirSync(ARTIFACTS, { recursive: true });

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function waitFor(url, ms = 30000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url}`);
}

const only = process.argv[2];
const specDir = join(ROOT, "e2e", "specs");
const specs = readdirSync(specDir)
  .filter((f) => f.endsWith(".mjs"))
  .filter((f) => !only || f.includes(only))
  .sort();

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [join(ROOT, "scripts/serve-static.mjs"), "--port", String(port), "--host", "127.0.0.1"],
  {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  },
);
let serverLog = "";
server.stdout.on("data", (d) => (serverLog += d));
server.stderr.on("data", (d) => (serverLog += d));

let passed = 0;
let failed = 0;
const profiles = [];
try {
  await waitFor(baseURL);
  for (const file of specs) {
    const spec = await import(pathToFileURL(join(specDir, file)).href);
    const profile = mkdtempSync(join(tmpdir(), "e2e-"));
    profiles.push(profile);
    const launch = () =>
      chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: ARGS,
        viewport: { width: 1280, height: 900 },
      });
    let ctx = await launch();
    const errors = [];
    const watch = (page) => page.on("pageerror", (e) => errors.push(String(e)));
    ctx.on("page", watch);
    ctx.pages().forEach(watch);
    const started = Date.now();
    try {
      await spec.run({
        baseURL,
        context: () => ctx,
        page: async () => ctx.pages()[0] ?? (await ctx.newPage()),
        restartBrowser: async () => {
          await ctx.close();
          ctx = await launch();
          ctx.on("page", watch);
          ctx.pages().forEach(watch);
          return ctx;
        },
        screenshot: async (page, name) =>
          page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true }),
        artifacts: ARTIFACTS,
      });
      if (errors.length) throw new Error(`page errors:\n${errors.join("\n")}`);
      passed++;
      console.log(`✓ ${spec.name ?? file} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.error(`✗ ${spec.name ?? file}\n  ${e?.stack ?? e}`);
      try {
        const page = ctx.pages()[0];
        if (page)
          await page.screenshot({ path: join(ARTIFACTS, `FAILED-${file}.png`), fullPage: true });
      } catch {}
    } finally {
      await ctx.close().catch(() => {});
    }
  }
} catch (e) {
  failed++;
  console.error(`e2e: ${e?.stack ?? e}\n--- server log ---\n${serverLog}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
}
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
