import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { resolveSpecifier } from "@/scripts/check-imports.mjs";

// What /game loads before the game is found, read from the imports (issue 22: first load of /game
// ≤ 200 kB gz, measured by `npm run bench browser`). Only static value imports count: import(),
// `import type` and imports of types only are not in a first load.
const ROOT = process.cwd();

function staticImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const out: string[] = [];
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const typesOnly =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!typesOnly && ts.isStringLiteral(st.moduleSpecifier)) out.push(st.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(st) &&
      !st.isTypeOnly &&
      st.moduleSpecifier &&
      ts.isStringLiteral(st.moduleSpecifier)
    )
      out.push(st.moduleSpecifier.text);
  }
  return out;
}

/** Every repo file reached from `starts` through static value imports. */
function reached(...starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(file)) {
      const target = resolveSpecifier(ROOT, join(ROOT, file), spec);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

describe("first load of /game (issue 22)", () => {
  it("is the route and the check that the game exists: no fold, board screen or commands", () => {
    const first = reached("app/game/page.tsx", "app/layout.tsx");
    for (const later of [
      "app/_components/board/game-screen.tsx",
      "app/_components/board/board-view.tsx",
      "app/_components/play/play-panel.tsx",
      "lib/engine/cuba/game/fold.ts",
      "lib/persistence/queries.ts",
      "lib/persistence/commands.ts",
      "lib/machines/cuba/session.ts",
    ])
      expect(first, later).not.toContain(later);
  });

  it("the board screen, once the game is found, leaves the commands and the bots' intents for later", () => {
    const board = reached("app/_components/play/game-board.tsx");
    expect(board).toContain("app/_components/board/board-view.tsx");
    for (const later of [
      "lib/persistence/commands.ts",
      "lib/persistence/turns.ts",
      "app/_components/ui/download.ts",
      "app/_components/play/bot-intents.tsx",
      "lib/machines/cuba/intents.ts",
      "lib/machines/cuba/session.ts",
    ])
      expect(board, later).not.toContain(later);
  });
});
