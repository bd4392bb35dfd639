import fc from "fast-check";
import { createActor } from "xstate";
import { CARD_SIDES } from "@/data/cuba/calixto/cards";
import { type WalkResult, walkSide } from "@/lib/engine/cuba/calixto/cards";
import { newScope, type Override, type RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { SideId, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { Faction, GameBoard } from "@/lib/engine/cuba/types";
import { pendingRequest } from "@/lib/machines/core/awaiting";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { type CardWalkInput, cardWalkMachine } from "@/lib/machines/cuba/card-walk.machine";
import { arbitraryBoard } from "../../engine/calixto/cards/arbitrary-board";
import { c89Before } from "../../engine/calixto/moves/c89-positions";

function start(
  board: GameBoard,
  side: CardWalkInput["side"],
  faction: Faction,
  extra: { overrides?: Override[]; options?: RuleOptions; start?: string } = {},
) {
  const scope = newScope(board, extra.options, extra.overrides);
  const actor = createActor(cardWalkMachine, {
    input: { scope, faction, side, start: extra.start },
  }).start();
  return { actor, scope };
}

type BoxRec = Extract<TraceRecord, { kind: "box" }>;
const boxes = (trace: TraceRecord[]) => trace.filter((t): t is BoxRec => t.kind === "box");

describe("card-walk machine (C8.5.3)", () => {
  it("C8.9 card 1: Y draws again, then U reaches the Sweep box; each box is a numbered decision", () => {
    const y = start(c89Before(2), "Y", "GOV");
    expect(y.actor.getSnapshot().output).toEqual({ outcome: "draw" });
    const u = start(c89Before(3), "U", "GOV");
    expect(u.actor.getSnapshot().output).toMatchObject({
      outcome: "operation",
      node: { box: "G-SWEEP", sa: { list: "SA-G1", position: "after" } },
    });
    expect(boxes(u.scope.trace).map((b) => [b.decision, b.box, b.answer, b.rule])).toEqual([
      [1, "q1", true, "C8.5.3"],
      [2, "q2", true, "C8.5.3"],
    ]);
    expect(u.scope.trace.at(-1)).toMatchObject({ kind: "cardOutcome", outcome: "operation" });
  });

  it("C8.9 card 2: M never asks for a die (11 Available make it certain)", () => {
    const { actor } = start(c89Before(11), "M", "26J");
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: "operation",
      node: { box: "I-RALLY-26J" },
    });
  });

  it("C8.9 card 4: G waits for the die, takes the book's 5 and flips; GG then Marches", () => {
    const g = start(c89Before(30), "G", "26J");
    expect(g.actor.getSnapshot().hasTag("awaiting")).toBe(true);
    expect(pendingRequest(g.actor)).toEqual({
      kind: "dice",
      spec: "1d6",
      purpose: "Card G, Q2: 1d6 against 4 Available 26J Guerrillas",
      faction: "26J",
      rule: "C8.5.3",
    });
    const given = driveToEnd(g.actor, scriptedAnswerer({ dice: [5] }));
    expect(given).toEqual([{ type: "dice.rolled", faces: [5], source: "physical" }]);
    expect(g.actor.getSnapshot().output).toEqual({ outcome: "flip" });
    const gg = start(c89Before(31), "GG", "26J");
    expect(gg.actor.getSnapshot().output).toMatchObject({
      outcome: "operation",
      node: { box: "MARCH" },
    });
  });

  it("refuses impossible dice with a note and keeps waiting", () => {
    const { actor, scope } = start(c89Before(30), "G", "26J");
    actor.send({ type: "dice.rolled", faces: [7], source: "physical" });
    expect(actor.getSnapshot().hasTag("awaiting")).toBe(true);
    expect(scope.trace.at(-1)).toMatchObject({ kind: "note" });
    actor.send({ type: "dice.rolled", faces: [2], source: "physical" });
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: "operation",
      node: { box: "I-RALLY-26J" },
    });
  });

  it("a player override of a box answer wins and is marked in the trace", () => {
    const overrides: Override[] = [
      { decision: 1, value: true, reason: "Guerrillas on the West EC" },
    ];
    const { actor, scope } = start(c89Before(2), "Y", "GOV", { overrides });
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: "operation",
      node: { box: "G-SWEEP" },
    });
    expect(boxes(scope.trace)[0]).toMatchObject({
      box: "q1",
      answer: true,
      decision: 1,
      overridden: { reason: "Guerrillas on the West EC" },
      evidence: ["no space qualifies with 1+ Guerrillas"],
    });
  });

  it("an override of a die question answers it without rolling", () => {
    const overrides: Override[] = [{ decision: 2, value: false, reason: "table disagrees" }];
    const { actor } = start(c89Before(30), "G", "26J", { overrides });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ outcome: "flip" });
  });

  it("card T stops at its SA box; the caller resumes at the box after it", () => {
    const b = c89Before(1);
    b.resources.SYN = 3;
    const first = start(b, "T", "SYN");
    const out = first.actor.getSnapshot().output;
    expect(out).toMatchObject({
      outcome: "special",
      node: { list: "SA-ST", next: { to: "node", node: "q2" } },
    });
    // After the SA raised Resources to 9, Q2 finds a space to Construct.
    b.resources.SYN = 9;
    const resumed = start(b, "T", "SYN", { start: "q2" });
    expect(resumed.actor.getSnapshot().output).toMatchObject({
      outcome: "operation",
      node: { box: "CONSTRUCT", sa: null },
    });
  });

  it("reads the side with the chosen conflict readings (card T, SA after Construct)", () => {
    const b = c89Before(1);
    b.resources.SYN = 3;
    const options: RuleOptions = { conflicts: { "t-sa-position": "alternative" } };
    const { actor } = start(b, "T", "SYN", { options });
    expect(actor.getSnapshot().output).toEqual({ outcome: "flip" });
  });

  it("ends with an error for an unknown side instead of throwing", () => {
    const { actor } = start(c89Before(1), "QQQ" as SideId, "SYN");
    expect(actor.getSnapshot().output).toEqual({
      outcome: "error",
      reason: 'no Calixto card side "QQQ"',
    });
  });
});

describe("card-walk machine agrees with the pure walk on random boards (property)", () => {
  const summary = (o: unknown) => JSON.stringify(o);
  const pure = (r: WalkResult) => (r.kind === "done" ? r.outcome : r);

  it("same dice, same outcome, same box answers, for every side", () => {
    fc.assert(
      fc.property(
        arbitraryBoard,
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }),
        (board, faces) => {
          for (const side of CARD_SIDES) {
            const { actor, scope } = start(board, side, side.faction);
            const given = driveToEnd(actor, scriptedAnswerer({ dice: [...faces] }), 10);
            const dice = given.map((g) => (g.type === "dice.rolled" ? g.faces : []));
            const r = walkSide(
              side,
              board,
              { faction: side.faction, options: scope.options },
              { dice },
            );
            if (summary(actor.getSnapshot().output) !== summary(pure(r))) return false;
            const machineAnswers = boxes(scope.trace).map((b) => b.answer);
            const pureAnswers = boxes(r.records).map((b) => b.answer);
            if (summary(machineAnswers) !== summary(pureAnswers)) return false;
          }
          return true;
        },
      ),
      { numRuns: 15 },
    );
  }, 30_000);
});
