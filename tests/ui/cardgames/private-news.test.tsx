import { render, screen, within } from "@testing-library/react";
import { MeldPlay } from "@/app/_components/games/meld/meld-play";
import { privateNews } from "@/app/_components/games/meld/private-news";
import { killRasputin, KILL_RASPUTIN_RULES as R } from "@/lib/engine/cardgames/kill-rasputin";
import type { MeldGameState, MeldMove } from "@/lib/engine/cardgames/meld-game";
import type { ReplayedStep } from "@/lib/engine/cardgames/session";
import type { BaseEvent, BaseMove, Input } from "@/lib/engine/cardgames/shared/types";
import { chance, step } from "../../engine/cardgames/helpers";
import { meldFixture } from "../../engine/cardgames/meld-fixture";
import { people, sessionFor } from "./session-fixture";

const setup = people("kill-rasputin", ["Ana", "Bo", "Cy"], [1, 2]);
const names = ["Ana", "Bo", "Cy"];

/** Play one input from a position and show the table to Ana, the one person (KR Event). */
function playAndShow(
  s: MeldGameState,
  input: Input<MeldMove>,
  by: "person" | "bot" | "app" = "app",
) {
  const { state, events } = step(killRasputin, s, input);
  const steps: ReplayedStep<BaseMove, BaseEvent>[] = [
    { seq: 1, input: input as Input<BaseMove>, by, events },
  ];
  render(<MeldPlay session={{ ...sessionFor(setup, state, 0), steps }} log={null} />);
  return within(screen.getByTestId("private-news"));
}

describe("one person against bots: what only they know, shown under the prompt (KR Event)", () => {
  it("Revolution: the cards Ana gave and got (KR Event 2)", () => {
    const s = meldFixture(R, {
      players: 3,
      hands: [["poison", "church"], ["nobles", "river", "club"], ["knife"]],
      step: { at: "eventTarget", roll: 2 },
    });
    const news = playAndShow(s, { type: "target", seat: 0, target: 1 }, "person");
    expect(news.getByText(/Revolution: you traded hands with Bo/)).toBeVisible();
    expect(news.getByText("You gave")).toBeVisible();
    expect(news.getByRole("img", { name: "Poison, Method" })).toBeVisible();
    expect(news.getByRole("img", { name: "Nobles, Conspiracy" })).toBeVisible();
  });

  it("Spies: the opponent's hand Ana looked at (KR Event 1)", () => {
    const s = meldFixture(R, {
      players: 3,
      hands: [["poison"], ["nobles", "river"], ["knife"]],
      step: { at: "eventTarget", roll: 1 },
    });
    const news = playAndShow(s, { type: "target", seat: 0, target: 1 }, "person");
    expect(news.getByText(/Spies: you looked at Bo's hand/)).toBeVisible();
    expect(news.getByRole("img", { name: "River, Location" })).toBeVisible();
  });

  it("Prophecy: the top five cards, top first (KR Event 6; D13)", () => {
    const s = meldFixture(R, {
      players: 3,
      hands: [["poison"], ["nobles"], ["knife"]],
      deck: ["palace", "church", "village", "river", "club", "revolver"],
      step: { at: "eventDie" },
    });
    const news = playAndShow(s, chance(6));
    expect(news.getByText(/Prophecy/)).toBeVisible();
    const cards = news.getAllByRole("img").map((c) => c.getAttribute("data-card"));
    expect(cards).toEqual(["Palace", "Church", "Village", "River", "Club"]);
  });

  it("Betrayal by a bot: the card Ana lost (KR Event 5; D14)", () => {
    const s = meldFixture(R, {
      players: 3,
      active: 1,
      hands: [["poison", "church"], ["nobles"], ["knife"]],
      step: { at: "eventPick", roll: 5, target: 0 },
    });
    const news = playAndShow(s, chance(1));
    expect(news.getByText("Betrayal: Bo took a random card from your hand")).toBeVisible();
    expect(news.getByRole("img", { name: "Church, Location" })).toBeVisible();
  });
});

describe("since the start of the viewer's previous turn", () => {
  const turn = (seat: number, n: number) => ({ kind: "turnStarted", seat, turn: n, rule: "" });
  const look = { kind: "looked", seat: 0, target: 1, cards: [4], rule: "", secretTo: [0] };
  const steps = (events: object[]) =>
    [{ seq: 1, input: { type: "done", seat: 0 }, by: "app", events }] as unknown as ReplayedStep<
      BaseMove,
      BaseEvent
    >[];
  const round = (from: number) => [turn(1, from + 1), turn(2, from + 2), turn(0, from + 3)];

  it("keeps a look into Ana's next turn, then lets it go", () => {
    const next = steps([turn(0, 4), look, ...round(4)]);
    expect(privateNews(next, 0, names)).toMatchObject([
      { turn: 4, title: "Spies: you looked at Bo's hand" },
    ]);
    expect(privateNews(steps([turn(0, 4), look, ...round(4), ...round(7)]), 0, names)).toEqual([]);
    expect(privateNews(next, 1, names)).toEqual([]);
  });
});
