import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DbProvider } from "@/app/_components/db-context";
import { MyCorrections } from "@/app/_components/reference/my-corrections";
import { downloadJson } from "@/app/_components/ui/download";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import type { FlowNode } from "@/lib/engine/cuba/calixto/contracts";
import { type Correction, correctionsFile } from "@/lib/engine/cuba/calixto/corrections";
import type { CalixtoDB } from "@/lib/persistence";
import { loadCorrections, saveCorrection } from "@/lib/persistence/data-corrections";
import { testDb } from "@/tests/persistence/db-fixture";

vi.mock("@/app/_components/ui/download", () => ({ downloadJson: vi.fn() }));
configure({ asyncUtilTimeout: 10_000 });

type Question = Extract<FlowNode, { kind: "question" }>;
const q1 = CARD_TABLES.sides.Y?.nodes.q1 as Question;
const q2 = CARD_TABLES.sides.Y?.nodes.q2 as Question;
const plain = (n: Question) => ({ kind: n.kind, id: n.id, cond: n.cond, yes: n.yes, no: n.no });
/** Card Y's first box with its arrows the other way round (yes → DRAW, no → the second box). */
const swapped: Correction = {
  kind: "node",
  side: "Y",
  node: { ...plain(q1), yes: { to: "draw" }, no: { to: "node", node: "q2" } },
};
const relabelled: Correction = {
  kind: "node",
  side: "Y",
  node: { ...plain(q1), cond: { ...q1.cond, label: "Guerrillas in an EC?" } },
};
/** Hostile: Y's second box sends its yes arrow back to the first, a loop. */
const loop: Correction = {
  kind: "node",
  side: "Y",
  node: { ...plain(q2), yes: { to: "node", node: "q1" } },
};

const fileOf = (data: unknown) =>
  new File([typeof data === "string" ? data : JSON.stringify(data)], "calixto-corrections.json", {
    type: "application/json",
  });

function renderPanel(db: CalixtoDB) {
  render(
    <DbProvider db={db}>
      <MyCorrections />
    </DbProvider>,
  );
  return screen.getByRole("region", { name: "My corrections" });
}

const stored = async (db: CalixtoDB) => (await loadCorrections(db)).corrections;

describe("the My corrections panel: revert, export, import (issue 13)", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
    vi.mocked(downloadJson).mockClear();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("lists the corrections in words with their notes and says when they apply", async () => {
    await saveCorrection(db, swapped, "my deck, card Y");
    const panel = renderPanel(db);
    expect(await within(panel).findByText(/Calixto card Y, front: the box/)).toBeInTheDocument();
    expect(within(panel).getByText("Your note: my deck, card Y")).toBeInTheDocument();
    expect(panel).toHaveTextContent(/apply from the next turn/);
    expect(panel).toHaveTextContent(/Readings tab, that game.s choice wins/);
  });

  it("exports the corrections as calixto-corrections.json", async () => {
    await saveCorrection(db, swapped, "my deck");
    const user = userEvent.setup();
    const panel = renderPanel(db);
    await within(panel).findByText(/Calixto card Y, front/);
    await user.click(within(panel).getByRole("button", { name: "Export my corrections" }));
    await waitFor(() => expect(downloadJson).toHaveBeenCalledTimes(1));
    const [name, file] = vi.mocked(downloadJson).mock.calls[0] ?? [];
    expect(name).toBe("calixto-corrections.json");
    expect(file).toMatchObject({
      format: "calixto-data-corrections",
      corrections: [{ correction: swapped, note: "my deck" }],
    });
  });

  it("shows what an import adds, applies nothing on Cancel and applies on Apply", async () => {
    const user = userEvent.setup();
    const panel = renderPanel(db);
    await within(panel).findByText(/You have no corrections/);
    const input = within(panel).getByLabelText("Import corrections…");
    const file = correctionsFile([{ correction: swapped, note: "shared" }], []);
    await user.upload(input, fileOf(file));
    const diff = await within(panel).findByRole("region", { name: "What the file would change" });
    expect(diff).toHaveTextContent(/Added: Calixto card Y, front: the box/);
    expect(diff).toHaveTextContent("Apply these 1 change?");
    await user.click(within(diff).getByRole("button", { name: "Cancel" }));
    expect(within(panel).queryByRole("region", { name: "What the file would change" })).toBeNull();
    expect(await stored(db)).toHaveLength(0);

    await user.upload(input, fileOf(file));
    const again = await within(panel).findByRole("region", { name: "What the file would change" });
    await user.click(within(again).getByRole("button", { name: "Apply" }));
    await waitFor(async () => expect(await stored(db)).toHaveLength(1));
    expect(await within(panel).findByText("Your note: shared")).toBeInTheDocument();
  });

  it("shows a changed entry with what the player has now", async () => {
    await saveCorrection(db, relabelled);
    const user = userEvent.setup();
    const panel = renderPanel(db);
    await within(panel).findByText(/Guerrillas in an EC\?/);
    await user.upload(
      within(panel).getByLabelText("Import corrections…"),
      fileOf(correctionsFile([{ correction: swapped }], [])),
    );
    const diff = await within(panel).findByRole("region", { name: "What the file would change" });
    expect(diff).toHaveTextContent(/Changed: Calixto card Y, front/);
    expect(diff).toHaveTextContent(/was: Calixto card Y, front: the box "Guerrillas in an EC\?"/);
  });

  it("refuses a hostile or malformed file with the reason and changes nothing", async () => {
    await saveCorrection(db, swapped);
    const user = userEvent.setup();
    const panel = renderPanel(db);
    await within(panel).findByText(/Calixto card Y, front/);
    const input = within(panel).getByLabelText("Import corrections…");
    await user.upload(input, fileOf(correctionsFile([{ correction: loop }], [])));
    expect(await within(panel).findByRole("alert")).toHaveTextContent(/loop/);
    expect(within(panel).queryByRole("region", { name: "What the file would change" })).toBeNull();
    await user.upload(input, fileOf("not json {"));
    await waitFor(() =>
      expect(within(panel).getByRole("alert")).toHaveTextContent(/cannot be read as JSON/),
    );
    expect((await stored(db)).map((c) => c.correction)).toEqual([swapped]);
  });

  it("reverts one correction, and all of them after an in-page confirm", async () => {
    await saveCorrection(db, swapped);
    const user = userEvent.setup();
    const panel = renderPanel(db);
    await user.click(
      await within(panel).findByRole("button", { name: /^Revert: Calixto card Y, front/ }),
    );
    await waitFor(async () => expect(await stored(db)).toHaveLength(0));

    await saveCorrection(db, swapped);
    await user.click(await within(panel).findByRole("button", { name: "Revert all" }));
    const ask = within(panel).getByRole("group", { name: "Revert all corrections?" });
    await user.click(within(ask).getByRole("button", { name: "Keep them" }));
    expect(await stored(db)).toHaveLength(1);
    await user.click(within(panel).getByRole("button", { name: "Revert all" }));
    await user.click(within(panel).getByRole("button", { name: "Yes, revert all" }));
    await waitFor(async () => expect(await stored(db)).toHaveLength(0));
    expect(await within(panel).findByText(/You have no corrections/)).toBeInTheDocument();
  });
});
