import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NarrowingTable } from "@/app/_components/turn/narrowing-table";
import type { SelectionRecord } from "@/lib/ui/highlight";
import { CARD1_GOV_TRACE } from "@/tests/fixtures/c89-card1-gov";

const selections = CARD1_GOV_TRACE.filter((r): r is SelectionRecord => r.kind === "selection");
const [havana, sierra, airStrike] = selections;

const rowOf = (row: string) => {
  const header = screen.getAllByRole("rowheader").find((h) => h.textContent === row);
  const tr = header?.closest("tr");
  if (!tr) throw new Error(`no row ${row}`);
  return tr;
};

describe("NarrowingTable (C8.5.6)", () => {
  it("scrolls inside its panel: the table sits in a region that scrolls sideways", () => {
    render(<NarrowingTable record={sierra} ordinal={2} />);
    const region = screen.getByRole("region", { name: /priority rows \(scrolls sideways\)/ });
    expect(region).toHaveClass("overflow-x-auto", "max-w-full");
    expect(within(region).getByRole("table")).toBeInTheDocument();
  });

  it("shows the second Sweep destination narrowing row by row to Sierra Maestra (C8.9 card 1)", () => {
    render(<NarrowingTable record={sierra} ordinal={2} />);
    expect(screen.getByText("Sweep destination")).toBeInTheDocument();
    expect(screen.getByText(/Government priorities, Sweep Destination column/)).toBeInTheDocument();
    const rows = screen.getAllByRole("rowheader").map((h) => h.textContent);
    expect(rows).toEqual(["3", "4", "5", "6"]);

    const r3 = rowOf("3");
    expect(r3).toHaveTextContent("Havana");
    expect(r3).toHaveTextContent("skipped: none met");
    expect(within(r3).getByRole("link", { name: /C8\.5\.6 Step 1/ })).toHaveTextContent("Step 1");

    // Matanzas could take Troops from Las Villas but holds no Underground Guerrilla.
    const r4 = rowOf("4");
    expect(r4).toHaveTextContent("Underground Guerrillas");
    expect(r4).toHaveTextContent("narrowed");
    expect(within(r4).getAllByRole("cell")[1]).toHaveTextContent("Matanzas (dropped)");
    expect(within(r4).getAllByRole("cell")[2]).not.toHaveTextContent("Matanzas");
    expect(rowOf("5")).toHaveTextContent("most Support");
    expect(rowOf("5")).toHaveTextContent("skipped: none met");

    const r6 = rowOf("6");
    expect(r6).toHaveTextContent("enemy Base or open Casino");
    expect(r6).toHaveTextContent("one left: chosen");
    const [before, after] = within(r6).getAllByRole("cell").slice(1, 3);
    expect(within(before).getByText("Santiago de Cuba")).toHaveTextContent("(dropped)");
    expect(within(before).getByText("Camagüey Province")).toHaveTextContent("(dropped)");
    expect(within(before).getByText("Sierra Maestra")).not.toHaveTextContent("(dropped)");
    expect(within(after).getByText("Sierra Maestra")).toHaveTextContent("(chosen)");
    expect(within(after).queryByText("Santiago de Cuba")).toBeNull();
    // Row 4 is the first row that applies (Step 1), row 6 the second (Step 2).
    expect(within(rowOf("4")).getByRole("link", { name: /C8\.5\.6 Step 1/ })).toBeInTheDocument();
    expect(within(r6).getByRole("link", { name: /C8\.5\.6 Step 2/ })).toHaveAttribute(
      "href",
      "/rules/calixto#c8-5-6-step-2",
    );

    expect(screen.getByText(/^Chosen:/)).toHaveTextContent("Chosen: Sierra Maestra");
    expect(screen.getByText(/Space 2 for this line/)).toBeInTheDocument();
  });

  it("shows La Habana dropped at the fewest-enemy-forces row of the Air Strike target", () => {
    render(<NarrowingTable record={airStrike} />);
    const r13 = rowOf("13");
    expect(r13).toHaveTextContent("fewest enemy forces");
    expect(within(r13).getAllByRole("cell")[1]).toHaveTextContent("La Habana (dropped)");
    expect(screen.getByText(/^Chosen:/)).toHaveTextContent("Pinar del Río");
    expect(screen.queryByText(/Space 2 for this line/)).toBeNull();
  });

  it("says when the rows ran out and a random pick chose the space", () => {
    const tie: SelectionRecord = {
      ...airStrike,
      steps: airStrike.steps.slice(0, -1),
    };
    render(<NarrowingTable record={tie} />);
    expect(
      screen.getByText(/picked at random among Pinar del Río and La Habana/),
    ).toBeInTheDocument();
  });

  it("sends the map highlight: final state on mount, a row's state when its row is focused", async () => {
    const user = userEvent.setup();
    const onHighlight = vi.fn();
    render(<NarrowingTable record={sierra} onHighlight={onHighlight} />);
    expect(onHighlight).toHaveBeenLastCalledWith([
      { space: "matanzas", role: "dropped" },
      { space: "camaguey-province", role: "dropped" },
      { space: "sierra-maestra", role: "chosen" },
      { space: "santiago-de-cuba", role: "dropped" },
    ]);
    // Row 3's button, row 3's rule link, then row 4's button.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Row 4: show on the map" })).toHaveFocus();
    expect(onHighlight).toHaveBeenLastCalledWith([
      { space: "matanzas", role: "dropped" },
      { space: "camaguey-province", role: "kept" },
      { space: "sierra-maestra", role: "kept" },
      { space: "santiago-de-cuba", role: "kept" },
    ]);
  });

  it("lets the player choose a different space with a reason", async () => {
    const user = userEvent.setup();
    const onOverride = vi.fn();
    render(<NarrowingTable record={sierra} onOverride={onOverride} />);
    await user.click(screen.getByRole("button", { name: "Choose a different space" }));
    await user.selectOptions(screen.getByLabelText("Space"), "Santiago de Cuba");
    await user.type(screen.getByLabelText(/Reason/), "Sierra Maestra has a Troop already");
    await user.click(screen.getByRole("button", { name: "Use this space and continue" }));
    expect(onOverride).toHaveBeenCalledWith(
      7,
      "santiago-de-cuba",
      "Sierra Maestra has a Troop already",
    );
  });

  it("reads a one-row choice: Havana first by the Havana row", () => {
    render(<NarrowingTable record={havana} />);
    const before = within(rowOf("3")).getAllByRole("cell")[1];
    const dropped = within(before)
      .getAllByText("(dropped)")
      .map((sr) => sr.parentElement?.firstChild?.textContent);
    expect(dropped).toEqual([
      "La Habana",
      "Matanzas",
      "Camagüey Province",
      "Sierra Maestra",
      "Santiago de Cuba",
    ]);
    expect(rowOf("3")).toHaveTextContent("one left: chosen");
  });
});
