import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MovePrioritiesEditor } from "@/app/_components/reference/table-editors/move-priorities";
import { PiecePrioritiesEditor } from "@/app/_components/reference/table-editors/piece-priorities";
import type { CalixtoDB } from "@/lib/persistence";
import { checkedAreas } from "@/lib/persistence/data-corrections";
import { testDb } from "@/tests/persistence/db-fixture";
import { renderWithDb, storedCorrections } from "./render";

configure({ asyncUtilTimeout: 10_000 });

const rowOf = (name: RegExp, table?: RegExp) =>
  (table ? within(screen.getByRole("table", { name: table })) : screen)
    .getByRole("rowheader", { name })
    .closest("tr") as HTMLElement;
const KEEP = /Keep in the origin/;
const startEditing = (user: ReturnType<typeof userEvent.setup>, name: RegExp) =>
  user.click(screen.getByRole("button", { name }));

describe("Move Priorities corrections (C8.5.7)", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("reads a Keep row for one more Faction, shows ours beside yours, reverts", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <MovePrioritiesEditor />);
    await startEditing(user, /Correct the Move Priorities/);
    // K3 (EC: 1 cube per Guerrilla) is read for the Government only (ref 3.1).
    const row = rowOf(/EC: 1 cube per Guerrilla/, KEEP);
    const box = within(row).getByRole("checkbox", { name: /Syndicate/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(async () =>
      expect(await storedCorrections(db)).toEqual([
        { kind: "moveFactions", row: "K3", factions: ["GOV", "SYN"] },
      ]),
    );
    const after = rowOf(/EC: 1 cube per Guerrilla/, KEEP);
    await within(after).findByText("Corrected");
    expect(within(after).getByText(/^App:/)).toHaveTextContent("Government");
    expect(within(after).getByText(/^Yours:/)).toHaveTextContent("Government, Syndicate");
    await user.click(within(after).getByRole("button", { name: /^Revert/ }));
    await waitFor(async () => expect(await storedCorrections(db)).toEqual([]));
  });

  it("moves a Get row down as one order correction; the table can be marked checked", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <MovePrioritiesEditor />);
    await startEditing(user, /Correct the Move Priorities/);
    await user.click(
      screen.getByRole("button", { name: 'Move row "Enough own pieces for Control" down' }),
    );
    await waitFor(async () => {
      const [c] = await storedCorrections(db);
      expect(c).toMatchObject({ kind: "moveOrder", table: "get" });
      expect(c.kind === "moveOrder" && c.rows.slice(0, 2)).toEqual(["G2", "G1"]);
    });
    await user.click(
      screen.getByRole("checkbox", { name: "I checked this table against my aid sheet" }),
    );
    await waitFor(async () => expect(await checkedAreas(db)).toEqual(new Set(["moves"])));
    await user.click(
      await screen.findByRole("button", { name: /Revert the order of the Get rows/ }),
    );
    await waitFor(async () => expect(await storedCorrections(db)).toEqual([]));
  });
});

describe("Piece Priorities corrections (C8.5.8)", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("reorders the Factions inside a row and the rows themselves", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <PiecePrioritiesEditor />);
    await startEditing(user, /Correct the Piece Priorities/);
    // Row 2, Bases: SYN, DR, 26J, GOV in our reading (ref 3.2).
    await user.click(
      within(rowOf(/^2\.\s*Bases/)).getByRole("button", { name: "Move Directorio earlier" }),
    );
    await waitFor(async () =>
      expect(await storedCorrections(db)).toEqual([
        { kind: "pieceFactions", row: "bases", factions: ["DR", "SYN", "26J", "GOV"] },
      ]),
    );
    await user.click(screen.getByRole("button", { name: /^Move row "Cubes.* up$/ }));
    await waitFor(async () => {
      const order = (await storedCorrections(db)).find((c) => c.kind === "pieceOrder");
      expect(order).toEqual({
        kind: "pieceOrder",
        rows: ["cash", "bases", "assault-vulnerable", "cubes", "thin-guard", "guerrillas"],
      });
    });
    const bases = rowOf(/Bases/);
    expect(within(bases).getByText(/^App:/)).toHaveTextContent("Syndicate, Directorio, 26July");
    await user.click(within(bases).getByRole("button", { name: /^Revert/ }));
    await waitFor(async () =>
      expect((await storedCorrections(db)).map((c) => c.kind)).toEqual(["pieceOrder"]),
    );
  });

  it("refuses the Government in a row about Insurgent pieces, and marks the table checked", async () => {
    const user = userEvent.setup();
    renderWithDb(db, <PiecePrioritiesEditor />);
    await startEditing(user, /Correct the Piece Priorities/);
    const thin = rowOf(/guarded by one piece/);
    await user.click(within(thin).getByRole("button", { name: "Add Government" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Government cannot be in it/);
    expect(await storedCorrections(db)).toEqual([]);
    await user.click(
      screen.getByRole("checkbox", { name: "I checked this table against my aid sheet" }),
    );
    await waitFor(async () => expect(await checkedAreas(db)).toEqual(new Set(["pieces"])));
  });
});
