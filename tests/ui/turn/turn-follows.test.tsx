import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DbProvider } from "@/app/_components/db-context";
import { GameBoard } from "@/app/_components/play/game-board";
import type { CardId } from "@/lib/engine/cuba/calixto/types";
import {
  beginNpTurn,
  type CalixtoDB,
  confirmTurn,
  createGame,
  editBoard,
  giveInput,
} from "@/lib/persistence";
import { testDb } from "@/tests/persistence/db-fixture";

/**
 * The turn screen keeps up with the turn (issue 12, item 6): after an input the step view shows
 * the newest step, as a reload does; digits enter a die from anywhere on the screen; after a
 * button that ends a panel, focus lands on what comes next, never on the page body.
 * C8.9 card 1: the Government draws Y then U (Sweep), rolls the Activation Number (C8.5.4).
 */
configure({ asyncUtilTimeout: 15_000 });

const MOVE = "Move 1 Troop from Santiago de Cuba to Sierra Maestra";
const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

async function must(r: Promise<{ ok: boolean }>) {
  const done = await r;
  if (!done.ok) throw new Error(JSON.stringify(done));
}

/** A Standard all-NP game with physical cards and dice, the Government's turn begun. */
async function governmentTurn(db: CalixtoDB, cards: CardId[] = ["Y", "U"]) {
  const c = await createGame(db, {
    name: "Follow",
    scenario: "standard",
    roles: ALL_NP,
    shortGame: false,
    dice: "physical",
    deck: "physical",
  });
  if (!c.ok) throw new Error("create");
  const id = c.value.id;
  await must(
    editBoard(db, id, [
      { kind: "currentCard", value: 8 },
      { kind: "nextCard", value: 20 },
    ]),
  );
  await must(beginNpTurn(db, id));
  for (const card of cards)
    await must(giveInput(db, id, { type: "card.drawn", card, source: "physical" }));
  return id;
}

function open(db: CalixtoDB, id: string) {
  render(
    <DbProvider db={db}>
      <GameBoard id={id} />
    </DbProvider>,
  );
}

/** The "Step N of M" label, as numbers. */
function stepLabel(): [number, number] {
  const steps = screen.getByRole("region", { name: "The turn, step by step" });
  const m = within(steps)
    .getByText(/^Step \d+ of \d+$/)
    .textContent?.match(/Step (\d+) of (\d+)/);
  if (!m) throw new Error("no step label");
  return [Number(m[1]), Number(m[2])];
}

const body = () => document.activeElement === document.body || document.activeElement === null;

describe("the turn screen keeps up with the turn", { timeout: 60_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("after a die the step view moves to the newest step, as a reload shows it", async () => {
    open(db, await governmentTurn(db));
    await screen.findByRole("heading", { name: /Activation Number/ });
    const [at, of] = stepLabel();
    expect(at).toBe(of);
    await userEvent.click(screen.getByRole("button", { name: "3" }));
    await screen.findAllByText(MOVE);
    await waitFor(() => expect(stepLabel()[1]).toBeGreaterThan(of + 1));
    const [now, total] = stepLabel();
    expect(now).toBe(total);
    // The newest step is in the list (not hidden behind "Next step").
    expect(screen.getByRole("button", { name: "Next step" })).toBeDisabled();
  });

  it("a player who stepped back to an earlier step stays there, and the label stays true", async () => {
    open(db, await governmentTurn(db));
    await screen.findByRole("heading", { name: /Activation Number/ });
    await userEvent.click(screen.getByRole("button", { name: "Previous step" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous step" }));
    const [back, of] = stepLabel();
    expect(back).toBe(of - 2);
    await userEvent.click(screen.getByRole("button", { name: "3" }));
    await screen.findAllByText(MOVE);
    await waitFor(() => expect(stepLabel()[1]).toBeGreaterThan(of));
    expect(stepLabel()[0]).toBe(back);
  });

  it("a die digit typed with focus anywhere on the turn screen enters the die", async () => {
    open(db, await governmentTurn(db));
    await screen.findByRole("heading", { name: /Activation Number/ });
    const user = userEvent.setup();
    // Focus on the step navigation, away from the dice panel.
    screen.getByRole("button", { name: "Previous step" }).focus();
    await user.keyboard("3");
    await screen.findAllByText(MOVE);
    // The next request is the second Activation roll: the hint says digits work anywhere.
    await screen.findByText(/digits 1-6 typed anywhere on the screen/);
  });

  it("two Calixto cards named quickly, before the screen catches up, both land", async () => {
    open(db, await governmentTurn(db, []));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Y\b/ }));
    await user.click(screen.getByRole("button", { name: /^U\b/ }));
    await screen.findByRole("heading", { name: /Activation Number/ });
    expect(screen.queryByText(/changed in another tab/)).toBeNull();
  });

  it("after 'The Event is done' from the keyboard, focus lands on what comes next, not the page", async () => {
    const id = await governmentTurn(db);
    for (const f of [3, 1])
      await must(giveInput(db, id, { type: "dice.rolled", faces: [f], source: "physical" }));
    await must(confirmTurn(db, id));
    // The Directorio takes #8 General Strike's Event, which the app carries out (C8.5.5).
    await must(beginNpTurn(db, id));
    open(db, id);
    const done = await screen.findByRole("button", { name: "The Event is done" });
    done.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByTestId("confirm-turn");
    await waitFor(() => expect(body()).toBe(false));
    const workspace = screen.getByTestId("turn-workspace");
    expect(workspace).toContainElement(document.activeElement as HTMLElement);
    // The turn is done: the checklist to tick and confirm is what comes next.
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "At the table" }));
  });

  it("after confirming the turn, focus lands on the next action's button", async () => {
    const id = await governmentTurn(db);
    for (const f of [3, 1])
      await must(giveInput(db, id, { type: "dice.rolled", faces: [f], source: "physical" }));
    open(db, id);
    const confirm = await screen.findByTestId("confirm-turn");
    confirm.focus();
    await userEvent.keyboard("{Enter}");
    (await screen.findByRole("button", { name: "Confirm anyway" })).focus();
    await userEvent.keyboard("{Enter}");
    const next = await screen.findByRole("button", { name: "Run the Directorio NP turn" });
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it("after a die that asks for a card or a question, focus is on the new request", async () => {
    open(db, await governmentTurn(db, ["Y"]));
    // Card Y draws again (C8.5.3): name U with the keyboard from its button.
    const u = await screen.findByRole("button", { name: /^U\b/ });
    u.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("heading", { name: /Activation Number/ });
    await waitFor(() => expect(body()).toBe(false));
    const request = screen.getByRole("heading", { name: /Activation Number/ }).closest("section");
    expect(request).toContainElement(document.activeElement as HTMLElement);
  });
});
