import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { boardBreaches } from "@/lib/engine/cuba/board/invariants";
import {
  type Correction,
  correctionsFile,
  readCorrectionsFile,
} from "@/lib/engine/cuba/calixto/corrections";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { trialCorrections } from "@/lib/machines/cuba/corrections-trial";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";
import { correctionSetArb } from "@/tests/fixtures/corrections-arb";
import { junk, mutated, refusedWithMessage } from "@/tests/fixtures/garbage";

// Issue 21, "Done when": corrections and scenario files, generated and mutated at every field and
// depth, are refused by name with nothing changed, or accepted, and then every seeded game or
// scenario run with them ends with no broken invariant and no turn that cannot go on. (Game files:
// tests/persistence/import-property.test.ts.)

/** Junk as deep as the 21 KB file: a value nested 5,000 deep. */
const DEEP = JSON.parse(`${"[".repeat(5000)}1${"]".repeat(5000)}`);
const deepJunk = fc.oneof(junk, fc.constant(DEEP), fc.constant({ a: DEEP }));

/** `doc` with one value at any path replaced by deep junk or removed. */
function mutatedDeep(doc: unknown) {
  return fc.oneof(
    mutated(doc),
    mutated(doc).chain((m) =>
      fc.tuple(fc.constant(m), deepJunk).map(([v, d]) => replaceFirstLeaf(v, d)),
    ),
  );
}
function replaceFirstLeaf(v: unknown, d: unknown): unknown {
  if (!v || typeof v !== "object") return d;
  const copy = Array.isArray(v) ? [...v] : { ...(v as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (!keys.length) return d;
  const k = keys[keys.length - 1] as keyof typeof copy;
  (copy as Record<string, unknown>)[k as string] = replaceFirstLeaf(
    (copy as Record<string, unknown>)[k as string],
    d,
  );
  return copy;
}

/** A short trial: one seeded game, 40 NP turns. */
const SHORT = { games: 1, firstSeed: 3, turns: 40 };

describe("corrections, generated and mutated", () => {
  it("a mutated corrections file is refused by field with a reason, never thrown", () => {
    const example = readFileSync(
      join(__dirname, "../../../docs/examples/corrections/example.json"),
      "utf8",
    );
    fc.assert(
      fc.property(mutatedDeep(JSON.parse(example)), (v) => {
        let text: string | undefined;
        try {
          text = JSON.stringify(v);
        } catch {
          return; // too deep to write as a file at all
        }
        if (text === undefined) return; // `undefined` writes no file text at all
        const r = readCorrectionsFile(text);
        expect(refusedWithMessage(r)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("a set the check accepts plays seeded turns with no failure and no broken invariant", () => {
    fc.assert(
      fc.property(correctionSetArb, (list: Correction[]) => {
        const r = readCorrectionsFile(
          JSON.stringify(
            correctionsFile(
              list.map((correction) => ({ correction })),
              [],
            ),
          ),
        );
        expect(refusedWithMessage(r)).toBe(true);
        if (!r.ok) return;
        const trial = trialCorrections(
          r.value.corrections.map((c) => c.correction),
          SHORT,
        );
        expect(trial.problems).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});

describe("scenario files, mutated at every field and depth", () => {
  const c89 = JSON.parse(
    readFileSync(join(__dirname, "../../fixtures/scenarios/c89-card1-gov.json"), "utf8"),
  );

  it("are refused by name, or run to a report with every board within the rules", () => {
    fc.assert(
      fc.property(mutatedDeep(c89), (v) => {
        const r = parseScenario(v);
        expect(refusedWithMessage(r)).toBe(true);
        if (!r.ok) return;
        const report = runScenario(r.value);
        for (const step of report.steps) {
          if (!report.ok && step.error) expect(step.error.length).toBeGreaterThan(3);
          for (const rec of step.records)
            if (rec.after) expect(boardBreaches(rec.after)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });
});
