import { COND } from "@/data/cuba/calixto/cards";
import { checkConditionRef } from "@/lib/engine/cuba/calixto/conditions";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { ask, board, yes } from "./board-fixture";

/** A board with exactly `n` 26J Guerrillas Available (15 in the inventory). */
function m26Available(n: number): GameBoard {
  return board({ "sierra-maestra": { m26U: 15 - n } });
}

describe("die questions (C8.2.1: certain tests are not rolled)", () => {
  it("1d6 ≤ Available: certain with 6+ Available, impossible with none; otherwise a die is asked", () => {
    expect(ask(m26Available(6), COND.m26Roll1d6AtMostAvailable, "26J")).toEqual({
      kind: "answer",
      answer: true,
      evidence: ["6 Available 26J Guerrillas: certain for any 1d6, no roll (C8.2.1)"],
    });
    expect(yes(ask(m26Available(0), COND.m26Roll1d6AtMostAvailable, "26J"))).toBe(false);
    expect(ask(m26Available(5), COND.m26Roll1d6AtMostAvailable, "26J")).toEqual({
      kind: "needDice",
      spec: "1d6",
      purpose: "1d6 against 5 Available 26J Guerrillas",
    });
  });

  it("1d6 ≤ Available with the face: 5 fails against 4, 4 passes", () => {
    expect(yes(ask(m26Available(4), COND.m26Roll1d6AtMostAvailable, "26J", [5]))).toBe(false);
    expect(yes(ask(m26Available(4), COND.m26Roll1d6AtMostAvailable, "26J", [4]))).toBe(true);
  });

  it("Available < 1d6: certain with none Available, impossible with 6+", () => {
    expect(yes(ask(m26Available(0), COND.m26AvailableBelow1d6, "26J"))).toBe(true);
    expect(yes(ask(m26Available(6), COND.m26AvailableBelow1d6, "26J"))).toBe(false);
    expect(ask(m26Available(3), COND.m26AvailableBelow1d6, "26J").kind).toBe("needDice");
    expect(yes(ask(m26Available(3), COND.m26AvailableBelow1d6, "26J", [3]))).toBe(false);
    expect(yes(ask(m26Available(3), COND.m26AvailableBelow1d6, "26J", [4]))).toBe(true);
  });

  it("1d3 ≤ Available plus Active SYN: the die face is halved, rounded up; Active ones count", () => {
    // 6 SYN in the game: 5 Underground on the map, 1 Available → roll needed.
    const b = board({ "ec-west": { synU: 5 } });
    expect(ask(b, COND.synRoll1d3, "SYN").kind).toBe("needDice");
    expect(yes(ask(b, COND.synRoll1d3, "SYN", [2]))).toBe(true); // 1d3 = 1
    expect(ask(b, COND.synRoll1d3, "SYN", [3])).toMatchObject({
      answer: false,
      evidence: ["rolled 2 (d6 face 3) 1d3 against 1 Available plus Active SYN Guerrillas"],
    });
    b.spaces["ec-west"].pieces.synU = 3;
    b.spaces["ec-west"].pieces.synA = 2;
    expect(ask(b, COND.synRoll1d3, "SYN")).toMatchObject({ kind: "answer", answer: true });
  });

  it("a bad face is not taken as a roll: the die is asked for again", () => {
    expect(ask(m26Available(3), COND.m26Roll1d6AtMostAvailable, "26J", [7]).kind).toBe("needDice");
    expect(ask(m26Available(3), COND.m26Roll1d6AtMostAvailable, "26J", [1, 2]).kind).toBe(
      "needDice",
    );
  });

  it("B Q2: 3+ DR with room for a Base makes the answer certain: no die", () => {
    const room = board({ matanzas: { drU: 3 }, "camaguey-province": { drU: 8 } });
    const r = ask(room, COND.drRollOrBaseRoom, "DR");
    expect(r).toMatchObject({ kind: "answer", answer: true });
    expect(r.kind === "answer" && r.evidence.at(-1)).toBe("no roll needed (C8.2.1)");
    const none = board({
      "camaguey-province": { drA: 2, support: 2 },
      matanzas: { drU: 10 },
      "ec-west": { drU: 1 },
    });
    none.spaces.matanzas.support = -2;
    expect(ask(none, COND.drRollOrBaseRoom, "DR")).toMatchObject({ kind: "needDice", spec: "1d6" });
    expect(yes(ask(none, COND.drRollOrBaseRoom, "DR", [3]))).toBe(false);
    expect(yes(ask(none, COND.drRollOrBaseRoom, "DR", [2]))).toBe(true);
  });
});

describe("condition references are checked, never thrown on", () => {
  it("every reference the cards use is valid", () => {
    for (const [name, ref] of Object.entries(COND))
      expect([name, checkConditionRef(ref)]).toEqual([name, []]);
  });

  it("names the field and the reason for an unknown id, a missing or bad parameter, a bad Pact overlay", () => {
    expect(checkConditionRef({ id: "nope", label: "x" })).toEqual([
      { field: "cond.id", reason: 'unknown condition id "nope"' },
    ]);
    expect(checkConditionRef({ id: "available", params: { min: 1 }, label: "x" })).toEqual([
      { field: "cond.params.what", reason: '"available" needs "what"' },
    ]);
    expect(
      checkConditionRef({ id: "available", params: { what: "dragons", min: 1 }, label: "x" })[0]
        .field,
    ).toBe("cond.params.what");
    expect(
      checkConditionRef({ ...COND.m26UndergroundNotActiveOpp, pact: { support: "sideways" } })[0]
        .field,
    ).toBe("cond.pact.support");
  });

  it("a bad reference answers false with the reason as evidence", () => {
    const r = ask(board(), { id: "nope", label: "x" });
    expect(r).toEqual({
      kind: "answer",
      answer: false,
      evidence: ['cannot evaluate: cond.id: unknown condition id "nope"'],
    });
  });
});
