import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The map at the top of docs/engine-design.md ("Where each rule lives"): every file it names
// must exist, and every row must name the test that proves it.
const root = join(__dirname, "..", "..");
const doc = readFileSync(join(root, "docs/engine-design.md"), "utf8");
const start = doc.indexOf("## Where each rule lives");
const end = doc.indexOf("\n## ", start + 1);
const map = doc.slice(start, end);
const rows = map.split("\n").filter((l) => l.startsWith("|") && !/^\|\s*(To change|---)/.test(l));
const paths = [...map.matchAll(/`([^`\s]+\/[^`\s]+\.[a-z]+)`/g)].map((m) => m[1]);

describe("docs/engine-design.md: the map of where each rule lives", () => {
  it("has rows, each naming the test that proves it", () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) expect(row.split("|")[3], row).toMatch(/`tests\/[^`]+\.test\.ts`/);
  });

  it.each(paths)("%s exists", (path) => {
    expect(existsSync(join(root, path))).toBe(true);
  });
});
