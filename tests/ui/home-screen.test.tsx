import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DbProvider } from "@/app/_components/db-context";
import { HomeScreen } from "@/app/_components/home/home-screen";
import {
  aidSheetReadings,
  beginNpTurn,
  type CalixtoDB,
  createGame,
  editBoard,
  exportGame,
  listGames,
  loadGame,
  rememberAidReading,
} from "@/lib/persistence";
import { standardGame, testDb } from "@/tests/persistence/db-fixture";

// Live queries re-render after IndexedDB answers; on a loaded machine that can take a while.
configure({ asyncUtilTimeout: 10_000 });

function renderHome(db: CalixtoDB) {
  const onOpen = vi.fn();
  render(
    <DbProvider db={db}>
      <HomeScreen onOpenGame={onOpen} />
    </DbProvider>,
  );
  return onOpen;
}

const fileOf = (data: unknown) =>
  new File([typeof data === "string" ? data : JSON.stringify(data)], "game.json", {
    type: "application/json",
  });

describe("the home page", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup(); // unmount first: live queries must not outlive the database
    await db.delete();
  });

  it("starts a game from a preset with the chosen Non-players, and opens it", async () => {
    const onOpen = renderHome(db);
    await screen.findByText(/No saved games yet/);
    await userEvent.clear(screen.getByRole("textbox", { name: "Name" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Variable, two players");
    await userEvent.click(screen.getByRole("radio", { name: /Variable deployment/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Government" })); // Government becomes a player
    await userEvent.click(screen.getByRole("checkbox", { name: /^Short game/ }));
    await userEvent.click(screen.getByRole("radio", { name: /I roll and type the faces/ }));
    await userEvent.click(screen.getByRole("button", { name: "Start game" }));
    await waitFor(() => expect(onOpen).toHaveBeenCalled());
    const loaded = await loadGame(db, onOpen.mock.calls[0][0]);
    expect(loaded?.state?.setup).toMatchObject({
      scenario: "variable",
      roles: { GOV: "player", "26J": "player", DR: "np", SYN: "np" },
      options: { shortGame: true },
      dice: "physical",
      deck: "app",
    });
    expect(await screen.findByRole("link", { name: "Variable, two players" })).toBeInTheDocument();
    expect(screen.getByText(/Variable deployment · NP: Directorio, Syndicate/)).toBeInTheDocument();
  });

  it("names a new game after who plays, unique among the saved games", async () => {
    await createGame(db, { ...standardGame, name: "Solo 26July" });
    const onOpen = renderHome(db);
    const name = screen.getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveValue("Solo 26July (2)"));
    await userEvent.click(screen.getByRole("checkbox", { name: "Syndicate" })); // a player too
    expect(name).toHaveValue("26July and Syndicate");
    await userEvent.click(screen.getByRole("checkbox", { name: "Syndicate" }));
    await userEvent.click(screen.getByRole("button", { name: "Start game" }));
    await waitFor(() => expect(onOpen).toHaveBeenCalled());
    expect((await listGames(db)).map((g) => g.name)).toContain("Solo 26July (2)");
  });

  it("says where each saved game stands: the card in play and what comes next", async () => {
    const made = await createGame(db, standardGame);
    if (!made.ok) throw new Error("seed");
    renderHome(db);
    expect(await screen.findByText("No card entered yet")).toBeInTheDocument();
    await editBoard(db, made.value.id, [
      { kind: "currentCard", value: 8 },
      { kind: "nextCard", value: 20 },
    ]);
    expect(
      await screen.findByText(
        "#8 General Strike in play · next: the Government NP turn (1st Eligible)",
      ),
    ).toBeInTheDocument();
    await beginNpTurn(db, made.value.id);
    expect(
      await screen.findByText("#8 General Strike in play · Government NP turn in progress"),
    ).toBeInTheDocument();
  });

  it("asks for a name instead of starting a nameless game", async () => {
    renderHome(db);
    await userEvent.clear(screen.getByRole("textbox", { name: "Name" }));
    await userEvent.click(screen.getByRole("button", { name: "Start game" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("give the game a name");
    // The keyboard goes to the field to fix, not left on the button.
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveFocus();
    expect(await db.games.count()).toBe(0);
  });

  it("deletes a game only after confirmation", async () => {
    await createGame(db, standardGame);
    renderHome(db);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Standard solo" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete Standard solo?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep it" }));
    expect(await listGames(db)).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Delete Standard solo" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete for good" }));
    await screen.findByText(/No saved games yet/);
    expect(await listGames(db)).toHaveLength(0);
  });

  it("imports an exported game, and refuses a bad file naming the problem without touching the saved games", async () => {
    const made = await createGame(db, standardGame);
    if (!made.ok) throw new Error("seed");
    const file = await exportGame(db, made.value.id);
    if (!file.ok) throw new Error("export");
    const onOpen = renderHome(db);
    await screen.findByRole("link", { name: "Standard solo" });
    const input = screen.getByLabelText("Exported game file (.json)");

    const bad = JSON.parse(JSON.stringify(file.value));
    bad.log[0].payload.board.spaces.havana.pieces.troop = "six";
    await userEvent.upload(input, fileOf(bad));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("your saved games are unchanged");
    expect(alert).toHaveTextContent(
      "The game's set-up in this file is damaged (should be a whole number).",
    );
    await userEvent.upload(input, fileOf("{oops"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is not a Calixto game export",
    );
    expect(await db.games.count()).toBe(1);

    await userEvent.upload(input, fileOf(file.value));
    // The same game is already saved: the player chooses to keep both.
    await userEvent.click(await screen.findByRole("button", { name: "Keep both" }));
    await screen.findByText(/Imported “Standard solo \(2\)”/);
    expect(await db.games.count()).toBe(2);
    await userEvent.click(screen.getByRole("button", { name: "Open it" }));
    expect(onOpen).toHaveBeenCalledWith(expect.not.stringMatching(made.value.id));
  });

  it("links to the card games", () => {
    renderHome(db);
    expect(screen.getByRole("link", { name: "Card games" })).toHaveAttribute("href", "/games");
  });

  it("lists the aid-sheet readings kept for later games and forgets one on request", async () => {
    await rememberAidReading(db, "event-table:18:DR", "P", 'given in game "First"');
    renderHome(db);
    const panel = await screen.findByRole("region", { name: "Your aid-sheet readings" });
    expect(within(panel).getByText("#18 Pact of Caracas, Directorio")).toBeTruthy();
    expect(within(panel).getByText(/given in game "First"/)).toBeTruthy();
    await userEvent.click(
      within(panel).getByRole("button", {
        name: "Forget the reading for #18 Pact of Caracas, Directorio",
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Your aid-sheet readings" })).toBeNull(),
    );
    expect(await aidSheetReadings(db)).toEqual({});
  });
});
