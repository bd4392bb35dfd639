/**
 * Details of a player's own action the guided form asks for (issue 19), replayed from
 * docs/examples/player/ and checked against the rule text.
 */
import { readFileSync } from "node:fs";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";

// biome-ignore lint/suspicious/noExplicitAny: a scenario file patched before it is parsed
function replay(name: string, patch: (s: any) => void = () => {}) {
  const raw = JSON.parse(readFileSync(`docs/examples/player/${name}.json`, "utf8"));
  patch(raw);
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const report = runScenario(parsed.value);
  const final = report.final?.board;
  if (!final) throw new Error(`${name}: no final board`);
  const texts = report.steps[0].records[0]?.changes.map((c) => c.text) ?? [];
  return { report, final, texts, refused: report.steps[0].refused ?? [] };
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

describe("Laundering another Faction's Cash (2.3.6)", () => {
  it("26July, also the player's, removes its Cash for the Syndicate's free Limited March", () => {
    const { report, final, texts } = replay("syn-rally-launder-other");
    expect(report.ok).toBe(true);
    // The Rally paid its 1 Resource; the March is free (2.3.6, 3.1.2).
    expect(final.resources.SYN).toBe(0);
    expect(final.spaces.havana.cash).toEqual([]);
    expect(final.spaces.havana.pieces.m26U).toBe(1);
    expect(final.spaces.havana.pieces.synU).toBe(2);
    expect(final.spaces["la-habana"].pieces.synU).toBe(0);
    expect(texts).toContain(
      "Remove a Cash marker held by an Underground 26July Guerrilla in Havana",
    );
  });

  it("not with the Cash of a Faction Calixto runs (our reading: no instruction gives it)", () => {
    const { report, refused, final } = replay("syn-rally-launder-other", (s) => {
      s.setup.roles = { SYN: "player" };
    });
    expect(report.ok).toBe(false);
    expect(refused).toContainEqual({
      field: "steps[0].launder.holder",
      reason:
        "26July is run by Calixto: only the Cash of a Faction you play can be laundered for you (2.3.6)",
    });
    expect(final.spaces.havana.cash).toEqual(["m26U"]);
  });
});
