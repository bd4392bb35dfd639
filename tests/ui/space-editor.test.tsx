import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { SpaceEditor } from "@/app/_components/board";
import { standardBoard } from "@/data/cuba/scenarios";
import { ok } from "@/lib/engine/core/result";
import { applyEdits, type BoardEdit } from "@/lib/engine/cuba/board";
import type { GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { ALL_NP } from "@/tests/fixtures/boards";

/** The editor over a board held in state, as the board screen holds the folded log. */
function Harness({
  space,
  initial,
  onCommit,
}: {
  space: SpaceId;
  initial: GameBoard;
  onCommit: (e: BoardEdit[]) => void;
}) {
  const [board, setBoard] = useState(initial);
  return (
    <SpaceEditor
      board={board}
      space={space}
      onClose={() => onCommit([])}
      commit={async (edits) => {
        onCommit(edits);
        const r = applyEdits(board, edits);
        if (r.ok) setBoard(r.value);
        return ok(true);
      }}
    />
  );
}

const standard = () => standardBoard({ roles: ALL_NP, shortGame: false });
const spin = (name: string) => screen.getByRole("spinbutton", { name });

describe("the space editor", { timeout: 30_000 }, () => {
  it("shows the space, its Control and every piece kind with its count", () => {
    render(<Harness space="havana" initial={standard()} onCommit={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Havana" });
    expect(dialog).toHaveTextContent("City · Pop 6 · Government Control");
    expect(dialog).toHaveTextContent("Adjacent: La Habana");
    expect(spin("Troops")).toHaveAttribute("aria-valuenow", "6");
    expect(spin("Police")).toHaveAttribute("aria-valuenow", "4");
    expect(spin("Underground DR Guerrillas")).toHaveAttribute("aria-valuenow", "2");
    expect(spin("Open Casinos")).toHaveAttribute("aria-valuenow", "1");
    expect(spin("Support")).toHaveAttribute("aria-valuetext", "Active Support");
  });

  it("changes a count with + and logs the new value", async () => {
    const onCommit = vi.fn();
    render(<Harness space="las-villas" initial={standard()} onCommit={onCommit} />);
    await userEvent.click(screen.getByRole("button", { name: "Increase Troops" }));
    expect(onCommit).toHaveBeenCalledWith([
      { kind: "pieces", space: "las-villas", piece: "troop", value: 4 },
    ]);
    expect(spin("Troops")).toHaveAttribute("aria-valuenow", "4");
  });

  it("changes a count from the keyboard", async () => {
    const onCommit = vi.fn();
    render(<Harness space="oriente" initial={standard()} onCommit={onCommit} />);
    spin("Underground 26July Guerrillas").focus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(spin("Underground 26July Guerrillas")).toHaveAttribute("aria-valuenow", "2");
    await userEvent.keyboard("{ArrowDown}");
    expect(onCommit).toHaveBeenLastCalledWith([
      { kind: "pieces", space: "oriente", piece: "m26U", value: 1 },
    ]);
  });

  it("refuses a third Base with the reason beside the stepper and changes nothing (1.4.2)", async () => {
    const onCommit = vi.fn();
    render(<Harness space="sierra-maestra" initial={standard()} onCommit={onCommit} />);
    await userEvent.click(screen.getByRole("button", { name: "Increase Government Bases" }));
    expect(onCommit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Increase DR Bases" }));
    expect(onCommit).toHaveBeenCalledTimes(1);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("3 Bases exceed the stacking limit of 2 (1.4.2)");
    expect(spin("DR Bases")).toHaveAttribute("aria-valuenow", "0");
    expect(spin("DR Bases")).toHaveAccessibleDescription(/stacking limit/);
  });

  it("refuses more pieces than the inventory (1.4.1)", async () => {
    const onCommit = vi.fn();
    render(<Harness space="havana" initial={standard()} onCommit={onCommit} />);
    for (let i = 0; i < 4; i++)
      await userEvent.click(screen.getByRole("button", { name: "Increase Troops" }));
    expect(spin("Troops")).toHaveAttribute("aria-valuenow", "9");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "16 Troops on the map exceed the inventory of 15",
    );
    expect(onCommit).toHaveBeenCalledTimes(3);
  });

  it("in an EC offers Sabotage but no Bases, Casinos, Support or Terror (1.3.4, 3.3.4)", async () => {
    const onCommit = vi.fn();
    render(<Harness space="ec-central" initial={standard()} onCommit={onCommit} />);
    const dialog = screen.getByRole("dialog", { name: "Central EC" });
    expect(dialog).toHaveTextContent("never Controlled");
    expect(within(dialog).queryByRole("spinbutton", { name: "Government Bases" })).toBeNull();
    expect(within(dialog).queryByRole("spinbutton", { name: "Open Casinos" })).toBeNull();
    expect(within(dialog).queryByRole("spinbutton", { name: "Support" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Sabotage" }));
    expect(onCommit).toHaveBeenCalledWith([{ kind: "sabotage", space: "ec-central", value: true }]);
  });

  it("gives Cash to a piece there, several to one piece, and refuses removing its last holder (4.5.2)", async () => {
    const onCommit = vi.fn();
    render(<Harness space="camaguey-city" initial={standard()} onCommit={onCommit} />);
    expect(screen.queryByRole("spinbutton", { name: /Cash held by .*Guerrillas/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Increase Cash held by Troops" }));
    expect(onCommit).toHaveBeenLastCalledWith([
      { kind: "cash", space: "camaguey-city", value: ["troop"] },
    ]);
    // The one Troop there takes a second marker.
    await userEvent.click(screen.getByRole("button", { name: "Increase Cash held by Troops" }));
    expect(onCommit).toHaveBeenLastCalledWith([
      { kind: "cash", space: "camaguey-city", value: ["troop", "troop"] },
    ]);
    expect(spin("Cash held by Troops")).toHaveAttribute("aria-valuenow", "2");
    await userEvent.click(screen.getByRole("button", { name: "Decrease Troops" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Cash needs a piece to hold it");
    expect(spin("Troops")).toHaveAttribute("aria-valuenow", "1");
  });

  it("shifts Support one level at a time, shown in words", async () => {
    const onCommit = vi.fn();
    render(<Harness space="matanzas" initial={standard()} onCommit={onCommit} />);
    expect(spin("Support")).toHaveAttribute("aria-valuetext", "Passive Opposition");
    await userEvent.click(screen.getByRole("button", { name: "Decrease Support" }));
    expect(onCommit).toHaveBeenCalledWith([{ kind: "support", space: "matanzas", value: -2 }]);
    expect(spin("Support")).toHaveAttribute("aria-valuetext", "Active Opposition");
    expect(screen.getByRole("button", { name: "Decrease Support" })).toBeDisabled();
  });

  it("shows a refusal that comes back from the log, and closes with Escape", async () => {
    const onClose = vi.fn();
    render(
      <SpaceEditor
        board={standard()}
        space="havana"
        onClose={onClose}
        commit={async () => ({
          ok: false,
          errors: [{ field: "game", reason: "the game was deleted" }],
        })}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Increase Police" }));
    expect(screen.getByRole("alert")).toHaveTextContent("the game was deleted");
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });

  it("opens with the focus inside and keeps Tab inside", async () => {
    render(<Harness space="havana" initial={standard()} onCommit={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Havana" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 60; i++) await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
