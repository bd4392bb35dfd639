import { build } from "esbuild";
import { gzipSync } from "node:zlib";
const entry = process.argv[2];
const r = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, metafile: true, format: "esm", platform: "browser", alias: { "@": "." }, external: ["react", "react-dom", "xstate", "dexie", "next/*"], logLevel: "error" , tsconfig: "tsconfig.json"});
const out = r.outputFiles[0];
console.log("total min", out.contents.length, "gz", gzipSync(out.contents).length);
const ins = r.metafile.outputs[Object.keys(r.metafile.outputs)[0]].inputs;
const rows = Object.entries(ins).map(([k, v]) => [k, v.bytesInOutput]).sort((a, b) => b[1] - a[1]);
const depth = Number(process.argv[3] ?? 0);
if (depth) { const m = new Map(); for (const [k, v] of rows) { const d = k.split("/").slice(0, depth).join("/"); m.set(d, (m.get(d) ?? 0) + v); } for (const [k, v] of [...m].sort((a,b)=>b[1]-a[1]).slice(0,40)) console.log(String(v).padStart(8), k); }
else for (const [k, v] of rows.slice(0, 60)) console.log(String(v).padStart(8), k);
