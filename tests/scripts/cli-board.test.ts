import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildGameExport } from "@/lib/engine/cuba/game";
import { boardCommand } from "@/scripts/cli/board";
import { edit, logOf, push, troops } from "@/tests/fixtures/game-log";

// `calixto board <game.json | --setup standard|empty> [--json]` (the command line of the issue).
describe("calixto board", () => {
  let dir: string;
  let out: string[];
  let err: string[];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "cli-"));
    out = [];
    err = [];
    vi.spyOn(console, "log").mockImplementation((...a) => void out.push(a.join(" ")));
    vi.spyOn(console, "error").mockImplementation((...a) => void err.push(a.join(" ")));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });
  const file = (name: string, content: string) => {
    const p = join(dir, name);
    writeFileSync(p, content);
    return p;
  };

  it("prints the Standard set-up's totals as JSON", () => {
    expect(boardCommand(["--setup", "standard", "--json"])).toBe(0);
    const report = JSON.parse(out.join("\n"));
    expect(report.totals).toMatchObject({
      totalSupport: 16,
      oppositionPlusBases: 7,
      drPopPlusBases: 1,
      openCasinos: 3,
    });
    expect(report.spaces.find((s: { id: string }) => s.id === "havana").control).toBe("GOV");
    expect(report.available.troop).toBe(3);
  });

  it("folds an exported game file to its current board", () => {
    const log = push(logOf(), edit(troops("las-villas", 5)));
    const p = file(
      "game.json",
      JSON.stringify(buildGameExport({ name: "Mine", createdAt: 1, updatedAt: 2 }, log)),
    );
    expect(boardCommand([p, "--json"])).toBe(0);
    const report = JSON.parse(out.join("\n"));
    expect(report.game).toMatchObject({ name: "Mine", scenario: "standard", logEntries: 2 });
    expect(report.available.troop).toBe(1);
  });

  it("exits non-zero and names the problem for a bad file", () => {
    const log = push(logOf(), edit(troops("las-villas", 5)));
    const bad = JSON.parse(
      JSON.stringify(buildGameExport({ name: "Mine", createdAt: 1, updatedAt: 2 }, log)),
    );
    bad.log[1].payload.edits[0].space = "havanna";
    delete bad.checksum;
    expect(boardCommand([file("bad.json", JSON.stringify(bad))])).toBe(1);
    expect(err.join("\n")).toContain('Entry 2 (edits[0].space): unknown space "havanna"');
    expect(boardCommand([file("junk.json", "{")])).toBe(1);
    expect(err.join("\n")).toContain("not valid JSON");
    expect(boardCommand([join(dir, "missing.json")])).toBe(2);
    expect(boardCommand(["--setup", "chess"])).toBe(2);
  });
});
