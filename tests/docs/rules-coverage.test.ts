import { readFileSync } from "node:fs";
import { checkCoverage, testPaths } from "@/scripts/check-rules-coverage";

describe("docs/rules-coverage.md", () => {
  it("cites only test files and test names that exist", () => {
    const report = checkCoverage(readFileSync("docs/rules-coverage.md", "utf8"));
    expect(report.rows.length).toBeGreaterThan(100);
    expect(report.problems).toEqual([]);
  });
});

describe("the rules coverage checker", () => {
  const doc = (test: string) =>
    ["| Section | Rule | Test | Note |", "|---|---|---|---|", `| 9.9 | a rule | ${test} | |`].join(
      "\n",
    );
  const here = "tests/docs/rules-coverage.test.ts";

  it("finds nested describe > it names in a test file", () => {
    const paths = testPaths(readFileSync(here, "utf8"));
    expect(paths).toContain(
      "the rules coverage checker > finds nested describe > it names in a test file",
    );
  });

  it("does not count a skipped, to-do or expected-to-fail test, nor anything inside one", () => {
    const src = [
      'describe("a", () => { it("runs", () => {}); it.skip("skipped", () => {}); });',
      'describe.skip("b", () => { it("inside", () => {}); });',
      'it.todo("later"); it.fails("known bug", () => {}); it.only("focused", () => {});',
    ].join("\n");
    expect([...testPaths(src)].sort()).toEqual(["a", "a > runs", "focused"]);
  });

  it("accepts a cited test that exists and a reasoned 'not covered'", () => {
    const ok = checkCoverage(
      doc(`\`${here} > the rules coverage checker > names the row of a missing file or test\``),
    );
    expect(ok.problems).toEqual([]);
    expect(ok.summary.get("9.9")).toEqual({ covered: 1, notCovered: 0 });
    const none = checkCoverage(doc("not covered: no such case in play"));
    expect(none.problems).toEqual([]);
    expect(none.summary.get("9.9")).toEqual({ covered: 0, notCovered: 1 });
  });

  it("names the row of a missing file or test", () => {
    expect(checkCoverage(doc("`tests/nowhere.test.ts > x`")).problems).toEqual([
      "line 3 (9.9: a rule): test file tests/nowhere.test.ts does not exist",
    ]);
    expect(
      checkCoverage(doc(`\`${here} > the rules coverage checker > no such test\``)).problems,
    ).toEqual([
      `line 3 (9.9: a rule): no test "the rules coverage checker > no such test" in ${here}`,
    ]);
    // An it name without its describe is not the test's full name.
    expect(
      checkCoverage(doc(`\`${here} > names the row of a missing file or test\``)).problems,
    ).toHaveLength(1);
    expect(checkCoverage(doc("")).problems).toHaveLength(1);
  });
});
