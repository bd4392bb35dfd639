import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PriorityTables } from "@/app/_components/reference/priority-tables";
import type { CalixtoDB } from "@/lib/persistence";
import { checkedAreas } from "@/lib/persistence/data-corrections";
import { testDb } from "@/tests/persistence/db-fixture";
import { renderWithDb, storedCorrections } from "./render";

configure({ asyncUtilTimeout: 10_000 });

const rowOf = (name: RegExp) =>
  screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;

/** Correcting the Space Selection Priorities from the player's aid sheet (C8.5.6; issue 13). */
describe("Space Selection Priorities corrections", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("takes a dot away from a row, shows ours beside yours, and reverts it", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <PriorityTables />);
    await user.click(screen.getByRole("button", { name: "Correct this table from my aid sheet" }));
    // GOV row 3 (Havana) has a Sweep Destination dot in our reading (ref 2.1; C8.9 card 1).
    const box = within(rowOf(/^3\.\s*Havana/)).getByRole("checkbox", {
      name: /Dot for Sweep Destination/,
    });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(async () => {
      const [c] = await storedCorrections(db);
      expect(c).toMatchObject({ kind: "dots", row: "gov-3" });
      expect(c.kind === "dots" && c.columns).not.toContain("SWP");
    });
    const row = rowOf(/^3\.\s*Havana/);
    await within(row).findByText("Corrected");
    expect(within(row).getByText("Sweep Destination: no")).toBeInTheDocument();
    expect(within(row).getByText(/^App:/)).toHaveTextContent("Sweep Destination");
    expect(within(row).getByText(/^Yours:/)).not.toHaveTextContent("Sweep Destination");

    await user.click(within(row).getByRole("button", { name: /Revert the dots of row/ }));
    await waitFor(async () => expect(await storedCorrections(db)).toEqual([]));
    await waitFor(() =>
      expect(within(rowOf(/^3\.\s*Havana/)).getByText("Sweep Destination: yes")).toBeVisible(),
    );
  });

  it("moves a row up as one order correction and keeps the closing rows last", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <PriorityTables />);
    await user.click(screen.getByRole("button", { name: "Correct this table from my aid sheet" }));
    await user.click(screen.getByRole("button", { name: 'Move row "Havana" up' }));
    await waitFor(async () => {
      const [c] = await storedCorrections(db);
      expect(c).toMatchObject({ kind: "rowOrder", faction: "GOV" });
      expect(c.kind === "rowOrder" && c.rows.slice(0, 3)).toEqual(["gov-1", "gov-3", "gov-2"]);
    });
    await screen.findByRole("rowheader", { name: /^2\.\s*Havana/ });
    expect(screen.getByRole("rowheader", { name: /^2\.\s*Havana/ })).toHaveTextContent(
      "(ours: row 3)",
    );

    // The random pick must stay next to last (C8.5.6): refused, with the reason, nothing saved.
    const closing = screen.getByRole("rowheader", { name: /random among the rest/ });
    await user.click(within(closing).getByRole("button", { name: /up$/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/closing rows .* stay last/);
    const [c] = await storedCorrections(db);
    expect(c.kind === "rowOrder" && c.rows.slice(-2)).toEqual(["gov-14", "gov-15"]);

    await user.click(screen.getByRole("button", { name: /Revert the row order/ }));
    await waitFor(async () => expect(await storedCorrections(db)).toEqual([]));
  });

  it("closing rows have no dot boxes; the table can be marked checked", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <PriorityTables />);
    await user.click(screen.getByRole("button", { name: "Directorio" }));
    await user.click(screen.getByRole("button", { name: "Correct this table from my aid sheet" }));
    const closing = screen.getByRole("rowheader", { name: /random/ }).closest("tr") as HTMLElement;
    expect(within(closing).queryAllByRole("checkbox")).toEqual([]);
    await user.click(
      screen.getByRole("checkbox", { name: "I checked this table against my aid sheet" }),
    );
    await waitFor(async () => expect(await checkedAreas(db)).toEqual(new Set(["priorities:DR"])));
  });
});
