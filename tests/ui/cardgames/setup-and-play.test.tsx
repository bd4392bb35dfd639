import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlayScreen } from "@/app/_components/games/play-screen";
import { SetupForm } from "@/app/_components/games/setup-form";
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

describe("Get Castro's set-up: how often everyone loses", () => {
  it("starts with two players, and says how often Castro survives as seats are added", async () => {
    render(<SetupForm game="get-castro" />);
    expect(screen.getByRole("combobox", { name: "Players" })).toHaveValue("2");
    // From the rules page's simulation (data/cardgames/stats): 2 Shrewd bots, 62.7%.
    expect(screen.getByTestId("survival")).toHaveTextContent(
      "With 2 players, Castro survived 63% of 2000 games between Shrewd bots: then everyone loses.",
    );
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Players" }), "3");
    expect(screen.getByTestId("survival")).toHaveTextContent(
      "With 3 players, Castro survived 93% of 2000 games",
    );
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
