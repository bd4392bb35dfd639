import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { type Correction, overlayCorrections } from "@/lib/engine/cuba/calixto/corrections";
import { FACTIONS } from "@/lib/engine/cuba/types";
import { smoke } from "@/lib/machines/cuba/smoke";
import { autoplayCommand } from "@/scripts/cli/autoplay";
import { boardCommand } from "@/scripts/cli/board";
import { cardgameCommand } from "@/scripts/cli/cardgame";
import { replayCommand } from "@/scripts/cli/replay";
import { smokeCommand } from "@/scripts/cli/smoke";

// Flags are refused before anything runs, naming the flag and the range (exit 2).
describe("calixto command-line flags", () => {
  let err: string[];
  beforeEach(() => {
    err = [];
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation((...a) => void err.push(a.join(" ")));
  });
  afterEach(() => vi.restoreAllMocks());

  it("autoplay refuses a Faction named twice in --np", () => {
    expect(autoplayCommand(["--seed", "1", "--np", "GOV,GOV"])).toBe(2);
    expect(err.join("\n")).toContain("--np: names GOV twice");
  });

  it("autoplay refuses a seed outside 0..2^32-1 with the range, instead of playing seed 0", () => {
    expect(autoplayCommand(["--seed", "4294967296"])).toBe(2);
    expect(err.join("\n")).toContain(
      '--seed: a seed is a whole number from 0 to 4294967295, got "4294967296"',
    );
  });

  it("refuses unknown and repeated flags and a flag without its value", () => {
    expect(autoplayCommand(["--seed", "1", "--shrot"])).toBe(2);
    expect(err.join("\n")).toContain("--shrot: unknown flag");
    expect(autoplayCommand(["--seed", "1", "--seed", "2"])).toBe(2);
    expect(err.join("\n")).toContain("--seed: given twice");
    expect(autoplayCommand(["--seed"])).toBe(2);
    expect(err.join("\n")).toContain("--seed: needs a value after it");
    expect(replayCommand(["x.json", "--sumary"])).toBe(2);
    expect(err.join("\n")).toContain("--sumary: unknown flag");
    expect(boardCommand(["--setup", "standard", "--jsn"])).toBe(2);
    expect(err.join("\n")).toContain("--jsn: unknown flag");
  });

  it("random arguments never throw: each command answers with an exit code", () => {
    const word = fc.oneof(
      fc.constantFrom(
        "--seed",
        "--np",
        "--short",
        "--json",
        "--summary",
        "--setup",
        "all",
        "GOV,GOV",
        "-1",
        "1e3",
        "4294967296",
        "standard",
        "",
      ),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 5 }), (args) => {
        // autoplay would play a whole game for valid flags: only its refusals are run here.
        for (const run of [boardCommand, replayCommand]) {
          const code = run(args.filter((a) => !a.endsWith(".json")));
          expect([0, 1, 2]).toContain(code);
        }
      }),
      { numRuns: 150 },
    );
  });
});

// Issue 21.6: every flag error exits 2 naming the flag; a repro command reproduces; output piped
// into `head` ends quietly.
describe("calixto smoke and cardgame flags", () => {
  let err: string[];
  beforeEach(() => {
    err = [];
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation((...a) => void err.push(a.join(" ")));
  });
  afterEach(() => vi.restoreAllMocks());

  it("smoke refuses a misspelt flag, a flag without its file, a repeated flag and a stray word", () => {
    expect(smokeCommand(["--gams", "1"])).toBe(2);
    expect(err.join("\n")).toContain("--gams: unknown flag");
    expect(smokeCommand(["--games", "1", "--corrections"])).toBe(2);
    expect(err.join("\n")).toContain("--corrections: needs a value after it");
    expect(smokeCommand(["--games", "1", "--games", "2"])).toBe(2);
    expect(err.join("\n")).toContain("--games: given twice");
    expect(smokeCommand(["--games", "1", "now"])).toBe(2);
    expect(err.join("\n")).toContain("now: this command takes no file or word here");
  });

  it("smoke refuses seeds that would pass 4294967295", () => {
    expect(smokeCommand(["--seed", "4294967295", "--games", "3"])).toBe(2);
    expect(err.join("\n")).toContain(
      "--games: seeds 4294967295 to 4294967297 pass the last seed, 4294967295",
    );
  });

  it("smoke's repro command carries the corrections file", () => {
    const row = { kind: "eligibilityRow", row: "2nd-5", test: "otherwise", onlyFor: null };
    const data = overlayCorrections([{ ...row, result: "opSA" } as Correction]);
    const r = smoke(1, 11, [...FACTIONS], false, { conflicts: {}, data }, "my-fixes.json");
    expect(r.failures[0].repro).toBe(
      "npm run calixto -- smoke --games 1 --seed 11 --np GOV,26J,DR,SYN --corrections my-fixes.json",
    );
  });

  it("cardgame refuses unknown, repeated and valueless flags and stray words by name", () => {
    const cases: [string[], string][] = [
      [["sim", "get-castro", "--gams", "1"], "--gams: unknown flag"],
      [["sim", "get-castro", "--games", "1", "--games", "2"], "--games: given twice"],
      [["sim", "get-castro", "--games"], "--games: needs a value after it"],
      [["sim", "get-castro", "kill-rasputin"], "kill-rasputin: only 1 file can be given"],
      [["sim", "get-castro", "--games", "0"], '--games: needs a positive whole number, got "0"'],
      [["stats", "--games", "1", "--rotate"], "--rotate: unknown flag"],
      [["sims"], "Usage:"],
    ];
    for (const [args, says] of cases) {
      err = [];
      expect(cardgameCommand(args), args.join(" ")).toBe(2);
      expect(err.join("\n"), args.join(" ")).toContain(says);
    }
  });
});

describe("output piped into head", () => {
  it("ends quietly when the reader stops early (no EPIPE stack trace)", () => {
    for (const cli of [
      "scripts/calixto.ts replay docs/examples/c8-9.json",
      "scripts/cardgame.ts sim get-castro --games 300 --seed 1",
    ]) {
      const r = spawnSync("bash", ["-c", `npx tsx ${cli} | head -c 100 >/dev/null`], {
        encoding: "utf8",
      });
      expect(r.stderr, cli).not.toMatch(/EPIPE|at .*\(node:/);
      expect(r.status, cli).toBe(0);
    }
  });
});
