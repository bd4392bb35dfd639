import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DicePanel, type DiceRequest } from "@/app/_components/turn/dice-panel";
import { AN_REQUEST } from "@/tests/fixtures/c89-card1-gov";

const setup = (request: DiceRequest | null = AN_REQUEST, extra = {}) => {
  const onRoll = vi.fn();
  const onFaces = vi.fn();
  const onModeChange = vi.fn();
  render(
    <DicePanel
      request={request}
      mode="app"
      onRoll={onRoll}
      onFaces={onFaces}
      onModeChange={onModeChange}
      {...extra}
    />,
  );
  return { onRoll, onFaces, onModeChange, user: userEvent.setup() };
};

describe("DicePanel (C8.2.1, C8.5.4)", () => {
  it("shows what the roll is for, who rolls what, and the rule", () => {
    setup();
    expect(
      screen.getByRole("heading", { name: "Activation Number roll (AN 2)" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Government rolls 1d6. Roll one die.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /C8\.5\.4/ })).toHaveAttribute(
      "href",
      "/rules/calixto#c8-5-4",
    );
  });

  it("sends faces [3] when the 3 button is pressed", async () => {
    const { user, onFaces, onRoll } = setup();
    await user.click(screen.getByRole("button", { name: "3" }));
    expect(onFaces).toHaveBeenCalledWith([3]);
    expect(onRoll).not.toHaveBeenCalled();
  });

  it("sends faces [3] when 3 is typed, since the panel takes the keyboard when a roll is asked", async () => {
    const { user, onFaces } = setup();
    await user.keyboard("9");
    expect(onFaces).not.toHaveBeenCalled();
    await user.keyboard("3");
    expect(onFaces).toHaveBeenCalledWith([3]);
  });

  it("takes a digit typed anywhere on the screen, with focus outside the panel", async () => {
    const onFaces = vi.fn();
    render(
      <>
        <button type="button">Next step</button>
        <DicePanel request={AN_REQUEST} mode="physical" onRoll={vi.fn()} onFaces={onFaces} />
      </>,
    );
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Next step" }).focus();
    await user.keyboard("4");
    expect(onFaces).toHaveBeenCalledWith([4]);
    expect(screen.getByText(/digits 1-6 typed anywhere on the screen/)).toBeInTheDocument();
  });

  it("leaves a digit typed in a text field or a select to the field", async () => {
    const onFaces = vi.fn();
    render(
      <>
        <label>
          Reason <input />
        </label>
        <DicePanel request={AN_REQUEST} mode="physical" onRoll={vi.fn()} onFaces={onFaces} />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "4");
    expect(screen.getByRole("textbox", { name: "Reason" })).toHaveValue("4");
    expect(onFaces).not.toHaveBeenCalled();
  });

  it("takes no digit when no roll is asked for", async () => {
    const { user, onFaces } = setup(null);
    await user.keyboard("4");
    expect(onFaces).not.toHaveBeenCalled();
  });

  it("rolls for the player on request", async () => {
    const { user, onRoll, onFaces } = setup();
    await user.click(screen.getByRole("button", { name: "Roll for me" }));
    expect(onRoll).toHaveBeenCalledTimes(1);
    expect(onFaces).not.toHaveBeenCalled();
  });

  it("collects two faces for 2d6 and waits for Enter to confirm", async () => {
    const { user, onFaces } = setup({ ...AN_REQUEST, spec: "2d6", purpose: "Test roll" });
    expect(screen.getByText("Enter your 2 dice")).toBeInTheDocument();
    // The panel takes the keyboard once its frame is painted; Backspace counts only inside it.
    await waitFor(() => expect(screen.getByRole("region")).toHaveFocus());
    await user.keyboard("4");
    await user.keyboard("5");
    await user.keyboard("{Backspace}");
    await user.click(screen.getByRole("button", { name: "2" }));
    expect(screen.getByText("Die 1: 4, Die 2: 2")).toBeInTheDocument();
    expect(onFaces).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Confirm 4 + 2 = 6" })).toBeEnabled();
    screen.getByRole("region").focus();
    await user.keyboard("{Enter}");
    expect(onFaces).toHaveBeenCalledWith([4, 2]);
  });

  it("explains 1d3 and shows the halved value just rolled", () => {
    setup(
      { ...AN_REQUEST, spec: "1d3", purpose: "Civic Action steps" },
      { lastRoll: { spec: "1d3", faces: [5], purpose: "Civic Action steps" } },
    );
    expect(
      screen.getByText(/halve it and round up: 1-2 gives 1, 3-4 gives 2, 5-6 gives 3/),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Rolled 5 → 3 (halved, rounded up) for Civic Action steps",
    );
  });

  it("keeps the last result on screen between rolls and switches the game default", async () => {
    const { user, onModeChange } = setup(null, { lastRoll: { spec: "1d6", faces: [3] } });
    expect(screen.getByRole("heading", { name: "No roll needed right now" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Rolled 3");
    expect(screen.getByRole("radio", { name: "The app rolls" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "I roll real dice" }));
    expect(onModeChange).toHaveBeenCalledWith("physical");
  });

  it("puts the face buttons first when the game default is physical dice", () => {
    render(<DicePanel request={AN_REQUEST} mode="physical" onRoll={vi.fn()} onFaces={vi.fn()} />);
    const buttons = screen.getAllByRole("button").map((b) => b.textContent);
    expect(buttons.indexOf("1")).toBeLessThan(buttons.indexOf("Roll for me"));
  });
});
