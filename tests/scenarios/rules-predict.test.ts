/**
 * Card questions that predict what an Operation would do must count what the Operation counts,
 * lasting Events included. GOV card Z Q2 ("one Assault could remove 3+ Guerrillas or a
 * Base/Casino", reference 1.3 Z; C8.9/c3) against the Momentum that change Assault (3.2.4):
 * S.I.M. #4 (Police as Troops), Sánchez Mosquera #6 (Mountain as City); and two that do not
 * change NP GOV's Assault: Masferrer #5 (a Sweep's SA) and Armored Cars #1 (NP GOV never moves
 * Troops under it, Additional Capability & Momentum Instructions). And DR card DD's "moveable
 * DR Guerrillas adjacent to a space without DR Control" (reference 1.5 DD) against Morgan #28,
 * which lets NP DR March from two spaces away (C8.6.3 back page).
 */
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { runScenarioFile } from "@/tests/fixtures/replay-scenario";

function walk(name: string) {
  const { report } = runScenarioFile(`rules/${name}`);
  expect(report.ok).toBe(true);
  const [turn] = report.steps.flatMap((s) => s.records);
  const boxes = turn.trace.filter((r) => r.kind === "box") as Extract<
    TraceRecord,
    { kind: "box" }
  >[];
  const outcomes = turn.trace.filter((r) => r.kind === "cardOutcome") as Extract<
    TraceRecord,
    { kind: "cardOutcome" }
  >[];
  const node = (report.steps[0].output as { node?: { id: string } } | undefined)?.node;
  return {
    q: boxes.find((b) => b.box === "q"),
    q1: boxes.find((b) => b.box === "q1"),
    q2: boxes.find((b) => b.box === "q2"),
    outcome: outcomes.map((o) => `${o.side}:${o.outcome}`),
    operation: node?.id,
  };
}

describe("card Z Q2 counts the Momentum that change Assault (3.2.4; C8.9/c3)", () => {
  it("without S.I.M.: the Police in Matanzas (a Province) add nothing, Q2 fails", () => {
    const { q1, q2, outcome } = walk("predict-assault-sim-without");
    expect(q1?.answer).toBe(true);
    expect(q2?.answer).toBe(false);
    expect(outcome).toEqual(["Z:flip"]);
  });

  it("with S.I.M. (#4): the Police Assault as if Troops, 3 removals in Matanzas, GOV Assaults", () => {
    const { q2, outcome, operation } = walk("predict-assault-sim");
    expect(q2?.answer).toBe(true);
    expect(operation).toBe("assault");
    expect(q2?.evidence.join(" ")).toMatch(/Matanzas: could remove 3 Active Guerrillas/);
    expect(outcome).toEqual(["Z:operation"]);
  });

  it("without Sánchez Mosquera: 2 Troops in Sierra Maestra remove 1, the Police none, Q2 fails", () => {
    const { q2, outcome } = walk("predict-assault-mosquera-without");
    expect(q2?.answer).toBe(false);
    expect(outcome).toEqual(["Z:flip"]);
  });

  it("with Sánchez Mosquera (#6): Sierra Maestra Assaults as a City, 3 removals, GOV Assaults", () => {
    const { q2, outcome } = walk("predict-assault-mosquera");
    expect(q2?.answer).toBe(true);
    expect(q2?.evidence.join(" ")).toMatch(/Sierra Maestra: could remove 3 Active Guerrillas/);
    expect(outcome).toEqual(["Z:operation"]);
  });

  it("with Rolando Masferrer (#5): a Sweep's SA, not the Assault, changes; Q2 still fails", () => {
    const { q2, outcome } = walk("predict-assault-masferrer");
    expect(q2?.answer).toBe(false);
    expect(outcome).toEqual(["Z:flip"]);
  });

  it("with Armored Cars (#1): NP GOV moves no Troops into the Assault; Q2 still fails", () => {
    const { q2, outcome } = walk("predict-assault-armored-cars");
    expect(q2?.answer).toBe(false);
    expect(outcome).toEqual(["Z:flip"]);
  });
});

describe("card DD's moveable question reaches as far as the March (C8.5.7; Morgan, C8.6.3)", () => {
  it("without Morgan: Camagüey City's only neighbour is DR-Controlled, DR Rallies", () => {
    const { q, operation } = walk("predict-march-morgan-without");
    expect(q?.answer).toBe(false);
    expect(operation).toBe("rally");
  });

  it("with Morgan (#28): Las Villas and Oriente, two spaces off, are within the March's reach, DR Marches", () => {
    const { q, operation } = walk("predict-march-morgan");
    expect(q?.answer).toBe(true);
    expect(q?.evidence).toEqual([
      "Camagüey City: 2 moveable DR Guerrillas, within March reach of Las Villas, Oriente",
    ]);
    expect(operation).toBe("march");
  });
});
