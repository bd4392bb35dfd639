import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TurnWorkspace } from "@/app/_components/play/turn-workspace";
import { viewTurn } from "@/lib/machines/cuba/session";
import {
  beginNpTurn,
  type CalixtoDB,
  createGame,
  editBoard,
  giveInput,
  loadGame,
} from "@/lib/persistence";
import { testDb } from "@/tests/persistence/db-fixture";

/** A finished NP turn offers ONE confirm, which asks when changes are unticked. */
describe("the finished turn's confirm", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("is one button, and with nothing ticked it asks before confirming", async () => {
    const c = await createGame(db, {
      name: "One",
      scenario: "standard",
      roles: { GOV: "np", "26J": "np", DR: "player", SYN: "np" },
      shortGame: false,
      dice: "physical",
      deck: "physical",
    });
    if (!c.ok) throw new Error("create");
    const id = c.value.id;
    for (const r of [
      () =>
        editBoard(db, id, [
          { kind: "currentCard", value: 8 },
          { kind: "nextCard", value: 20 },
        ]),
      () => beginNpTurn(db, id),
      () => giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }),
      () => giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }),
      () => giveInput(db, id, { type: "dice.rolled", faces: [3], source: "physical" }),
      () => giveInput(db, id, { type: "dice.rolled", faces: [1], source: "physical" }),
    ])
      if (!(await r()).ok) throw new Error("step");
    const state = (await loadGame(db, id))?.state;
    const view = state && viewTurn(state);
    if (!state || !view?.done) throw new Error("turn not finished");
    const onConfirm = vi.fn();
    render(
      <TurnWorkspace
        db={db}
        gameId={id}
        state={state}
        view={view}
        turnKey="1"
        busy={false}
        error={null}
        give={() => {}}
        appAnswer={() => {}}
        onOverride={() => {}}
        onConfirm={onConfirm}
        onCancel={() => {}}
        onHighlight={() => {}}
      />,
    );
    const confirms = screen.getAllByRole("button", { name: /^Confirm/ });
    expect(confirms).toHaveLength(1);
    await userEvent.click(confirms[0]);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      `${view.changes.length} of ${view.changes.length} changes not ticked — confirm anyway?`,
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm anyway" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
