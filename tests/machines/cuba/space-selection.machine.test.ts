import fc from "fast-check";
import { createActor } from "xstate";
import { newScope, type RuleOptions, type TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { AWAITING, pendingRequest } from "@/lib/machines/core/awaiting";
import { driveToEnd, scriptedAnswerer, seededAnswerer } from "@/lib/machines/core/drive";
import {
  type SpaceSelectionInput,
  spaceSelectionMachine,
} from "@/lib/machines/cuba/space-selection.machine";
import {
  candidateSet,
  factionAndColumn,
  validBoard,
} from "../../engine/calixto/priorities/arbitraries";
import { c89 } from "../../engine/calixto/priorities/c89-positions";
import { defectionsSpaces, muscleDestinations } from "../../engine/calixto/priorities/legal-spaces";

/** The space-selection machine (C8.5.6): override first, narrower, logged tie-break, one record. */
function start(input: Partial<SpaceSelectionInput> & { scope: TurnScope }) {
  const actor = createActor(spaceSelectionMachine, {
    input: { faction: "GOV", column: "RR", candidates: [], purpose: "test", ...input },
  });
  actor.start();
  return actor;
}

const selections = (scope: TurnScope) =>
  scope.trace.filter(
    (r): r is Extract<TraceRecord, { kind: "selection" }> & TraceRecord => r.kind === "selection",
  );

/** C8.9 card 6: Defections by DR, a single answer (Santiago). */
function defections(options?: RuleOptions, overrides: TurnScope["overrides"] = []) {
  const board = c89("c6Defections");
  const scope = newScope(board, options, overrides);
  const input = {
    scope,
    faction: "DR" as const,
    column: "RR" as const,
    candidates: defectionsSpaces(board),
    purpose: "Defections space",
    rule: "C8.5.5",
  };
  return { scope, input };
}

/** C8.9 card 4: Muscle destination by SYN, a tie between the 3-Econ ECs. */
function muscle() {
  const board = c89("c4Muscle");
  const scope = newScope(board);
  const input = {
    scope,
    faction: "SYN" as const,
    column: "MUS" as const,
    candidates: muscleDestinations(board),
    purpose: "Muscle destination",
  };
  return { scope, input };
}

describe("space-selection machine", () => {
  it("selects without asking when one space remains, and records one decision", () => {
    const { scope, input } = defections();
    const actor = start(input);
    const snap = actor.getSnapshot();
    expect(snap.status).toBe("done");
    expect(snap.output).toEqual({ space: "santiago-de-cuba" });
    expect(scope.trace).toHaveLength(1);
    expect(scope.trace[0]).toMatchObject({
      kind: "selection",
      decision: 1,
      rule: "C8.5.5",
      faction: "DR",
      column: "RR",
      purpose: "Defections space",
      chosen: "santiago-de-cuba",
    });
    expect(selections(scope)[0].steps.map((s) => s.row)).toEqual(["dr-2", "dr-4", "dr-5"]);
    expect(scope.decisions).toBe(1);
  });

  it("follows the scope's conflict readings", () => {
    const { input } = defections({ conflicts: { "DR-row5-columns": "alternative" } });
    expect(start(input).getSnapshot().output).toEqual({ space: "havana" });
  });

  it("waits for a tie-break among the tied spaces, ignoring choices outside them", () => {
    const { scope, input } = muscle();
    const actor = start(input);
    const snap = actor.getSnapshot();
    expect(snap.status).toBe("active");
    expect(snap.hasTag(AWAITING)).toBe(true);
    expect(pendingRequest(actor)).toEqual({
      kind: "tieBreak",
      among: ["ec-west", "ec-central"],
      purpose: "Muscle destination",
      rule: "C8.5.6",
    });
    actor.send({ type: "tie.broken", choice: "ec-east", source: "physical" });
    expect(actor.getSnapshot().hasTag(AWAITING)).toBe(true);
    expect(scope.trace).toEqual([]);
    actor.send({ type: "tie.broken", choice: "ec-west", source: "physical" });
    expect(actor.getSnapshot().output).toEqual({ space: "ec-west" });
    expect(selections(scope)).toHaveLength(1);
    expect(selections(scope)[0]).toMatchObject({ rule: "C8.5.6", chosen: "ec-west" });
    expect(selections(scope)[0].steps.at(-1)?.outcome).toBe("random");
  });

  it("runs headless with the book's tie-break (C8.9 card 4: the west EC)", () => {
    const { scope, input } = muscle();
    const actor = start(input);
    const given = driveToEnd(actor, scriptedAnswerer({ ties: ["ec-west"] }));
    expect(given).toEqual([{ type: "tie.broken", choice: "ec-west", source: "physical" }]);
    expect(actor.getSnapshot().output).toEqual({ space: "ec-west" });
    expect(scope.decisions).toBe(1);
  });

  it("a seeded tie-break is reproducible", () => {
    const run = () => {
      const { input } = muscle();
      const actor = start(input);
      driveToEnd(actor, seededAnswerer(42));
      return actor.getSnapshot().output?.space;
    };
    const first = run();
    expect(["ec-west", "ec-central"]).toContain(first);
    expect(run()).toBe(first);
  });

  it("ends with no space and a draw step when nothing is legal", () => {
    const scope = newScope(c89("start"));
    const actor = start({ scope, faction: "26J", column: "PG", candidates: [] });
    expect(actor.getSnapshot().output).toEqual({ space: null });
    expect(selections(scope)[0]).toMatchObject({ chosen: null });
    expect(selections(scope)[0].steps[0].outcome).toBe("draw");
  });

  it("a player override naming a legal space wins and is marked", () => {
    const { scope, input } = defections(undefined, [
      { decision: 1, value: "camaguey-city", reason: "I placed it there" },
    ]);
    const actor = start(input);
    expect(actor.getSnapshot().output).toEqual({ space: "camaguey-city" });
    const rec = selections(scope)[0];
    expect(rec).toMatchObject({
      chosen: "camaguey-city",
      overridden: { reason: "I placed it there" },
    });
    expect(rec.steps.at(-1)?.after).toEqual(["santiago-de-cuba"]); // what the bot computed
  });

  it("an override also settles a tie without asking", () => {
    const board = c89("c4Muscle");
    const scope = newScope(board, undefined, [{ decision: 1, value: "ec-central", reason: "die" }]);
    const actor = start({
      scope,
      faction: "SYN",
      column: "MUS",
      candidates: muscleDestinations(board),
    });
    expect(actor.getSnapshot().output).toEqual({ space: "ec-central" });
  });

  it("ignores an override that is not a legal space, with a note", () => {
    const { scope, input } = defections(undefined, [
      { decision: 1, value: "oriente", reason: "typo" },
    ]);
    const actor = start(input);
    expect(actor.getSnapshot().output).toEqual({ space: "santiago-de-cuba" });
    expect(scope.trace[0]).toMatchObject({ kind: "note" });
    expect((scope.trace[0] as { text: string }).text).toMatch(/oriente/);
    expect(selections(scope)[0].overridden).toBeUndefined();
  });

  it("applies only the override numbered for this decision", () => {
    const { scope, input } = defections(undefined, [
      { decision: 3, value: "havana", reason: "for a later decision" },
      { decision: 4, value: "havana", reason: "for this one" },
    ]);
    scope.decisions = 3;
    const actor = start(input);
    expect(actor.getSnapshot().output).toEqual({ space: "havana" });
    expect(selections(scope)[0]).toMatchObject({
      decision: 4,
      overridden: { reason: "for this one" },
    });
  });

  it("notes a bad column and selects nothing", () => {
    const scope = newScope(c89("start"));
    const actor = start({ scope, faction: "DR", column: "STAS", candidates: ["havana"] });
    expect(actor.getSnapshot().output).toEqual({ space: null });
    expect(scope.trace[0]).toMatchObject({ kind: "note" });
    expect((scope.trace[0] as { text: string }).text).toMatch(/^column:/);
  });

  it("over random boards: one legal space, or none when nothing is legal (fast-check)", () => {
    fc.assert(
      fc.property(
        validBoard,
        factionAndColumn,
        candidateSet,
        fc.nat(),
        (board, fcx, cands, seed) => {
          const scope = newScope(board);
          const actor = start({ scope, ...fcx, candidates: cands });
          driveToEnd(actor, seededAnswerer(seed), 2);
          const space = actor.getSnapshot().output?.space ?? null;
          if (cands.length === 0) expect(space).toBeNull();
          else expect(cands).toContain(space as SpaceId);
          expect(selections(scope)).toHaveLength(1);
        },
      ),
      { numRuns: 100 },
    );
  });
});
