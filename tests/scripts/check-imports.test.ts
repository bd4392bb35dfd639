import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { checkImports } from "@/scripts/check-imports.mjs";

// A tiny repo on disk per case: the lint reads files, so the fixture is files.
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "check-imports-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});
function check(files: Record<string, string>) {
  const root = tree(files);
  roots.push(root);
  return checkImports(root);
}

describe("scripts/check-imports.mjs", () => {
  it("passes a clean tree: app → lib → data, data importing only data", () => {
    const result = check({
      "data/schema/piece.ts": "export type Piece = 'troop';\n",
      "data/pieces.ts":
        'import type { Piece } from "./schema/piece";\nexport const P: Piece = "troop";\n',
      "lib/engine/count.ts":
        'import { P } from "@/data/pieces";\nimport { join } from "node:path";\nexport const n = [P, join].length;\n',
      "app/page.tsx": 'import { n } from "../lib/engine/count";\nexport default () => n;\n',
      "scripts/run.mjs": 'const m = await import("../lib/engine/count.ts");\nconsole.log(m);\n',
    });
    expect(result).toEqual({ files: 5, cycles: [], upward: [] });
  });

  it("finds a circle of type-only, re-export and dynamic imports and names its files", () => {
    const result = check({
      "lib/a.ts": 'import type { B } from "./b";\nexport type A = B;\n',
      "lib/b.ts": 'export { c as B } from "@/lib/c";\n',
      "lib/c.ts": 'export const c = () => import("./a");\n',
      "lib/d.ts": 'import type { A } from "./a";\nexport type D = A;\n',
    });
    expect(result.cycles).toEqual([["lib/a.ts", "lib/b.ts", "lib/c.ts"]]);
    expect(result.upward).toEqual([]);
  });

  it("finds an import from data/ up into lib/ (a type-only one counts too)", () => {
    const result = check({
      "lib/types.ts": "export type Side = 'gov';\n",
      "data/cards.ts": 'import type { Side } from "@/lib/types";\nexport const s: Side = "gov";\n',
    });
    expect(result.cycles).toEqual([]);
    expect(result.upward).toEqual([["data/cards.ts", "lib/types.ts"]]);
  });

  it("as a command: exit code 1 and each circle's files on a bad tree, 0 on a clean one", () => {
    const script = join(__dirname, "..", "..", "scripts", "check-imports.mjs");
    const run = (files: Record<string, string>) => {
      const root = tree(files);
      roots.push(root);
      return spawnSync(process.execPath, [script, root], { encoding: "utf8" });
    };
    const bad = run({
      "lib/a.ts": 'import "./b";\n',
      "lib/b.ts": 'import "./a";\n',
      "data/d.ts": 'import "@/lib/a";\n',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("import circle (2 files):\n  lib/a.ts\n  lib/b.ts");
    expect(bad.stderr).toContain("data/d.ts: imports lib/a.ts");
    const good = run({ "lib/a.ts": "export const a = 1;\n" });
    expect(good.status).toBe(0);
  });
});
