import type { Result } from "@/lib/engine/core/result";
import { cardStarts } from "@/lib/engine/cuba/game/go-back";
import { calixtoOf, playedOf } from "@/lib/engine/cuba/game/turns";
import { nextStep, viewTurn } from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginNpTurn,
  type CalixtoDB,
  CHANGED_ELSEWHERE,
  confirmTurn,
  createGame,
  editBoard,
  exportGame,
  giveInput,
  goBackToCard,
  importGame,
  loadGame,
  nextCard,
  redo,
  undo,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

/**
 * Go back to a card (issue 20): one logged entry takes the game back to just before a card was
 * put in play, with the table changes in words, and one Undo takes it back again.
 */
const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

const state = async (db: CalixtoDB, id: string) => {
  const g = await loadGame(db, id);
  if (!g?.state) throw new Error("no state");
  return g.state;
};
const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};

/** Every NP turn of the card in play, the app rolling and picking, Events reviewed as done. */
async function playCard(db: CalixtoDB, id: string) {
  for (let turns = 0; turns < 4 && nextStep(await state(db, id)).kind === "np"; turns++) {
    ok(await beginNpTurn(db, id));
    for (let i = 0; i < 200; i++) {
      const view = viewTurn(await state(db, id));
      if (!view || view.done) break;
      const r = view.request;
      if (r?.kind === "eventWork") ok(await giveInput(db, id, { type: "event.done" }));
      else if (r?.kind === "question")
        ok(await giveInput(db, id, { type: "question.answered", value: r.options[0].value }));
      else ok(await appRollInput(db, id));
    }
    ok(await confirmTurn(db, id));
  }
  expect(nextStep(await state(db, id)).kind).toBe("cardDone");
}

describe("go back to before a card", { timeout: 60_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  async function twoCardsPlayed() {
    const r = await createGame(db, {
      name: "Back",
      scenario: "standard",
      roles: ALL_NP,
      shortGame: false,
      dice: "app",
      deck: "app",
    });
    const id = ok(r).id;
    ok(
      await editBoard(db, id, [
        { kind: "currentCard", value: 8 },
        { kind: "nextCard", value: 20 },
      ]),
    );
    await playCard(db, id);
    const before20 = await state(db, id);
    const into20 = ok(await nextCard(db, id, 30)).seq;
    await playCard(db, id);
    ok(await nextCard(db, id, 31));
    await playCard(db, id);
    return { id, before20, into20 };
  }

  it("puts the game back as it stood before the card, in one entry, and one Undo returns", async () => {
    const { id, before20, into20 } = await twoCardsPlayed();
    const now = await state(db, id);
    const count = (await loadGame(db, id))?.entries.length ?? 0;

    const back = ok(await goBackToCard(db, { id, seen: now.lastSeq }, into20)).state;
    const log = (await loadGame(db, id))?.entries ?? [];
    // One entry, however many were logged since the card was put in play.
    expect(log.length).toBe(count + 1);
    expect(log.at(-1)?.type).toBe("card.back");
    // The board, the game's generator, the Calixto deck and the cards played are as they were.
    expect(back.board).toEqual(before20.board);
    expect(back.rng).toBe(before20.rng);
    expect(calixtoOf(back).deck).toEqual(calixtoOf(before20).deck);
    expect(playedOf(back)).toEqual(playedOf(before20));
    expect(nextStep(back)).toEqual({ kind: "cardDone" });
    // The table changes in words, to put the table back.
    const entry = log.at(-1);
    const changes = entry?.type === "card.back" ? entry.payload.changes : [];
    expect(changes).toContain("Card in play: #8 General Strike");
    expect(changes).toContain("Card showing next: #20 The Twelve");
    expect(changes.some((c) => /^Back into the Event deck, unplayed: .*#30/.test(c))).toBe(true);

    // One Undo takes the whole step back; Redo goes back again.
    const undone = ok(await undo(db, id)).state;
    expect(undone.board).toEqual(now.board);
    expect(undone.rng).toBe(now.rng);
    expect(undone.ext).toEqual(now.ext);
    const redone = ok(await redo(db, id)).state;
    expect(redone.board).toEqual(before20.board);

    // The cards put in play since are no longer offered: that line of play was given up.
    expect(cardStarts((await loadGame(db, id))?.entries ?? []).map((c) => c.card)).toEqual([]);
    // Play goes on from there: #20 can be put in play again, and #30 revealed again.
    ok(await nextCard(db, id, 30));
    expect((await state(db, id)).board.currentCard).toBe(20);
    expect(cardStarts((await loadGame(db, id))?.entries ?? []).map((c) => c.card)).toEqual([20]);
  });

  it("drops a turn in progress: the game stands between cards again", async () => {
    const { id, into20 } = await twoCardsPlayed();
    ok(await nextCard(db, id, 32));
    ok(await beginNpTurn(db, id));
    expect(nextStep(await state(db, id)).kind).toBe("turn");
    const back = ok(await goBackToCard(db, id, into20)).state;
    expect(back.ext.turn).toBeUndefined();
    expect(nextStep(back)).toEqual({ kind: "cardDone" });
  });

  it("exports and imports a game that went back, folding to the same state", async () => {
    const { id, into20 } = await twoCardsPlayed();
    ok(await goBackToCard(db, id, into20));
    const exported = ok(await exportGame(db, id));
    const imported = ok(await importGame(db, JSON.parse(JSON.stringify(exported))));
    expect((await state(db, imported.id)).board).toEqual((await state(db, id)).board);
  });

  it("refuses an entry that put no card in play, or a press from a screen behind the log", async () => {
    const { id, into20 } = await twoCardsPlayed();
    const r = await goBackToCard(db, id, into20 - 1);
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.errors.map((e) => e.reason)).toEqual([
      `entry #${into20 - 1} did not put a card in play, or it is undone`,
    ]);
    const stale = await goBackToCard(db, { id, seen: into20 }, into20);
    expect(stale.ok ? [] : stale.errors.map((e) => e.reason)).toContain(CHANGED_ELSEWHERE);
    // Nothing was logged by the refusals.
    expect((await loadGame(db, id))?.entries.at(-1)?.type).not.toBe("card.back");
  });
});
