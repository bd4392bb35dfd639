/**
 * A player Government's Sweep and Garrison Activate as the rules demand, not as the player
 * pleases. 3.2.3: in each Sweep space Activate 1 Guerrilla per cube (Forest: 1 per 2, round
 * down). 3.2.2: after the moves, in EACH EC, moved into or not, Limited or not, Activate 1
 * Guerrilla per cube. 1.4.3 NOTE: "Activate" is satisfied by already Active Guerrillas too, so in
 * a space the number Activated is min(cubes rule, Guerrillas there of any other Faction,
 * Syndicate included, 1.4); of those, max(0, number - Active there) Underground ones must flip,
 * and the player says whose only when there is a choice. Replayed from
 * docs/examples/player/gov-sweep-activation.json and gov-garrison-activation.json.
 */
import type { PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

// biome-ignore lint/suspicious/noExplicitAny: scenario JSON patched in tests
type Raw = any;

function replay(name: string, patch?: Patch<Raw>) {
  const r = replayScenario(`player/${name}`, patch);
  const at = (space: SpaceId, piece: PieceKind) => r.final.spaces[space].pieces[piece];
  const step = r.report.steps[0];
  return { ...r, at, step, errors: step.refused ?? [] };
}

describe("Sweep Activates 1 Guerrilla per cube, 1 per 2 in Forest (3.2.3, 1.4.3)", () => {
  const { report, at, texts, final, trace } = replay("gov-sweep-activation");
  const notes = trace.flatMap((r) => (r.kind === "note" ? [{ text: r.text, rule: r.rule }] : []));

  it("is accepted and pays 2 a space (Firm)", () => {
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(10 - 3 * 2);
  });

  it("Forest: 3 cubes Activate 1, though the player named none", () => {
    expect(at("camaguey-province", "troop")).toBe(3);
    expect(at("camaguey-province", "m26A")).toBe(1);
    expect(at("camaguey-province", "m26U")).toBe(1);
  });

  it("Active and Underground of two Factions: the Active DR counts, 1 Syndicate flips as chosen", () => {
    expect(notes).toContainEqual({
      text: "Sweep in Las Villas: 1 already Active Guerrilla counts as Activated",
      rule: "1.4.3",
    });
    expect(at("las-villas", "drA")).toBe(1);
    expect(at("las-villas", "synA")).toBe(1);
    expect(at("las-villas", "synU")).toBe(1);
    expect(at("las-villas", "m26U")).toBe(1);
  });

  it("exactly enough Underground Guerrillas: both flip with no choice asked", () => {
    expect(at("la-habana", "m26A")).toBe(1);
    expect(at("la-habana", "drA")).toBe(1);
    expect(at("la-habana", "m26U") + at("la-habana", "drU")).toBe(0);
    expect(texts).toContain("Activate 1 Underground DR Guerrilla in La Habana");
  });
});

describe("Sweep: a choice that flips too few or too many is refused by field, nothing applied", () => {
  const refused = (patch: Patch<Raw>) => {
    const r = replay("gov-sweep-activation", patch);
    expect(r.report.ok).toBe(false);
    expect(r.step.records).toEqual([]);
    expect(r.final.resources.GOV).toBe(10);
    expect(r.at("las-villas", "synU")).toBe(2);
    return r.errors;
  };

  it("too few: none flipped where 1 Active counts and 2 must be Activated", () => {
    expect(
      refused((s) => {
        s.steps[0].spaces[1].activate = [];
      }),
    ).toEqual([
      {
        field: "steps[0].spaces[1].activate",
        reason:
          "Sweep in Las Villas must Activate 2 Guerrillas; 1 chosen (the 1 already Active counts)",
      },
    ]);
  });

  it("too many: 3 chosen where 2 cubes Activate 2", () => {
    expect(
      refused((s) => {
        s.steps[0].spaces[1].activate = [
          { piece: "synU", count: 2 },
          { piece: "m26U", count: 1 },
        ];
      }),
    ).toEqual([
      {
        field: "steps[0].spaces[1].activate",
        reason:
          "Sweep in Las Villas Activates 2 Guerrillas at most (1 per cube, 2 there); 3 chosen",
      },
    ]);
  });

  it("no choice given where there is one: the player is asked whose", () => {
    const errors = refused((s) => {
      delete s.steps[0].spaces[1].activate;
    });
    expect(errors).toHaveLength(1);
    expect(errors[0].field).toBe("steps[0].spaces[1].activate");
    expect(errors[0].reason).toMatch(/^choose whose Guerrillas Sweep Activates in Las Villas/);
  });

  it("an already Active Guerrilla is not chosen: it counts by itself (1.4.3)", () => {
    expect(
      refused((s) => {
        s.steps[0].spaces[1].activate = [
          { piece: "drA", count: 1 },
          { piece: "synU", count: 1 },
        ];
      }),
    ).toEqual([
      {
        field: "steps[0].spaces[1].activate[0].piece",
        reason: "Directorio Guerrillas already Active count without being chosen (1.4.3)",
      },
    ]);
  });

  it("flipping both Underground is the other legal choice", () => {
    const r = replay("gov-sweep-activation", (s) => {
      s.steps[0].spaces[1].activate = [
        { piece: "synU", count: 1 },
        { piece: "m26U", count: 1 },
      ];
    });
    expect(r.report.ok).toBe(true);
    expect(r.at("las-villas", "m26A")).toBe(1);
    expect(r.at("las-villas", "synA")).toBe(1);
  });
});

describe("Garrison Activates in every EC after the moves (3.2.2, 1.4.3)", () => {
  const { report, at, final } = replay("gov-garrison-activation");

  it("is accepted and pays 2 in all (Firm)", () => {
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(8);
  });

  it("West EC (moved into): the Active DR counts, the 26July one flips as chosen", () => {
    expect(at("ec-west", "police")).toBe(2);
    expect(at("ec-west", "m26A")).toBe(1);
    expect(at("ec-west", "drU")).toBe(1);
    expect(at("ec-west", "drA")).toBe(1);
  });

  it("Central EC, not moved into nor named: its 1 Troop Activates 1 Syndicate Guerrilla", () => {
    expect(at("ec-central", "synA")).toBe(1);
    expect(at("ec-central", "synU")).toBe(1);
  });

  it("East EC, not moved into nor named: its 2 Police Activate its 2 Guerrillas", () => {
    expect(at("ec-east", "m26A")).toBe(1);
    expect(at("ec-east", "drA")).toBe(1);
  });

  it("a Limited Garrison Activates in every EC too", () => {
    const r = replay("gov-garrison-activation", (s) => {
      s.steps[0].limited = true;
    });
    expect(r.report.ok).toBe(true);
    expect(r.at("ec-central", "synA")).toBe(1);
    expect(r.at("ec-east", "drA")).toBe(1);
  });

  it("too few in the West EC is refused by field, nothing applied", () => {
    const r = replay("gov-garrison-activation", (s) => {
      s.steps[0].spaces[0].activate = [];
    });
    expect(r.report.ok).toBe(false);
    expect(r.step.records).toEqual([]);
    expect(r.errors).toEqual([
      {
        field: "steps[0].spaces[0].activate",
        reason:
          "Garrison in West EC must Activate 2 Guerrillas; 1 chosen (the 1 already Active counts)",
      },
    ]);
    expect(r.at("ec-east", "drU")).toBe(1);
  });

  it("an EC not named whose choice is the player's is asked for", () => {
    const r = replay("gov-garrison-activation", (s) => {
      s.setup.edits.push({ kind: "pieces", space: "ec-central", piece: "drU", value: 1 });
    });
    expect(r.report.ok).toBe(false);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0].field).toBe("steps[0].spaces");
    expect(r.errors[0].reason).toMatch(/^choose whose Guerrillas Garrison Activates in Central EC/);
  });
});
