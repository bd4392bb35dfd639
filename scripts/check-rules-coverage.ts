/**
 * `npx tsx scripts/check-rules-coverage.ts [doc]`: checks docs/rules-coverage.md. Every table row
 * names a rule section and either cites tests as `tests/path/file.test.ts > describe > it` (in
 * backticks, several allowed) or says "not covered: <reason>". A cited file that does not exist,
 * or a describe/it path that is not in it, fails the check (exit 1) naming the row. Prints the
 * covered / not covered counts per section.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

export interface CoverageRow {
  line: number;
  section: string;
  rule: string;
  citations: string[];
  notCovered: string | null;
}

export interface CoverageReport {
  rows: CoverageRow[];
  problems: string[];
  /** Section id → counts. */
  summary: Map<string, { covered: number; notCovered: number }>;
}

const TEST_CALLS = new Set(["describe", "it", "test"]);
/** A skipped, to-do or expected-to-fail test proves nothing: it (and all inside it) cannot be cited. */
const NOT_PROOF = new Set(["skip", "todo", "fails", "skipIf", "runIf"]);

/** A literal value of an `.each` table (string, number, or an array of those), else undefined. */
function literal(e: ts.Expression): unknown {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (ts.isNumericLiteral(e)) return Number(e.text);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken) {
    const v = literal(e.operand);
    return typeof v === "number" ? -v : undefined;
  }
  if (ts.isArrayLiteralExpression(e)) {
    const items = e.elements.map(literal);
    return items.every((v) => v !== undefined) ? items : undefined;
  }
  return undefined;
}

/** Vitest's title of one `.each` row: %s %d %i %f %j %o %O take the row's values in order, %# its index. */
function eachTitle(template: string, row: unknown, index: number): string {
  const args = Array.isArray(row) ? [...row] : [row];
  return template.replace(/%[sdifjoO#%]/g, (m) => {
    if (m === "%%") return "%";
    if (m === "%#") return String(index);
    const v = args.shift();
    return m === "%j" || m === "%o" || m === "%O" ? JSON.stringify(v) : String(v);
  });
}

/**
 * Every describe/it/test title path in a test file, each as "a > b > c". `.each` with a literal
 * table gives one path per row (vitest's title); with any other table, the template itself.
 * `which: "fails"` lists the expected-to-fail tests (`it.fails`) instead of the ones that prove.
 */
export function testPaths(
  source: string,
  fileName = "x.test.ts",
  which: "proof" | "fails" = "proof",
): Set<string> {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const out = new Set<string>();
  /** The chain of a callee: `it.skip.each` -> base "it", modifiers ["skip", "each"]. */
  const chain = (e: ts.Expression): { base: string; mods: string[] } | null => {
    if (ts.isIdentifier(e)) return { base: e.text, mods: [] };
    if (ts.isPropertyAccessExpression(e)) {
      const inner = chain(e.expression);
      return inner && { base: inner.base, mods: [...inner.mods, e.name.text] };
    }
    return null;
  };
  const visit = (node: ts.Node, path: string[], failing: boolean) => {
    if (ts.isCallExpression(node)) {
      // `x.each(table)(title, fn)`: the callee is itself a call.
      const each =
        ts.isCallExpression(node.expression) &&
        ts.isPropertyAccessExpression(node.expression.expression) &&
        node.expression.expression.name.text === "each"
          ? node.expression
          : null;
      const c = chain(each ? each.expression : node.expression);
      const first = node.arguments[0];
      if (
        c &&
        TEST_CALLS.has(c.base) &&
        first &&
        (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))
      ) {
        const mods = c.mods.filter((m) => m !== "each");
        if (mods.some((m) => NOT_PROOF.has(m) && m !== "fails")) return;
        const fails = failing || mods.includes("fails");
        const table = each?.arguments[0] ? literal(each.arguments[0]) : undefined;
        const titles = !each
          ? [first.text]
          : Array.isArray(table)
            ? table.map((row, i) => eachTitle(first.text, row, i))
            : [first.text];
        for (const title of titles) {
          const here = [...path, title];
          if (fails === (which === "fails")) out.add(here.join(" > "));
          for (const a of node.arguments.slice(1)) visit(a, here, fails);
        }
        return;
      }
    }
    ts.forEachChild(node, (c) => visit(c, path, failing));
  };
  visit(sf, [], false);
  return out;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, "|"));

