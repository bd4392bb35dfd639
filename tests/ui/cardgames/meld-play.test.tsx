import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MeldPlay } from "@/app/_components/games/meld/meld-play";
import { GET_CASTRO_RULES } from "@/lib/engine/cardgames/get-castro";
import { KILL_RASPUTIN_RULES } from "@/lib/engine/cardgames/kill-rasputin";
import { meldFixture } from "../../engine/cardgames/meld-fixture";
import { people, sessionFor } from "./session-fixture";

const threeMelds = [
  { key: "mafiosi", n: 2 },
  { key: "poison-pen", n: 2 },
  { key: "scuba-diving", n: 2 },
];

describe("the meld-game table", () => {
  it("asks an opponent to foil, naming the meld each card would hit, and sends the chosen move", async () => {
    const state = meldFixture(GET_CASTRO_RULES, {
      players: 2,
      hands: [[], ["plot-fails", "bay-of-pigs", "mafiosi"]],
      melds: [threeMelds, []],
      step: { at: "foil", seat: 1 },
    });
    const choose = vi.fn();
    render(
      <MeldPlay
        session={sessionFor(people("get-castro", ["Ana", "Bo"], [0]), state, 1, choose)}
        log={null}
      />,
    );
    expect(screen.getByTestId("prompt")).toHaveTextContent(
      "Ana has 3 melds in play and will roll next",
    );
    const choices = within(screen.getByTestId("choices"));
    expect(
      choices.getByRole("button", { name: /Plot Fails: discard Ana's Method meld \(Poison Pen\)/ }),
    ).toBeVisible();
    expect(
      choices.getByRole("button", { name: /Bay of Pigs \(Event\) on Ana's Location meld/ }),
    ).toBeVisible();
    await userEvent.click(
      choices.getByRole("button", { name: /take Ana's Mafiosi meld \(2 cards\)/ }),
    );
    expect(choose).toHaveBeenCalledWith({ type: "match", seat: 1, card: "mafiosi" });
    expect(choices.getByRole("button", { name: "Pass: do not foil" })).toBeVisible();
  });

  it("shows the viewer's hand but only the size of the others'", () => {
    const state = meldFixture(GET_CASTRO_RULES, {
      players: 2,
      hands: [
        ["diplomat", "diplomat", "bad-timing"],
        ["cia-spooks", "havana-casino"],
      ],
      step: { at: "meld" },
    });
    render(
      <MeldPlay
        session={sessionFor(people("get-castro", ["Ana", "Bo"], [1]), state, 0)}
        log={null}
      />,
    );
    const hand = within(screen.getByTestId("hand"));
    // Each card drawn as a card: its type in words, its name, copies, and what it does (item 7).
    expect(hand.getByRole("img", { name: "Diplomat, Conspiracy, 2 copies" })).toBeVisible();
    expect(
      hand.getByRole("img", { name: "Bad Timing, Save, Discards a Location meld" }),
    ).toBeVisible();
    expect(hand.getByText("Conspiracy")).toBeVisible();
    expect(screen.queryByText("CIA Spooks")).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId("seats")).getByText("2", { exact: false }),
    ).toBeInTheDocument();
  });

  it("while a bot decides, the person sees who is being waited for", () => {
    const state = meldFixture(GET_CASTRO_RULES, {
      players: 2,
      hands: [[], ["plot-fails"]],
      melds: [threeMelds, []],
      step: { at: "foil", seat: 1 },
    });
    render(
      <MeldPlay
        session={sessionFor(people("get-castro", ["Ana", "Bo"], [1]), state, 0)}
        log={null}
      />,
    );
    expect(screen.getByText("Waiting for Bo…")).toBeVisible();
    expect(screen.queryByTestId("choices")).not.toBeInTheDocument();
  });

  it("Kill Rasputin: offers Destiny against a Save, shows the dice and the exact odds", () => {
    const state = {
      ...meldFixture(KILL_RASPUTIN_RULES, {
        players: 2,
        hands: [["destiny"], []],
        melds: [[{ key: "poison", n: 2 }], []],
        step: { at: "negate", by: 1, card: 0, kind: "M" },
      }),
      lastRoll: { faces: [2, 2, 5], turn: 2, seat: 0 },
    };
    render(
      <MeldPlay
        session={sessionFor(people("kill-rasputin", ["Ana", "Bo"], [1]), state, 0)}
        log={null}
      />,
    );
    // Destiny has no other use: the suggested choice, first, with its reason (issue 23).
    expect(
      screen.getByRole("button", { name: "Suggested: Discard Destiny to cancel the Save" }),
    ).toBeVisible();
    expect(screen.getByTestId("suggestion")).toHaveTextContent("cancels the Save");
    // The meld in words, never its letter (KR sheet: Method, Conspiracy, Location).
    expect(screen.getByText(/against your Method meld/)).toBeVisible();
    expect(screen.queryByText(/your M meld/)).toBeNull();
    expect(screen.getByRole("button", { name: "Let the Save stand" })).toBeVisible();
    expect(screen.getByTestId("dice")).toHaveTextContent("Ana, turn 2: one pair");
    expect(screen.getAllByRole("img", { name: /die showing/ })).toHaveLength(3);
    const odds = screen.getByTestId("attempt-odds");
    expect(odds).toHaveTextContent("5/9 (55.6%)");
    expect(odds).toHaveTextContent("5/12 (41.7%)");
    expect(odds).toHaveTextContent("1/36 (2.8%)");
  });

  it("shows the end of the game", () => {
    const state = {
      ...meldFixture(GET_CASTRO_RULES, { players: 2, step: { at: "over" } }),
      result: { kind: "survived" as const, turn: 70 },
    };
    render(
      <MeldPlay session={sessionFor(people("get-castro", ["Ana", "Bo"]), state, 0)} log={null} />,
    );
    expect(screen.getByTestId("result")).toHaveTextContent("Castro survives and everyone loses");
  });
});
