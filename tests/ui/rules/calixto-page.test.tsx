import { render, screen, within } from "@testing-library/react";
import CalixtoRulesPage from "@/app/rules/calixto/page";
import { ruleAnchorId } from "@/lib/ui/rule-links";
import { RULE_SECTIONS } from "@/lib/ui/rule-sections";

describe("/rules/calixto", () => {
  it("has one anchored, titled explanation for every section the turn views link to", () => {
    const { container } = render(<CalixtoRulesPage />);
    for (const s of RULE_SECTIONS) {
      const el = container.querySelector(`#${ruleAnchorId(s.ref)}`);
      expect(el, s.ref).not.toBeNull();
      expect(within(el as HTMLElement).getByRole("heading")).toHaveTextContent(
        `${s.ref}${s.title}`,
      );
      expect(el).toHaveTextContent(s.text);
    }
  });

  it("explains how to read a card next to card U drawn with the first C8.9 turn's path", () => {
    render(<CalixtoRulesPage />);
    const section = screen.getByRole("region", { name: "How to read a Calixto card" });
    expect(within(section).getByRole("heading", { name: /Government card U/ })).toBeInTheDocument();
    expect(within(section).getAllByText("Answer: Yes")).toHaveLength(2);
    expect(within(section).getByText(/a yes follows the green arrow/)).toBeInTheDocument();
  });
});
