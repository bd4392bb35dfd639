import { cleanup, configure, render, screen } from "@testing-library/react";
import { DbProvider } from "@/app/_components/db-context";
import { GameRoute } from "@/app/_components/play/game-route";
import { type CalixtoDB, createGame } from "@/lib/persistence";
import { standardGame, testDb } from "@/tests/persistence/db-fixture";

// /game's first load is the route and a check that the game exists; the board screen loads once
// it is found (issue 22). Lazy modules and live queries take a while on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

let search = new URLSearchParams();
vi.mock("next/navigation", () => ({ useSearchParams: () => search }));

describe("the /game route", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  const show = (query: string) => {
    search = new URLSearchParams(query);
    render(
      <DbProvider db={db}>
        <GameRoute />
      </DbProvider>,
    );
  };

  it("says when no game is chosen", () => {
    show("");
    expect(screen.getByText("No game chosen.")).toBeInTheDocument();
  });

  it("says when this browser has no such game, without the board screen", async () => {
    show("id=none");
    expect(await screen.findByRole("heading", { name: "No such game" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Las Villas,/ })).toBeNull();
  });

  it("opens a saved game on its map and its Play tab", async () => {
    const made = await createGame(db, standardGame);
    if (!made.ok) throw new Error("seed");
    show(`id=${made.value.id}`);
    expect(screen.getByText("Loading the game…")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /^Las Villas,/ })).toBeInTheDocument();
    expect(screen.getByTestId("game-title")).toHaveTextContent(standardGame.name);
    expect(screen.getByRole("tab", { name: "Play" })).toBeInTheDocument();
  });
});
