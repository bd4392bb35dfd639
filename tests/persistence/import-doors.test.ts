import type { CardId } from "@/lib/engine/cuba/calixto/types";
import type { GameEntry } from "@/lib/engine/cuba/game";
import {
  appendEntry,
  beginNpTurn,
  type CalixtoDB,
  cancelTurn,
  confirmTurn,
  createGame,
  editBoard,
  exportGame,
  importGame,
  loadGame,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";
import { finishTurn, must, playedGame, ROLES, stateOf } from "./played-game";

// Issue 21.3: a turn that cannot go on cannot be logged, and an import refuses what the app
// could not have written, naming the entry and the field; a refused import writes nothing.

type File = { game: Record<string, unknown>; log: GameEntry[]; checksum?: string };
async function exported(db: CalixtoDB, id: string): Promise<File> {
  const r = must(await exportGame(db, id));
  const f = JSON.parse(JSON.stringify(r.value)) as File;
  delete f.checksum; // a hand-edited file: judged on its contents
  return f;
}
const entry = (f: File, type: string) => {
  const i = f.log.findIndex((e) => e.type === type);
  return { i, payload: f.log[i].payload as unknown as Record<string, unknown> };
};
async function refused(db: CalixtoDB, f: File) {
  const before = await db.games.count();
  const r = await importGame(db, f);
  expect(await db.games.count()).toBe(before);
  if (r.ok) throw new Error("imported");
  return r.errors.map((e) => `${e.field}: ${e.reason}`).join(" | ");
}

describe("imports refuse what the app could not have written", () => {
  let db: CalixtoDB;
  let id: string;
  let f: File;
  beforeAll(async () => {
    db = testDb();
    id = await playedGame(db);
  });
  afterAll(async () => {
    await db.delete();
  });
  beforeEach(async () => {
    f = await exported(db, id);
  });

  it("takes the app's own game back", async () => {
    expect((await importGame(db, f)).ok).toBe(true);
  });

  it("a Calixto deck without a Faction's cards", async () => {
    const { i, payload } = entry(f, "deck.shuffled");
    payload.order = (payload.order as string[]).filter((c) => !"ABCDEF".includes(c));
    expect(await refused(db, f)).toMatch(
      new RegExp(`^log\\[${i}\\] → order: not the shuffle the game's generator makes`),
    );
  });

  it("an NP turn begun on no deck at all (the app shuffles first)", async () => {
    const { i } = entry(f, "deck.shuffled");
    f.log.splice(i, 1);
    for (const [n, e] of f.log.entries()) e.seq = n + 1;
    expect(await refused(db, f)).toMatch(
      new RegExp(`^log\\[${i}\\] → deck: the Calixto deck is not the NP Factions' cards once each`),
    );
  });

  it("a Calixto order the generator did not make", async () => {
    const { i, payload } = entry(f, "deck.shuffled");
    payload.order = [...(payload.order as string[])].reverse();
    expect(await refused(db, f)).toMatch(new RegExp(`^log\\[${i}\\] → order: not the shuffle`));
  });

  it("a shuffle's rngAfter the generator did not produce", async () => {
    const { i, payload } = entry(f, "deck.shuffled");
    payload.rngAfter = ((payload.rngAfter as number) + 1) >>> 0;
    expect(await refused(db, f)).toMatch(new RegExp(`^log\\[${i}\\] → rngAfter: not the shuffle`));
  });

  it("an app roll's rngAfter the generator did not produce", async () => {
    const { i, payload } = entry(f, "turn.input");
    payload.rngAfter = ((payload.rngAfter as number) + 1) >>> 0;
    expect(await refused(db, f)).toMatch(
      new RegExp(`^log\\[${i}\\] → rngAfter: not the roll the game's generator makes`),
    );
  });

  it("a confirm's changes text", async () => {
    const { i, payload } = entry(f, "turn.confirm");
    payload.changes = ["Place 12 Troops in Havana"];
    expect(await refused(db, f)).toMatch(
      new RegExp(`^log\\[${i}\\] → changes: not what the turn did: the app writes \\["`),
    );
  });

  it("a null confirm action", async () => {
    const { i, payload } = entry(f, "turn.confirm");
    payload.action = null;
    expect(await refused(db, f)).toMatch(
      new RegExp(`^log\\[${i}\\] → action: an NP turn is confirmed with the action it took`),
    );
  });

  it("a negative creation date", async () => {
    f.game.createdAt = -5;
    expect(await refused(db, f)).toBe("game.createdAt: a time is 0 or later, got -5");
  });

  it('an Event Cards answer that is not a letter ("Z")', async () => {
    const { i, payload } = entry(f, "turn.begin");
    payload.answers = { "event-table:15:GOV": "Z" };
    expect(await refused(db, f)).toBe(
      `log[${i}].payload.answers.event-table:15:GOV: a table cell reads C, P, M or -, got "Z"`,
    );
    const c = entry(f, "turn.confirm");
    c.payload.answers = { "event-table:15:GOV": "Z" };
    expect(await refused(db, f)).toMatch(/a table cell reads C, P, M or -, got "Z"/);
  });

  it("correction parameters like 1e21, 1.5 or -1", async () => {
    const { i, payload } = entry(f, "turn.begin");
    for (const n of [1e21, 1.5, -1]) {
      payload.corrections = [
        {
          kind: "node",
          side: "N",
          node: {
            kind: "question",
            id: "q1",
            cond: { id: "synResources", label: "SYN Resources?", params: { op: "lt", n } },
            yes: { to: "draw" },
            no: { to: "flip" },
          },
        },
      ];
      expect(await refused(db, f)).toBe(
        `log[${i}].payload.corrections[0].node.cond.params.n: a card's number is a whole number from 0 to 99, got ${n}`,
      );
    }
  });
});

describe("a turn that cannot go on cannot be logged", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("a deck without the Faction's cards (as an older app could store): the confirm is refused, cancel works", async () => {
    const r0 = must(
      await createGame(db, {
        name: "Old deck",
        scenario: "standard",
        roles: ROLES,
        shortGame: false,
        dice: "app",
        deck: "app",
      }),
    );
    const id = r0.value.id;
    must(
      await editBoard(db, id, [
        { kind: "currentCard", value: 8 },
        { kind: "nextCard", value: 20 },
      ]),
    );
    const s = await stateOf(db, id);
    // 26J's and DR's cards only: GOV, 1st Eligible on card 8, can never draw. Begun as an older
    // app did, on the deck as it was (beginNpTurn now shuffles a new one first).
    const order = ["G", "H", "J", "K", "L", "M", "A", "B", "C", "D", "E", "F"] as CardId[];
    must(await appendEntry(db, id, { type: "deck.shuffled", payload: { order, rngAfter: s.rng } }));
    must(
      await appendEntry(db, id, { type: "turn.begin", payload: { kind: "np", faction: "GOV" } }),
    );
    await finishTurn(db, id);
    const r = await confirmTurn(db, id);
    expect(!r.ok && r.errors[0].reason).toMatch(
      /^the turn cannot go on \(.*the deck holds no GOV card.*\): cancel it/,
    );
    must(await cancelTurn(db, id));
  });

  it("a Faction that becomes an NP mid-game gets its cards: the deck is shuffled anew", async () => {
    const id = await playedGame(db);
    must(await editBoard(db, id, [{ kind: "role", faction: "SYN", value: "np" }]));
    must(await beginNpTurn(db, id));
    const log = (await loadGame(db, id))?.entries ?? [];
    const shuffles = log.filter((e) => e.type === "deck.shuffled");
    expect(shuffles).toHaveLength(2);
    expect((shuffles[1].payload as { order: string[] }).order).toHaveLength(24);
  });
});
