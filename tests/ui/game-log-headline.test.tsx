import { render, screen, within } from "@testing-library/react";
import { GameLogPanel } from "@/app/_components/play/game-log-panel";
import type { GameLogItem } from "@/lib/ui/game-log";

// The History tab's one line per turn: who acted, then what the log says of it, as words apart.
const ITEMS: GameLogItem[] = [
  {
    seq: 1,
    kind: "npTurn",
    card: 20,
    faction: "SYN",
    title: "Turn confirmed: Limited Operation, 3 changes on the table",
    trace: [],
    changes: [],
    undoEdits: [],
  },
  {
    seq: 2,
    kind: "propaganda",
    card: 49,
    faction: null,
    title: "Turn confirmed: Propaganda, 23 changes on the table",
    trace: [],
    changes: [],
    undoEdits: [],
  },
];
vi.mock("@/lib/ui/game-log", () => ({ gameLog: () => ITEMS, logTurns: () => [] }));

describe("the History tab's turn lines", () => {
  it("keeps a space between who acted and what the log says (a Propaganda Round too)", () => {
    render(<GameLogPanel entries={[]} name="Log" />);
    const lines = within(screen.getByRole("list", { name: "Turns, newest first" }))
      .getAllByRole("listitem")
      .map((li) => li.querySelector("summary")?.textContent);
    expect(lines).toEqual([
      "#49 Propaganda! · Propaganda Round Turn confirmed: Propaganda, 23 changes on the table",
      "#20 The Twelve · Syndicate (NP) Turn confirmed: Limited Operation, 3 changes on the table",
    ]);
  });
});
