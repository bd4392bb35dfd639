import {
  beginNpTurn,
  type CalixtoDB,
  confirmTurn,
  createGame,
  editBoard,
  giveInput,
  loadGame,
  recordPlayerAction,
} from "@/lib/persistence";
import { gameLog, logTurns } from "@/lib/ui/game-log";
import { renderMarkdownLog } from "@/lib/ui/markdown-log";
import { testDb } from "./db-fixture";

describe("the game log: turns rebuilt from the log, with the edits that put the table back", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("lists an NP turn with its decisions and changes, and the player's action, and exports them", async () => {
    const roles = { GOV: "np", "26J": "np", DR: "player", SYN: "np" } as const;
    const c = await createGame(db, {
      name: "Log",
      scenario: "standard",
      roles,
      shortGame: false,
      dice: "physical",
      deck: "physical",
    });
    if (!c.ok) throw new Error("create");
    const id = c.value.id;
    await editBoard(db, id, [
      { kind: "currentCard", value: 8 },
      { kind: "nextCard", value: 20 },
    ]);
    const step = async (r: Promise<{ ok: boolean }>) => {
      const x = await r;
      if (!x.ok) throw new Error(JSON.stringify(x));
    };
    await step(beginNpTurn(db, id));
    await step(giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }));
    await step(giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }));
    await step(giveInput(db, id, { type: "dice.rolled", faces: [3], source: "physical" }));
    await step(giveInput(db, id, { type: "dice.rolled", faces: [1], source: "physical" }));
    await step(confirmTurn(db, id));
    // DR, the player, is 2nd Eligible on #8 (G D S M) and takes the Event.
    await step(recordPlayerAction(db, id, "DR", "event", [], "General Strike in the Cities"));
    const entries = (await loadGame(db, id))?.entries ?? [];
    const items = gameLog(entries);
    const turn = items.find((i) => i.kind === "npTurn");
    expect(turn?.faction).toBe("GOV");
    expect(turn?.trace.some((t) => t.kind === "cardDrawn")).toBe(true);
    expect(turn?.changes.map((c) => c.text)).toContain("Close 1 open Casino in Pinar del Río");
    // Putting the table back: the Casino reopened, the Troop back in Santiago de Cuba.
    expect(turn?.undoEdits).toEqual(
      expect.arrayContaining([
        { kind: "pieces", space: "pinar-del-rio", piece: "casinoOpen", value: 1 },
        { kind: "pieces", space: "santiago-de-cuba", piece: "troop", value: 2 },
      ]),
    );
    const md = renderMarkdownLog(logTurns(items), "Log");
    expect(md).toContain("## Card 8: General Strike");
    expect(md).toContain("- [ ] Close 1 open Casino in Pinar del Río");
    expect(items.find((i) => i.kind === "edit")?.title).toMatch(/Current card/);
    expect(items.find((i) => i.kind === "player")).toMatchObject({
      faction: "DR",
      title: expect.stringMatching(/Event, General Strike in the Cities/),
    });
  });
});
