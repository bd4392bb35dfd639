import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { TurnSteps } from "@/app/_components/turn/turn-steps";
import type { CardLibrary } from "@/lib/ui/flowchart";
import { CARD1_GOV_TRACE, CARD1_LIBRARY } from "@/tests/fixtures/c89-card1-gov";
import { openAllDetails } from "./open-details";

function Stepper({
  cards,
  start = 0,
  onOverride,
}: {
  cards?: CardLibrary;
  start?: number;
  onOverride?: () => void;
}) {
  const [cursor, setCursor] = useState(start);
  return (
    <TurnSteps
      trace={CARD1_GOV_TRACE}
      cursor={cursor}
      onCursorChange={setCursor}
      cards={cards}
      usAllianceValue={2}
      onOverride={onOverride}
    />
  );
}

const current = () => {
  const el = document.querySelector('[aria-current="step"]');
  if (!(el instanceof HTMLElement)) throw new Error("no current step");
  return el;
};

describe("TurnSteps", () => {
  it("reveals one decision at a time, each with its rule section linked to our explanation", async () => {
    const user = userEvent.setup();
    render(<Stepper cards={CARD1_LIBRARY} />);
    expect(screen.getByText("Step 1 of 29")).toBeInTheDocument();
    expect(current()).toHaveTextContent(
      "Government: 1st Eligible, row 1 (Underground DR or 26July Guerrilla in Havana) → Operation + Special Activity",
    );
    expect(within(current()).getByRole("link", { name: /C8\.5\.2/ })).toHaveAttribute(
      "href",
      "/rules/calixto#c8-5-2",
    );
    expect(screen.queryByText(/Calixto card Y/)).toBeNull();
    expect(screen.getByRole("button", { name: "Previous step" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next step" }));
    expect(current()).toHaveTextContent("Government Calixto card Y (your physical card)");
    await user.click(screen.getByRole("button", { name: "Next step" }));
    // The box step in focus shows card Y as a flowchart with the answer on it.
    expect(
      within(current()).getByRole("heading", { name: /Government card Y/ }),
    ).toBeInTheDocument();
    expect(within(current()).getByText("Answer: No")).toBeInTheDocument();
    // The card reference shows both sides of Y, with their sources.
    expect(within(current()).getByRole("link", { name: /Both sides of card Y/ })).toHaveAttribute(
      "href",
      "/rules/calixto/cards#Y",
    );
    await user.click(screen.getByRole("button", { name: "Previous step" }));
    expect(current()).toHaveTextContent("Calixto card Y");
    expect(screen.queryByText("Answer: No")).toBeNull();
  });

  it("steps with the keys N, P and A, but not while typing in a field", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Stepper />
        <input aria-label="Note" />
      </>,
    );
    await user.keyboard("n");
    expect(screen.getByText("Step 2 of 29")).toBeInTheDocument();
    await user.keyboard("n");
    await user.keyboard("p");
    expect(screen.getByText("Step 2 of 29")).toBeInTheDocument();
    await user.click(screen.getByRole("textbox", { name: "Note" }));
    await user.keyboard("n");
    expect(screen.getByText("Step 2 of 29")).toBeInTheDocument();
    await user.click(document.body);
    await user.keyboard("a");
    expect(screen.getByText("Step 29 of 29")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next step" })).toHaveAttribute(
      "aria-keyshortcuts",
      "N",
    );
  });

  it("'Next step' pressed onto the last step leaves focus on that step's heading, not the page", async () => {
    const user = userEvent.setup();
    render(<Stepper start={27} />);
    const next = screen.getByRole("button", { name: "Next step" });
    next.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByText("Step 29 of 29")).toBeInTheDocument();
    expect(next).toBeDisabled();
    // Once the step is painted (the next frame), focus lands on its heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(current()).getByRole("heading")),
    );
  });

  it("announces the step in focus to screen readers", async () => {
    const user = userEvent.setup();
    render(<Stepper />);
    const live = document.querySelector('[aria-live="polite"].sr-only');
    expect(live).toHaveTextContent("Government: 1st Eligible, row 1");
    expect(live).toHaveTextContent("Havana: 2 Underground DR Guerrillas");
    await user.click(screen.getByRole("button", { name: "Next step" }));
    expect(live).toHaveTextContent("Government Calixto card Y");
  });

  it("shows the whole Sweep: Havana, the AN roll of 3, Sierra Maestra via rows 4-6, the AN roll of 1, the Air Strike", async () => {
    const user = userEvent.setup();
    render(<Stepper cards={CARD1_LIBRARY} />);
    await user.click(screen.getByRole("button", { name: "Show all steps" }));
    expect(screen.getByText("Step 29 of 29")).toBeInTheDocument();
    openAllDetails();
    const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent ?? "");
    const find = (re: RegExp) => titles.findIndex((t) => re.test(t));
    const havana = find(/Sweep destination \(Sweep Destination column\): Havana$/);
    const roll3 = find(/Activation roll 3 against AN 2: higher/);
    const sierra = find(/Sweep destination \(Sweep Destination column\): Sierra Maestra$/);
    const roll1 = find(/Activation roll 1 against AN 2: not higher/);
    const strike = find(/Air Strike target \(Remove or Replace column\): Pinar del Río$/);
    expect(havana).toBeGreaterThan(-1);
    expect([havana, roll3, sierra, roll1, strike]).toEqual(
      [...[havana, roll3, sierra, roll1, strike]].sort((a, b) => a - b),
    );
    expect(
      screen.getByText(/Rolled 3 against Activation Number 2: higher, so another space/),
    ).toBeInTheDocument();
    // The second Sweep destination restarts the column (C8.5.6 Step 4).
    expect(screen.getByText(/Space 2 for this line/)).toBeInTheDocument();
    // Consecutive table changes read as one step.
    expect(current()).toHaveTextContent("2 changes on the table");
    expect(current()).toHaveTextContent("Close 1 open Casino in Pinar del Río");
    expect(current()).toHaveTextContent(
      "Sequence of Play: Government cylinder to Operation + Special Activity",
    );
    // Card U's outcome step shows its flowchart with the Sweep reached.
    expect(screen.getByText("The path reaches this Operation.")).toBeInTheDocument();
  });

  it("draws an earlier step's detail only when it is opened", async () => {
    const user = userEvent.setup();
    render(<Stepper cards={CARD1_LIBRARY} />);
    await user.click(screen.getByRole("button", { name: "Show all steps" }));
    const rolled = /Rolled 3 against Activation Number 2: higher, so another space/;
    expect(screen.queryByText(rolled)).toBeNull();
    const step = screen
      .getAllByRole("listitem")
      .find((li) => /Activation roll 3 against AN 2/.test(li.textContent ?? ""));
    if (!step) throw new Error("no roll step");
    openAllDetails(step);
    expect(within(step).getByText(rolled)).toBeInTheDocument();
  });

  it("falls back to text when no card data is given", async () => {
    const user = userEvent.setup();
    render(<Stepper start={2} />);
    expect(current()).toHaveTextContent("Card Y: Guerrillas on any EC? No");
    expect(current()).toHaveTextContent("no space qualifies with 1+ Guerrillas");
    expect(screen.queryByRole("heading", { name: /Government card Y/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next step" }));
    expect(current()).toHaveTextContent("Card Y: DRAW, this card goes to the bottom");
  });

  it("passes corrections up from the space tables", async () => {
    const user = userEvent.setup();
    const onOverride = vi.fn();
    render(<Stepper cards={CARD1_LIBRARY} start={15} onOverride={onOverride} />);
    expect(current()).toHaveTextContent("Sierra Maestra");
    await user.click(within(current()).getByRole("button", { name: "Choose a different space" }));
    await user.type(within(current()).getByLabelText(/Reason/), "table differs");
    await user.click(
      within(current()).getByRole("button", { name: "Use this space and continue" }),
    );
    expect(onOverride).toHaveBeenCalledWith(7, "matanzas", "table differs");
  });
});

describe("TurnSteps, other record kinds", () => {
  it("reads a deck run dry, a line closed with its reason and a skipped Special Activity", () => {
    render(
      <TurnSteps
        cursor={99}
        onCursorChange={vi.fn()}
        trace={[
          {
            kind: "deckExhausted",
            faction: "DR",
            drawn: ["A", "B", "C", "D", "E", "F"],
            rule: "C8.5.3",
          },
          {
            kind: "instruction",
            side: "M",
            line: "1",
            text: "Put 1 Base where 3+ own Guerrillas stand",
            skipped: "no space has 3 or more 26July Guerrillas",
            rule: "C8.6.5",
          },
          {
            kind: "specialActivity",
            letter: "B",
            sa: "bribe",
            result: "skipped",
            reason: "Syndicate Resources are not above 8",
            rule: "C8.7.1",
          },
          {
            kind: "note",
            text: "Limited Operation: one space, no Special Activity",
            rule: "2.3.5",
          },
        ]}
      />,
    );
    openAllDetails();
    expect(
      screen.getByText(
        "Every Directorio card drawn without a legal Operation: next Eligibility row",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Cards tried: A, B, C, D, E and F")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Line 1: Put 1 Base where 3+ own Guerrillas stand: no space has 3 or more 26July Guerrillas",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Special Activity B, Bribe: skipped")).toBeInTheDocument();
    expect(screen.getByText("Syndicate Resources are not above 8")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Rule 2\.3\.5/ })).toHaveAttribute(
      "href",
      "/rules/calixto#r2-3-5",
    );
    expect(screen.getByText("Step 4 of 4")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next step" })).toBeDisabled();
  });

  it("says when there is no decision yet", () => {
    render(<TurnSteps cursor={0} onCursorChange={vi.fn()} trace={[]} />);
    expect(screen.getByText("No decision yet")).toBeInTheDocument();
  });
});
