import { checkConditionRef } from "@/lib/engine/cuba/calixto/conditions/evaluate";
import {
  BUILT_IN_DATA,
  type Correction,
  checkCorrections,
  overlayCorrections,
  parseCorrection,
} from "@/lib/engine/cuba/calixto/corrections";

// Issue 21: nothing the corrections check accepts may leave a game that cannot go on; what it
// refuses, it refuses by field with the reason.

const reasons = (errors: { field: string; reason: string }[]) =>
  errors.map((e) => `${e.field}: ${e.reason}`).join(" | ");
const row = (r: string, test: string, result: string): Correction =>
  ({ kind: "eligibilityRow", row: r, test, onlyFor: null, result }) as Correction;

describe("an NP Eligibility row's result must be one the NP can carry out (2.3.4, C8.5.2)", () => {
  it('refuses row 2nd-3 as "otherwise → Event": no test chose an Event to play (issue 21.1)', () => {
    expect(reasons(checkCorrections([row("2nd-3", "otherwise", "event")]))).toBe(
      'corrections[0]: NP Eligibility row 2nd-3: the 2nd Eligible may take the Event only after an Op + SA, and only one its test judged (2.3.4, C8.5.5): its test must be "1st did Op + SA; current Event taken", not "otherwise"',
    );
  });

  it("refuses a 1st Eligible row giving the Event without the Critical test", () => {
    expect(
      reasons(checkCorrections([row("1st-1", "nextEligibleCouldTakeCritical", "event")])),
    ).toMatch(/1st Eligible row can give the Event only when its test finds the current Event/);
  });

  it("refuses row 2nd-5 as Op + SA unless the 1st executed the Event (issue 21.2)", () => {
    expect(
      reasons(checkCorrections([row("2nd-5", "nextEligibleCouldTakeCritical", "opSA")])),
    ).toMatch(
      /2nd-5: the 2nd Eligible may do an Operation with or without an SA only after the 1st executed the Event \(2.3.4\)/,
    );
    expect(reasons(checkCorrections([row("2nd-5", "otherwise", "opOnly")]))).toMatch(/2.3.4/);
  });

  it("accepts every result the Sequence of Play allows where the test promises it", () => {
    for (const c of [
      row("1st-5", "currentCriticalEffective", "event"),
      row("1st-5", "otherwise", "limOp"),
      row("1st-4", "otherwise", "opSA"),
      row("2nd-5", "firstOpSAandCurrentTaken", "event"),
      row("2nd-5", "firstChoseEvent", "opOnly"),
      row("2nd-5", "otherwise", "limOp"),
      row("2nd-4", "otherwise", "pass"),
    ])
      expect(checkCorrections([c]), JSON.stringify(c)).toEqual([]);
  });

  it("a corrected row keeps the player's test under every reading of ours (no conflict swap)", () => {
    const data = overlayCorrections([row("1st-4", "currentCriticalEffective", "event")]);
    const r = data.eligibility.first.find((x) => x.id === "1st-4");
    expect(r).toMatchObject({ test: "currentCriticalEffective", result: "event" });
    expect(r && "conflict" in r).toBe(false);
  });
});

describe("a card's numbers are counts (issue 21.3)", () => {
  const cond = (params: Record<string, unknown>) => ({
    kind: "node",
    side: "Y",
    node: {
      kind: "question",
      id: "q1",
      cond: { id: "synResources", label: "SYN Resources?", params },
      yes: { to: "draw" },
      no: { to: "flip" },
    },
  });

  it("refuses 1e21, 1.5 and −1 by field", () => {
    for (const n of [1e21, 1.5, -1]) {
      const r = parseCorrection(cond({ op: "lt", n }));
      expect(r.ok).toBe(false);
      expect(!r.ok && reasons(r.errors)).toBe(
        `correction.node.cond.params.n: a card's number is a whole number from 0 to 99, got ${n}`,
      );
    }
  });

  it("the data self-check refuses them too", () => {
    expect(
      reasons(checkConditionRef({ id: "synResources", label: "x", params: { op: "lt", n: 1.5 } })),
    ).toBe("cond.params.n: must be a whole number from 0 to 99, got 1.5");
  });

  it("refuses an SA split that is not between two lines", () => {
    const ours = BUILT_IN_DATA.cards.boxes["G-TRAIN-A"];
    const box = JSON.parse(
      JSON.stringify({ kind: "box", box: { ...ours, lines: ours.lines.slice(0, 2), splitAt: 5 } }),
      (k, v) => (k === "provenance" ? undefined : v),
    );
    const r = parseCorrection(box);
    expect(!r.ok && reasons(r.errors)).toMatch(
      /correction.box.splitAt: the SA goes between two lines: 1 to 1 lines before it, got 5/,
    );
  });
});
