import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SjPlay } from "@/app/_components/games/san-juan/sj-play";
import { sjFixture } from "../../engine/cardgames/san-juan/fixture";
import { people, sessionFor } from "./session-fixture";

describe("the San Juan table", () => {
  const attack = () =>
    sjFixture({
      hands: [
        [
          "us-artillery",
          "us-gatling-guns",
          "us-rough-riders",
          "us-troopers",
          "us-infantry",
          "us-sims-dudley",
        ],
        ["es-companies"],
      ],
      step: { at: "attack", side: 0 },
    });

  it("checks an attack as cards are picked and sends the legal one", async () => {
    const choose = vi.fn();
    render(
      <SjPlay
        session={sessionFor(people("san-juan", ["Ana", "Bo"], [1]), attack(), 0, choose)}
        log={null}
      />,
    );
    const cards = within(screen.getByTestId("choices"));
    await userEvent.click(cards.getByRole("button", { name: /^Artillery,/ }));
    await userEvent.click(cards.getByRole("button", { name: /Gatling Guns/ }));
    expect(screen.getByRole("button", { name: /Attack with 2 cards/ })).toBeDisabled();
    // The type in words, never a bare letter (issue 23 item 6).
    expect(screen.getByText("at most 1 Artillery card per attack, got 2")).toBeVisible();
    await userEvent.click(cards.getByRole("button", { name: /Gatling Guns/ }));
    await userEvent.click(cards.getByRole("button", { name: /Rough Riders/ }));
    await userEvent.click(cards.getByRole("button", { name: /Troopers/ }));
    expect(screen.getByTestId("attack-force")).toHaveTextContent("Force 10");
    await userEvent.click(screen.getByRole("button", { name: /Attack with 3 cards/ }));
    expect(choose).toHaveBeenCalledWith({
      type: "attack",
      seat: 0,
      cards: ["us-artillery", "us-rough-riders", "us-troopers"],
    });
  });

  it("suggests the General's attack with its reason, and picks it in one go", async () => {
    render(
      <SjPlay
        session={sessionFor(people("san-juan", ["Ana", "Bo"], [1]), attack(), 0)}
        log={null}
      />,
    );
    const why = screen.getByTestId("suggestion");
    expect(why).toHaveTextContent("Suggested (what the General bot would do)");
    expect(why).toHaveTextContent("(force 11)");
    expect(why).toHaveTextContent(/the enemy can expect about \d+/);
    await userEvent.click(screen.getByRole("button", { name: "Pick the suggested cards" }));
    // Rough Riders 5 and Troopers 3 (two Infantry Units), Artillery 2, the dynamite gun 1.
    expect(screen.getByTestId("attack-force")).toHaveTextContent("Force 11");
    expect(screen.getByRole("button", { name: /Attack with 4 cards/ })).toBeEnabled();
  });

  it("allows at most two cards in reserve and offers the balloon to the American", async () => {
    const state = sjFixture({
      hands: [
        ["us-observation-balloon", "us-black-powder", "us-springfields", "us-aging-equipment"],
        ["es-companies"],
      ],
      step: { at: "reserve", side: 0 },
    });
    const choose = vi.fn();
    render(
      <SjPlay
        session={sessionFor(people("san-juan", ["Ana", "Bo"], [1]), state, 0, choose)}
        log={null}
      />,
    );
    const cards = within(screen.getByTestId("choices"));
    for (const n of [/Black powder/, /Springfields/, /Aging equipment/])
      await userEvent.click(cards.getByRole("button", { name: n }));
    expect(cards.getAllByRole("button", { pressed: true })).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: /Send up the Observation balloon/ }));
    expect(choose).toHaveBeenCalledWith({ type: "balloon", seat: 0 });
  });

  it("never shows the hidden American attack to the Spanish player", () => {
    const s = attack();
    s.step = { at: "attack", side: 1 };
    s.committed[0] = [s.hands[0].shift() as number];
    render(<SjPlay session={sessionFor(people("san-juan", ["Ana", "Bo"]), s, 1)} log={null} />);
    expect(screen.queryByText("Artillery")).not.toBeInTheDocument();
    expect(screen.getByTestId("prompt")).toHaveTextContent("up to two Terrain cards");
  });
});
