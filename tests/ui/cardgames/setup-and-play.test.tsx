import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlayScreen } from "@/app/_components/games/play-screen";
import { SetupForm } from "@/app/_components/games/setup-form";
import { newcomerRun } from "@/app/_components/games/setup-odds";
import { cardGamesDb, createGame, listGames, loadGame } from "@/lib/persistence/cardgames";
import { people } from "./session-fixture";

const push = vi.fn();
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push }),
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(async () => {
  push.mockReset();
  await cardGamesDb().games.clear();
  await cardGamesDb().entries.clear();
  window.localStorage.setItem("cardgames.botSpeed", "instant");
});

describe("setting up a game", () => {
  it("saves the seats the person chose and opens the new game", async () => {
    render(<SetupForm game="kill-rasputin" />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Players" }), "4");
    const name1 = screen.getByRole("textbox", { name: "Name, seat 1" });
    await userEvent.clear(name1);
    await userEvent.type(name1, "Ana");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Person or bot, seat 2" }),
      "person",
    );
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Bot strength, seat 3" }),
      "novice",
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Seed (optional)" }), "fixed");
    await userEvent.click(screen.getByRole("button", { name: "Start game" }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    const [game] = await listGames(cardGamesDb(), "kill-rasputin");
    expect(game.setup).toMatchObject({
      seed: "fixed",
      seats: [
        { name: "Ana", kind: "person" },
        { name: "Bot 2", kind: "person" },
        { name: "Bot 3", kind: "bot", bot: "novice" },
        { name: "Bot 4", kind: "bot", bot: "shrewd" },
      ],
    });
    expect(push).toHaveBeenCalledWith(`/games/kill-rasputin?game=${game.id}`);
  });
});

describe("Get Castro's set-up: a default a newcomer enjoys, and every option's odds", () => {
  it("starts with two players against one Novice bot and shows the simulator's figures", async () => {
    render(<SetupForm game="get-castro" />);
    expect(screen.getByRole("combobox", { name: "Players" })).toHaveValue("2");
    expect(screen.getByRole("combobox", { name: "Bot strength, seat 2" })).toHaveValue("novice");
    // From data/cardgames/stats/get-castro.json (a newcomer played as the Novice plays).
    const run = newcomerRun(2, "novice");
    if (!run) throw new Error("no run");
    const you = Math.round((100 * run.report.seats[0].wins) / run.report.games);
    expect(screen.getByTestId("survival")).toHaveTextContent(
      `With 2 players and Novice bots, a newcomer won ${you}% of 2,000 simulated games`,
    );
    // The table marks the chosen option and follows the player count.
    const odds = within(screen.getByTestId("setup-odds"));
    expect(odds.getAllByRole("row", { current: true })).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Players" }), "3");
    expect(screen.getByTestId("survival")).toHaveTextContent("With 3 players and Novice bots");
    expect(odds.getByRole("row", { current: true })).toHaveTextContent(/^3, Novice/);
  });

  it("Kill Rasputin says what really happens: no ending but the kill, and how long games run", async () => {
    render(<SetupForm game="kill-rasputin" />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Players" }), "4");
    const text = screen.getByTestId("survival").textContent ?? "";
    expect(text).toMatch(
      /^Kill Rasputin ends only when someone kills him\. With 4 players, 65% of 2,000/,
    );
    expect(text).toContain("the rest were still going");
    expect(text).not.toMatch(/survived|everyone loses/);
  });
});

describe("playing a saved game", () => {
  it("hot seat: hides every hand until the next person takes the device", async () => {
    await createGame(cardGamesDb(), "hs", "Get Castro", people("get-castro", ["Ana", "Bo"]), 1);
    render(<PlayScreen game="get-castro" id="hs" />);
    const dialog = await screen.findByRole("dialog", { name: /Pass the device to Ana/ });
    // Behind the hand-over screen nothing of the table is drawn (U2).
    expect(screen.queryByTestId("hand")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "I am Ana: show my cards" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByTestId("hand")).toHaveTextContent("Your hand (Ana)");
    expect(screen.getByTestId("hand").closest("[inert]")).toBeNull();
  });

  it("plays against a bot, saves each input, and undoes the person's last decision", async () => {
    // Seed chosen so that Ana's first decision is a Meld phase with pairs in hand.
    await createGame(
      cardGamesDb(),
      "g",
      "Get Castro",
      { ...people("get-castro", ["Ana", "Bot"], [1]), seed: "ui-undo-0" },
      1,
    );
    render(<PlayScreen game="get-castro" id="g" />);
    const choices = await screen.findByTestId("choices", {}, { timeout: 5000 });
    expect(screen.getByTestId("prompt")).toHaveTextContent("Meld phase");
    const saved = async () => (await loadGame(cardGamesDb(), "g"))?.entries.length ?? 0;
    await waitFor(async () => expect(await saved()).toBeGreaterThan(1));
    const before = await saved();
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(undo).toBeDisabled();
    // Holding the pairs back reveals nothing: Ana then has to discard to the hand limit.
    await userEvent.click(within(choices).getByRole("button", { name: "Done melding" }));
    await waitFor(() => expect(screen.getByTestId("prompt")).toHaveTextContent("Hand limit 5"));
    await waitFor(async () => expect(await saved()).toBe(before + 1));
    await waitFor(() => expect(undo).toBeEnabled());
    await userEvent.click(undo);
    await waitFor(() => expect(screen.getByTestId("prompt")).toHaveTextContent("Meld phase"));
    const entries = (await loadGame(cardGamesDb(), "g"))?.entries ?? [];
    expect(entries.at(-1)?.type).toBe("meta.undo");
    // The game is back where it was: the same choice leads to the same place.
    await userEvent.click(
      within(await screen.findByTestId("choices")).getByRole("button", { name: "Done melding" }),
    );
    await waitFor(() => expect(screen.getByTestId("prompt")).toHaveTextContent("Hand limit 5"));
  });
});
