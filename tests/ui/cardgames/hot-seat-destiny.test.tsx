import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlayScreen } from "@/app/_components/games/play-screen";
import { KILL_RASPUTIN_RULES } from "@/lib/engine/cardgames/kill-rasputin";
import { appendInputs, cardGamesDb, createGame } from "@/lib/persistence/cardgames";
import { dealValues } from "../../engine/cardgames/meld-fixture";
import { people } from "./session-fixture";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(async () => {
  await cardGamesDb().games.clear();
  await cardGamesDb().entries.clear();
  window.localStorage.setItem("cardgames.botSpeed", "instant");
});

/** Two people at one device; Ana melds Poison and Bo throws Method Fails at it (KR Foil). */
async function saveAgainstAna(id: string, anaHolds: "destiny" | "church") {
  const setup = people("kill-rasputin", ["Ana", "Bo"]);
  const deal = dealValues(
    KILL_RASPUTIN_RULES,
    [
      [anaHolds, "poison", "poison", "club", "knife"],
      ["method-fails", "nobles", "river", "palace", "village"],
    ],
    ["prostitutes"],
  );
  await createGame(cardGamesDb(), id, "Kill Rasputin", setup, 1);
  await appendInputs(cardGamesDb(), id, [{ input: { type: "chance", values: deal }, by: "app" }], {
    status: "playing",
    summary: "",
    now: 1,
  });
  render(<PlayScreen game="kill-rasputin" id={id} />);
  const take = async (name: string) => {
    const dialog = await screen.findByRole("dialog", { name: `Pass the device to ${name}` });
    await userEvent.click(
      within(dialog).getByRole("button", { name: `I am ${name}: show my cards` }),
    );
  };
  const pick = async (label: RegExp) =>
    userEvent.click(
      within(await screen.findByTestId("choices")).getByRole("button", { name: label }),
    );
  await take("Ana");
  await pick(/Meld 2 × Poison/);
  await take("Bo");
  await pick(/Play Method Fails/);
  return { take, pick };
}

describe("hot seat: a Save against a player who may hold Destiny (KR Foil; D12, U2)", () => {
  it("the hand-over screen hides the table, whether Ana holds Destiny or not", async () => {
    for (const [id, holds] of [
      ["with", "destiny"],
      ["without", "church"],
    ] as const) {
      const { take } = await saveAgainstAna(id, holds);
      await screen.findByRole("dialog", { name: "Pass the device to Ana" });
      // Nothing of the table is drawn behind the screen: no prompt, no melds, no log.
      expect(screen.queryByTestId("prompt-box")).not.toBeInTheDocument();
      expect(screen.queryByTestId("seats")).not.toBeInTheDocument();
      expect(screen.queryByTestId("game-log")).not.toBeInTheDocument();
      expect(screen.queryByText(/Waiting for/)).not.toBeInTheDocument();
      await take("Ana");
      if (holds === "destiny")
        expect(await screen.findByTestId("prompt")).toHaveTextContent(
          "Bo played Method Fails against your Method meld.",
        );
      else
        expect(await screen.findByRole("dialog", { name: "For Ana only" })).toHaveTextContent(
          "Ana's Method meld (Poison) is discarded.",
        );
      cleanup();
    }
  });

  it("Bo's log does not say that Ana let the Save stand", async () => {
    const { take, pick } = await saveAgainstAna("stand", "destiny");
    await take("Ana");
    await pick(/Let the Save stand/);
    await take("Bo");
    const log = screen.getByTestId("game-log");
    await waitFor(() => expect(log).toHaveTextContent("Ana's Method meld (Poison) is discarded."));
    expect(log).not.toHaveTextContent(/lets the Save stand/);
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
  });
});
