import { foldGame, type GameEntry } from "@/lib/engine/cuba/game";
import { cardBackPayload, cardStarts } from "@/lib/engine/cuba/game/go-back";
import { readEntry } from "@/lib/engine/cuba/game/parse-entries";
import type { Errors } from "@/lib/engine/cuba/game/parse-util";
import type { Faction, Role } from "@/lib/engine/cuba/types";
import { edit, logOf, push, undo } from "@/tests/fixtures/game-log";

/** Go back to a card (issue 20): the entry folds, undoes in one step and is checked on import. */
const YOU: Record<Faction, Role> = { GOV: "player", "26J": "player", DR: "player", SYN: "player" };
const acted = (faction: Faction, action: "opOnly" | "limOp") => ({
  type: "player.action" as const,
  payload: { faction, action, edits: [] },
});

/** #30 played by DR and 26July, then #20 by SYN and GOV with Troops added in Havana. */
function played(): GameEntry[] {
  let log = logOf("standard", YOU);
  log = push(log, edit({ kind: "currentCard", value: 30 }, { kind: "nextCard", value: 20 }));
  log = push(log, acted("DR", "opOnly"));
  log = push(log, acted("26J", "limOp"));
  log = push(log, { type: "card.next", payload: { revealed: 31 } });
  log = push(log, edit({ kind: "pieces", space: "havana", piece: "troop", value: 9 }));
  log = push(log, acted("SYN", "opOnly"));
  log = push(log, acted("GOV", "limOp"));
  return push(log, { type: "card.next", payload: { revealed: 32 } });
}

const fold = (log: GameEntry[]) => {
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};

describe("the card.back entry", () => {
  it("folds to the game as it stood before the card, and one Undo returns", () => {
    const log = played();
    const starts = cardStarts(log);
    expect(starts.map((s) => s.card)).toEqual([20, 31]);
    const now = fold(log);
    const p = cardBackPayload(now, log, starts[0].seq);
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    const back = push(log, { type: "card.back", payload: p.value });
    expect(fold(back).board).toEqual(starts[0].state.board);
    expect(fold(push(back, undo)).board).toEqual(now.board);
  });

  it("reads back from JSON and names what is wrong in a damaged one", () => {
    const log = played();
    const now = fold(log);
    const p = cardBackPayload(now, log, cardStarts(log)[0].seq);
    if (!p.ok) throw new Error("no payload");
    const entry = { seq: 99, type: "card.back", payload: p.value };
    const good: Errors = [];
    expect(readEntry(JSON.parse(JSON.stringify(entry)), "", good)).toEqual(entry);
    expect(good).toEqual([]);
    const bad: Errors = [];
    readEntry({ ...entry, payload: { ...p.value, card: 60, played: ["x"] } }, "", bad);
    expect(bad.map((e) => e.field)).toEqual(["payload.card", "payload.played[0]"]);
  });
});
