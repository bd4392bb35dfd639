import type { Result } from "@/lib/engine/core/result";
import { viewTurn } from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginNpTurn,
  type CalixtoDB,
  confirmTurn,
  createGame,
  editBoard,
  giveInput,
  loadGame,
} from "@/lib/persistence";

/** A game as the app plays it at the table: the app's deck and dice, every input logged. */
export const ROLES = { GOV: "np", "26J": "np", DR: "np", SYN: "player" } as const;

export const must = <T>(r: Result<T>): { ok: true; value: T } => {
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
};
export async function stateOf(db: CalixtoDB, id: string) {
  const g = await loadGame(db, id);
  if (!g?.state) throw new Error(JSON.stringify(g?.errors));
  return g.state;
}

/** A game at C8.9 card 1 with the app's deck and dice, GOV's turn played and confirmed. */
export async function playedGame(db: CalixtoDB) {
  const r = must(
    await createGame(db, {
      name: "Doors",
      scenario: "standard",
      roles: ROLES,
      shortGame: false,
      dice: "app",
      deck: "app",
    }),
  );
  const id = r.value.id;
  must(
    await editBoard(db, id, [
      { kind: "currentCard", value: 8 },
      { kind: "nextCard", value: 20 },
    ]),
  );
  must(await beginNpTurn(db, id));
  await finishTurn(db, id);
  must(await confirmTurn(db, id));
  return id;
}

/** Answer every request the app's way until the turn is done. */
export async function finishTurn(db: CalixtoDB, id: string) {
  for (let i = 0; i < 100; i++) {
    const v = viewTurn(await stateOf(db, id));
    if (!v?.request) return;
    const q = v.request;
    if (q.kind === "dice" || q.kind === "tieBreak") must(await appRollInput(db, id));
    else if (q.kind === "question")
      must(await giveInput(db, id, { type: "question.answered", value: q.options[0].value }));
    else if (q.kind === "eventWork") must(await giveInput(db, id, { type: "event.done" }));
    else throw new Error(`unexpected request ${q.kind}`);
  }
}
