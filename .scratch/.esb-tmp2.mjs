import { build } from "esbuild";
import { gzipSync } from "node:zlib";
const entry = process.argv[2];
const ext = process.argv.slice(3).map((s) => new RegExp(s));
const plugin = { name: "ext", setup(b) { b.onResolve({ filter: /.*/ }, async (a) => {
  if (a.pluginData) return;
  const r = await b.resolve(a.path, { kind: a.kind, resolveDir: a.resolveDir, pluginData: 1 });
  if (r.path && ext.some((e) => e.test(r.path))) return { path: r.path, external: true };
  return r; }); } };
const r = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, metafile: true, format: "esm", platform: "browser", external: ["react", "react-dom", "xstate", "dexie", "next/*"], logLevel: "error", tsconfig: "tsconfig.json", plugins: [plugin] });
const out = r.outputFiles[0];
console.log("total min", out.contents.length, "gz", gzipSync(out.contents).length);
