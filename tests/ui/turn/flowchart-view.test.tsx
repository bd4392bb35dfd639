import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FlowchartView } from "@/app/_components/turn/flowchart-view";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import type { CardSide } from "@/lib/engine/cuba/calixto/contracts";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { CARD1_GOV_TRACE, CARD1_LIBRARY, SIDE_U, SIDE_Y } from "@/tests/fixtures/c89-card1-gov";

const boxOf = (name: RegExp) => {
  const item = screen.getByText(name).closest("li");
  if (!item) throw new Error(`no box for ${name}`);
  return item;
};

describe("FlowchartView (C8.5.3)", () => {
  it("draws card U as a player reads it: questions, arrows, Operation lines, SA list and AN", () => {
    render(<FlowchartView side={SIDE_U} library={CARD1_LIBRARY} usAllianceValue={2} />);
    expect(screen.getByRole("heading", { name: /Government card U/ })).toBeInTheDocument();
    expect(screen.getByText("AN 2 (US Alliance)")).toBeInTheDocument();

    const q1 = boxOf(/A City short of Active Support\?/);
    expect(within(q1).getByText("Q1")).toBeInTheDocument();
    expect(q1).toHaveTextContent("Yes → Q2");
    expect(q1).toHaveTextContent("No → DRAW a new card");
    const q2 = boxOf(/Any Underground Guerrilla in a space with Support\?/);
    expect(q2).toHaveTextContent("Yes → Sweep");
    expect(q2).toHaveTextContent("No → FLIP to UU");

    // Operation box: numbered line, bold column, arrowed reminder.
    expect(screen.getByText("Sweep, moving Troops by the Move Priorities")).toBeInTheDocument();
    expect(screen.getByText("Sweep Destination").tagName).toBe("STRONG");
    expect(
      screen.getByText("→ Activate in the destination even when no Troops could move in"),
    ).toBeInTheDocument();
    expect(screen.getByText("Line 1:")).toBeInTheDocument();

    // SA list in letter order, with the red conditional on B.
    expect(screen.getByText("One Special Activity: the first that works")).toBeInTheDocument();
    expect(screen.getByText("If Government Control at Opposition:")).toBeInTheDocument();
    const letters = screen.getAllByText(/^[A-D]:$/).map((e) => e.textContent);
    expect(letters).toEqual(["A:", "B:", "C:", "D:"]);
    // Nothing answered yet.
    expect(screen.queryByText(/^Answer:/)).not.toBeInTheDocument();
  });

  it("highlights the path of C8.9 card 1 on U: both boxes Yes with their evidence, Sweep and SA A done", () => {
    render(<FlowchartView side={SIDE_U} library={CARD1_LIBRARY} trace={CARD1_GOV_TRACE} />);
    const q1 = boxOf(/A City short of Active Support\?/);
    expect(within(q1).getByText("Answer: Yes")).toBeInTheDocument();
    expect(within(q1).getByRole("list", { name: "Evidence for Q1" })).toHaveTextContent(
      "Camagüey City",
    );
    expect(within(q1).getByText(/Yes → Q2/)).toHaveTextContent("(path taken)");
    expect(within(q1).getByText(/No → DRAW/)).not.toHaveTextContent("(path taken)");
    const q2 = boxOf(/Any Underground Guerrilla in a space with Support\?/);
    expect(q2).toHaveTextContent("La Habana (Passive Support): 1 Underground Guerrilla");
    expect(screen.getByText("The path reaches this Operation.")).toBeInTheDocument();
    // The Sweep line and Air Strike (A) were carried out on this card.
    expect(screen.getAllByText("done")).toHaveLength(2);
    expect(screen.queryByText(/^DRAW:/)).not.toBeInTheDocument();
  });

  it("shows card Y ending in DRAW after its first box is answered No", () => {
    render(<FlowchartView side={SIDE_Y} library={CARD1_LIBRARY} trace={CARD1_GOV_TRACE} />);
    const q1 = boxOf(/Guerrillas on any EC\?/);
    expect(within(q1).getByText("Answer: No")).toBeInTheDocument();
    expect(within(q1).getByText(/No → DRAW/)).toHaveTextContent("(path taken)");
    expect(
      screen.getByText("DRAW: this card goes to the bottom, draw the next one"),
    ).toBeInTheDocument();
    // The second box was never read.
    expect(
      within(boxOf(/Any Underground Guerrilla in a space with Support\?/)).queryByText(/^Answer:/),
    ).toBeNull();
  });

  it("lets the player correct an answer with a reason, and calls onOverride with the opposite value", async () => {
    const user = userEvent.setup();
    const onOverride = vi.fn();
    render(
      <FlowchartView
        side={SIDE_U}
        library={CARD1_LIBRARY}
        trace={CARD1_GOV_TRACE}
        onOverride={onOverride}
      />,
    );
    const q2 = boxOf(/Any Underground Guerrilla in a space with Support\?/);
    await user.click(within(q2).getByRole("button", { name: "Correct this answer" }));
    const form = screen.getByRole("form", { name: "Correct Q2: the table says No" });
    const submit = within(form).getByRole("button", { name: "Use No and continue" });
    expect(submit).toBeDisabled();
    await user.type(
      within(form).getByLabelText(/Reason/),
      "La Habana Guerrilla is Active on my board",
    );
    await user.click(submit);
    expect(onOverride).toHaveBeenCalledWith(4, false, "La Habana Guerrilla is Active on my board");
  });

  it("marks an overridden answer and takes the arrow of the corrected answer", () => {
    const trace: TraceRecord[] = [
      {
        kind: "box",
        side: "U",
        box: "q1",
        question: "A City short of Active Support?",
        answer: false,
        evidence: [],
        rule: "C8.5.3",
        decision: 3,
        overridden: { reason: "Camagüey City is at Active Support here" },
      },
    ];
    render(<FlowchartView side={SIDE_U} library={CARD1_LIBRARY} trace={trace} />);
    expect(
      screen.getByText("overridden: Camagüey City is at Active Support here"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("DRAW: this card goes to the bottom, draw the next one"),
    ).toBeInTheDocument();
  });

  it("numbers lines without an Activation roll in white and marks starred lines", () => {
    const side: CardSide = {
      side: "VV",
      card: "V",
      faction: "GOV",
      face: "back",
      an: "usAlliance",
      start: "op",
      nodes: { op: { kind: "operation", id: "op", box: "G-GARRISON", sa: null } },
      provenance: { source: "T" },
    };
    const library = {
      boxes: {
        "G-GARRISON": {
          id: "G-GARRISON",
          operation: "garrison" as const,
          lines: [
            {
              n: 1,
              instruction: "garrisonMove" as const,
              column: "GAR" as const,
              noActivationRoll: true,
            },
            {
              n: null,
              instruction: "garrisonAssaultEc" as const,
              column: "RR" as const,
              starred: true,
            },
          ],
          provenance: { source: "T" as const },
        },
      },
      lists: {},
    };
    render(<FlowchartView side={side} library={library} />);
    expect(screen.getByRole("heading", { name: /card V, back \(VV\)/ })).toBeInTheDocument();
    expect(screen.getByText("AN = US Alliance")).toBeInTheDocument();
    expect(screen.getByText("Line 1, no Activation roll after it:")).toBeInTheDocument();
    expect(screen.getByText("Starred line, no Activation roll:")).toBeInTheDocument();
    expect(screen.getByText("Garrison Destination")).toBeInTheDocument();
  });
});

describe("FlowchartView on the card data (data/cuba/calixto)", () => {
  const sides = Object.values(CARD_TABLES.sides);

  it("draws every one of the 48 sides with all its boxes, lists and line labels found", () => {
    expect(sides).toHaveLength(48);
    for (const side of sides) {
      const { unmount, container } = render(<FlowchartView side={side} library={CARD_TABLES} />);
      expect(
        screen.getByRole("heading", { name: new RegExp(`card ${side.card}\\b`) }),
      ).toBeInTheDocument();
      expect(container).not.toHaveTextContent(/missing|Missing SA list/);
      // Arrowed notes and restrictions read as words, never as data ids.
      expect(container.textContent).not.toMatch(
        /→ [a-z]+[A-Z][a-zA-Z]*$|\([a-z]+[A-Z][a-zA-Z]*\)/m,
      );
      unmount();
    }
  });

  it("splits Train around its SA list where the data says (card UU)", () => {
    render(<FlowchartView side={CARD_TABLES.sides.UU} library={CARD_TABLES} />);
    const boxes = screen.getAllByText(/^(Train|One Special Activity: the first that works)$/);
    expect(boxes.map((b) => b.textContent)).toEqual([
      "Train",
      "One Special Activity: the first that works",
    ]);
    const cubes = screen.getByText("Place cubes, exactly 4 per space");
    const sa = screen.getByText("One Special Activity: the first that works");
    const civic = screen.getByText("Civic Action in one space, up to 1d3 steps");
    expect(cubes.compareDocumentPosition(sa) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sa.compareDocumentPosition(civic) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
