/**
 * docs/event-programs-audit.md stays right (issue 17, "How to make it stay right"): its main table
 * has one row per Event side (91: two per card, one for a single-text card), each naming the
 * scenario files that prove the side and the tests that check them. This test fails when a side
 * has no row, a row cites a scenario that does not exist or that no test under tests/scenarios
 * replays, a Result cites a test that does not exist (or says "passes" of an expected-to-fail
 * test), or the word "gap" is back.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, normalize } from "node:path";
import { EVENT_CARDS } from "@/data/cuba/events";
import { testPaths } from "@/scripts/check-rules-coverage";

const DOC = "docs/event-programs-audit.md";
const SCENARIO_TESTS = "tests/scenarios";

/** "1u", "1s", "11" (single text): every side of the 48 cards. */
const SIDES = EVENT_CARDS.flatMap((c) => (c.single ? [`${c.id}`] : [`${c.id}u`, `${c.id}s`]));

const SIDE_WORD: Record<string, string> = { unshaded: "u", shaded: "s", "one text": "" };

interface Row {
  line: number;
  side: string;
  scenarios: string[];
  citations: string[];
  result: string;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/** The main table: the first whose header begins "| Card | Side | Scenario |". */
function parseAudit(doc: string): { rows: Row[]; problems: string[] } {
  const lines = doc.split("\n");
  const problems: string[] = [];
  const head = lines.findIndex((l) => /^\|\s*Card\s*\|\s*Side\s*\|\s*Scenario\s*\|/.test(l));
  if (head < 0) return { rows: [], problems: ["no table headed | Card | Side | Scenario | …"] };
  const names = cells(lines[head]);
  const col = (n: string) => names.indexOf(n);
  for (const n of ["What the text demands", "Result"])
    if (col(n) < 0) problems.push(`the main table has no "${n}" column`);
  const rows: Row[] = [];
  for (let i = head + 2; i < lines.length && lines[i].trim().startsWith("|"); i++) {
    const c = cells(lines[i]);
    const card = /^(\d+)\b/.exec(c[0])?.[1];
    const word = SIDE_WORD[c[1]?.toLowerCase() ?? ""];
    if (!card || word === undefined) {
      problems.push(`line ${i + 1}: card "${c[0]}", side "${c[1]}" is not a card and a side`);
      continue;
    }
    const result = c[col("Result")] ?? "";
    rows.push({
      line: i + 1,
      side: `${card}${word}`,
      scenarios: [...(c[col("Scenario")] ?? "").matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]),
      citations: [...result.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim()),
      result,
    });
  }
  return { rows, problems };
}

/** Sources of the tests under tests/scenarios (where a scenario counts as replayed). */
function scenarioSources(root: string): Map<string, string> {
  const dir = join(root, SCENARIO_TESTS);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith(".test.ts"))
      .map((f) => [`${SCENARIO_TESTS}/${f}`, readFileSync(join(dir, f), "utf8")]),
  );
}

/** The source names a scenario as a whole string ("04-u", '04-u.json', "docs/…/04-u.json"). */
const names = (source: string, base: string) =>
  new RegExp(`["'\`/]${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\.json)?["'\`]`).test(source);

function checkAudit(doc: string, root = process.cwd()): string[] {
  const { rows, problems } = parseAudit(doc);
  const sources = scenarioSources(root);
  const tests = new Map<string, { proof: Set<string>; fails: Set<string> } | null>();
  const testsOf = (file: string) => {
    if (!tests.has(file)) {
      const full = join(root, file);
      const src = existsSync(full) ? readFileSync(full, "utf8") : null;
      tests.set(
        file,
        src === null ? null : { proof: testPaths(src, file), fails: testPaths(src, file, "fails") },
      );
    }
    return tests.get(file) ?? null;
  };

  if (/\bgaps?\b/i.test(doc)) {
    const at = doc.split("\n").findIndex((l) => /\bgaps?\b/i.test(l));
    problems.push(
      `line ${at + 1}: the word "gap" (what the grant record cannot carry is now a term)`,
    );
  }

  const seen = new Map<string, number>();
  for (const r of rows) {
    const where = `line ${r.line} (#${r.side})`;
    if (!SIDES.includes(r.side)) problems.push(`${where}: no such side`);
    if (seen.has(r.side)) problems.push(`${where}: side already on line ${seen.get(r.side)}`);
    seen.set(r.side, r.line);

    if (r.scenarios.length === 0) problems.push(`${where}: cites no scenario`);
    const cited = new Set(r.citations.map((c) => c.split(" > ")[0].trim()));
    for (const link of r.scenarios) {
      const file = normalize(join("docs", link));
      const base = basename(file, ".json");
      if (!file.startsWith("docs/examples/") || !file.endsWith(".json")) {
        problems.push(`${where}: scenario ${link} is not a docs/examples/ .json file`);
        continue;
      }
      if (!existsSync(join(root, file))) {
        problems.push(`${where}: scenario ${link} does not exist`);
        continue;
      }
      const replayedBy = [...sources].filter(([, src]) => names(src, base)).map(([f]) => f);
      if (replayedBy.length === 0)
        problems.push(`${where}: no test under ${SCENARIO_TESTS} replays ${base}`);
      else if (!replayedBy.some((f) => cited.has(f)))
        problems.push(`${where}: the Result cites no test of a file that replays ${base}`);
    }

    if (r.citations.length === 0) problems.push(`${where}: the Result cites no test`);
    let passes = 0;
    let disagrees = 0;
    for (const cite of r.citations) {
      const [file, ...rest] = cite.split(" > ").map((s) => s.trim());
      const name = rest.join(" > ");
      const t = /^tests\/.+\.test\.tsx?$/.test(file) && rest.length ? testsOf(file) : null;
      if (!t) problems.push(`${where}: "${cite}" is not an existing "tests/….test.ts > test name"`);
      else if (t.proof.has(name)) passes++;
      else if (t.fails.has(name)) disagrees++;
      else problems.push(`${where}: no test "${name}" in ${file}`);
    }
    if (passes && !/\bpasses\b/.test(r.result))
      problems.push(`${where}: cites a passing test but does not say "passes"`);
    if (disagrees && !/engine disagrees: \S/.test(r.result))
      problems.push(
        `${where}: cites an expected-to-fail test but does not say "engine disagrees: …"`,
      );
    if (!disagrees && /engine disagrees/.test(r.result))
      problems.push(`${where}: says "engine disagrees" but cites no expected-to-fail test`);
  }
  for (const s of SIDES) if (!seen.has(s)) problems.push(`side #${s} has no row`);

  // Every Event scenario is on the table, so a new one cannot go unlisted.
  const listed = new Set(rows.flatMap((r) => r.scenarios.map((l) => basename(l))));
  for (const f of readdirSync(join(root, "docs/examples/events")))
    if (f.endsWith(".json") && !listed.has(f))
      problems.push(`docs/examples/events/${f} is on no row`);
  return problems;
}

