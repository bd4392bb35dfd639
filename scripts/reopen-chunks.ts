/**
 * What a reopen mid-turn loads, module by module: `npx tsx scripts/reopen-chunks.ts` after
 * `CHUNK_MODULES=1 npx next build --webpack && node scripts/sw-precache.mjs`. Opens the bench's
 * 400-entry mid-turn game (scripts/bench/browser.ts) in Chromium with the HTTP cache off, lists
 * every script the reopen fetches (gzipped), and splits each chunk's gzipped size over its
 * modules in proportion to their size before minification (.next/chunk-modules.json): an
 * estimate, for finding what to load later. Also lists what /game on no game loads (the boot).
 * Options: --top N (modules listed, default 40), --depth N (folder depth of the totals, default 4).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { midTurnGame } from "./bench/browser";

const ROOT = process.cwd();
const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const TOP = arg("top", 40);
const DEPTH = arg("depth", 4);
const statsFile = join(ROOT, ".next", "chunk-modules.json");
if (!existsSync(statsFile)) {
  console.log("no .next/chunk-modules.json: build with CHUNK_MODULES=1 npx next build --webpack");
  process.exit(1);
}
const stats = JSON.parse(readFileSync(statsFile, "utf8")) as {
  chunks: { id: string; files: string[]; modules: { name: string; size: number }[] }[];
};
const byFile = new Map<string, (typeof stats.chunks)[number]>();
for (const c of stats.chunks) for (const f of c.files) if (f.endsWith(".js")) byFile.set(f, c);

async function scriptsOf(page: Page, go: () => Promise<void>) {
  const out = new Map<string, number>();
  page.on("response", async (r) => {
    if (r.request().resourceType() !== "script") return;
    try {
      out.set(new URL(r.url()).pathname, gzipSync(await r.body()).length);
    } catch {}
  });
  await go();
  await page.waitForLoadState("networkidle");
  return out;
}

function report(title: string, scripts: Map<string, number>) {
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`\n== ${title}: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} kB gz`);
  const modules = new Map<string, number>();
  const rows: [string, number, string][] = [];
  for (const [path, gz] of scripts) {
    const file = path.replace(/^\/_next\//, "");
    const chunk = byFile.get(file);
    const mods = chunk?.modules ?? [];
    const raw = mods.reduce((a, m) => a + m.size, 0) || 1;
    for (const m of mods) {
      const name = m.name
        .replace(/^.*node_modules\//, "node_modules/")
        .replace(/ \+ \d+ modules$/, "");
      modules.set(name, (modules.get(name) ?? 0) + (gz * m.size) / raw);
    }
    const main = [...mods].sort((a, b) => b.size - a.size)[0]?.name ?? "(no stats)";
    rows.push([file, gz, main]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  for (const [f, gz, main] of rows)
    console.log(`${(gz / 1024).toFixed(1).padStart(7)} kB  ${f}  (${main.slice(0, 70)})`);
  const folders = new Map<string, number>();
  for (const [m, gz] of modules) {
    const key = m.split("/").slice(0, DEPTH).join("/");
    folders.set(key, (folders.get(key) ?? 0) + gz);
  }
  console.log(`-- by folder (depth ${DEPTH}, estimated)`);
  for (const [k, gz] of [...folders].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${(gz / 1024).toFixed(1).padStart(7)} kB  ${k}`);
  console.log(`-- top ${TOP} modules (estimated)`);
  for (const [k, gz] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${(gz / 1024).toFixed(1).padStart(7)} kB  ${k}`);
  return modules;
}

const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(
  process.execPath,
  [join(ROOT, "scripts/serve-static.mjs"), "--port", String(port), "--host", "127.0.0.1"],
  { cwd: ROOT, stdio: "ignore" },
);
const profile = mkdtempSync(join(tmpdir(), "chunks-"));
const ctx = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  const file = join(profile, "mid-turn.json");
  writeFileSync(file, JSON.stringify(midTurnGame(400)));
  await page.goto(base);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole("button", { name: "Open it" }).click({ timeout: 60000 });
  await page.waitForURL(/\/game\?id=/);
  await page.getByRole("button", { name: "Roll for me" }).waitFor({ timeout: 60000 });
  const id = new URL(page.url()).searchParams.get("id") ?? "";
  const cold = async (url: string, ready: (p: Page) => Promise<void>) => {
    const p = await ctx.newPage();
    const cdp = await ctx.newCDPSession(p);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const s = await scriptsOf(p, async () => {
      await p.goto(url);
      await ready(p);
    });
    await p.close();
    return s;
  };
  const boot = await cold(`${base}/game?id=none`, (p) =>
    p.getByRole("heading", { name: "No such game" }).waitFor({ timeout: 60000 }),
  );
  const reopen = await cold(`${base}/game?id=${id}`, (p) =>
    p.getByRole("button", { name: "Roll for me" }).waitFor({ timeout: 60000 }),
  );
  report("/game on no game (boot)", boot);
  report("reopen mid-turn", reopen);
  const extra = new Map([...reopen].filter(([k]) => !boot.has(k)));
  report("reopen mid-turn, beyond the boot", extra);
} finally {
  await ctx.close();
  server.kill("SIGTERM");
  rmSync(profile, { recursive: true, force: true });
}
