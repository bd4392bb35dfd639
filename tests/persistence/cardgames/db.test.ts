import { automaticInput, replay, type SessionSetup } from "@/lib/engine/cardgames/session";
import {
  appendInputs,
  appendMeta,
  CARDGAMES_DB_NAME,
  CardGamesDB,
  cardGamesDb,
  createGame,
  deleteGame,
  listGames,
  loadGame,
} from "@/lib/persistence/cardgames";

const setup: SessionSetup = {
  game: "kill-rasputin",
  seed: "db",
  seats: [
    { name: "Ana", kind: "bot", bot: "shrewd" },
    { name: "Bo", kind: "bot", bot: "novice" },
  ],
  first: 0,
};

let db: CardGamesDB;
beforeEach(async () => {
  db = new CardGamesDB(`test-cardgames-${Math.random()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

async function playSome(id: string, n: number) {
  for (let i = 0; i < n; i++) {
    const loaded = await loadGame(db, id);
    if (!loaded) throw new Error("lost");
    const r = replay(loaded.entries);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const next = automaticInput(setup, r.value.state);
    if (!next) break;
    await appendInputs(db, id, [next], { status: "playing", summary: `step ${i}`, now: i });
  }
}

describe("card-game persistence (Dexie)", () => {
  it("uses its own database name", () => {
    expect(cardGamesDb().name).toBe(CARDGAMES_DB_NAME);
    expect(CARDGAMES_DB_NAME).toBe("calixto-cardgames");
  });

  it("saves the set-up and the inputs in order and rebuilds the game from them", async () => {
    await createGame(db, "g1", "Kill Rasputin", setup, 1);
    await playSome("g1", 12);
    const loaded = await loadGame(db, "g1");
    expect(loaded?.record.lastSeq).toBe(12);
    expect(loaded?.entries.map((e) => e.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i));
    const r = replay(loaded?.entries ?? []);
    expect(r.ok && r.value.steps).toHaveLength(12);
  });

  it("survives closing and reopening the database", async () => {
    await createGame(db, "g2", "Kill Rasputin", setup, 1);
    await playSome("g2", 5);
    const before = replay((await loadGame(db, "g2"))?.entries ?? []);
    db.close();
    const again = new CardGamesDB(db.name);
    const after = replay((await loadGame(again, "g2"))?.entries ?? []);
    expect(after.ok && before.ok && after.value.state).toEqual(before.ok && before.value.state);
    again.close();
    await db.open();
  });

  it("undo appends entries and keeps the history; the replay drops the undone inputs", async () => {
    await createGame(db, "g3", "Kill Rasputin", setup, 1);
    await playSome("g3", 6);
    const five = replay(((await loadGame(db, "g3"))?.entries ?? []).slice(0, 6));
    await appendMeta(db, "g3", "undo", 1, 9);
    const loaded = await loadGame(db, "g3");
    expect(loaded?.entries).toHaveLength(8);
    const r = replay(loaded?.entries ?? []);
    expect(r.ok && five.ok && r.value.state).toEqual(five.ok && five.value.state);
  });

  it("lists games of one kind, newest first, and deletes a game with its log", async () => {
    await createGame(db, "a", "KR", setup, 1);
    await createGame(db, "b", "KR", setup, 5);
    await createGame(db, "c", "GC", { ...setup, game: "get-castro" }, 9);
    expect((await listGames(db, "kill-rasputin")).map((g) => g.id)).toEqual(["b", "a"]);
    await deleteGame(db, "b");
    expect(await loadGame(db, "b")).toBeNull();
    expect(await db.entries.where("gameId").equals("b").count()).toBe(0);
  });
});
