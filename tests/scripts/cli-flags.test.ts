import fc from "fast-check";
import { autoplayCommand } from "@/scripts/cli/autoplay";
import { boardCommand } from "@/scripts/cli/board";
import { replayCommand } from "@/scripts/cli/replay";

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
