import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The replay command as a user runs it: JSON on stdout, clear errors and exit codes. */
const run = (...args: string[]) =>
  spawnSync("npx", ["tsx", "scripts/calixto.ts", ...args], { encoding: "utf8" });

describe("npm run calixto -- replay", () => {
  it("prints the decision trace of a whole NP turn as JSON", () => {
    const out = execFileSync(
      "npx",
      ["tsx", "scripts/calixto.ts", "replay", "tests/fixtures/scenarios/c89-card1-gov.json"],
      { encoding: "utf8" },
    );
    const report = JSON.parse(out);
    expect(report.ok).toBe(true);
    const rec = report.steps[0].records[0];
    expect(rec.faction).toBe("GOV");
    expect(rec.action).toBe("opSA");
    expect(
      rec.trace
        .filter((t: { kind: string }) => t.kind === "cardDrawn")
        .map((t: { card: string }) => t.card),
    ).toEqual(["Y", "U"]);
    expect(rec.changes.map((c: { text: string }) => c.text)).toContain(
      "Close 1 open Casino in Pinar del Río",
    );
  });

  it("prints the whole of a long report into a pipe (not cut at the 64 KiB pipe buffer)", () => {
    const r = run("replay", "docs/examples/c8-9.json");
    expect(r.status).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(65_536);
    expect(JSON.parse(r.stdout).ok).toBe(true);
  });

  it("runs a single space selection step", () => {
    const report = JSON.parse(
      execFileSync(
        "npx",
        ["tsx", "scripts/calixto.ts", "replay", "tests/fixtures/scenarios/standard-transport.json"],
        { encoding: "utf8" },
      ),
    );
    expect(report.steps[0].output).toEqual({ space: "oriente" });
  });

  it("rejects a malformed scenario with exit 2, naming each bad field", () => {
    const r = run("replay", "tests/fixtures/scenarios/bad.json");
    expect(r.status).toBe(2);
    for (const field of [
      "setup.roles.GOV",
      "dice[1]",
      "calixto.draws[1]",
      "steps[0].column",
      "steps[0].candidates[0]",
      "steps[1].kind",
    ]) {
      expect(r.stderr).toContain(field);
    }
  });

  it("fails with exit 1 and says why when the scenario's dice run out", () => {
    const r = run("replay", "tests/fixtures/scenarios/short-dice.json");
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.ok).toBe(false);
    expect(report.steps[0].error).toMatch(/no dice left for: Activation Number roll/);
  });
});

describe("npm run calixto -- replay: strict scenario files", () => {
  it("exits 2 naming setup.board, setup.edits, an edit step and an unknown key, with no raw TypeError", () => {
    const dir = mkdtempSync(join(tmpdir(), "scn-"));
    const file = join(dir, "bad.json");
    writeFileSync(
      file,
      JSON.stringify({
        format: "calixto-scenario",
        version: 1,
        name: "fuzzed",
        setup: { board: 7, edits: [null] },
        dices: [3],
        steps: [{ kind: "edit", edits: [{ kind: "pieces" }] }],
      }),
    );
    const r = run("replay", file);
    rmSync(dir, { recursive: true, force: true });
    expect(r.status).toBe(2);
    for (const field of ["setup.board:", "setup.edits[0]:", "steps[0].edits[0].space:", "dices:"])
      expect(r.stderr).toContain(field);
    expect(r.stderr).not.toContain("TypeError");
  });

  // Issue 21.5: a 21 KB file nested 5,000 deep is refused by name with exit 2 (not a stack
  // overflow, exit 1); a tie-break naming no space is refused when read (not at run time).
  it("exits 2 on a value nested 5,000 deep and on an unknown tie-break, naming each", () => {
    const dir = mkdtempSync(join(tmpdir(), "scn-"));
    const file = join(dir, "deep.json");
    const deep = `${"[".repeat(5000)}1${"]".repeat(5000)}`;
    writeFileSync(
      file,
      `{"format":"calixto-scenario","version":1,"name":"deep","ties":["narnia"],"steps":[{"kind":"turn","faction":${deep}}]}`,
    );
    const r = run("replay", file);
    rmSync(dir, { recursive: true, force: true });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("steps[0].faction: must be GOV, 26J, DR or SYN, got a list");
    expect(r.stderr).toContain('ties[0]: unknown tie-break choice "narnia"');
    expect(r.stderr).not.toContain("Maximum call stack");
    expect(r.stderr.length).toBeLessThan(2000);
  });
});
