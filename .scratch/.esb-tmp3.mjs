import { build } from "esbuild";
const [entry, ...pats] = process.argv.slice(2);
const inSet = (p) => pats.some((s) => new RegExp(s).test(p));
const r = await build({ entryPoints: [entry], bundle: true, write: false, metafile: true, format: "esm", platform: "browser", external: ["react", "react-dom", "xstate", "dexie", "next/*"], logLevel: "error", tsconfig: "tsconfig.json" });
for (const [k, v] of Object.entries(r.metafile.inputs)) {
  if (inSet(k)) continue;
  for (const i of v.imports) if (inSet(i.path)) console.log(k, "->", i.path);
}
