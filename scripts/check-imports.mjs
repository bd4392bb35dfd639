// Keeps the layers one-way (issue #24): no import circles anywhere in app/, lib/, data/, scripts/,
// and data/ imports only data/ (the data layer owns its shapes; the engine reads data, never the
// other way round). Type-only imports count: they tie files together for a reader just the same.
//
// A small script on the TypeScript parser already in devDependencies rather than
// dependency-cruiser or madge: neither is installed, and the two checks need ~150 lines.
//
// Usage: node scripts/check-imports.mjs [repoRoot]   (exit code 1 on any problem)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

export const ROOTS = ["app", "lib", "data", "scripts"];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs", ".json"];
const INDEXES = ["/index.ts", "/index.tsx", "/index.js", "/index.mjs"];

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) yield p;
  }
}

/** Every module specifier a file names: import / import type / export ... from / import() / require-less `import x = require()` / `typeof import("x")`. */
export function specifiers(file, text) {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const out = [];
  const literal = (node) => node && ts.isStringLiteralLike(node) && out.push(node.text);
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node)) {
      if (ts.isExternalModuleReference(node.moduleReference))
        literal(node.moduleReference.expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      literal(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      literal(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function resolveFile(base) {
  for (const ext of EXTENSIONS) {
    const p = base + ext;
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  // `./x.js` written for `./x.ts`
  const stripped = base.replace(/\.(js|mjs|jsx)$/, "");
  if (stripped !== base) {
    for (const ext of [".ts", ".tsx", ".mts"])
      if (existsSync(stripped + ext)) return stripped + ext;
  }
  for (const idx of INDEXES) if (existsSync(base + idx)) return base + idx;
  return null;
}

/** The repo file a specifier points at (relative path with `/`), or null for packages. */
export function resolveSpecifier(root, fromFile, spec) {
  let base;
  if (spec.startsWith("@/")) base = join(root, spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = resolve(dirname(fromFile), spec);
  else return null;
  const hit = resolveFile(base);
  return hit ? relative(root, hit).split(sep).join("/") : null;
}

/** The import graph of the repo's source roots: Map<file, Set<file>> (paths relative to root). */
export function importGraph(root, roots = ROOTS) {
  const graph = new Map();
  for (const r of roots) {
    const dir = join(root, r);
    if (!existsSync(dir)) continue;
    for (const abs of walk(dir)) {
      const from = relative(root, abs).split(sep).join("/");
      const to = new Set();
      for (const spec of specifiers(abs, readFileSync(abs, "utf8"))) {
        const target = resolveSpecifier(root, abs, spec);
        if (target && target !== from) to.add(target);
        else if (target === from) to.add(from);
      }
      graph.set(from, to);
    }
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself). */
export function cycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  // Iterative Tarjan: the graph is a few hundred files, but recursion depth is not ours to pick.
  for (const start of [...graph.keys()].sort()) {
    if (idx.has(start)) continue;
    const work = [[start, [...(graph.get(start) ?? [])].filter((n) => graph.has(n)), 0]];
    idx.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [v, next] = frame;
      if (frame[2] < next.length) {
        const w = next[frame[2]++];
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, [...(graph.get(w) ?? [])].filter((n) => graph.has(n)), 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const u = work[work.length - 1][0];
        low.set(u, Math.min(low.get(u), low.get(v)));
      }
      if (low.get(v) === idx.get(v)) {
        const comp = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          comp.push(w);
        } while (w !== v);
        if (comp.length > 1 || graph.get(v)?.has(v)) found.push(comp.sort());
      }
    }
  }
  return found.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/** Imports from data/ to any repo file outside data/: [from, to][]. */
export function upwardFromData(graph) {
  const out = [];
  for (const [from, tos] of graph) {
    if (!from.startsWith("data/")) continue;
    for (const to of tos) if (!to.startsWith("data/")) out.push([from, to]);
  }
  return out.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
}

export function checkImports(root, roots = ROOTS) {
  const graph = importGraph(root, roots);
  return { files: graph.size, cycles: cycles(graph), upward: upwardFromData(graph) };
}

function main() {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  const { files, cycles: loops, upward } = checkImports(root);
  for (const comp of loops) {
    console.error(`import circle (${comp.length} files):\n  ${comp.join("\n  ")}`);
  }
  for (const [from, to] of upward)
    console.error(`${from}: imports ${to} (data/ imports only data/)`);
  if (loops.length > 0 || upward.length > 0) {
    console.error(
      `imports: ${loops.length} circle(s), ${upward.length} import(s) from data/ up into the code`,
    );
    process.exitCode = 1;
  } else {
    console.log(`imports: ${files} files, no circles, data/ imports only data/`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
