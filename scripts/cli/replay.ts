import { readFileSync } from "node:fs";
import { formatErrors } from "@/lib/engine/core/result";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";
import { readFlags } from "./flags";

/**
 * `calixto replay <scenario.json> [--summary]`: run a scenario headless and print its full decision
 * trace as JSON (docs/scenario-format.md). A malformed scenario, or a player step the rules refuse,
 * exits 2 naming the bad field; a
 * scenario whose run fails (inputs run out, an illegal step) prints the report and exits 1.
 */
export function replayCommand(args: string[]): number {
  const flags = readFlags(args, { "--summary": "switch" }, 1);
  if (!flags.ok) {
    console.error(`calixto replay: ${formatErrors(flags.errors)}`);
    return 2;
  }
  const summary = flags.value.switches.has("--summary");
  const file = flags.value.positional[0];
  if (!file) {
    console.error("calixto replay: give a scenario file, e.g. docs/examples/c8-9.json");
    return 2;
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    console.error(`calixto replay: cannot read ${file}: ${(e as Error).message}`);
    return 2;
  }
  const parsed = parseScenario(data);
  if (!parsed.ok) {
    console.error(
      `calixto replay: ${file} is not a valid scenario:\n${formatErrors(parsed.errors)}`,
    );
    return 2;
  }
  const report = runScenario(parsed.value);
  // A player step the rules refuse is bad input, like a malformed file: named, exit 2.
  const refused = report.steps.flatMap((st) => st.refused ?? []);
  if (refused.length) {
    console.error(
      `calixto replay: ${file}: a player step is refused, nothing applied:\n${formatErrors(refused)}`,
    );
    return 2;
  }
  if (summary) {
    for (const step of report.steps) {
      for (const r of step.records) {
        console.log(
          `#${r.card} ${r.kind === "propaganda" ? "Propaganda" : `${r.faction} ${r.action ?? "-"}`}${r.error ? `  ERROR ${r.error}` : ""}`,
        );
        for (const c of r.changes) console.log(`    ${c.text}`);
      }
      if (step.error && step.records.length === 0)
        console.log(`step ${step.step}: ERROR ${step.error}`);
    }
    console.log(report.ok ? "replay: ok" : "replay: FAILED");
  } else {
    console.log(JSON.stringify(report, null, 2));
  }
  return report.ok ? 0 : 1;
}
