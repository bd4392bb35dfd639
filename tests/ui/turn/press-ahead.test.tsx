import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DbProvider } from "@/app/_components/db-context";
import { GameBoard } from "@/app/_components/play/game-board";
import {
  beginNpTurn,
  type CalixtoDB,
  createGame,
  editBoard,
  giveInput,
  loadGame,
} from "@/lib/persistence";
import { testDb } from "@/tests/persistence/db-fixture";

/**
 * A die given in a turn is shown at once, before it is saved (issue 22), and the log stays the
 * truth: a save that fails puts the turn back where it was and says why; two dice given quickly
 * both land in the log, in order. C8.9 card 1: the Government draws Y then U (Sweep) and rolls
 * its Activation dice (C8.5.4).
 */
configure({ asyncUtilTimeout: 15_000 });

const MOVE = "Move 1 Troop from Santiago de Cuba to Sierra Maestra";
const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

async function governmentTurn(db: CalixtoDB) {
  const c = await createGame(db, {
    name: "Ahead",
    scenario: "standard",
    roles: ALL_NP,
    shortGame: false,
    dice: "physical",
    deck: "physical",
  });
  if (!c.ok) throw new Error("create");
  const id = c.value.id;
  const steps = [
    () =>
      editBoard(db, id, [
        { kind: "currentCard", value: 8 },
        { kind: "nextCard", value: 20 },
      ]),
    () => beginNpTurn(db, id),
    () => giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }),
    () => giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }),
  ];
  for (const step of steps) if (!(await step()).ok) throw new Error("setting up the turn");
  return id;
}

function open(db: CalixtoDB, id: string) {
  render(
    <DbProvider db={db}>
      <GameBoard id={id} />
    </DbProvider>,
  );
}

const stepTotal = () => {
  const steps = screen.getByRole("region", { name: "The turn, step by step" });
  return Number(
    within(steps)
      .getByText(/^Step \d+ of \d+$/)
      .textContent?.match(/of (\d+)/)?.[1],
  );
};

const diceLogged = async (db: CalixtoDB, id: string) =>
  ((await loadGame(db, id))?.entries ?? [])
    .filter((e) => e.type === "turn.input")
    .map((e) => (e.payload as { event: { faces?: number[] } }).event.faces)
    .filter(Boolean);

describe("a die shown before it is saved", { timeout: 60_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    cleanup();
    await db.delete();
  });

  it("a save that fails puts the turn back where it was and names the reason", async () => {
    const id = await governmentTurn(db);
    open(db, id);
    await screen.findByRole("heading", { name: /Activation Number/ });
    const before = stepTotal();
    const seen = (await loadGame(db, id))?.game.lastSeq;
    // The next write transaction fails, as a full disk would make it.
    const transaction = db.transaction.bind(db);
    let failed = false;
    vi.spyOn(db, "transaction").mockImplementation(((mode: string, ...rest: unknown[]) => {
      if (mode === "rw" && !failed) {
        failed = true;
        return Promise.reject(new Error("the disk is full"));
      }
      return (transaction as (...a: unknown[]) => unknown)(mode, ...rest);
    }) as never);
    await userEvent.click(screen.getByRole("button", { name: "3" }));
    const alert = await screen.findByText(/Not saved, so the turn is back where it was/);
    expect(alert.textContent).toContain("the disk is full");
    expect(failed).toBe(true);
    // Back on the die it waited for, the steps as they were (they follow a frame after the
    // request panel); nothing logged.
    expect(screen.getByRole("heading", { name: /Activation Number/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(MOVE)).toBeNull());
    expect(stepTotal()).toBe(before);
    expect((await loadGame(db, id))?.game.lastSeq).toBe(seen);
    // The next press goes through, from the state the log holds.
    await userEvent.click(screen.getByRole("button", { name: "3" }));
    await screen.findAllByText(MOVE);
    await waitFor(async () => expect(await diceLogged(db, id)).toEqual([[3]]));
    expect(screen.queryByText(/Not saved/)).toBeNull();
  });

  it("shows the die's steps before its save, and two dice given quickly land in order", async () => {
    const id = await governmentTurn(db);
    open(db, id);
    await screen.findByRole("heading", { name: /Activation Number/ });
    // The die's save is held until the screen has shown what the die does.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const transaction = db.transaction.bind(db);
    let saving = 0;
    vi.spyOn(db, "transaction").mockImplementation(((mode: string, ...rest: unknown[]) => {
      if (mode !== "rw") return (transaction as (...a: unknown[]) => unknown)(mode, ...rest);
      saving++;
      return held.then(() => (transaction as (...a: unknown[]) => unknown)(mode, ...rest));
    }) as never);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "3" }));
    // Shown while its save waits: the Sweep's moves are on screen, nothing is logged yet.
    expect((await screen.findAllByText(MOVE)).length).toBeGreaterThan(0);
    expect(saving).toBeGreaterThan(0);
    expect(await diceLogged(db, id)).toEqual([]);
    release();
    await user.click(await screen.findByRole("button", { name: "1" }));
    await waitFor(async () => expect(await diceLogged(db, id)).toEqual([[3], [1]]));
    expect(screen.queryByRole("alert")).toBeNull();
  });
  it("an undo pressed while the die is still being saved undoes that die", async () => {
    const id = await governmentTurn(db);
    open(db, id);
    await screen.findByRole("heading", { name: /Activation Number/ });
    const before = stepTotal();
    // In one go: the undo is pressed before the die's save has landed.
    fireEvent.click(screen.getByRole("button", { name: "3" }));
    fireEvent.click(screen.getByRole("button", { name: /Undo/ }));
    await waitFor(async () =>
      expect(((await loadGame(db, id))?.entries ?? []).map((e) => e.type).slice(-2)).toEqual([
        "turn.input",
        "meta.undo",
      ]),
    );
    await waitFor(() => expect(stepTotal()).toBe(before));
    expect(screen.getByRole("heading", { name: /Activation Number/ })).toBeTruthy();
    expect(screen.queryByText(/changed in another tab/)).toBeNull();
  });
});
