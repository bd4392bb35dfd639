import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { TurnSteps } from "@/app/components/turn/turn-steps";
import type { CardLibrary } from "@/lib/ui/flowchart";
import { CARD1_GOV_TRACE, CARD1_LIBRARY } from "@/tests/fixtures/c89-card1-gov";

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
    expect(screen.getByText("Step 1 of 26")).toBeInTheDocument();
    expect(current()).toHaveTextContent(
      "Government: Eligibility row 1st-1 (GOV only: Underground DR or 26July Guerrilla in Havana) → Op + SA",
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
    await user.click(screen.getByRole("button", { name: "Previous step" }));
    expect(current()).toHaveTextContent("Calixto card Y");
    expect(screen.queryByText("Answer: No")).toBeNull();
  });

  it("announces the step in focus to screen readers", async () => {
    const user = userEvent.setup();
    render(<Stepper />);
    const live = document.querySelector('[aria-live="polite"].sr-only');
    expect(live).toHaveTextContent("Government: Eligibility row 1st-1");
    expect(live).toHaveTextContent("Havana: 2 Underground DR Guerrillas");
    await user.click(screen.getByRole("button", { name: "Next step" }));
    expect(live).toHaveTextContent("Government Calixto card Y");
  });

  it("shows the whole Sweep: Havana, the AN roll of 3, Sierra Maestra via rows 4-6, the AN roll of 1, the Air Strike", async () => {
    const user = userEvent.setup();
    render(<Stepper cards={CARD1_LIBRARY} />);
    await user.click(screen.getByRole("button", { name: "Show all steps" }));
    expect(screen.getByText("Step 26 of 26")).toBeInTheDocument();
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
    expect(current()).toHaveTextContent("Government cylinder to the Op + Special Activity box");
    // Card U's outcome step shows its flowchart with the Sweep reached.
    expect(screen.getByText("The path reaches this Operation.")).toBeInTheDocument();
  });

  it("falls back to text when no card data is given", async () => {
    const user = userEvent.setup();
    render(<Stepper start={2} />);
    expect(current()).toHaveTextContent("Card Y: Any EC with Guerrillas? No");
    expect(current()).toHaveTextContent("West EC, Central EC and East EC hold no Guerrillas");
    expect(screen.queryByRole("heading", { name: /Government card Y/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next step" }));
    expect(current()).toHaveTextContent("Card Y: DRAW, this card goes to the bottom");
  });

  it("passes corrections up from the space tables", async () => {
    const user = userEvent.setup();
    const onOverride = vi.fn();
    render(<Stepper cards={CARD1_LIBRARY} start={14} onOverride={onOverride} />);
    expect(current()).toHaveTextContent("Sierra Maestra");
    await user.click(within(current()).getByRole("button", { name: "Choose a different space" }));
    await user.type(within(current()).getByLabelText(/Reason/), "table differs");
    await user.click(
      within(current()).getByRole("button", { name: "Use this space and continue" }),
    );
    expect(onOverride).toHaveBeenCalledWith(7, "camaguey-province", "table differs");
  });
});
