import { tableQuestionId } from "@/lib/engine/cuba/calixto/events";
import type { Request } from "@/lib/engine/cuba/calixto/types";
import { turnOf } from "@/lib/engine/cuba/game/turns";
import { viewTurn } from "@/lib/machines/cuba/session";
import {
  aidSheetReadings,
  appRollInput,
  beginNpTurn,
  type CalixtoDB,
  confirmTurn,
  createGame,
  editBoard,
  exportGame,
  giveInput,
  importGame,
  listCorrections,
  loadGame,
  rememberAidReading,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

/**
 * C8.5.5 / issue: where the Event Cards table entry for a card and Faction is not known, ask the
 * player once and remember the answer for this game and future ones. Card 18's Directorio cell is
 * unreadable in our transcription, and 26July's turn on card 18 reads it.
 */
const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
const CELL = tableQuestionId(18, "DR");

async function newGame(db: CalixtoDB, name: string) {
  const r = await createGame(db, {
    name,
    scenario: "standard",
    roles: ALL_NP,
    shortGame: false,
    dice: "app",
    deck: "app",
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  await editBoard(db, r.value.id, [
    { kind: "currentCard", value: 18 },
    { kind: "nextCard", value: 20 },
  ]);
  return r.value.id;
}
const stateOf = async (db: CalixtoDB, id: string) => {
  const g = await loadGame(db, id);
  if (!g?.state) throw new Error("no state");
  return g.state;
};

/** Play the turn to its end: the cell question gets `letter`, other requests the app's dice. */
async function finishTurn(db: CalixtoDB, id: string, letter: string): Promise<string[]> {
  const asked: string[] = [];
  for (let i = 0; i < 200; i++) {
    const view = viewTurn(await stateOf(db, id));
    if (!view || view.done) break;
    const req = view.request as Request;
    if (req.kind === "question") {
      asked.push(req.id);
      const r = await giveInput(db, id, {
        type: "question.answered",
        value: req.id === CELL ? letter : (req.options?.[0]?.value ?? "no"),
      });
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
    } else if (req.kind === "eventWork") {
      await giveInput(db, id, { type: "event.done" });
    } else {
      const r = await appRollInput(db, id);
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
    }
  }
  const c = await confirmTurn(db, id);
  if (!c.ok) throw new Error(JSON.stringify(c.errors));
  return asked;
}

describe("aid-sheet readings remembered across games (C8.5.5)", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("asks once in the first game, keeps the reading, and does not ask in the next game", async () => {
    const first = await newGame(db, "First");
    expect((await beginNpTurn(db, first)).ok).toBe(true);
    expect(await finishTurn(db, first, "-")).toContain(CELL);
    expect(await aidSheetReadings(db)).toEqual({ [CELL]: "-" });
    const rows = await listCorrections(db);
    expect(rows[0]).toMatchObject({ target: "event-table", field: CELL, value: "-" });
    expect(rows[0]?.note).toContain('"First"');

    const second = await newGame(db, "Second");
    const begun = await beginNpTurn(db, second);
    expect(begun.ok).toBe(true);
    const s = await stateOf(db, second);
    expect(turnOf(s)?.remembered).toEqual({ [CELL]: "-" });
    const view = viewTurn(s);
    expect(view?.request?.kind === "question" && view.request.id === CELL).toBe(false);
    expect(JSON.stringify(view?.trace)).toContain("player read the cell as -");

    // The reading travels in the game's own log: export and import keep the game whole.
    const exported = await exportGame(db, second);
    if (!exported.ok) throw new Error("export failed");
    const imported = await importGame(db, JSON.parse(JSON.stringify(exported.value)));
    expect(imported.ok).toBe(true);
  });

  it("a newer reading replaces the older one for the same cell", async () => {
    await rememberAidReading(db, CELL, "P");
    await rememberAidReading(db, CELL, "C");
    expect(await aidSheetReadings(db)).toEqual({ [CELL]: "C" });
    expect(await listCorrections(db)).toHaveLength(1);
  });

  it("a game's own answer wins over a reading remembered from another game", async () => {
    const id = await newGame(db, "Own");
    expect((await beginNpTurn(db, id)).ok).toBe(true);
    await finishTurn(db, id, "-");
    // Another game later reads the cell differently; this game keeps its own answer.
    await rememberAidReading(db, CELL, "P");
    expect((await beginNpTurn(db, id)).ok).toBe(true);
    const s = await stateOf(db, id);
    expect(turnOf(s)?.remembered?.[CELL]).toBeUndefined();
  });
});
