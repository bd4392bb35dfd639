// The offline service worker: after one visit the whole app (every page and file of the static
// export) is in the cache, and it runs with no network.
// - install: fetch the build's file list (/sw-manifest.json, written by scripts/sw-precache.mjs
//   with a revision per file) and cache every file; a page is also cached under its route
//   (`/game.html` as `/game`), so `/game?id=…` with any id finds it.
// - a new build changes VERSION below (the script stamps it), so the browser installs the new
//   worker beside the old one; it waits and takes over on the next load (or at once when the
//   player taps "reload" on the notice, which sends SKIP_WAITING). Old caches go at activation.
// - navigations: cache first; each one also asks the browser to check for a new build (the
//   network update), which installs a complete new cache rather than mixing pages of two builds.
//   Offline, an unknown route gets the cached 404 page.
// - other files: cache first (query ignored: the export's files do not depend on it), network
//   when missing.
const VERSION = "__SW_VERSION__";
const PREFIX = "calixto-offline-";
const CACHE = PREFIX + VERSION;

/** `/game`, `/game/`, `/game.html`, `/game/index.html` → `/game`; `/` and `/index.html` → `/`. */
function routeKey(pathname) {
  const p = pathname
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "")
    .replace(/\/+$/, "");
  return p === "" ? "/" : p;
}

/** A response the browser may use for a navigation (no redirect flag), with its headers. */
async function clean(response) {
  const body = await response.blob();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function precache() {
  const listed = await fetch(`/sw-manifest.json?v=${VERSION}`, { cache: "no-store" });
  if (!listed.ok) throw new Error(`sw-manifest.json: ${listed.status}`);
  const { files } = await listed.json();
  const cache = await caches.open(CACHE);
  const queue = files.slice();
  // A few downloads at a time: a tablet on a slow link should not open hundreds at once.
  const worker = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const response = await fetch(`${f.url}?rev=${f.revision}`, { cache: "no-store" });
      if (!response.ok) throw new Error(`${f.url}: ${response.status}`);
      const copy = await clean(response);
      if (f.route) await cache.put(f.route, copy.clone());
      await cache.put(f.url, copy);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k)),
        ),
      ),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

async function page(event, url) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(routeKey(url.pathname));
  if (cached) {
    event.waitUntil(self.registration.update().catch(() => {}));
    return cached;
  }
  try {
    return await fetch(event.request);
  } catch (e) {
    const missing = await cache.match("/404");
    if (missing) return new Response(missing.body, { status: 404, headers: missing.headers });
    throw e;
  }
}

async function file(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
  if (cached) return cached;
  return fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === "/sw.js" || url.pathname === "/sw-manifest.json") return;
  event.respondWith(request.mode === "navigate" ? page(event, url) : file(request));
});
