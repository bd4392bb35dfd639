/**
 * SA spaces offered for what the Operation leaves (4.1): an Air Strike after a Sweep may take a
 * Guerrilla the Sweep Activates (3.2.3, 4.2.2), though it is Underground before the Sweep.
 */
import { readFileSync } from "node:fs";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { legalSpecialSpaces } from "@/lib/engine/cuba/player/options";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { scenarioBoard } from "@/lib/machines/cuba/scenario-runner";

function exampleBoard(name: string) {
  const parsed = parseScenario(
    JSON.parse(readFileSync(`docs/examples/player/${name}.json`, "utf8")),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const b = scenarioBoard(parsed.value);
  if ("error" in b) throw new Error(b.error);
  return b;
}

describe("SA spaces after the Operation (4.1)", () => {
  it("Air Strike: La Habana, where the Sweep Activates the Guerrillas (4.2.2)", () => {
    const b = exampleBoard("gov-sweep-air-strike");
    // Before the Sweep every Guerrilla in La Habana is Underground.
    expect(b.spaces["la-habana"].pieces.drA + b.spaces["la-habana"].pieces.m26A).toBe(0);
    const draft: PlayerAction = {
      faction: "GOV",
      operation: "sweep",
      spaces: [
        {
          space: "la-habana",
          moves: [
            { from: "havana", piece: "troop", count: 2 },
            { from: "matanzas", piece: "troop", count: 1 },
          ],
          activate: [
            { piece: "m26U", count: 2 },
            { piece: "drU", count: 1 },
          ],
        },
      ],
    };
    const where = legalSpecialSpaces(b, draft, "airStrike");
    expect(where.find((c) => c.value === "la-habana")?.ok).toBe(true);
    // Havana is a City: never an Air Strike (4.2.2).
    expect(where.find((c) => c.value === "havana")?.ok).toBe(false);
  });
});
