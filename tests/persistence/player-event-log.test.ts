import {
  applyPlayerEvent,
  type CalixtoDB,
  createGame,
  editBoard,
  loadGame,
} from "@/lib/persistence";
import { gameLog, logTurns } from "@/lib/ui/game-log";
import { renderMarkdownLog } from "@/lib/ui/markdown-log";
import { testDb } from "./db-fixture";

/** The history and its Markdown export say what the app did for the player's own Event (5.1). */
describe("an applied Event in the game log", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("lists the answers and the table changes under the player's turn", async () => {
    const c = await createGame(db, {
      name: "Log",
      scenario: "standard",
      roles: { GOV: "player", "26J": "np", DR: "np", SYN: "np" },
      shortGame: false,
      dice: "app",
      deck: "app",
    });
    if (!c.ok) throw new Error("create");
    const id = c.value.id;
    await editBoard(db, id, [
      { kind: "currentCard", value: 8 },
      { kind: "nextCard", value: 20 },
    ]);
    const r = await applyPlayerEvent(db, id, "unshaded", [
      { kind: "choice", value: "synU" },
      { kind: "choice", value: "synU" },
      { kind: "choice", value: "drU" },
    ]);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const g = await loadGame(db, id);
    const items = gameLog(g?.entries ?? []);
    const mine = items.find((i) => i.kind === "player");
    expect(mine?.title).toMatch(/Government \(you\): Event \(unshaded\), applied by the app/);
    expect(mine?.changes.length).toBeGreaterThan(3);
    const md = renderMarkdownLog(logTurns(items), "Log");
    expect(md).toMatch(/### Government \(you\)/);
    expect(md).toMatch(
      /- Place in Havana: which piece\? → Underground Syndicate Guerrilla \(5\.1\)/,
    );
    // The player's own changes are what they did, listed plainly (not a checklist to tick).
    expect(md).toContain("Done on the table and the map:");
    expect(md).toMatch(/\n- [^[].*Havana/);
  });
});
