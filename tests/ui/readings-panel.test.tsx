import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReadingsPanel } from "@/app/_components/board/readings-panel";
import type { GameState } from "@/lib/engine/cuba/game";
import { type CalixtoDB, createGame, loadGame, setReadings } from "@/lib/persistence";
import { standardGame, testDb } from "@/tests/persistence/db-fixture";

describe("the disputed readings panel", () => {
  let db: CalixtoDB;
  let id: string;
  beforeEach(async () => {
    db = testDb();
    const r = await createGame(db, standardGame);
    if (!r.ok) throw new Error("no game");
    id = r.value.id;
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });
  const state = async (): Promise<GameState> => {
    const g = await loadGame(db, id);
    if (!g?.state) throw new Error("no state");
    return g.state;
  };

  it("shows each question with both readings, the recommended one chosen, and switches one", async () => {
    const onSet = vi.fn(async () => ({ ok: true as const, value: null }));
    render(<ReadingsPanel state={await state()} turnOn={false} onSet={onSet} />);
    expect(screen.getByText("All recommended in this game.", { exact: false })).toBeTruthy();
    const k2 = screen.getByRole("group", { name: "Keep row 2" });
    const [rec, alt] = within(k2).getAllByRole("radio") as HTMLInputElement[];
    expect(rec.checked).toBe(true);
    expect(within(k2).getByText(/City or Province: 1 Troop and 1 Police/)).toBeTruthy();
    await userEvent.click(alt);
    expect(onSet).toHaveBeenCalledWith("move-keep-K2-city", "alternative");
  });

  it("marks a switched reading and says how many are switched", async () => {
    await setReadings(db, id, { "move-keep-K2-city": "alternative" });
    render(<ReadingsPanel state={await state()} turnOn={false} onSet={vi.fn()} />);
    const k2 = screen.getByRole("group", { name: "Keep row 2" });
    expect((within(k2).getAllByRole("radio")[1] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/1 switched in this game/)).toBeTruthy();
  });

  it("cannot be switched while a turn is in progress, and says why", async () => {
    const onSet = vi.fn();
    render(<ReadingsPanel state={await state()} turnOn={true} onSet={onSet} />);
    expect(screen.getByText(/A turn is in progress/)).toBeTruthy();
    const k2 = screen.getByRole("group", { name: "Keep row 2" });
    await userEvent.click(within(k2).getAllByRole("radio")[1] as HTMLElement);
    expect(onSet).not.toHaveBeenCalled();
  });

  it("shows the reason when the switch is refused", async () => {
    const onSet = vi.fn(async () => ({
      ok: false as const,
      errors: [{ field: "turn", reason: "a turn is in progress: finish or cancel it first" }],
    }));
    render(<ReadingsPanel state={await state()} turnOn={false} onSet={onSet} />);
    const k2 = screen.getByRole("group", { name: "Keep row 2" });
    await userEvent.click(within(k2).getAllByRole("radio")[1] as HTMLElement);
    expect((await screen.findByRole("alert")).textContent).toMatch(/finish or cancel/);
  });
});
