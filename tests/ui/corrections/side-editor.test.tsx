import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DbProvider } from "@/app/_components/db-context";
import { CardBrowser } from "@/app/_components/reference/card-browser";
import { CheckProgress } from "@/app/_components/reference/check-progress";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import type { CalixtoDB } from "@/lib/persistence";
import { checkedAreas, loadCorrections } from "@/lib/persistence/data-corrections";
import { testDb } from "@/tests/persistence/db-fixture";

// Live queries re-render after IndexedDB answers; on a loaded machine that can take a while.
configure({ asyncUtilTimeout: 10_000 });

const Q1 = CARD_TABLES.sides.Y?.nodes.q1;
const Q2 = CARD_TABLES.sides.Y?.nodes.q2;
const label = (n: typeof Q1) => (n?.kind === "question" ? n.cond.label : "?");

async function openEditorOfY(db: CalixtoDB) {
  const user = userEvent.setup();
  render(
    <DbProvider db={db}>
      <CheckProgress />
      <CardBrowser />
    </DbProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Card Y" }));
  const side = screen.getByRole("region", { name: "Calixto card Y, front" });
  await user.click(
    within(side).getByRole("button", { name: "Correct this side to match my card" }),
  );
  return { user, side };
}

const sources = (el: HTMLElement) =>
  within(el)
    .getAllByText(/^Source:/)
    .map((s) => s.parentElement?.textContent ?? "");

const box = (side: HTMLElement, n: 1 | 2, text: string) =>
  within(side).getByRole("group", { name: `Q${n}: ${text}` });

describe("correcting a card side from the card reference (C8.5.3; issue 13)", {
  timeout: 30_000,
}, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    window.history.replaceState(null, "", "/");
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("saves a question's arrows as one node correction and shows the app's reading beside your card", async () => {
    const { user, side } = await openEditorOfY(db);
    const q1 = box(side, 1, label(Q1));
    await user.selectOptions(
      within(q1).getByRole("combobox", { name: "The yes arrow (green) leads to" }),
      "DRAW a new card",
    );
    await user.selectOptions(
      within(q1).getByRole("combobox", { name: "The no arrow (red) leads to" }),
      "Q2",
    );
    await user.type(
      within(q1).getByRole("textbox", { name: "Where I read it (optional)" }),
      "my deck",
    );
    await user.click(within(q1).getByRole("button", { name: "Save Q1" }));

    await waitFor(async () => expect((await loadCorrections(db)).corrections).toHaveLength(1));
    const [saved] = (await loadCorrections(db)).corrections;
    expect(saved?.key).toBe("node:Y:q1");
    expect(saved?.note).toBe("my deck");
    expect(saved?.correction).toMatchObject({
      kind: "node",
      side: "Y",
      node: { kind: "question", id: "q1", yes: { to: "draw" }, no: { to: "node", node: "q2" } },
    });

    const ours = await within(side).findByRole("region", { name: "The app's reading" });
    const yours = within(side).getByRole("region", { name: "Your card" });
    expect(within(ours).getByText(/Yes → Q2/)).toBeInTheDocument();
    expect(within(yours).getByText(/Yes → DRAW a new card/)).toBeInTheDocument();
    expect(within(yours).getByText(/No → Q2/)).toBeInTheDocument();
    // The corrected box is marked as the player's; the app's reading keeps its own source.
    expect(sources(yours).some((s) => /^Source: your correction/.test(s))).toBe(true);
    expect(sources(ours).some((s) => /^Source: your correction/.test(s))).toBe(false);
    const mine = within(side).getByRole("region", { name: "Your corrections on this side" });
    expect(within(mine).getByText(/Calixto card Y, front: the box/)).toBeInTheDocument();
    expect(within(mine).getByText("Your note: my deck")).toBeInTheDocument();
  });

  it("refuses an arrow that makes a loop, says why, keeps the form and saves nothing", async () => {
    const { user, side } = await openEditorOfY(db);
    const q2 = box(side, 2, label(Q2));
    const yes = within(q2).getByRole("combobox", { name: "The yes arrow (green) leads to" });
    await user.selectOptions(yes, "Q1");
    await user.click(within(q2).getByRole("button", { name: "Save Q2" }));
    expect(await within(q2).findByRole("alert")).toHaveTextContent(/loop/);
    expect(yes).toHaveValue("node:q1");
    expect((await loadCorrections(db)).corrections).toHaveLength(0);
    expect(within(side).queryByRole("region", { name: "Your card" })).toBeNull();
  });

  it("refuses a front that no longer leads to DRAW", async () => {
    const { user, side } = await openEditorOfY(db);
    const q1 = box(side, 1, label(Q1));
    await user.selectOptions(
      within(q1).getByRole("combobox", { name: "The no arrow (red) leads to" }),
      "Q2",
    );
    await user.click(within(q1).getByRole("button", { name: "Save Q1" }));
    expect(await within(q1).findByRole("alert")).toHaveTextContent(/both DRAW and FLIP/);
    expect((await loadCorrections(db)).corrections).toHaveLength(0);
  });

  it("reverts a correction on its own: the side is the app's reading again", async () => {
    const { user, side } = await openEditorOfY(db);
    const q1 = box(side, 1, label(Q1));
    await user.selectOptions(
      within(q1).getByRole("combobox", { name: "The yes arrow (green) leads to" }),
      "DRAW a new card",
    );
    await user.selectOptions(
      within(q1).getByRole("combobox", { name: "The no arrow (red) leads to" }),
      "Q2",
    );
    await user.click(within(q1).getByRole("button", { name: "Save Q1" }));
    const mine = await within(side).findByRole("region", { name: "Your corrections on this side" });
    await user.click(within(mine).getByRole("button", { name: /^Revert: Calixto card Y, front/ }));
    await waitFor(() =>
      expect(within(side).queryByRole("region", { name: "Your card" })).toBeNull(),
    );
    expect((await loadCorrections(db)).corrections).toHaveLength(0);
  });

  it("changes a condition's parameters from its parameter form", async () => {
    const { user, side } = await openEditorOfY(db);
    const q1 = box(side, 1, label(Q1));
    // Q1 asks for Guerrillas on an EC with at least 1 (reference 1.3 Y): the card reader makes it 2.
    const min = within(q1).getByRole("spinbutton", { name: "Min" });
    await user.clear(min);
    await user.type(min, "2");
    await user.click(within(q1).getByRole("checkbox", { name: /^Underground/ }));
    await user.click(within(q1).getByRole("button", { name: "Save Q1" }));
    await waitFor(async () => expect((await loadCorrections(db)).corrections).toHaveLength(1));
    const [saved] = (await loadCorrections(db)).corrections;
    expect(saved?.correction).toMatchObject({
      node: { cond: { id: "guerrillasWhere", params: { min: 2, underground: true, kind: "ec" } } },
    });
  });

  it("says a Government side's Activation Number is the US Alliance value, with nothing to edit", async () => {
    const { side } = await openEditorOfY(db);
    expect(within(side).getByText(/uses the US Alliance value/)).toBeInTheDocument();
    expect(
      within(side).queryByRole("spinbutton", { name: /Activation Number|card's corner/ }),
    ).toBeNull();
  });

  it("marks a side as checked against the player's card and counts it at the top", async () => {
    const { user, side } = await openEditorOfY(db);
    expect(
      await screen.findByText("You have checked 0 of 48 card sides and 0 of 13 tables."),
    ).toBeInTheDocument();
    await user.click(
      within(side).getByRole("checkbox", { name: "I checked this side against my card" }),
    );
    expect(
      await screen.findByText("You have checked 1 of 48 card sides and 0 of 13 tables."),
    ).toBeInTheDocument();
    expect(await checkedAreas(db)).toEqual(new Set(["side:Y"]));
    expect(
      within(side).getByRole("checkbox", { name: "I checked this side against my card" }),
    ).toBeChecked();
  });
});
