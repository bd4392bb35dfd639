/**
 * Details of a player's own action the guided form asks for (issue 19), replayed from
 * docs/examples/player/ and checked against the rule text.
 */
import { readFileSync } from "node:fs";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";

function replay(name: string) {
  const parsed = parseScenario(
    JSON.parse(readFileSync(`docs/examples/player/${name}.json`, "utf8")),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const report = runScenario(parsed.value);
  const final = report.final?.board;
  if (!final) throw new Error(`${name}: no final board`);
  const texts = report.steps[0].records[0]?.changes.map((c) => c.text) ?? [];
  return { report, final, texts };
}

describe("26July's Terror: toward Neutral or toward Active Opposition (3.3.4)", () => {
  it("shifts Havana toward Neutral as chosen, Matanzas toward Active Opposition as usual", () => {
    const { report, final } = replay("m26-terror-neutral");
    expect(report.ok).toBe(true);
    // 1 Resource per City or Province (3.3.4).
    expect(final.resources["26J"]).toBe(1);
    // Havana: Active Opposition 1 level toward Neutral = Passive Opposition; a Terror marker;
    // 1 Guerrilla Activated.
    expect(final.spaces.havana.support).toBe(-1);
    expect(final.spaces.havana.terror).toBe(1);
    expect(final.spaces.havana.pieces.m26A).toBe(1);
    expect(final.spaces.havana.pieces.m26U).toBe(1);
    // Matanzas: Passive Opposition toward Active Opposition.
    expect(final.spaces.matanzas.support).toBe(-2);
    expect(final.spaces.matanzas.terror).toBe(1);
    expect(final.spaces.matanzas.pieces.m26A).toBe(1);
  });
});
