import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type MapClaim, ShowMapContext } from "@/app/_components/board/map-taps";
import { OwnOperationForm } from "@/app/_components/play/own-operation-form";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { foldGame, type GameState } from "@/lib/engine/cuba/game";
import { ALL_NP } from "@/tests/fixtures/boards";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

/** Standard board, #13 in play (26July 1st Eligible), 26July the player's. */
function game(...edits: Parameters<typeof edit>): GameState {
  let log = logOf("standard", { ...ALL_NP, "26J": "player" });
  log = push(
    log,
    edit({ kind: "currentCard", value: 13 }, { kind: "nextCard", value: 20 }, ...edits),
  );
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

function setup(state = game()) {
  const onApply = vi.fn();
  let claim: MapClaim | null = null;
  const onMapClaim = (c: MapClaim | null) => {
    claim = c;
  };
  render(
    <OwnOperationForm
      state={state}
      faction="26J"
      cardAction="opSA"
      busy={false}
      onApply={onApply}
      onMapClaim={onMapClaim}
    />,
  );
  const tap = (space: Parameters<MapClaim["onTap"]>[0]) =>
    act(() => {
      if (!claim) throw new Error("the form holds no map claim");
      claim.onTap(space);
    });
  return { onApply, tap, claim: () => claim, user: userEvent.setup() };
}

describe("your own Operation entered on the map (3.0, 4.0)", () => {
  it("offers only the legal Operations and says why one is missing (3.3.3)", () => {
    // No enemy piece next to a 26July Guerrilla anywhere: Attack has no space.
    const state = game(
      { kind: "pieces", space: "santiago-de-cuba", piece: "troop", value: 0 },
      { kind: "pieces", space: "santiago-de-cuba", piece: "police", value: 0 },
      { kind: "pieces", space: "la-habana", piece: "casinoOpen", value: 0 },
    );
    setup(state);
    expect(screen.getByRole("button", { name: "March" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Attack" })).toBeDisabled();
    expect(
      within(screen.getByRole("list", { name: "Operations not offered" })).getByText(
        /^Attack: no space for Attack now/,
      ),
    ).toBeInTheDocument();
  });

  it("March: the map marks legal destinations, a tap adds one, only adjacent origins offered (3.3.2)", async () => {
    const { tap, claim, user } = setup();
    await user.click(screen.getByRole("button", { name: "March" }));
    expect(claim()?.highlight).toContain("oriente");
    expect(claim()?.highlight).not.toContain("las-villas");
    // A tap on a space that is not offered says why and adds nothing.
    tap("las-villas");
    expect(screen.getByRole("status")).toHaveTextContent(/^Las Villas: /);
    tap("oriente");
    expect(screen.getByText("March in Oriente")).toBeInTheDocument();
    const from = "From Sierra Maestra: Underground 26July Guerrillas";
    expect(screen.getByRole("spinbutton", { name: from })).toBeInTheDocument();
    // La Habana's Guerrilla is not adjacent: no stepper, the reason under "not offered".
    expect(screen.queryByRole("spinbutton", { name: /From La Habana/ })).toBeNull();
    expect(screen.getByText("La Habana: La Habana is not adjacent to Oriente")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Increase ${from}` }));
    await user.click(screen.getByRole("button", { name: `Increase ${from}` }));
    // At most the 2 there.
    expect(screen.getByRole("button", { name: `Increase ${from}` })).toBeDisabled();
  });

  it("tells the map what a tap does, the spaces chosen and what the last tap did", async () => {
    const { tap, claim, user } = setup();
    await user.click(screen.getByRole("button", { name: "Rally" }));
    expect(claim()?.prompt).toBe("Tap a marked space to add it to the Rally.");
    expect(claim()?.chosen).toEqual([]);
    expect(claim()?.note).toBeNull();
    const [first, second] = claim()?.highlight ?? [];
    tap(first);
    tap(second);
    // Chosen: ticked on the map, no longer offered there; the last tap is confirmed by name.
    expect(claim()?.chosen).toEqual([first, second]);
    expect(claim()?.highlight).not.toContain(second);
    const named = (id: string) => SPACE_BY_ID[id as keyof typeof SPACE_BY_ID].name;
    expect(claim()?.note).toBe(`${named(second)} added to the Rally.`);
    // A refused tap: the reason, on the map and in the form.
    tap("havana");
    expect(claim()?.note).toMatch(/^Havana: /);
    expect(screen.getByText(/^Havana: /)).toHaveAttribute("role", "status");
    expect(claim()?.chosen).toEqual([first, second]);
    // A space removed in the form: the note about the last tap goes with it.
    await user.click(screen.getByRole("button", { name: `Remove ${named(second)}` }));
    expect(claim()?.chosen).toEqual([first]);
    expect(claim()?.note).toBeNull();
  });

  it("on a phone (the map out of sight) offers a button that shows the map", async () => {
    const showMap = vi.fn();
    render(
      <ShowMapContext value={showMap}>
        <OwnOperationForm
          state={game()}
          faction="26J"
          cardAction="opSA"
          busy={false}
          onApply={vi.fn()}
          onMapClaim={() => {}}
        />
      </ShowMapContext>,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole("button", { name: "Show the map" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "March" }));
    await user.click(screen.getByRole("button", { name: "Show the map" }));
    expect(showMap).toHaveBeenCalledTimes(1);
  });

  it("keeps the keyboard in the form when a press takes its own button away", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "March" }));
    // "+ Oriente" adds the space and goes: focus moves to the space's entry, not the page.
    await user.click(screen.getByRole("button", { name: "+ Oriente" }));
    expect(screen.getByText("March in Oriente")).toHaveFocus();
    // Removing it brings "+ Oriente" back, and focus with it.
    await user.click(screen.getByRole("button", { name: "Remove Oriente" }));
    expect(screen.getByRole("button", { name: "+ Oriente" })).toHaveFocus();
  });

  it("an SA only with the Operations it may accompany (4.1.1); the checklist, then one action", async () => {
    const { tap, onApply, claim, user } = setup();
    await user.click(screen.getByRole("button", { name: "March" }));
    tap("oriente");
    const from = "From Sierra Maestra: Underground 26July Guerrillas";
    await user.click(screen.getByRole("button", { name: `Increase ${from}` }));
    await user.click(screen.getByRole("button", { name: `Increase ${from}` }));
    expect(screen.getByRole("button", { name: "Ambush" })).toBeDisabled();
    expect(
      screen.getByText("Ambush: Ambush may accompany only Attack (4.1.1)"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Infiltrate" }));
    expect(claim()?.highlight).toEqual(["santiago-de-cuba"]);
    tap("santiago-de-cuba");
    // The checklist as an NP turn's: Resources and the Sequence of Play included.
    expect(screen.getByText("26July Resources 10 → 9")).toBeInTheDocument();
    expect(
      screen.getByText("Sequence of Play: 26July cylinder to Operation + Special Activity"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Apply March + Infiltrate for 26July" }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith(
      {
        faction: "26J",
        operation: "march",
        spaces: [
          { space: "oriente", moves: [{ from: "sierra-maestra", piece: "m26U", count: 2 }] },
        ],
        special: { special: "infiltrate", when: "after", spaces: [{ space: "santiago-de-cuba" }] },
      },
      undefined,
    );
  });
});