describe("docs/event-programs-audit.md", () => {
  it("has one row per Event side, each citing replayed scenarios and existing tests; no 'gap'", () => {
    expect(SIDES).toHaveLength(91);
    expect(checkAudit(readFileSync(DOC, "utf8"))).toEqual([]);
  });
});

describe("the event audit checker", () => {
  const head = [
    "| Card | Side | Scenario | What the text demands | Result |",
    "| --- | --- | --- | --- | --- |",
  ];
  const row = (side: string, scenario: string, result: string) =>
    `| 4 S.I.M. | ${side} | ${scenario} | a demand | ${result} |`;
  const ok04u =
    "passes: `tests/scenarios/events-text-01-24.test.ts > #4 S.I.M. > 04-u unshaded: only Las Villas (Support, no Police) goes to Neutral`";
  const problemsOf = (...rows: string[]) =>
    checkAudit([...head, ...rows].join("\n")).filter((p) => !/has no row|is on no row/.test(p));

  it("accepts a row with a replayed scenario and an existing test", () => {
    expect(problemsOf(row("unshaded", "[04-u](examples/events/04-u.json)", ok04u))).toEqual([]);
  });

  it("names a missing side, a missing or unreplayed scenario, a missing test and the word gap", () => {
    const none = checkAudit(head.join("\n"));
    expect(none).toContain("side #4u has no row");
    expect(none).toContain("side #11 has no row");
    expect(problemsOf(row("unshaded", "[x](examples/events/no-such.json)", ok04u))).toEqual([
      "line 3 (#4u): scenario examples/events/no-such.json does not exist",
    ]);
    expect(problemsOf(row("unshaded", "[c8-9](examples/c8-9.json)", ok04u))).toEqual([
      "line 3 (#4u): the Result cites no test of a file that replays c8-9",
    ]);
    // A scenario no test under tests/scenarios names.
    const root = mkdtempSync(join(tmpdir(), "event-audit-"));
    mkdirSync(join(root, "tests/scenarios"), { recursive: true });
    mkdirSync(join(root, "docs/examples/events"), { recursive: true });
    writeFileSync(join(root, "tests/scenarios/a.test.ts"), 'it("replays 04-u-other", () => {});');
    writeFileSync(join(root, "docs/examples/events/04-u.json"), "{}");
    expect(
      checkAudit(
        [...head, row("unshaded", "[04-u](examples/events/04-u.json)", "passes")].join("\n"),
        root,
      ).filter((p) => p.startsWith("line")),
    ).toEqual([
      "line 3 (#4u): no test under tests/scenarios replays 04-u",
      "line 3 (#4u): the Result cites no test",
    ]);
    expect(
      problemsOf(
        row(
          "unshaded",
          "[04-u](examples/events/04-u.json)",
          "passes: `tests/scenarios/events-text-01-24.test.ts > #4 S.I.M. > no such test`",
        ),
      ),
    ).toEqual([
      'line 3 (#4u): no test "#4 S.I.M. > no such test" in tests/scenarios/events-text-01-24.test.ts',
    ]);
    expect(checkAudit([...head, "a gap"].join("\n"))).toContain(
      'line 3: the word "gap" (what the grant record cannot carry is now a term)',
    );
  });

  it("reads .each titles from a literal table and tells an expected-to-fail test apart", () => {
    const src = [
      'describe.each([["a", 1], ["b", 2]])("row %s (%d)", (n) => { it("runs", () => {}); });',
      'it.each(LIST)("#%s", () => {});',
      'describe("d", () => { it.fails("known bug", () => {}); it("fine", () => {}); });',
    ].join("\n");
    expect([...testPaths(src)].sort()).toEqual([
      "#%s",
      "d",
      "d > fine",
      "row a (1)",
      "row a (1) > runs",
      "row b (2)",
      "row b (2) > runs",
    ]);
    expect([...testPaths(src, "x.test.ts", "fails")]).toEqual(["d > known bug"]);
  });
});
