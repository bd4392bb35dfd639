import { render, screen } from "@testing-library/react";
import { FlowchartView } from "@/app/_components/turn/flowchart-view";
import { InstructionLineView } from "@/app/_components/turn/instruction-line";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import type { InstructionLine } from "@/lib/engine/cuba/calixto/contracts";
import { describeRecord } from "@/lib/ui/trace-text";

/**
 * A red conditional line runs only if its condition holds (C8.5.3): the view says "if", and,
 * once the turn reached it, whether it applied; a check mark never claims it before.
 */
const finalOnly: InstructionLine = {
  n: 1,
  instruction: "constructOpen",
  column: "PCas",
  onlyIf: { id: "finalCampaign", params: { is: true }, label: "Final Campaign" },
};

describe("conditional card lines", () => {
  it("before the turn reaches it: 'if', no check mark", () => {
    const { container } = render(
      <ol>
        <InstructionLineView line={finalOnly} />
      </ol>,
    );
    expect(container.textContent).toContain("Line 1:If Final Campaign: ");
    expect(container.textContent).not.toContain("✓");
  });

  it("says it applied when the turn carried it out", () => {
    render(
      <ol>
        <InstructionLineView line={finalOnly} state={{ done: true }} />
      </ol>,
    );
    expect(screen.getByText(/If Final Campaign/)).toHaveTextContent("✓ If Final Campaign (it is):");
  });

  it("says it did not apply, and why, when its condition failed", () => {
    const { container } = render(
      <ol>
        <InstructionLineView
          line={finalOnly}
          state={{ done: false, skipped: "red condition not met: Final Campaign" }}
        />
      </ol>,
    );
    expect(screen.getByText(/If Final Campaign/)).toHaveTextContent(
      "✗ If Final Campaign (it is not):",
    );
    expect(container.textContent).toContain("not applied");
    expect(container.textContent).not.toContain("red condition not met");
  });

  it("Syndicate card N shows both Campaign lines as conditions, neither checked", () => {
    const { container } = render(
      <FlowchartView side={CARD_TABLES.sides.N} library={CARD_TABLES} />,
    );
    const text = container.textContent ?? "";
    expect(text).toContain("If Final Campaign:");
    expect(text).toContain("If Not the final Campaign:");
    expect(text).not.toMatch(/✓ (Final|Not the final) Campaign/);
  });
});

describe("an Eligibility row skipped for another Faction", () => {
  it("says in words why it was skipped", () => {
    const t = describeRecord({
      kind: "eligibility",
      faction: "SYN",
      row: "1st-2",
      label: "Government can take an Event",
      result: "not read",
      evidence: ["red check: Government only"],
      rule: "C8.5.2",
    });
    expect(t.title).toBe(
      "Syndicate: 1st Eligible, row 2 (Government can take an Event) → skipped: this row is for Government only",
    );
    expect(t.title).not.toContain("not read");
  });

  it("a row whose test fails reads 'does not apply'", () => {
    const t = describeRecord({
      kind: "eligibility",
      faction: "SYN",
      row: "1st-3",
      label: "a Critical Event",
      result: "no",
      evidence: [],
      rule: "C8.5.2",
    });
    expect(t.title).toMatch(/→ does not apply$/);
  });
});
