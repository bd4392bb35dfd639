/**
 * The scenario step `event`: an NP carries out one named Event side now (C8.5.5 execution), so
 * an Event side can be proven by a run on a board written from its text.
 */
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";

const base = {
  format: "calixto-scenario",
  version: 1,
  name: "Larrazábal shaded by NP Government",
  setup: {
    preset: "empty",
    roles: { "26J": "player" },
    edits: [
      { kind: "pieces", space: "sierra-maestra", piece: "m26Base", value: 1 },
      { kind: "pieces", space: "sierra-maestra", piece: "m26U", value: 1 },
      { kind: "resources", faction: "26J", value: 10 },
    ],
  },
  eventDeck: [16, 20],
  steps: [{ kind: "event", faction: "GOV", side: "shaded" }],
};

describe("scenario step: event", () => {
  it("#16 Larrazábal shaded: one 26July Base removed, 26July Resources −3 (card text)", () => {
    const parsed = parseScenario(base);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const report = runScenario(parsed.value);
    expect(report.ok).toBe(true);
    const b = report.final?.board;
    expect(b?.spaces["sierra-maestra"].pieces.m26Base).toBe(0);
    expect(b?.spaces["sierra-maestra"].pieces.m26U).toBe(1);
    expect(b?.resources["26J"]).toBe(7);
    expect(report.steps[0].records[0].action).toBe("event");
  });

  it("a side that is not unshaded or shaded is refused by name", () => {
    const parsed = parseScenario({
      ...base,
      steps: [{ kind: "event", faction: "GOV", side: "dark" }],
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.errors).toContainEqual({
        field: "steps[0].side",
        reason: 'must be "unshaded" or "shaded", got "dark"',
      });
  });

  it("with no Event card showing, the step fails with a reason", () => {
    const parsed = parseScenario({ ...base, eventDeck: undefined });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const report = runScenario(parsed.value);
    expect(report.ok).toBe(false);
    expect(report.steps[0].error).toBe("no Event card is showing");
  });
});
