// The app at the table with no network: installable (manifest, icons) and, after one visit, every
// route loads from the service worker's cache, including a game started online, whose NP turn
// resumes at the same step after an offline reload. Sorted last: it leaves the browser offline.
import { readFileSync, writeFileSync } from "node:fs";
import { check, startGame, waitForTurn } from "../cardgames.mjs";
import { startGovernmentTurn } from "../game.mjs";

const SW_FILE = new URL("../../out/sw.js", import.meta.url);

export const name =
  "offline: manifest and service worker; after one visit every route loads offline";

const STEP = "Move 1 Troop from Santiago de Cuba to Sierra Maestra";

export async function run({ baseURL, page, context, screenshot }) {
  const p = await page();
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.goto(baseURL);

  // Installable: the manifest is linked and complete, its icons load as PNG.
  const href = await p.locator('link[rel="manifest"]').getAttribute("href");
  check(href, "a manifest link in the page head");
  const manifest = await (await p.request.get(new URL(href, baseURL).href)).json();
  check(manifest.name && manifest.short_name, "the manifest has a name and a short name");
  check(manifest.start_url === "/" && manifest.display === "standalone", "start_url / standalone");
  check(manifest.theme_color && manifest.background_color, "the manifest has theme colours");
  for (const size of ["192x192", "512x512"])
    check(
      manifest.icons.some((i) => i.sizes === size && i.purpose !== "maskable"),
      `a ${size} icon`,
    );
  check(
    manifest.icons.some((i) => i.purpose === "maskable"),
    "a maskable icon",
  );
  const apple = await p.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  for (const icon of [...manifest.icons.map((i) => i.src), apple, "/favicon.ico"]) {
    const r = await p.request.get(new URL(icon, baseURL).href);
    check(r.ok() && /^image\//.test(r.headers()["content-type"]), `${icon} is an image`);
  }

  // The service worker installs, caches the build and says so in the player's words.
  await p.getByText("Available offline").waitFor({ timeout: 60000 });
  const sw = await p.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith("calixto-offline-")));
    return {
      state: reg.active?.state,
      script: reg.active?.scriptURL,
      pages: (await cache.keys()).map((r) => new URL(r.url).pathname),
    };
  });
  check(sw.state === "activated", `the service worker is active (${sw.state})`);
  check(sw.script.endsWith("/sw.js"), "the service worker is /sw.js");
  for (const route of ["/", "/game", "/tutorial", "/rules/calixto", "/games/san-juan"])
    check(sw.pages.includes(route), `${route} is cached`);
  await screenshot(p, "offline-ready");

  // A game started online (the one visit), into the Government NP turn: cards Y, U, die 3.
  await startGovernmentTurn(p, "E2E offline");
  const gameUrl = p.url();
  for (const card of ["Y", "U"]) {
    await p
      .getByRole("button", { name: new RegExp(`^${card}\\b`) })
      .first()
      .click();
  }
  await p.getByRole("button", { name: "3", exact: true }).click();
  await p.getByText(STEP).first().waitFor();

  // Network off, for the pages and for the service worker's own fetches.
  await context().setOffline(true);
  const network = await p.evaluate(() =>
    fetch(`/not-in-the-cache-${Date.now()}`).then(
      (r) => `answered ${r.status}`,
      () => "failed",
    ),
  );
  check(network === "failed", `a file outside the cache cannot be fetched offline (${network})`);

  const open = async (path) => {
    const response = await p.goto(new URL(path, baseURL).href);
    check(response?.ok(), `${path} answered offline (${response?.status()})`);
    check(response.fromServiceWorker(), `${path} came from the service worker`);
  };

  // The game mid-turn: a reload offline resumes at the same step.
  await p.reload();
  await p.getByTestId("turn-workspace").waitFor();
  await p.getByText(STEP).first().waitFor();
  await p.getByRole("heading", { name: /Activation Number/ }).waitFor();
  await open(gameUrl);
  await p.getByTestId("turn-workspace").waitFor();
  await p.getByText(STEP).first().waitFor();
  await screenshot(p, "offline-game-mid-turn");

  // Another id for the same page: the cached board screen answers, and says there is no such game.
  await open("/game?id=no-such-game");
  check((await p.title()).startsWith("Board"), "the board screen answers for any id");

  await open("/");
  await p.getByRole("heading", { name: "Calixto assistant" }).waitFor();
  await p.getByText("E2E offline").first().waitFor();
  await open("/tutorial");
  await p.getByRole("heading", { name: /Tutorial: the worked example/ }).waitFor();
  await open("/rules/calixto");
  await p.getByRole("heading", { name: "How the Calixto system decides" }).waitFor();
  await open("/rules/calixto/cards");
  await p.getByRole("heading", { name: "The Calixto cards as the app reads them" }).waitFor();
  await p.getByRole("button", { name: "Syndicate" }).first().click();
  await open("/games");
  await p.getByRole("heading", { name: "Card games", exact: true }).waitFor();
  for (const [game, title] of [
    ["get-castro", "Get Castro"],
    ["kill-rasputin", "Kill Rasputin"],
    ["san-juan", "San Juan Hill 1898"],
  ]) {
    await open(`/games/${game}/rules`);
    check((await p.title()).startsWith(`${title} rules`), `the ${title} rules page offline`);
    await p.getByRole("heading", { level: 1 }).first().waitFor();
    await open(`/games/${game}`);
    await p.getByRole("heading", { name: title, exact: true }).waitFor();
    // The page runs, not only shows: a game starts and asks its first decision, offline.
    await startGame(p, baseURL, game, "7");
    check((await waitForTurn(p)) === "decide", `${title} starts offline`);
  }
  await screenshot(p, "offline-card-game");

  // An unknown address offline: the cached "not found" page.
  const missing = await p.goto(new URL("/no-such-page", baseURL).href);
  check(missing?.status() === 404, `an unknown page answers 404 offline (${missing?.status()})`);
  await context().setOffline(false);

  // A new build put online (here: the same files under a new version): the next visit finds it,
  // says an update is ready, and "Reload" hands over to it; the old cache is removed.
  const original = readFileSync(SW_FILE, "utf8");
  try {
    writeFileSync(
      SW_FILE,
      original.replace(/const VERSION = "[^"]*";/, 'const VERSION = "e2e-next";'),
    );
    await p.goto(baseURL);
    await p.getByText("Update ready").waitFor({ timeout: 60000 });
    await screenshot(p, "offline-update-ready");
    await p.getByRole("button", { name: "Reload" }).click();
    await p.waitForFunction(
      async () => (await caches.keys()).join() === "calixto-offline-e2e-next",
      null,
      { timeout: 30000 },
    );
    await p.getByRole("heading", { name: "Calixto assistant" }).waitFor();
    await p.getByText("E2E offline").first().waitFor();
  } finally {
    writeFileSync(SW_FILE, original);
  }
}
