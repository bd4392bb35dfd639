import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Checklist } from "@/app/_components/turn/checklist";
import { CARD1_GOV_CHANGES } from "@/tests/fixtures/c89-card1-gov";

function Controlled({ onConfirm }: { onConfirm?: () => void }) {
  const [done, setDone] = useState<boolean[]>([]);
  return (
    <Checklist
      changes={CARD1_GOV_CHANGES}
      done={done}
      onToggle={(i) => setDone((d) => Object.assign([...d], { [i]: !d[i] }))}
      onConfirm={onConfirm}
    />
  );
}

describe("Checklist", () => {
  it("groups the turn's changes by space, with the off-map ones last", () => {
    render(<Checklist changes={CARD1_GOV_CHANGES} done={[]} onToggle={vi.fn()} />);
    const groups = screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent);
    expect(groups).toEqual(["Havana", "Sierra Maestra", "Pinar del Río", "Tracks and cylinders"]);
    const sierra = screen.getByRole("group", { name: "Sierra Maestra" });
    expect(
      within(sierra)
        .getAllByRole("checkbox")
        .map((c) => c.closest("label")?.textContent),
    ).toEqual([
      "Move 1 Troop from Santiago de Cuba to Sierra Maestra",
      "Activate 1 Underground 26July Guerrilla in Sierra Maestra",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("0 of 5 done");
  });

  it("reports the index of the change ticked", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Checklist changes={CARD1_GOV_CHANGES} done={[]} onToggle={onToggle} />);
    await user.click(
      screen.getByRole("checkbox", { name: "Close 1 open Casino in Pinar del Río" }),
    );
    expect(onToggle).toHaveBeenCalledWith(3);
  });

  it("ticks with the mouse and the keyboard and counts what is done", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const move = screen.getByRole("checkbox", {
      name: "Move 1 Troop from Santiago de Cuba to Sierra Maestra",
    });
    await user.click(move);
    expect(move).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("1 of 5 done");
    await user.tab();
    expect(screen.getByRole("checkbox", { name: /Activate 1 Underground 26July/ })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("status")).toHaveTextContent("2 of 5 done");
    await user.click(move);
    expect(screen.getByRole("status")).toHaveTextContent("1 of 5 done");
  });

  it("confirms at once when every change is ticked", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Controlled onConfirm={onConfirm} />);
    for (const box of screen.getAllByRole("checkbox")) await user.click(box);
    expect(screen.getAllByRole("button", { name: /confirm/i })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Confirm the turn" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("asks before confirming with changes unticked, saying how many", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Controlled onConfirm={onConfirm} />);
    await user.click(
      screen.getByRole("checkbox", { name: "Close 1 open Casino in Pinar del Río" }),
    );
    await user.click(screen.getByRole("button", { name: "Confirm the turn" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "4 of 5 changes not ticked — confirm anyway?",
    );
    await user.click(screen.getByRole("button", { name: "Back to the checklist" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Confirm the turn" }));
    await user.click(screen.getByRole("button", { name: "Confirm anyway" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("says so when a turn changes nothing on the table", () => {
    render(<Checklist changes={[]} done={[]} onToggle={vi.fn()} />);
    expect(screen.getByRole("status")).toHaveTextContent("Nothing to change on the table.");
    expect(screen.queryByText("0 of 0 done")).not.toBeInTheDocument();
  });
});
