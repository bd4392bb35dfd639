import { validateBoard } from "@/lib/engine/cuba/board";
import {
  decideEligibility,
  type EligibilityResult,
  eligibleOrder,
} from "@/lib/engine/cuba/calixto/eligibility";
import type { Faction } from "@/lib/engine/cuba/types";
import { type C89Stage, c89 } from "../c89-positions";

/**
 * Every eligibility decision of the rulebook's worked example (C8.9; reference §4 items 1, 9,
 * 10, 17, 20, 21, 26, 30, 34, 40-43, 48-49), each from the board at that point.
 */
function decide(stage: C89Stage, faction: Faction, position: 1 | 2) {
  const r = decideEligibility(c89(stage), faction, position);
  if (r.kind !== "decided") throw new Error(`expected a decision, got ${JSON.stringify(r)}`);
  return r;
}

/** Rows read, as "row:result". */
const readRows = (r: Extract<EligibilityResult, { kind: "decided" }>) =>
  r.rows.map((t) => (t.kind === "eligibility" ? `${t.row}:${t.result}` : "?"));

describe("C8.9 eligibility decisions", () => {
  it("every position of the example is a valid board", () => {
    for (const s of ["c1Start", "c4AfterSyn", "c6AfterSynPass", "c8Start"] as C89Stage[])
      expect(validateBoard(c89(s))).toEqual([]);
  });

  it("1: GOV 1st on #8 does Op + SA by row 1 (Underground DR in Havana), no Critical check", () => {
    const r = decide("c1Start", "GOV", 1);
    expect(r.action).toBe("opSA");
    expect(readRows(r)).toEqual(["1st-1:opSA"]);
  });

  it("9: DR 2nd on #8 executes the Event (#8 DR = P, effective), unshaded", () => {
    const r = decide("c1AfterGov", "DR", 2);
    expect(r.action).toBe("event");
    expect(readRows(r)).toEqual(["2nd-1:no", "2nd-2:no", "2nd-3:event"]);
    expect(r.event?.side).toBe("unshaded");
    expect(r.event?.effective).not.toBe("player");
  });

  it("10: 26J 1st on #20 does Op + SA (rows 2-4 false)", () => {
    const r = decide("c2Start", "26J", 1);
    expect(r.action).toBe("opSA");
    expect(readRows(r)).toEqual([
      "1st-1:not read",
      "1st-2:no",
      "1st-3:no",
      "1st-4:no",
      "1st-5:opSA",
    ]);
  });

  it("17: SYN 2nd on #20 does a Limited Operation", () => {
    const r = decide("c2After26J", "SYN", 2);
    expect(r.action).toBe("limOp");
    expect(readRows(r)).toEqual(["2nd-1:no", "2nd-2:no", "2nd-3:no", "2nd-4:no", "2nd-5:limOp"]);
  });

  it("20: DR 1st on #28 executes Morgan (C, a Capability, not the final Campaign)", () => {
    const r = decide("c3Start", "DR", 1);
    expect(r.action).toBe("event");
    expect(r.event?.marker).toEqual({ capability: { card: 28, side: "unshaded" } });
  });

  it("21: GOV 2nd on #28 does Op + SA because DR took the Event", () => {
    const r = decide("c3AfterDr", "GOV", 2);
    expect(r.action).toBe("opSA");
    expect(readRows(r)).toEqual(["2nd-1:no", "2nd-2:opSA"]);
  });

  it("26: SYN 1st on #37 does Op + SA (GOV will be 1st on #11)", () => {
    const r = decide("c4Start", "SYN", 1);
    expect(r.action).toBe("opSA");
    expect(readRows(r).at(-1)).toBe("1st-5:opSA");
  });

  it("30: 26J 2nd on #37 does a Limited Operation", () => {
    const r = decide("c4AfterSyn", "26J", 2);
    expect(r.action).toBe("limOp");
  });

  it("34: GOV 1st on #11 does Op + SA by row 1 (the Underground DR placed on card 1)", () => {
    const r = decide("c5Start", "GOV", 1);
    expect(r.action).toBe("opSA");
    expect(r.row).toBe("1st-1");
  });

  it("40: DR 2nd on #11 Passes: 1st on #35, Critical with 2+ DR Available, #11 not Critical", () => {
    const r = decide("c5AfterGov", "DR", 2);
    expect(r.action).toBe("pass");
    expect(r.row).toBe("2nd-1");
  });

  it("41: DR 1st on #35 executes Defections (C★ with 2+ DR Available), RR column", () => {
    const r = decide("c6Start", "DR", 1);
    expect(r.action).toBe("event");
    expect(r.event?.columnHints[0]).toBe("RR");
  });

  it("42: SYN 2nd on #35 Passes: 1st on #38 (Critical), the current Event is taken", () => {
    const r = decide("c6AfterDr", "SYN", 2);
    expect(r.action).toBe("pass");
    expect(r.row).toBe("2nd-1");
  });

  it("43: after SYN passes, 26J becomes 2nd Eligible and does Op + SA", () => {
    const b = c89("c6AfterSynPass");
    const order = eligibleOrder(b);
    expect(order.ok && order.value.next).toEqual({ faction: "26J", position: 2 });
    const r = decide("c6AfterSynPass", "26J", 2);
    expect(r.action).toBe("opSA");
    expect(readRows(r)).toEqual(["2nd-1:no", "2nd-2:opSA"]);
  });

  it("48: SYN 1st on #38 executes Meyer Lansky (C★: 4 closed Casinos would open), PCas", () => {
    const r = decide("c7Start", "SYN", 1);
    expect(r.action).toBe("event");
    expect(r.event?.side).toBe("shaded");
    expect(r.event?.columnHints).toContain("PCas");
  });

  it("49: GOV 2nd on #38 does Op + SA (Propaganda is next; SYN took the Event)", () => {
    const r = decide("c7AfterSyn", "GOV", 2);
    expect(r.action).toBe("opSA");
    expect(readRows(r)).toEqual(["2nd-1:no", "2nd-2:opSA"]);
  });

  it("no NP holds Cash in the example, so no free LimOp is offered", () => {
    expect(decide("c2After26J", "SYN", 2).cashFreeLimOp).toBeUndefined();
    expect(decide("c4AfterSyn", "26J", 2).cashFreeLimOp).toBeUndefined();
  });
});
