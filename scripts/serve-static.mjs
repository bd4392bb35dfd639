// Serves the static export (out/) with no dependency: `npm run serve` (port 3000, or PORT / --port,
// HOST / --host). Routes map as the export lays them out: `/game` → out/game.html,
// `/rules/calixto/cards` → out/rules/calixto/cards.html, a folder → its index.html; anything
// else answers out/404.html with status 404. The query (`/game?id=…`) is for the page's script.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
};

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const ROOT = resolve(arg("dir") ?? join(new URL("..", import.meta.url).pathname, "out"));
const PORT = Number(arg("port") ?? process.env.PORT ?? 3000);
const HOST = arg("host") ?? process.env.HOST ?? "0.0.0.0";

if (!existsSync(join(ROOT, "index.html"))) {
  console.error(`serve-static: no static build in ${ROOT}. Run \`npm run build\` first.`);
  process.exit(1);
}

const isFile = (p) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/** The file for a URL path, or null: exact file, then `path.html`, then `path/index.html`. */
export function resolvePath(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const rel = normalize(path).replace(/^([/\\])+/, "");
  const base = join(root, rel);
  if (base !== root && !base.startsWith(root + sep)) return null; // no way out of out/
  const trimmed = base.replace(/[/\\]+$/, "");
  for (const candidate of [base, `${trimmed}.html`, join(base, "index.html")])
    if (isFile(candidate)) return candidate;
  return null;
}

const server = createServer((req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  const file = resolvePath(ROOT, pathname);
  const status = file ? 200 : 404;
  const body = file ?? join(ROOT, "404.html");
  const headers = {
    "Content-Type": TYPES[extname(body).toLowerCase()] ?? "application/octet-stream",
    "X-Content-Type-Options": "nosniff",
    // Hashed build files never change; pages, the service worker and its list must be re-checked.
    "Cache-Control": pathname.startsWith("/_next/static/")
      ? "public, max-age=31536000, immutable"
      : "no-cache",
  };
  if (!isFile(body)) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  headers["Content-Length"] = statSync(body).size;
  res.writeHead(status, headers);
  if (req.method === "HEAD") res.end();
  else createReadStream(body).pipe(res);
});

server.listen(PORT, HOST, () => {
  const shown = HOST === "0.0.0.0" ? "localhost" : HOST;
  console.log(`Serving ${ROOT} on http://${shown}:${PORT}`);
});
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
