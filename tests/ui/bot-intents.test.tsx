import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BotIntentsPanel } from "@/app/_components/play/bot-intents";
import { foldGame, type GameState } from "@/lib/engine/cuba/game";
import type { Faction, Role } from "@/lib/engine/cuba/types";
import { rememberAidReading } from "@/lib/persistence";
import { edit, logOf, push } from "@/tests/fixtures/game-log";
import { testDb } from "@/tests/persistence/db-fixture";

/** Standard set-up, `card` in play and `next` showing; 26July is yours. */
function standardOn(card: number, next: number): GameState {
  const roles: Record<Faction, Role> = { GOV: "np", "26J": "player", DR: "np", SYN: "np" };
  let log = logOf("standard", roles);
  log = push(log, edit({ kind: "currentCard", value: card }, { kind: "nextCard", value: next }));
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

describe("the Play panel's bot intents (issue 20)", () => {
  it("lists each NP on the card in play and the next, marks a sure Event on the map", async () => {
    const onHighlight = vi.fn();
    const user = userEvent.setup();
    render(<BotIntentsPanel state={standardOn(25, 13)} onHighlight={onHighlight} />);
    const panel = await screen.findByRole(
      "region",
      { name: "What the bots will do" },
      { timeout: 15_000 },
    );
    // #25: Directorio is 1st Eligible and takes the Event, Government 2nd does Op + SA.
    expect(
      within(panel).getByText(/^Directorio \(1st Eligible\): Event, unshaded/),
    ).toBeInTheDocument();
    const gov = within(panel).getByText(
      /^Government \(2nd Eligible\): Operation \+ Special Activity; the Calixto card drawn decides which Operation/,
    );
    expect(gov.closest("li")).toHaveTextContent("Not known yet: which Calixto card is drawn.");
    // The Event's spaces are marked on the map as soon as the panel shows.
    expect(within(panel).getByText(/^Acts in /)).toBeInTheDocument();
    await waitFor(() =>
      expect(onHighlight).toHaveBeenLastCalledWith(expect.arrayContaining([expect.any(String)])),
    );
    const marked = onHighlight.mock.lastCall?.[0] as string[];
    expect(marked.length).toBeGreaterThan(0);
    onHighlight.mockClear();
    await user.click(within(panel).getByRole("button", { name: "Show on the map" }));
    expect(onHighlight).toHaveBeenCalledWith(marked);

    // #13 next: you are 1st Eligible there, so nothing is guessed about it.
    expect(within(panel).getByRole("heading", { name: /Next card: #13/ })).toBeInTheDocument();
    // Words, never internal ids.
    expect(panel.textContent).not.toMatch(/\b(opSA|opOnly|limOp|1st-\d|2nd-\d)\b/);
  });

  it("shows the NP after you for each of your choices, and marks nothing", async () => {
    const onHighlight = vi.fn();
    render(<BotIntentsPanel state={standardOn(13, 20)} onHighlight={onHighlight} />);
    const panel = await screen.findByRole(
      "region",
      { name: "What the bots will do" },
      { timeout: 15_000 },
    );
    expect(within(panel).getByText("26July (you, 1st Eligible): your choice")).toBeInTheDocument();
    expect(
      within(panel).getByText(/^If you Pass: Government \(1st Eligible\): /),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(/^If you take the Event.*: Government \(2nd Eligible\): /),
    ).toBeInTheDocument();
    expect(
      within(panel).getAllByText(/Not known yet: what 26July \(you\) will choose/).length,
    ).toBe(2);
    expect(onHighlight).toHaveBeenLastCalledWith([]);
  });

  it("reads the aid-sheet cells you read in earlier games, as the turn will", async () => {
    // #44: our copy cannot read Syndicate's cell of the Event Cards table (C8.5.5).
    const first = render(<BotIntentsPanel state={standardOn(44, 20)} onHighlight={() => {}} />);
    const asks = await screen.findByRole(
      "region",
      { name: "What the bots will do" },
      { timeout: 15_000 },
    );
    expect(
      within(asks).getByText(/^Syndicate \(1st Eligible\): waits for your answer: /),
    ).toBeInTheDocument();
    first.unmount();

    const db = testDb();
    await rememberAidReading(db, "event-table:44:SYN", "-", "given in an earlier game");
    render(<BotIntentsPanel state={standardOn(44, 20)} onHighlight={() => {}} db={db} />);
    const panel = await screen.findByRole(
      "region",
      { name: "What the bots will do" },
      { timeout: 15_000 },
    );
    expect(
      within(panel).getByText(/^Syndicate \(1st Eligible\): Operation \+ Special Activity/),
    ).toBeInTheDocument();
    await db.delete();
  });
});