/** Table rows of the doc: `| section | rule | test | note |`, header and rule lines skipped. */
export function parseCoverage(doc: string): CoverageRow[] {
  const rows: CoverageRow[] = [];
  doc.split("\n").forEach((text, i) => {
    if (!text.trim().startsWith("|")) return;
    const c = cells(text);
    if (c.length < 3 || /^-+$/.test(c[0].replace(/:/g, "")) || c[0] === "Section") return;
    const test = c[2];
    const notCovered = /^not covered:/i.test(test) ? test.replace(/^not covered:\s*/i, "") : null;
    const citations = [...test.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
    rows.push({ line: i + 1, section: c[0], rule: c[1], citations, notCovered });
  });
  return rows;
}

export function checkCoverage(doc: string, root = process.cwd()): CoverageReport {
  const rows = parseCoverage(doc);
  const problems: string[] = [];
  const cache = new Map<string, Set<string> | null>();
  const pathsOf = (file: string) => {
    if (!cache.has(file)) {
      const full = join(root, file);
      cache.set(file, existsSync(full) ? testPaths(readFileSync(full, "utf8"), file) : null);
    }
    return cache.get(file) ?? null;
  };
  const summary = new Map<string, { covered: number; notCovered: number }>();
  for (const r of rows) {
    const where = `line ${r.line} (${r.section}: ${r.rule})`;
    const count = summary.get(r.section) ?? { covered: 0, notCovered: 0 };
    summary.set(r.section, count);
    if (r.notCovered !== null) {
      if (!r.notCovered.trim()) problems.push(`${where}: "not covered" needs a reason`);
      count.notCovered++;
      continue;
    }
    if (r.citations.length === 0) {
      problems.push(`${where}: cites no test and does not say "not covered: <reason>"`);
      count.notCovered++;
      continue;
    }
    let ok = true;
    for (const cite of r.citations) {
      const [file, ...names] = cite.split(" > ").map((s) => s.trim());
      if (!/^tests\/.+\.test\.tsx?$/.test(file) || names.length === 0) {
        problems.push(`${where}: "${cite}" is not "tests/….test.ts > test name"`);
        ok = false;
        continue;
      }
      const paths = pathsOf(file);
      if (!paths) {
        problems.push(`${where}: test file ${file} does not exist`);
        ok = false;
      } else if (!paths.has(names.join(" > "))) {
        problems.push(`${where}: no test "${names.join(" > ")}" in ${file}`);
        ok = false;
      }
    }
    if (ok) count.covered++;
    else count.notCovered++;
  }
  return { rows, problems, summary };
}

export function formatSummary(report: CoverageReport): string {
  const lines = [...report.summary].map(
    ([s, c]) =>
      `${s.padEnd(10)} covered ${String(c.covered).padStart(3)}  not covered ${c.notCovered}`,
  );
  const all = [...report.summary.values()].reduce(
    (a, c) => ({ covered: a.covered + c.covered, notCovered: a.notCovered + c.notCovered }),
    { covered: 0, notCovered: 0 },
  );
  lines.push(
    `${"total".padEnd(10)} covered ${String(all.covered).padStart(3)}  not covered ${all.notCovered}`,
  );
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const doc = process.argv[2] ?? "docs/rules-coverage.md";
  const report = checkCoverage(readFileSync(doc, "utf8"));
  console.log(formatSummary(report));
  for (const p of report.problems) console.error(`rules coverage: ${p}`);
  // exitCode, not process.exit(): the summary must reach a pipe whole.
  process.exitCode = report.problems.length ? 1 : 0;
}
