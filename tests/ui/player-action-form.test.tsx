import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextStepPanel } from "@/app/_components/play/next-step-panel";
import { PlayerActionForm } from "@/app/_components/play/player-action-form";
import { foldGame, type GameState } from "@/lib/engine/cuba/game";
import { nextStep } from "@/lib/machines/cuba/session";
import { ALL_NP } from "@/tests/fixtures/boards";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

/** Standard board, `card` in play, #20 next; 26July and Directorio are yours. */
function game(...more: Parameters<typeof push>[1][]): GameState {
  return gameOn(19, ...more);
}
function gameOn(card: number, ...more: Parameters<typeof push>[1][]): GameState {
  let log = logOf("standard", { ...ALL_NP, "26J": "player", DR: "player" });
  log = push(log, edit({ kind: "currentCard", value: card }, { kind: "nextCard", value: 20 }));
  for (const e of more) log = push(log, e);
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const played = (faction: "26J" | "DR", action: "event" | "opSA", side?: "unshaded" | "shaded") => ({
  type: "player.action" as const,
  payload: { faction, action, edits: [], ...(side ? { side } : {}) },
});

describe("recording your own Event (2.3, 5.2, 2.3.7)", () => {
  it("asks which side was played before recording, and says what it does to Eligibility", async () => {
    // #27 Echeverría (order DR, GOV, SYN, 26J): its unshaded side keeps the Directorio Eligible.
    const onRecord = vi.fn();
    const user = userEvent.setup();
    render(
      <PlayerActionForm
        state={gameOn(27)}
        faction="DR"
        position={1}
        busy={false}
        onRecord={onRecord}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Event" }));
    expect(screen.getByRole("button", { name: "Record Event" })).toBeDisabled();
    expect(screen.getByRole("group", { name: /Which side of #27/ })).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Shaded" }));
    expect(screen.getByText(/No effect on Eligibility/)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Unshaded" }));
    expect(screen.getByText(/This side keeps you Eligible for the next card/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Record Event (unshaded)" }));
    expect(onRecord).toHaveBeenCalledWith("event", "", "unshaded");
  });

  it("asks no side of a card with one text only (#19), and records it as its unshaded side", async () => {
    const onRecord = vi.fn();
    const user = userEvent.setup();
    render(
      <PlayerActionForm
        state={game()}
        faction="26J"
        position={1}
        busy={false}
        onRecord={onRecord}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Event" }));
    expect(screen.queryByRole("radio", { name: "Shaded" })).toBeNull();
    expect(screen.getByText(/#19 Sierra Maestra Manifesto has one text only/)).toBeInTheDocument();
    expect(screen.getByText(/This Event keeps you Eligible/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Record Event" }));
    expect(onRecord).toHaveBeenCalledWith("event", "", "unshaded");
  });

  it("asks no side for an Operation", async () => {
    const onRecord = vi.fn();
    const user = userEvent.setup();
    render(
      <PlayerActionForm
        state={game()}
        faction="26J"
        position={1}
        busy={false}
        onRecord={onRecord}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Operation Only" }));
    expect(screen.queryByRole("radio", { name: "Unshaded" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Record Operation Only" }));
    expect(onRecord).toHaveBeenCalledWith("opOnly", "");
  });

  it("offers the 2nd Eligible only what 2.3.4 leaves it; a Faction not next is told why", () => {
    // #19 (order 26July, Directorio, …): 26July's Op + SA leaves you, the Directorio, a Limited
    // Operation or the Event.
    const after = game(played("26J", "opSA"));
    const { unmount } = render(
      <PlayerActionForm state={after} faction="DR" position={2} busy={false} onRecord={vi.fn()} />,
    );
    expect(
      screen.getAllByRole("radio").map((r) => r.getAttribute("value") ?? r.textContent),
    ).toEqual(["event", "limOp", "pass"]);
    unmount();
    render(
      <PlayerActionForm state={after} faction="26J" position={1} busy={false} onRecord={vi.fn()} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      /Nothing to record now: 26July is not the next Eligible Faction \(Directorio is\)/,
    );
    expect(screen.queryAllByRole("radio")).toEqual([]);
  });

  it("lists each Faction's Eligibility for the next card, and why, once the card is done", () => {
    const state = game(played("26J", "event", "unshaded"), played("DR", "opSA"));
    const next = nextStep(state);
    expect(next.kind).toBe("cardDone");
    render(
      <NextStepPanel
        state={state}
        next={next}
        busy={false}
        onBeginNp={vi.fn()}
        onBeginPropaganda={vi.fn()}
        onNextCard={vi.fn()}
        onPlayerAction={vi.fn()}
        onSetCard={vi.fn()}
      />,
    );
    const list = screen.getByRole("list", { name: "Eligibility for the next card" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Government: Eligible (did not execute)",
      "26July: Eligible (Event #19, played by 26July)",
      "Directorio: Ineligible (executed an Operation or Event)",
      "Syndicate: Eligible (did not execute)",
    ]);
  });

  it("says the card data is loading while a turn in progress waits for its machines", () => {
    const state = game();
    render(
      <NextStepPanel
        state={state}
        next={{ kind: "turn" }}
        busy={false}
        onBeginNp={vi.fn()}
        onBeginPropaganda={vi.fn()}
        onNextCard={vi.fn()}
        onPlayerAction={vi.fn()}
        onSetCard={vi.fn()}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading the card data…");
  });
});

describe("where the keyboard goes when your turn comes up", () => {
  it("to the form's title when focus was on the page (the form loads after the press)", () => {
    (document.activeElement as HTMLElement | null)?.blur();
    render(
      <PlayerActionForm
        state={gameOn(27)}
        faction="DR"
        position={1}
        busy={false}
        onRecord={vi.fn()}
      />,
    );
    expect(
      screen.getByRole("heading", { name: /Your turn: Directorio, 1st Eligible/ }),
    ).toHaveFocus();
  });

  it("stays where it is when it has a place", () => {
    const outside = document.createElement("button");
    document.body.append(outside);
    outside.focus();
    render(
      <PlayerActionForm
        state={gameOn(27)}
        faction="DR"
        position={1}
        busy={false}
        onRecord={vi.fn()}
      />,
    );
    expect(outside).toHaveFocus();
    outside.remove();
  });
});
