import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlayerActionForm } from "@/app/_components/play/player-action-form";
import { foldGame, type GameState } from "@/lib/engine/cuba/game";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

// Every Event side has a program; #12 shaded is taken out here to show the path for a side the
// app cannot carry out (a player's corrected or future card).
vi.mock("@/data/cuba/calixto/event-programs", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/data/cuba/calixto/event-programs")>();
  const programs = real.EVENT_PROGRAMS.filter((p) => !(p.card === 12 && p.side === "shaded"));
  return {
    ...real,
    EVENT_PROGRAMS: programs,
    programFor: (card: number, side: "unshaded" | "shaded", table = programs) =>
      real.programFor(card, side, table),
  };
});

/** `card` in play, #20 next; the Government is yours (1st Eligible on #8, order G D S M). */
function gameOn(card: number): GameState {
  const roles = { GOV: "player", "26J": "np", DR: "np", SYN: "np" } as const;
  const log = push(
    logOf("standard", roles),
    edit({ kind: "currentCard", value: card }, { kind: "nextCard", value: 20 }),
  );
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

function form(card: number) {
  const onRecord = vi.fn();
  const onApply = vi.fn();
  const user = userEvent.setup();
  render(
    <PlayerActionForm
      state={gameOn(card)}
      faction="GOV"
      position={1}
      busy={false}
      onRecord={onRecord}
      onApply={onApply}
    />,
  );
  return { user, onRecord, onApply };
}

describe("Apply this Event for me (5.1)", () => {
  it("asks each open choice with buttons, sums up the changes, and applies on confirm", async () => {
    const { user, onApply, onRecord } = form(8);
    await user.click(screen.getByRole("radio", { name: "Event" }));
    await user.click(screen.getByRole("radio", { name: "Unshaded" }));
    await user.click(screen.getByRole("button", { name: "Apply this Event for me" }));

    // The panel (and the Event programs) load on demand.
    const panel = await screen.findByRole("region", { name: /Apply this Event for me/ });
    // One City at a time: whose Guerrilla goes there.
    expect(within(panel).getByRole("heading", { name: /Havana: which piece/ })).toBeInTheDocument();
    const options = within(panel)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        "Underground 26July Guerrilla",
        "Underground DR Guerrilla",
        "Underground Syndicate Guerrilla",
      ]),
    );
    await user.click(within(panel).getByRole("button", { name: "Underground DR Guerrilla" }));
    // A wrong pick can be taken back.
    await user.click(within(panel).getByRole("button", { name: "Back" }));
    expect(within(panel).getByRole("heading", { name: /Havana: which piece/ })).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Underground 26July Guerrilla" }));
    await user.click(within(panel).getByRole("button", { name: "Underground DR Guerrilla" }));
    // The keyboard answers too: the next question's first choice has the focus.
    expect(within(panel).getByRole("heading", { name: /Santiago de Cuba/ })).toBeInTheDocument();
    expect(document.activeElement?.textContent).toBe(
      within(panel).getAllByRole("button")[0].textContent,
    );
    await user.keyboard("{Enter}");

    const summary = within(panel).getByRole("list", { name: "Changes on the table" });
    const items = within(summary)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toContain("Havana: Active Support → Passive Support");
    expect(items).toContain("Place 1 Underground 26July Guerrilla in Havana");
    expect(onApply).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledTimes(1);
    const [side, answers] = onApply.mock.calls[0];
    expect(side).toBe("unshaded");
    expect(answers).toHaveLength(3);
    expect(answers[0]).toEqual({ kind: "choice", value: "m26U" });
    expect(onRecord).not.toHaveBeenCalled();
  });

  it("keeps 'I'll apply it myself' and says so when the app cannot carry the side out", async () => {
    const { user, onRecord } = form(12);
    await user.click(screen.getByRole("radio", { name: "Event" }));
    await user.click(screen.getByRole("radio", { name: "Shaded" }));
    expect(screen.queryByRole("button", { name: "Apply this Event for me" })).toBeNull();
    expect(
      await screen.findByText(/cannot carry out #12 .* yet: apply it yourself/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Record Event/ }));
    expect(onRecord).toHaveBeenCalledWith("event", "", "shaded");
  });
});
