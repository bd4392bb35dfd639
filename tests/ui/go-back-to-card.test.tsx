import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HistoryPanel } from "@/app/_components/board/history-panel";
import { DbProvider } from "@/app/_components/db-context";
import type { Result } from "@/lib/engine/core/result";
import type { GameState } from "@/lib/engine/cuba/game";
import {
  type CalixtoDB,
  createGame,
  editBoard,
  loadGame,
  nextCard,
  recordPlayerAction,
} from "@/lib/persistence";
import { testDb } from "@/tests/persistence/db-fixture";

const ok = <T,>(r: Result<T>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};

/** You run every Faction: #30 played, then #20 played, #31 in play now. */
async function twoCards(db: CalixtoDB) {
  const { id } = ok(
    await createGame(db, {
      name: "Back",
      scenario: "standard",
      roles: { GOV: "player", "26J": "player", DR: "player", SYN: "player" },
      shortGame: false,
      dice: "app",
      deck: "app",
    }),
  );
  ok(
    await editBoard(db, id, [
      { kind: "currentCard", value: 30 },
      { kind: "nextCard", value: 20 },
    ]),
  );
  ok(await recordPlayerAction(db, id, "DR", "opOnly", []));
  ok(await recordPlayerAction(db, id, "26J", "limOp", []));
  ok(await nextCard(db, id, 31));
  ok(await editBoard(db, id, [{ kind: "pieces", space: "havana", piece: "troop", value: 9 }]));
  ok(await recordPlayerAction(db, id, "SYN", "opOnly", []));
  ok(await recordPlayerAction(db, id, "GOV", "limOp", []));
  ok(await nextCard(db, id, 32));
  return id;
}

describe("History: go back to a card (issue 20)", () => {
  it("shows what changes on the table, goes back in one step, and lists it in the history", async () => {
    const db = testDb();
    const id = await twoCards(db);
    const loaded = await loadGame(db, id);
    if (!loaded?.state) throw new Error("no game");
    const onState = vi.fn<(s: GameState) => void>();
    const user = userEvent.setup();
    const { rerender } = render(
      <DbProvider db={db}>
        <HistoryPanel
          entries={loaded.entries}
          state={loaded.state}
          onUndo={() => {}}
          onRedo={() => {}}
          gameId={id}
          onState={onState}
        />
      </DbProvider>,
    );
    // The cards put in play, newest first.
    const select = screen.getByRole("combobox", { name: /Go back to before/ });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["card #31 Escopeteros", "card #20 The Twelve"]);
    await user.selectOptions(select, "card #20 The Twelve");
    const list = screen.getByRole("list", { name: "To go back to before card #20 The Twelve" });
    const lines = within(list)
      .getAllByRole("listitem")
      .map((l) => l.textContent);
    expect(lines).toContain("Card in play: #30 The Guerrilla Life");
    expect(lines).toContain("Card showing next: #20 The Twelve");
    expect(lines.some((l) => /Havana/.test(l ?? ""))).toBe(true);
    expect(lines).toContain("Sequence of Play: Directorio cylinder to Op Only");

    await user.click(screen.getByRole("button", { name: "Go back to before card #20" }));
    await waitFor(() => expect(onState).toHaveBeenCalled());
    const back = onState.mock.lastCall?.[0];
    expect(back?.board.currentCard).toBe(30);
    // The Troops placed in Havana while #20 was in play are off the board again.
    expect(loaded.state.board.spaces.havana.pieces.troop).toBe(9);
    expect(back?.board.spaces.havana.pieces.troop).not.toBe(9);
    expect(screen.getByRole("status")).toHaveTextContent("Back to before card #20");

    // One entry in the log, listed in the history with the table put back.
    const after = await loadGame(db, id);
    if (!after?.state) throw new Error("no game");
    expect(after.entries.at(-1)?.type).toBe("card.back");
    rerender(
      <DbProvider db={db}>
        <HistoryPanel
          entries={after.entries}
          state={after.state}
          onUndo={() => {}}
          onRedo={() => {}}
          gameId={id}
          onState={onState}
        />
      </DbProvider>,
    );
    const history = screen.getByRole("list", { name: "Edits, newest first" });
    const newest = within(history).getAllByRole("listitem")[0];
    expect(newest).toHaveTextContent(
      /^Went back to before #20 The Twelve: \d+ changes on the table/,
    );
    expect(newest).toHaveTextContent("The table put back");
    await db.delete();
  });
});
