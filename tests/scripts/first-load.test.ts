import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

/**
 * The game screen's first load (issues 12 and 22): what the browser fetches before the board is on
 * screen is what app/game/page.tsx reaches through static imports, then, once the game is found in
 * this browser, what the board screen (app/_components/play/game-board.tsx) reaches. A dynamic
 * import() is a separate chunk fetched when it runs, and a type-only import is erased, so neither
 * is followed here. The size itself is a figure of the browser bench (scripts/bench/browser.ts),
 * never asserted here.
 */
const ROOT = join(__dirname, "..", "..");

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = join(dirname(from), spec);
  else return null; // a package
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const p = base + ext;
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  return null;
}

/** The specifiers a file loads at once: value imports and re-exports, not types, not import(). */
function staticImports(file: string): string[] {
  const src = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const s of src.statements) {
    if (ts.isImportDeclaration(s)) {
      const c = s.importClause;
      if (c?.isTypeOnly) continue;
      const named = c?.namedBindings;
      const onlyTypes =
        c !== undefined &&
        !c.name &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) out.push((s.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(s) && s.moduleSpecifier && !s.isTypeOnly) {
      out.push((s.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out;
}

/** Every module of the first load, each with the chain of imports that brings it in. */
function firstLoad(...entries: string[]): { files: Map<string, string[]>; packages: Set<string> } {
  const files = new Map<string, string[]>();
  const packages = new Set<string>();
  const queue: [string, string[]][] = entries.map((e) => [join(ROOT, e), []]);
  while (queue.length) {
    const [file, chain] = queue.shift() as [string, string[]];
    const rel = relative(ROOT, file);
    if (files.has(rel)) continue;
    files.set(rel, [...chain, rel]);
    for (const spec of staticImports(file)) {
      const r = resolve(file, spec);
      if (r) queue.push([r, [...chain, rel]]);
      else if (!spec.startsWith(".") && !spec.startsWith("@/")) packages.add(spec);
    }
  }
  return { files, packages };
}

/** The route's own first load: the page and the check that the game exists. */
const ROUTE = firstLoad("app/game/page.tsx");
/** What is on screen once the game is found: the route and the board screen it then loads. */
const GAME = firstLoad("app/game/page.tsx", "app/_components/play/game-board.tsx");

function reached(prefix: string): string[] {
  return [...GAME.files.entries()]
    .filter(([f]) => f.startsWith(prefix))
    .map(([, c]) => c.join(" <- "));
}

describe("first load of the game screen (/game)", () => {
  it("is the route and the check that the game exists; the board screen loads once it is found", () => {
    expect(ROUTE.packages.has("dexie")).toBe(true);
    for (const later of [
      "app/_components/board/game-screen.tsx",
      "app/_components/play/play-panel.tsx",
      "lib/engine/cuba/game/fold.ts",
      "lib/persistence/queries.ts",
      "lib/persistence/commands.ts",
    ])
      expect(ROUTE.files.has(later), later).toBe(false);
    // The route names the board screen's module: the walk follows it.
    expect(readFileSync(join(ROOT, "app/_components/play/game-route.tsx"), "utf8")).toContain(
      'import("./game-board")',
    );
    expect(GAME.files.has("app/_components/board/game-screen.tsx")).toBe(true);
    expect(GAME.files.has("app/_components/play/play-panel.tsx")).toBe(true);
  });

  it("leaves out the board commands and the bots' intents (loaded with the first press, with the intents)", () => {
    expect(reached("lib/persistence/commands")).toEqual([]);
    expect(reached("lib/persistence/turns")).toEqual([]);
    expect(reached("app/_components/ui/download")).toEqual([]);
    expect(reached("app/_components/play/bot-intents")).toEqual([]);
  });

  it("leaves out the Event programs and their interpreter (loaded for an Event, 5.1, C8.5.5)", () => {
    expect(reached("data/cuba/calixto/event-programs")).toEqual([]);
    expect(reached("lib/engine/cuba/calixto/events/program")).toEqual([]);
  });

  it("leaves out the NP turn machinery (loaded when an NP turn starts, C8.5)", () => {
    expect(reached("lib/machines")).toEqual([]);
    expect(reached("lib/engine/cuba/calixto/operations")).toEqual([]);
    expect(reached("lib/engine/cuba/calixto/specials")).toEqual([]);
    expect(GAME.packages.has("xstate")).toBe(false);
  });

  it("leaves out the Calixto cards (loaded with the turn, the Readings tab or the card reference)", () => {
    expect(reached("data/cuba/calixto/cards")).toEqual([]);
    expect(reached("data/cuba/calixto/boxes")).toEqual([]);
    expect(reached("data/cuba/calixto/move-priorities")).toEqual([]);
  });

  it("leaves out the fold of the log and the board's edit checks (a game opens from the snapshot at its last entry, load-game.ts)", () => {
    expect(reached("lib/engine/cuba/game/fold.ts")).toEqual([]);
    expect(reached("lib/engine/cuba/game/turns")).toEqual([]);
    expect(reached("lib/engine/cuba/game/parse-")).toEqual([]);
    expect(reached("lib/engine/cuba/board/validate")).toEqual([]);
    expect(reached("lib/engine/cuba/board/shared-edit")).toEqual([]);
    expect(reached("lib/engine/cuba/calixto/eligibility/after-action")).toEqual([]);
    expect(reached("lib/persistence/snapshots")).toEqual([]);
    expect(reached("lib/persistence/load-folded")).toEqual([]);
  });

  it("leaves out the strict parsers of an import (loaded when a file is read)", () => {
    expect(reached("lib/engine/cuba/game/parse-export")).toEqual([]);
    expect(reached("lib/engine/cuba/game/parse-turns")).toEqual([]);
  });
});
