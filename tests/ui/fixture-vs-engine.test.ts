/**
 * The hand-made C8.9 card 1 fixture (tests/fixtures/c89-card1-gov.ts) against the engine's own
 * replay of the same turn (docs/examples/c8-9.json): the views are tested on the fixture, so it
 * must keep agreeing with the engine on every decision. Wording may differ; decisions may not.
 */
import { readFileSync } from "node:fs";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";
import { CARD1_GOV_CHANGES, CARD1_GOV_TRACE } from "@/tests/fixtures/c89-card1-gov";

const parsed = parseScenario(JSON.parse(readFileSync("docs/examples/c8-9.json", "utf8")));
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const engine = runScenario(parsed.value)
  .steps.flatMap((s) => s.records)
  .find((r) => r.card === 8 && r.faction === "GOV");

/** The decisions of a trace, one string each, in order. */
function decisions(trace: readonly TraceRecord[]): string[] {
  return trace.flatMap((r): string[] => {
    switch (r.kind) {
      case "eligibility":
        return r.decision === undefined ? [] : [`eligibility ${r.row} → ${r.result}`];
      case "cardDrawn":
        return [`draw ${r.card}`];
      case "box":
        return [`${r.side}.${r.box} = ${r.answer}`];
      case "cardOutcome":
        return [`${r.side} → ${r.outcome}`];
      case "selection":
        return [
          `${r.column}: ${r.steps.map((s) => `${s.row}(${s.after.join(",")})`).join(" ")} ⇒ ${r.chosen}`,
        ];
      case "activation":
        return [`roll ${r.roll} vs ${r.an}: ${r.continues ? "more" : "stop"}`];
      case "specialActivity":
        return [`SA ${r.letter} ${r.sa} ${r.result}`];
      default:
        return [];
    }
  });
}

describe("C8.9 card 1 fixture agrees with the engine's replay", () => {
  it("has the engine's turn to compare with", () => {
    expect(engine?.action).toBe("opSA");
  });

  it("makes the same decisions in the same order", () => {
    expect(decisions(CARD1_GOV_TRACE)).toEqual(decisions(engine?.trace ?? []));
  });

  it("numbers its decisions as the engine does", () => {
    const numbered = (t: readonly TraceRecord[]) =>
      t.filter((r) => r.decision !== undefined).map((r) => `${r.kind}#${r.decision}`);
    expect(numbered(CARD1_GOV_TRACE)).toEqual(numbered(engine?.trace ?? []));
  });

  it("gives the player the same checklist", () => {
    expect(CARD1_GOV_CHANGES.map((c) => c.text)).toEqual(engine?.changes.map((c) => c.text));
  });
});
