import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CardDrawPanel } from "@/app/_components/turn/card-draw-panel";
import { GOV_CARD_REQUEST } from "@/tests/fixtures/c89-card1-gov";

const physical = (extra = {}) => {
  const onCard = vi.fn();
  const onDraw = vi.fn();
  render(
    <CardDrawPanel
      request={GOV_CARD_REQUEST}
      mode="physical"
      onCard={onCard}
      onDraw={onDraw}
      {...extra}
    />,
  );
  return { onCard, onDraw, user: userEvent.setup() };
};

describe("CardDrawPanel (C8.5.3)", () => {
  it("asks which card was drawn and lists the Government's six fronts", () => {
    physical();
    expect(screen.getByRole("heading", { name: "Which card did you draw?" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Government cards" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["U", "V", "W", "X", "Y", "Z"]);
  });

  it("takes the card the player clicks", async () => {
    const { user, onCard } = physical();
    await user.click(screen.getByRole("button", { name: "Y" }));
    expect(onCard).toHaveBeenCalledWith("Y");
  });

  it("rejects another faction's card with a clear message", async () => {
    const { user, onCard } = physical();
    await user.type(screen.getByLabelText("Search by letter"), "M{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "M is a 26July card. Keep moving cards to the bottom until a Government card is on top.",
    );
    expect(screen.queryByRole("button", { name: "U" })).toBeNull();
    expect(onCard).not.toHaveBeenCalled();
  });

  it("finds a card by its letter in either case and takes it on Enter", async () => {
    const { user, onCard } = physical();
    await user.type(screen.getByLabelText("Search by letter"), "w{Enter}");
    expect(onCard).toHaveBeenCalledWith("W");
  });

  it("searches the summaries when the caller gives them", async () => {
    const { user } = physical({ summaries: { U: "Sweep", V: "Train", Z: "Assault" } });
    await user.type(screen.getByLabelText("Search by letter or Operation"), "swe");
    const list = screen.getByRole("list", { name: "Government cards" });
    expect(within(list).getAllByRole("button")).toHaveLength(1);
    expect(within(list).getByRole("button")).toHaveTextContent("USweep");
    await user.clear(screen.getByLabelText("Search by letter or Operation"));
    await user.type(screen.getByLabelText("Search by letter or Operation"), "rally");
    expect(screen.getByRole("alert")).toHaveTextContent('No Government card matches "rally".');
  });

  it("draws from the app deck and shows the card and those moved to the bottom", async () => {
    const user = userEvent.setup();
    const onDraw = vi.fn();
    render(
      <CardDrawPanel
        request={GOV_CARD_REQUEST}
        mode="app"
        onDraw={onDraw}
        onCard={vi.fn()}
        lastDraw={{ card: "U", movedToBottom: ["Y", "N", "G"] }}
      />,
    );
    expect(
      screen.getByRole("heading", { name: "Draw a Government Calixto card" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Draw from the app deck" }));
    expect(onDraw).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Drew U. Moved to the bottom first: Y, N and G.",
    );
  });

  it("switches the game default between the app deck and the physical deck", async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    render(
      <CardDrawPanel
        request={GOV_CARD_REQUEST}
        mode="app"
        onModeChange={onModeChange}
        onDraw={vi.fn()}
        onCard={vi.fn()}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "My physical deck" }));
    expect(onModeChange).toHaveBeenCalledWith("physical");
  });
});
