import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EventCardsEditor } from "@/app/_components/reference/table-editors/event-cards";
import { EventInstructionsEditor } from "@/app/_components/reference/table-editors/event-instructions";
import { cardTitle } from "@/data/cuba/events";
import type { CalixtoDB } from "@/lib/persistence";
import { checkedAreas } from "@/lib/persistence/data-corrections";
import { testDb } from "@/tests/persistence/db-fixture";
import { renderWithDb, storedCorrections } from "./render";

configure({ asyncUtilTimeout: 10_000 });

const cellOf = (faction: string) =>
  screen.getByRole("rowheader", { name: faction }).closest("tr") as HTMLElement;

describe("Event Cards table corrections (C8.5.5)", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("finds a card by its title, corrects one Faction's letter and star, reverts", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <EventCardsEditor />);
    const title = cardTitle(20);
    await user.type(screen.getByLabelText("Find a card (number or title)"), title.slice(0, 8));
    expect(screen.getByRole("table", { name: new RegExp(`#20 ${title}`) })).toBeInTheDocument();
    // #20 Syndicate: "–" in our reading, confirmed by the C8.9 example (ref 3.5).
    const syn = cellOf("Syndicate");
    expect(within(syn).getAllByRole("cell")[0]).toHaveTextContent(/^–\s*\(confirmed\)/);
    await user.selectOptions(within(syn).getByLabelText("Letter"), "C");
    await user.click(within(syn).getByRole("checkbox", { name: "★" }));
    await user.click(within(syn).getByRole("button", { name: "Save Syndicate" }));
    await waitFor(async () =>
      expect(await storedCorrections(db)).toEqual([
        { kind: "eventCell", card: 20, faction: "SYN", letter: "C", star: true },
      ]),
    );
    // The row is drawn anew with the corrected cell: look it up again.
    await waitFor(() =>
      expect(within(cellOf("Syndicate")).getByText(/^Yours:/)).toHaveTextContent("C★"),
    );
    await user.click(within(cellOf("Syndicate")).getByRole("button", { name: /^Revert/ }));
    await waitFor(async () => expect(await storedCorrections(db)).toEqual([]));
  });

  it("marks the table checked", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <EventCardsEditor />);
    await user.click(
      screen.getByRole("checkbox", { name: "I checked this table against my aid sheet" }),
    );
    await waitFor(async () => expect(await checkedAreas(db)).toEqual(new Set(["eventCards"])));
  });
});

describe("Event Instructions corrections (C8.5.5)", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("plays the other side and drops the 'only Critical if' gate, then reverts", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <EventInstructionsEditor />);
    await user.type(screen.getByLabelText("Find a card (number or title)"), "5");
    // #5 Directorio: only Critical with Troops in or next to a Province at Active Support (ref 3.6).
    const dr = screen.getByRole("group", { name: /Directorio/ });
    const gate = within(dr).getByRole("checkbox", { name: /Keep: only Critical if/ });
    expect(gate).toBeChecked();
    await user.click(gate);
    await user.selectOptions(within(dr).getByLabelText("Side played"), "shaded");
    await user.click(within(dr).getByRole("button", { name: "Save Directorio" }));
    await waitFor(async () =>
      expect(await storedCorrections(db)).toEqual([
        { kind: "eventInstruction", card: 5, faction: "DR", side: "shaded", keepGate: false },
      ]),
    );
    const yours = () =>
      within(screen.getByRole("group", { name: /Directorio/ })).getByText(/^Yours:/);
    await waitFor(() => expect(yours()).toHaveTextContent("shaded; no gate"));
    await user.click(screen.getByRole("button", { name: /^Revert/ }));
    await waitFor(async () => expect(await storedCorrections(db)).toEqual([]));
  });

  it("marks the table checked", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <EventInstructionsEditor />);
    await user.click(
      screen.getByRole("checkbox", { name: "I checked this table against my aid sheet" }),
    );
    await waitFor(async () => expect(await checkedAreas(db)).toEqual(new Set(["instructions"])));
  });
});
