import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GameLogPanel } from "@/app/_components/play/game-log-panel";
import type { Faction, Role } from "@/lib/engine/cuba/types";
import {
  beginNpTurn,
  type CalixtoDB,
  confirmTurn,
  createGame,
  editBoard,
  giveInput,
  loadGame,
  setPref,
} from "@/lib/persistence";
import { gameLog, logTurns } from "@/lib/ui/game-log";
import { renderMarkdownLog } from "@/lib/ui/markdown-log";
import { edit, logOf, push } from "@/tests/fixtures/game-log";
import { testDb } from "@/tests/persistence/db-fixture";

const downloads: string[] = [];
vi.mock("@/app/_components/ui/download", () => ({
  downloadText: (_name: string, text: string) => downloads.push(text),
  fileSafe: (s: string) => s,
}));

const DR_PLAYER: Record<Faction, Role> = { GOV: "np", "26J": "np", DR: "player", SYN: "np" };

/** The player's own turn (2.3) in the log and its Markdown export: the action and the edits. */
describe("the player's turn in the game log", () => {
  it("exports the recorded action with the map edits made for it", () => {
    let log = logOf("standard", DR_PLAYER);
    log = push(log, edit({ kind: "currentCard", value: 25 }, { kind: "nextCard", value: 20 }));
    // The player's Rally at the table, mirrored on the map before recording it.
    log = push(log, edit({ kind: "pieces", space: "camaguey-province", piece: "drU", value: 2 }));
    log = push(log, {
      type: "player.action",
      payload: { faction: "DR", action: "opOnly", edits: [], note: "Rally in Camagüey Province" },
    });
    const items = gameLog(log);
    const player = items.find((i) => i.kind === "player");
    expect(player?.changes.map((c) => c.text)).toEqual([
      "Camagüey Province: Underground DR Guerrillas → 2",
    ]);
    const md = renderMarkdownLog(logTurns(items), "Log");
    const turn = md.slice(md.indexOf("### Directorio (you)"));
    expect(turn).toContain("Operation Only, Rally in Camagüey Province");
    expect(turn).toContain("- Camagüey Province: Underground DR Guerrillas → 2");
    expect(turn).not.toContain("No change on the table");
  });

  it("an edit before the card in play is not counted in the player's turn", () => {
    let log = logOf("standard", DR_PLAYER);
    log = push(log, edit({ kind: "aid", value: 12 }));
    log = push(log, edit({ kind: "currentCard", value: 25 }, { kind: "nextCard", value: 20 }));
    log = push(log, {
      type: "player.action",
      payload: { faction: "DR", action: "pass", edits: [] },
    });
    const player = gameLog(log).find((i) => i.kind === "player");
    expect(player?.changes.map((c) => c.text)).toEqual([]);
  });
});

describe("the game log export keeps the checklist ticks", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
    downloads.length = 0;
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("ticked changes of an NP turn export as ticked", async () => {
    const c = await createGame(db, {
      name: "Log",
      scenario: "standard",
      roles: DR_PLAYER,
      shortGame: false,
      dice: "physical",
      deck: "physical",
    });
    if (!c.ok) throw new Error("create");
    const id = c.value.id;
    for (const r of [
      () =>
        editBoard(db, id, [
          { kind: "currentCard", value: 8 },
          { kind: "nextCard", value: 20 },
        ]),
      () => beginNpTurn(db, id),
      () => giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }),
      () => giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }),
      () => giveInput(db, id, { type: "dice.rolled", faces: [3], source: "physical" }),
      () => giveInput(db, id, { type: "dice.rolled", faces: [1], source: "physical" }),
    ])
      if (!(await r()).ok) throw new Error("step");
    const before = await loadGame(db, id);
    const begin = before?.entries.find((e) => e.type === "turn.begin")?.seq;
    // The workspace keeps ticks by the turn's start in the log (turn-workspace.tsx).
    await setPref(db, `ticks:${id}:${begin}`, [false, false, false, true, false]);
    if (!(await confirmTurn(db, id)).ok) throw new Error("confirm");
    const entries = (await loadGame(db, id))?.entries ?? [];
    render(<GameLogPanel entries={entries} name="Log" db={db} gameId={id} />);
    await userEvent.click(screen.getByRole("button", { name: "Export log as Markdown" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toContain("- [x] Close 1 open Casino in Pinar del Río");
    expect(downloads[0]).toContain("- [ ] Move 1 Troop from Santiago de Cuba to Sierra Maestra");
  });
});
