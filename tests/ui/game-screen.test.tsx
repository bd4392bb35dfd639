import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useContext, useState } from "react";
import { GameScreen } from "@/app/_components/board";
import { type MapClaim, ShowMapContext, useMapClaim } from "@/app/_components/board/map-taps";
import { DbProvider } from "@/app/_components/db-context";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { type CalixtoDB, type CreateGameInput, createGame, loadGame } from "@/lib/persistence";
import { SOLO_26J, standardGame, testDb } from "@/tests/persistence/db-fixture";

// Live queries re-render after IndexedDB answers; on a loaded machine that can take a while.
configure({ asyncUtilTimeout: 10_000 });

async function open(db: CalixtoDB, input: CreateGameInput = standardGame) {
  const made = await createGame(db, input);
  if (!made.ok) throw new Error("seed");
  render(
    <DbProvider db={db}>
      <GameScreen id={made.value.id} />
    </DbProvider>,
  );
  await screen.findByRole("button", { name: /^Las Villas,/ });
  return made.value.id;
}

const tile = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name},`) });

describe("the board screen", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup(); // unmount first: live queries must not outlive the database
    await db.delete();
  });

  it("edits a space, updates the derived values, undoes and redoes by keyboard", async () => {
    const id = await open(db);
    expect(screen.getByTestId("total-Opposition + Bases")).toHaveTextContent("7");
    await userEvent.click(tile("Oriente"));
    const editor = screen.getByRole("dialog", { name: "Oriente" });
    await userEvent.click(within(editor).getByRole("button", { name: "Increase 26July Bases" }));
    await waitFor(() => expect(tile("Oriente")).toHaveAccessibleName(/1 26July Base/));
    expect(screen.getByTestId("total-Opposition + Bases")).toHaveTextContent("8");
    expect(screen.getByTestId("margin-26J")).toHaveTextContent("-7");
    await userEvent.click(within(editor).getByRole("button", { name: "Done" }));

    await userEvent.keyboard("{Control>}z{/Control}");
    await waitFor(() =>
      expect(screen.getByTestId("total-Opposition + Bases")).toHaveTextContent("7"),
    );
    await userEvent.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    await waitFor(() =>
      expect(screen.getByTestId("total-Opposition + Bases")).toHaveTextContent("8"),
    );
    expect((await loadGame(db, id))?.entries.map((e) => e.type)).toEqual([
      "game.setup",
      "board.edited",
      "meta.undo",
      "meta.redo",
    ]);
  });

  it("keeps the keyboard on Undo / Redo when the press leaves nothing more to undo or redo", async () => {
    await open(db);
    await userEvent.click(screen.getByRole("tab", { name: "Tracks & cards" }));
    await userEvent.click(await screen.findByRole("button", { name: "Increase Aid" }));
    const aid = () => screen.getByRole("spinbutton", { name: "Aid" });
    await waitFor(() => expect(aid()).toHaveAttribute("aria-valuenow", "16"));
    const undo = screen.getByRole("button", { name: /Undo/ });
    const redo = screen.getByRole("button", { name: /Redo/ });
    // The only edit undone: Undo is disabled, focus goes to Redo, not to the page.
    await userEvent.click(undo);
    await waitFor(() => expect(undo).toBeDisabled());
    await waitFor(() => expect(redo).toHaveFocus());
    // Enter on Redo: nothing more to redo, focus goes back to Undo.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(aid()).toHaveAttribute("aria-valuenow", "16"));
    await waitFor(() => expect(redo).toBeDisabled());
    await waitFor(() => expect(undo).toHaveFocus());
  });

  it("lists edits in the History tab, undone ones marked", async () => {
    await open(db);
    await userEvent.click(screen.getByRole("tab", { name: "Tracks & cards" }));
    await userEvent.click(await screen.findByRole("button", { name: "Increase Aid" }));
    await waitFor(() =>
      expect(screen.getByRole("spinbutton", { name: "Aid" })).toHaveAttribute(
        "aria-valuenow",
        "16",
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: /Undo/ }));
    await waitFor(() =>
      expect(screen.getByRole("spinbutton", { name: "Aid" })).toHaveAttribute(
        "aria-valuenow",
        "15",
      ),
    );
    await userEvent.click(screen.getByRole("tab", { name: "History" }));
    const list = await screen.findByRole("list", { name: "Edits, newest first" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Aid → 16#2 .*undone \(redo restores it\)$/),
      expect.stringMatching(/^Set-up: Standard deployment#1/),
    ]);
  });

  it("edits tracks, roles and cards from the side panel", async () => {
    const id = await open(db);
    await userEvent.click(screen.getByRole("tab", { name: "Tracks & cards" }));
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "US Alliance" }),
      "reluctant",
    );
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Directorio is played by" }),
      "player",
    );
    await userEvent.type(
      screen.getByRole("searchbox", { name: "Find the current card by number or title" }),
      "strike",
    );
    await userEvent.click(screen.getByRole("button", { name: /#8 General Strike/ }));
    await userEvent.type(
      screen.getByRole("searchbox", { name: "Find the next card by number or title" }),
      "8{Enter}",
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "the next card cannot be the card in play",
    );
    await userEvent.type(
      screen.getByRole("searchbox", { name: "Find the add a capability by number or title" }),
      "che{Enter}",
    );
    await waitFor(async () => {
      const b = (await loadGame(db, id))?.state?.board;
      expect(b?.usAlliance).toBe("reluctant");
      expect(b?.roles.DR).toBe("player");
      expect(b?.currentCard).toBe(8);
      expect(b?.nextCard).toBeNull();
      expect(b?.capabilities).toEqual([{ card: 13, side: "unshaded" }]);
    });
  });

  it("shows the tracks and the map legend with the map, and follows a track change", async () => {
    const id = await open(db);
    const strip = screen.getByRole("region", { name: "Tracks" });
    const aid = within(strip).getByText("Aid", { selector: "dt" }).nextElementSibling;
    const board = (await loadGame(db, id))?.state?.board;
    expect(aid).toHaveTextContent(String(board?.aid));
    expect(
      within(strip).getByText("Card", { selector: "dt" }).nextElementSibling,
    ).toHaveTextContent("none yet");
    expect(screen.getByRole("list", { name: "What the letters mean" })).toBeInTheDocument();

    // The strip's Edit opens the editor; a change there shows in the strip.
    await userEvent.click(within(strip).getByRole("button", { name: "Edit tracks and cards" }));
    expect(screen.getByRole("tab", { name: "Tracks & cards" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.type(
      screen.getByRole("searchbox", { name: "Find the current card by number or title" }),
      "8{Enter}",
    );
    await waitFor(() =>
      expect(
        within(strip).getByText("Card", { selector: "dt" }).nextElementSibling,
      ).toHaveTextContent("#8 General Strike"),
    );
  });

  it("guides the Variable Deployment step by step", async () => {
    await open(db, { ...standardGame, scenario: "variable", roles: { ...SOLO_26J } });
    const panel = await screen.findByRole("region", { name: /Variable Deployment · step 1 of 1/ });
    expect(panel).toHaveTextContent("26July: 4 Guerrillas and 1 Base anywhere without DR forces");
    await userEvent.click(
      within(panel).getByRole("button", { name: "Increase Havana: Underground 26July Guerrillas" }),
    );
    await userEvent.click(within(panel).getByRole("button", { name: /Place 26July forces/ }));
    expect(within(panel).getByRole("alert")).toHaveTextContent("Havana has Directorio forces");
    expect(within(panel).getByRole("alert")).toHaveTextContent(
      "place exactly 4 Underground 26July Guerrillas, got 1",
    );
    await userEvent.click(within(panel).getByRole("button", { name: "Reset" }));
    for (const [space, times] of [
      ["Sierra Maestra", 3],
      ["Oriente", 1],
    ] as const)
      for (let i = 0; i < times; i++)
        await userEvent.click(
          within(panel).getByRole("button", {
            name: `Increase ${space}: Underground 26July Guerrillas`,
          }),
        );
    await userEvent.click(
      within(panel).getByRole("button", { name: "Increase Sierra Maestra: 26July Bases" }),
    );
    await userEvent.click(within(panel).getByRole("button", { name: /Place 26July forces/ }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: /Variable Deployment/ })).toBeNull(),
    );
    expect(tile("Sierra Maestra")).toHaveAccessibleName(
      /3 Underground 26July Guerrillas, 1 26July Base/,
    );
  });

  it("says so when the game does not exist", async () => {
    render(
      <DbProvider db={db}>
        <GameScreen id="missing" />
      </DbProvider>,
    );
    expect(await screen.findByRole("heading", { name: "No such game" })).toBeInTheDocument();
  });
});

// Issue 20, item 3: a phone (narrower than 768 px) shows the panels or the map, one tap apart.
describe("the board screen on a phone", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
    // No media query matches: narrower than 48rem.
    vi.stubGlobal("matchMedia", (media: string) => ({
      media,
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await db.delete();
  });

  it("switches between the panels and the map, the switch saying where play stands", async () => {
    const made = await createGame(db, standardGame);
    if (!made.ok) throw new Error("seed");
    render(
      <DbProvider db={db}>
        <GameScreen id={made.value.id} />
      </DbProvider>,
    );
    const nav = await screen.findByRole("navigation", { name: "Map or panel" });
    const panels = within(nav).getByRole("button", { name: "Play · enter the cards" });
    expect(panels).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("tablist", { name: "Game panels" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Map of Cuba, west to east" })).toBeNull();

    await userEvent.click(within(nav).getByRole("button", { name: "Map" }));
    expect(screen.getByRole("list", { name: "Map of Cuba, west to east" })).toBeInTheDocument();
    expect(tile("Las Villas")).toBeInTheDocument();
    expect(screen.queryByRole("tablist", { name: "Game panels" })).toBeNull();

    // The strip's Edit, under the phone's map, opens the tracks editor in the panels.
    await userEvent.click(screen.getByRole("button", { name: "Edit tracks and cards" }));
    expect(screen.getByRole("tab", { name: "Tracks & cards" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(panels).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("list", { name: "Map of Cuba, west to east" })).toBeNull();
  });
});

/** A panel holding the map's taps as the own Operation form does: each tap adds the space. */
function ClaimingPanel({ onMapClaim }: { onMapClaim: (c: MapClaim | null) => void }) {
  const [chosen, setChosen] = useState<SpaceId[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const offered = (["oriente", "las-villas"] as SpaceId[]).filter((x) => !chosen.includes(x));
  useMapClaim(
    {
      onTap: (space) => {
        setChosen((c) => [...c, space]);
        setNote(`Space ${chosen.length + 1} added to the Rally.`);
      },
      highlight: offered,
      chosen,
      prompt: "Tap a marked space to add it to the Rally.",
      note,
    },
    onMapClaim,
  );
  const showMap = useContext(ShowMapContext);
  return (
    <>
      <p data-claim-return="" data-testid="form-return">
        The form
      </p>
      {showMap && (
        <button type="button" onClick={showMap}>
          Show the map
        </button>
      )}
    </>
  );
}

describe("the map while a form holds its taps on a phone", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
    vi.stubGlobal("matchMedia", (media: string) => ({
      media,
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await db.delete();
  });

  it("says what a tap does, ticks the spaces chosen, confirms the tap and leads back", async () => {
    const made = await createGame(db, standardGame);
    if (!made.ok) throw new Error("seed");
    render(
      <DbProvider db={db}>
        <GameScreen
          id={made.value.id}
          npTurnPanel={(ctx) => <ClaimingPanel onMapClaim={ctx.onMapClaim} />}
        />
      </DbProvider>,
    );
    await screen.findByText("The form");
    // The form's own button shows the map (as the switch's Map does).
    await userEvent.click(screen.getByRole("button", { name: "Show the map" }));
    const bar = screen.getByRole("region", { name: "Choosing spaces on the map" });
    expect(bar).toHaveTextContent("Tap a marked space to add it to the Rally.");
    expect(bar).toHaveTextContent("None chosen yet.");
    expect(tile("Oriente")).toHaveAttribute("data-highlighted", "true");

    await userEvent.click(tile("Oriente"));
    // No space editor: the tap went to the form, and the map says so.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(tile("Oriente")).toHaveAttribute("data-chosen", "true");
    expect(tile("Oriente")).toHaveAccessibleName(/, chosen/);
    expect(tile("Oriente")).not.toHaveAttribute("data-highlighted");
    expect(bar).toHaveTextContent("1 chosen: Oriente.");
    expect(within(bar).getByRole("status")).toHaveTextContent("Space 1 added to the Rally.");
    await userEvent.click(tile("Las Villas"));
    expect(bar).toHaveTextContent("2 chosen: Oriente, Las Villas.");

    await userEvent.click(within(bar).getByRole("button", { name: "Back to the form" }));
    expect(screen.queryByRole("list", { name: "Map of Cuba, west to east" })).toBeNull();
    expect(screen.getByTestId("form-return")).toBeVisible();
    await waitFor(() => expect(screen.getByTestId("form-return")).toHaveFocus());
  });

  it("is not drawn beside the form on a wide screen, where the form says it", async () => {
    vi.unstubAllGlobals();
    const made = await createGame(db, standardGame);
    if (!made.ok) throw new Error("seed");
    render(
      <DbProvider db={db}>
        <GameScreen
          id={made.value.id}
          npTurnPanel={(ctx) => <ClaimingPanel onMapClaim={ctx.onMapClaim} />}
        />
      </DbProvider>,
    );
    await screen.findByText("The form");
    // The map is beside the form: nothing to show.
    expect(screen.queryByRole("button", { name: "Show the map" })).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: /^Oriente,/ }));
    expect(tile("Oriente")).toHaveAttribute("data-chosen", "true");
    expect(screen.queryByRole("region", { name: "Choosing spaces on the map" })).toBeNull();
  });
});
