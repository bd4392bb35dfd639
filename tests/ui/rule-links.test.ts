import { ruleAnchorId, ruleHref, sectionFor } from "@/lib/ui/rule-links";
import { RULE_SECTIONS } from "@/lib/ui/rule-sections";
import { CARD1_GOV_TRACE } from "@/tests/fixtures/c89-card1-gov";

describe("rule links", () => {
  it("turns citations into anchor ids that are valid and unique", () => {
    expect(ruleAnchorId("C8.5.6 Step 2")).toBe("c8-5-6-step-2");
    expect(ruleAnchorId("3.2.3")).toBe("r3-2-3");
    const ids = RULE_SECTIONS.map((s) => ruleAnchorId(s.ref));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("links a cited step to its own explanation, and a sub-section to its nearest parent", () => {
    expect(ruleHref("C8.5.6 Step 2")).toBe("/rules/calixto#c8-5-6-step-2");
    expect(ruleHref("C8.5.7 Step B")).toBe("/rules/calixto#c8-5-7-step-b");
    expect(ruleHref("C8.9/c1")).toBe("/rules/calixto#c8-9");
    expect(ruleHref("3.2.3")).toBe("/rules/calixto#r3-2-3");
    expect(ruleHref("2.3.7")).toBe("/rules/calixto#r2-3");
    expect(ruleHref("C8.6.4 (Sweep)")).toBe("/rules/calixto#c8-6-4");
    expect(ruleHref("C8.5.6 Step 9")).toBe("/rules/calixto#c8-5-6");
    expect(ruleHref("ref 2.2 row 6")).toBe("/rules/calixto");
  });

  it("explains every section the C8.9 card 1 trace cites", () => {
    for (const r of CARD1_GOV_TRACE) expect(sectionFor(r.rule), r.rule).not.toBeNull();
  });

  it("has an explanation for each section the engine design says it cites", () => {
    const cited = [
      "C8.2.1",
      "C8.3",
      "C8.4.1",
      "C8.5.2",
      "C8.5.3",
      "C8.5.4",
      "C8.5.5",
      "C8.5.6 Step 1",
      "C8.5.6 Step 4",
      "C8.5.7 Step A",
      "C8.5.7 Step C",
      "C8.5.8",
      "C8.5.9",
      "C8.6.4",
      "C8.6.5",
      "C8.7.4",
      "C8.7.7",
      "C8.8",
    ];
    for (const c of cited) expect(sectionFor(c)?.ref, c).toBe(c);
  });
});
