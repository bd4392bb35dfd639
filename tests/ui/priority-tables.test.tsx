import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PriorityTables } from "@/app/_components/reference/priority-tables";

const rowOf = (name: RegExp) =>
  screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;

describe("the Space Selection Priorities as the app reads them (C8.5.6)", () => {
  it("shows each row's dots by column, Government first", () => {
    render(<PriorityTables />);
    expect(
      screen.getByRole("table", { name: /Government Space Selection Priorities/ }),
    ).toBeInTheDocument();
    // Row 3, Havana: a Sweep destination row, not a Transport one (ref 2.1; C8.9 card 1).
    const havana = rowOf(/^3\.\s*Havana/);
    expect(within(havana).getByText("Sweep Destination: yes")).toBeInTheDocument();
    expect(within(havana).getByText("Transport Destination: no")).toBeInTheDocument();
  });

  it("marks a disputed row and where the other reading differs", async () => {
    const user = userEvent.setup();
    render(<PriorityTables />);
    await user.click(screen.getByRole("button", { name: "Directorio" }));
    expect(screen.getByRole("button", { name: "Directorio" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // DR row 5: the example needs a Remove or Replace dot the transcription lacks (C8.9 card 6).
    const row = rowOf(/fewest enemy forces/);
    expect(within(row).getByText("Remove or Replace: yes")).toBeInTheDocument();
    expect(within(row).getByTitle("The other reading differs here")).toHaveTextContent("(–)");
    expect(
      within(row).getByText(/Disputed: the transcription reading without Remove or Replace/),
    ).toBeInTheDocument();
  });
});
