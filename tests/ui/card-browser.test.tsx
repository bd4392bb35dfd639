import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CardBrowser } from "@/app/_components/reference/card-browser";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import { conflictsOfSide } from "@/lib/ui/card-browser";
import { SOURCE_WORDS } from "@/lib/ui/source-words";

const flowchart = (name: RegExp) => screen.getByRole("region", { name }) as HTMLElement;

describe("the Calixto card browser (C8.5.3)", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));

  it("finds the disputed readings that touch a side, and only those", () => {
    expect(conflictsOfSide("Y", CARD_TABLES).map((c) => c.id)).toContain("yx-reprisal");
    expect(conflictsOfSide("UU", CARD_TABLES).map((c) => c.id)).toContain("uu-place-base");
    expect(conflictsOfSide("U", CARD_TABLES).map((c) => c.id)).not.toContain("yx-reprisal");
    expect(conflictsOfSide("MM", CARD_TABLES).map((c) => c.id)).toContain("mm-attack-ambush");
  });

  it("shows both sides of the card picked, with their sources", async () => {
    const user = userEvent.setup();
    render(<CardBrowser />);
    expect(flowchart(/^Government card U, flowchart/)).toBeInTheDocument();
    expect(flowchart(/^Government card U, back \(UU\)/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Syndicate" }));
    expect(screen.getByRole("button", { name: "Card N" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Card Q" }));
    const q = flowchart(/^Syndicate card Q, flowchart/);
    const source = SOURCE_WORDS[CARD_TABLES.sides.Q?.provenance.source ?? "T"];
    expect(within(q).getAllByText(/^Source:/)[0]?.parentElement?.textContent).toMatch(
      new RegExp(`^Source: ${source}`),
    );
    expect(flowchart(/^Syndicate card Q, back \(QQ\)/)).toBeInTheDocument();
    expect(window.location.hash).toBe("#Q");
  });

  it("lists a disputed reading under its side and draws the alternative when asked", async () => {
    const user = userEvent.setup();
    render(<CardBrowser />);
    await user.click(screen.getByRole("button", { name: "Card Y" }));
    const disputed = screen.getByRole("region", {
      name: "Disputed on card Y: our sources disagree",
    });
    expect(
      within(disputed).getByText(/Cards Y and X: does Reprisal B need Government Control/),
    ).toBeInTheDocument();
    const before = flowchart(/^Government card Y, flowchart/).textContent;
    await user.click(within(disputed).getByRole("checkbox", { name: "Draw the alternative" }));
    expect(flowchart(/^Government card Y, flowchart/).textContent).not.toBe(before);
    // The back side lists its own disputes, not Y's.
    const back = screen.getByRole("region", {
      name: "Disputed on card Y, back (YY): our sources disagree",
    });
    expect(within(back).getByText(/SA before or after the Operation/)).toBeInTheDocument();
    expect(within(back).queryByText(/Reprisal B/)).toBeNull();
  });
});
