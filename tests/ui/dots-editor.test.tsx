import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DotsEditor } from "@/app/_components/board/dots-editor";
import type { ColumnId } from "@/lib/engine/cuba/calixto/types";
import { foldGame, type GameState } from "@/lib/engine/cuba/game";
import { logOf, push } from "@/tests/fixtures/game-log";

function game(dots?: Record<string, ColumnId[] | null>): GameState {
  let log = logOf();
  if (dots) log = push(log, { type: "readings.set" as const, payload: { conflicts: {}, dots } });
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const ok = async () => ({ ok: true as const, value: null });

describe("your aid sheet's dots (C8.5.6)", () => {
  it("shows each row's dots as the app reads them and logs a changed dot for that row", async () => {
    const onSetDots = vi.fn(ok);
    const user = userEvent.setup();
    render(<DotsEditor state={game()} turnOn={false} onSetDots={onSetDots} />);
    const sweep = screen.getByRole("checkbox", { name: "Row 3 Havana: Sweep Destination" });
    expect(sweep).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Row 3 Havana: Place Cubes" })).not.toBeChecked();
    await user.click(sweep);
    expect(onSetDots).toHaveBeenCalledWith("gov-3", ["STAS", "GAR", "RR"]);
    // The closing rows (random pick, no legal space) are not offered.
    expect(screen.queryByRole("checkbox", { name: /random among the rest/ })).toBeNull();
  });

  it("marks a row read your way, opens its Faction, and resets it to the app's reading", async () => {
    const onSetDots = vi.fn(ok);
    const user = userEvent.setup();
    render(
      <DotsEditor
        state={game({ "gov-3": ["STAS", "GAR", "RR"] })}
        turnOn={false}
        onSetDots={onSetDots}
      />,
    );
    expect(screen.getByText("1 row read your way.", { exact: false })).toBeInTheDocument();
    expect(
      screen.getByRole("checkbox", { name: "Row 3 Havana: Sweep Destination" }),
    ).not.toBeChecked();
    await user.click(
      screen.getByRole("button", { name: "Row 3 Havana: back to the app's reading" }),
    );
    expect(onSetDots).toHaveBeenCalledWith("gov-3", null);
  });

  it("locks the dots while a turn is in progress", () => {
    render(<DotsEditor state={game()} turnOn={true} onSetDots={vi.fn(ok)} />);
    expect(
      screen.getByRole("checkbox", { name: "Row 3 Havana: Sweep Destination" }),
    ).toBeDisabled();
  });

  it("shows the refusal when a change is refused", async () => {
    const user = userEvent.setup();
    const refuse = vi.fn(async () => ({
      ok: false as const,
      errors: [{ field: "turn", reason: "a turn is in progress: finish or cancel it first" }],
    }));
    render(<DotsEditor state={game()} turnOn={false} onSetDots={refuse} />);
    await user.click(screen.getByRole("checkbox", { name: "Row 3 Havana: Sweep Destination" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/turn is in progress/);
  });
});
