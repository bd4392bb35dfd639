import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DbProvider } from "@/app/_components/db-context";
import { CardBrowser } from "@/app/_components/reference/card-browser";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import type { Correction } from "@/lib/engine/cuba/calixto/corrections";
import { CARDS_OF } from "@/lib/engine/cuba/calixto/types";
import type { CalixtoDB } from "@/lib/persistence";
import { loadCorrections } from "@/lib/persistence/data-corrections";
import { columnLabel } from "@/lib/ui/labels";
import { testDb } from "@/tests/persistence/db-fixture";

configure({ asyncUtilTimeout: 10_000 });

async function openEditor(db: CalixtoDB, card: string) {
  window.history.replaceState(null, "", `/#${card}`);
  const user = userEvent.setup();
  render(
    <DbProvider db={db}>
      <CardBrowser />
    </DbProvider>,
  );
  const side = await screen.findByRole("region", { name: `Calixto card ${card}, front` });
  await user.click(
    within(side).getByRole("button", { name: "Correct this side to match my card" }),
  );
  return { user, side };
}

const saved = async (db: CalixtoDB) => (await loadCorrections(db)).corrections;

describe("correcting the Operation box, SA list and Activation Number of a side (C8.5.3, C8.5.4)", {
  timeout: 30_000,
}, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  // What the editors send is checked on the stored row.
  const row = async (key: string) =>
    (await db.dataCorrections.get(key))?.correction as Correction | undefined;

  it("reorders the Special Activities of card Y and sends the list as one list correction", async () => {
    const { user, side } = await openEditor(db, "Y");
    const list = within(side).getByRole("group", {
      name: /^Special Activities, in the order tried/,
    });
    await user.click(within(list).getByRole("button", { name: "Move B: Reprisal up" }));
    await user.click(within(list).getByRole("button", { name: "Save this Special Activity list" }));
    await waitFor(async () => expect(await row("list:SA-G1'")).toBeDefined());
    const c = await row("list:SA-G1'");
    const entries = c?.kind === "list" ? c.list.entries : [];
    expect(entries.map((e) => e.letter)).toEqual(["B", "A", "C", "D"]);
  });

  it("changes the column of the Sweep line of card Y and sends the box as one box correction", async () => {
    const { user, side } = await openEditor(db, "Y");
    const box = within(side).getByRole("group", { name: /^Operation box: Sweep/ });
    await user.selectOptions(
      within(box).getByRole("combobox", { name: "Column" }),
      columnLabel("GAR"),
    );
    await user.click(within(box).getByRole("button", { name: "Save this Operation box" }));
    await waitFor(async () => expect(await row("box:G-SWEEP")).toBeDefined());
    expect(await row("box:G-SWEEP")).toMatchObject({
      kind: "box",
      box: { operation: "sweep", lines: [{ n: 1, instruction: "sweepMove", column: "GAR" }] },
    });
  });

  it("shows a saved box correction beside the app's reading", async () => {
    const { user, side } = await openEditor(db, "Y");
    const box = within(side).getByRole("group", { name: /^Operation box: Sweep/ });
    await user.selectOptions(
      within(box).getByRole("combobox", { name: "Column" }),
      columnLabel("GAR"),
    );
    await user.click(within(box).getByRole("button", { name: "Save this Operation box" }));
    await waitFor(async () => expect(await saved(db)).toHaveLength(1), { timeout: 3000 });
    expect(await within(side).findByRole("region", { name: "Your card" })).toBeInTheDocument();
  });

  it("refuses an Activation Number above 6 and saves one from 1 to 6 (C8.5.4)", async () => {
    const card = CARDS_OF["26J"][0] as string;
    const was = CARD_TABLES.sides[card]?.an as number;
    const { user, side } = await openEditor(db, card);
    const an = within(side).getByRole("spinbutton", { name: /card's corner, 1 to 6/ });
    await user.clear(an);
    await user.type(an, "7");
    await user.click(within(side).getByRole("button", { name: "Save the Activation Number" }));
    expect(await within(side).findByRole("alert")).toHaveTextContent(/1 to 6/);
    expect(await saved(db)).toHaveLength(0);
    const other = was === 6 ? 5 : was + 1;
    await user.clear(an);
    await user.type(an, String(other));
    await user.click(within(side).getByRole("button", { name: "Save the Activation Number" }));
    await waitFor(async () => expect(await saved(db)).toHaveLength(1));
    expect((await saved(db))[0]?.correction).toEqual({ kind: "an", side: card, an: other });
  });
});
