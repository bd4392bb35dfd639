import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuestionPanel } from "@/app/_components/turn/question-panel";
import { TieBreakPanel } from "@/app/_components/turn/tie-break-panel";

describe("TieBreakPanel (C8.2.1, C8.5.6 Step 3)", () => {
  const request = {
    kind: "tieBreak" as const,
    among: ["las-villas", "camaguey-city"],
    purpose: "Muscle origin",
    rule: "C8.5.6 Step 3",
  };

  it("names the options by space and lets the player choose one", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<TieBreakPanel request={request} onChoose={onChoose} onPickForMe={vi.fn()} />);
    expect(
      screen.getByRole("heading", { name: "Muscle origin: a random pick" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/leave 2 options equal/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "2. Camagüey City" }));
    expect(onChoose).toHaveBeenCalledWith("camaguey-city");
  });

  it("lets the app pick from the game's seed", async () => {
    const user = userEvent.setup();
    const onPickForMe = vi.fn();
    render(<TieBreakPanel request={request} onChoose={vi.fn()} onPickForMe={onPickForMe} />);
    await user.click(screen.getByRole("button", { name: "Pick for me" }));
    expect(onPickForMe).toHaveBeenCalledTimes(1);
  });
});

describe("QuestionPanel", () => {
  const request = {
    kind: "question" as const,
    id: "pact",
    text: "Is Pact of Caracas in play?",
    options: [
      { value: "yes", label: "Yes, it is in play" },
      { value: "no", label: "No" },
    ],
    rule: "C8.5.3",
  };

  it("asks the question and sends the answer chosen", async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<QuestionPanel request={request} onAnswer={onAnswer} />);
    expect(
      screen.getByRole("heading", { name: "Is Pact of Caracas in play?" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pick for me" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Yes, it is in play" }));
    expect(onAnswer).toHaveBeenCalledWith("yes");
  });

  it("offers 'pick for me' only when the caller can answer", async () => {
    const user = userEvent.setup();
    const onPickForMe = vi.fn();
    render(<QuestionPanel request={request} onAnswer={vi.fn()} onPickForMe={onPickForMe} />);
    await user.click(screen.getByRole("button", { name: "Pick for me" }));
    expect(onPickForMe).toHaveBeenCalledTimes(1);
  });
});
