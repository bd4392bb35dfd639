import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EffectiveEventsEditor } from "@/app/_components/reference/table-editors/effective-events";
import { EligibilityEditor } from "@/app/_components/reference/table-editors/eligibility";
import type { CalixtoDB } from "@/lib/persistence";
import { checkedAreas } from "@/lib/persistence/data-corrections";
import { testDb } from "@/tests/persistence/db-fixture";
import { renderWithDb, storedCorrections } from "./render";

configure({ asyncUtilTimeout: 10_000 });

const tableOf = (name: RegExp) => within(screen.getByRole("table", { name }));
const FIRST = /1st Eligible/;

describe("NP Eligibility table corrections (C8.5.2)", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("changes a row's result and red condition, shows ours beside yours, reverts", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <EligibilityEditor />);
    await user.click(screen.getByRole("button", { name: /Correct the NP Eligibility table/ }));
    // 1st Eligible row 4: Pass in our reading (ref 3.3).
    const row = tableOf(FIRST).getByRole("group", { name: /^Row 4/ });
    await user.selectOptions(within(row).getByLabelText("Result"), "Operation Only");
    await user.selectOptions(within(row).getByLabelText("Only for"), "Syndicate");
    await user.click(within(row).getByRole("button", { name: "Save row 4" }));
    await waitFor(async () =>
      expect(await storedCorrections(db)).toEqual([
        {
          kind: "eligibilityRow",
          row: "1st-4",
          test: "firstOnUpcomingCritical",
          onlyFor: "SYN",
          result: "opOnly",
        },
      ]),
    );
    const shown = await tableOf(FIRST).findByText(/^Yours:/);
    expect(shown).toHaveTextContent("Operation Only");
    expect(shown).toHaveTextContent("only for Syndicate");
    expect(tableOf(FIRST).getByText(/^App:/)).toHaveTextContent("Pass");
    await user.click(tableOf(FIRST).getByRole("button", { name: /^Revert/ }));
    await waitFor(async () => expect(await storedCorrections(db)).toEqual([]));
  });

  it("reorders the 2nd Eligible rows and marks the table checked", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <EligibilityEditor />);
    await user.click(screen.getByRole("button", { name: /Correct the NP Eligibility table/ }));
    await user.click(tableOf(/2nd Eligible/).getByRole("button", { name: "Move row 2 up" }));
    await waitFor(async () =>
      expect(await storedCorrections(db)).toEqual([
        {
          kind: "eligibilityOrder",
          position: 2,
          rows: ["2nd-2", "2nd-1", "2nd-3", "2nd-4", "2nd-5"],
        },
      ]),
    );
    await user.click(
      screen.getByRole("checkbox", { name: "I checked this table against my aid sheet" }),
    );
    await waitFor(async () => expect(await checkedAreas(db)).toEqual(new Set(["eligibility"])));
  });
});

describe("Effective Events corrections (C8.5.5)", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("unticks an entry and ticks one the Faction lacks, then reverts", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <EffectiveEventsEditor />);
    await user.click(screen.getByRole("button", { name: /Correct the Effective Events/ }));
    await user.click(screen.getByRole("checkbox", { name: "adds Cash with cubes" }));
    await waitFor(async () => {
      const [c] = await storedCorrections(db);
      expect(c).toMatchObject({ kind: "effective", faction: "GOV" });
      expect(c.kind === "effective" && c.entries).not.toContain("addCash");
      expect(c.kind === "effective" && c.entries).toHaveLength(8);
    });
    await user.click(screen.getByRole("checkbox", { name: "adds open Casinos" }));
    await waitFor(async () => {
      const [c] = await storedCorrections(db);
      expect(c.kind === "effective" && c.entries.at(-1)).toBe("addOpenCasinos");
    });
    expect(await screen.findByText(/^Yours:/)).toHaveTextContent("adds open Casinos");
    expect(screen.getByText(/^App:/)).toHaveTextContent("adds Cash with cubes");
    await user.click(screen.getByRole("button", { name: /^Revert/ }));
    await waitFor(async () => expect(await storedCorrections(db)).toEqual([]));
  });

  it("moves an entry up for the Directorio and marks that Faction's list checked", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <EffectiveEventsEditor />);
    await user.click(screen.getByRole("button", { name: "Directorio" }));
    await user.click(screen.getByRole("button", { name: /Correct the Effective Events/ }));
    await user.click(screen.getByRole("button", { name: 'Move "a Capability" up' }));
    await waitFor(async () => {
      const [c] = await storedCorrections(db);
      expect(c).toMatchObject({ kind: "effective", faction: "DR" });
      expect(c.kind === "effective" && c.entries.slice(0, 2)).toEqual(["capability", "ownOpSA"]);
    });
    await user.click(
      screen.getByRole("checkbox", { name: "I checked this table against my aid sheet" }),
    );
    await waitFor(async () => expect(await checkedAreas(db)).toEqual(new Set(["effective:DR"])));
  });
});
