import { parseGameText, tooBig } from "@/lib/engine/cuba/game";
import { LIMITS } from "@/lib/engine/cuba/game/parse-util";
import {
  type CalixtoDB,
  createGame,
  editBoard,
  exportGame,
  importGame,
  loadGame,
} from "@/lib/persistence";
import type { LogRow } from "@/lib/persistence/rows";
import { standardGame, testDb } from "./db-fixture";

// Issue 21.4: the same limits when the app writes a game and when it reads one back, so every
// game the app can write it can read (the export as downloaded: JSON indented by two spaces).

const text = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
const bytes = (s: string) => new TextEncoder().encode(s).length;
const limits = LIMITS as { -readonly [K in keyof typeof LIMITS]: number };

async function exportedText(db: CalixtoDB, id: string) {
  const r = await exportGame(db, id);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return text(r.value);
}

describe("a game is written within the limits it is read with", () => {
  let db: CalixtoDB;
  const saved = { ...LIMITS };
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    Object.assign(limits, saved);
    await db.delete();
  });

  it("refuses the entry past the log's limit, and reads back the game at the limit", async () => {
    limits.entries = 5;
    const g = await createGame(db, standardGame);
    if (!g.ok) throw new Error();
    for (let i = 0; i < 4; i++)
      expect((await editBoard(db, g.value.id, [{ kind: "aid", value: 10 + i }])).ok).toBe(true);
    const sixth = await editBoard(db, g.value.id, [{ kind: "aid", value: 20 }]);
    expect(!sixth.ok && sixth.errors).toEqual([
      {
        field: "game",
        reason:
          "a game holds at most 5 log entries, and this one is full: start a new game from its board",
      },
    ]);
    expect((await loadGame(db, g.value.id))?.entries).toHaveLength(5);
    expect(parseGameText(await exportedText(db, g.value.id)).ok).toBe(true);
  });

  it("refuses the entry that would make the file too big to read, in UTF-8 bytes", async () => {
    const g = await createGame(db, standardGame);
    if (!g.ok) throw new Error();
    const start = bytes(await exportedText(db, g.value.id));
    limits.fileChars = start + 3_000;
    // Accented names count twice in UTF-8: the limit holds in bytes, as a file's size is read.
    const note = "Camagüey, Río, Pinar del Río ".repeat(8);
    let refused = null;
    for (let i = 0; i < 40 && !refused; i++) {
      const r = await editBoard(db, g.value.id, [{ kind: "aid", value: i % 40 }], note);
      if (!r.ok) refused = r.errors[0];
    }
    expect(refused).toEqual({
      field: "game",
      reason: `a game file holds at most ${limits.fileChars / 1e6} MB, and this entry would pass it: start a new game from its board`,
    });
    const file = await exportedText(db, g.value.id);
    expect(tooBig(bytes(file))).toBeNull();
    expect(parseGameText(file).ok).toBe(true);
  });

  it("a 50,000-entry game appends, exports, imports and restores", async () => {
    const g = await createGame(db, standardGame);
    if (!g.ok) throw new Error();
    const id = g.value.id;
    // 50,000 entries as a long game logs them (bulk-written here: one append at a time is the
    // performance issue's), then one more through appendEntry.
    const rows: LogRow[] = Array.from({ length: 49_999 }, (_, i) => ({
      gameId: id,
      seq: i + 2,
      type: "board.edited",
      payload: { edits: [{ kind: "aid", value: i % 40 }] },
      at: 1_700_000_000_000 + i,
    })) as LogRow[];
    await db.log.bulkAdd(rows);
    await db.games.update(id, { lastSeq: 50_000 });
    const appended = await editBoard(db, id, [{ kind: "aid", value: 33 }]);
    expect(appended.ok).toBe(true);
    const file = await exportedText(db, id);
    expect(bytes(file)).toBeGreaterThan(5_000_000);
    const parsed = parseGameText(file);
    expect(parsed.ok && parsed.value.log).toHaveLength(50_001);
    const imported = await importGame(db, JSON.parse(file));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const back = await loadGame(db, imported.value.id);
    expect(back?.entries).toHaveLength(50_001);
    expect(back?.state?.board.aid).toBe(33);
    expect(back?.entries.at(-1)?.seq).toBe(50_001);
  }, 300_000);
});
