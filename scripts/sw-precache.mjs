// After `next build`: lists every file of the static export in out/sw-manifest.json with a
// revision (a hash of its bytes) and stamps the build's version into out/sw.js, so a new build
// is a new service worker that caches the new files (public/sw.js says how they are used).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const OUT = join(new URL("..", import.meta.url).pathname, "out");
const SKIP = new Set(["sw.js", "sw-manifest.json"]);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}

/** out/index.html → "/", out/game.html → "/game", out/rules/calixto/index.html → "/rules/calixto". */
export function routeOf(url) {
  if (!url.endsWith(".html")) return undefined;
  const r = url.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  return r === "" ? "/" : r;
}

const files = walk(OUT)
  .map((path) => ({ path, url: `/${relative(OUT, path).split(sep).join("/")}` }))
  .filter((f) => !SKIP.has(f.url.slice(1)) && !f.url.endsWith(".map"))
  .sort((a, b) => (a.url < b.url ? -1 : 1))
  .map(({ path, url }) => {
    const revision = createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 16);
    const route = routeOf(url);
    return route ? { url, revision, route } : { url, revision };
  });
const version = createHash("sha256")
  .update(files.map((f) => `${f.url} ${f.revision}`).join("\n"))
  .digest("hex")
  .slice(0, 16);

writeFileSync(join(OUT, "sw-manifest.json"), `${JSON.stringify({ version, files }, null, 1)}\n`);
const swPath = join(OUT, "sw.js");
const sw = readFileSync(swPath, "utf8");
const VERSION_LINE = /const VERSION = "[^"]*";/;
if (!VERSION_LINE.test(sw)) {
  console.error("sw-precache: out/sw.js has no VERSION line to stamp");
  process.exit(1);
}
writeFileSync(swPath, sw.replace(VERSION_LINE, `const VERSION = "${version}";`));
const pages = files.filter((f) => f.route).map((f) => f.route);
console.log(
  `sw-precache: ${files.length} files (${pages.length} pages: ${pages.join(" ")}), version ${version}`,
);
