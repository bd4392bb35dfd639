import { foldGame, type GameState } from "@/lib/engine/cuba/game";
import type { Faction, Role } from "@/lib/engine/cuba/types";
import { gameIntents, intentsByLogPosition } from "@/lib/machines/cuba/intents";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

/**
 * Bot intents are worked out once per game log position (the last entry folded): a re-render,
 * or the same state read again from storage for an unrelated change, does not run the NP turns
 * again; a new log entry or other remembered readings do.
 */
const SOLO_26J: Record<Faction, Role> = { GOV: "np", "26J": "player", DR: "np", SYN: "np" };

function fold(log: ReturnType<typeof logOf>): GameState {
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

describe("bot intents, cached by game log position", () => {
  const log = push(
    logOf("standard", SOLO_26J),
    edit({ kind: "currentCard", value: 25 }, { kind: "nextCard", value: 20 }),
  );
  const state = fold(log);

  function counted() {
    let computations = 0;
    const intents = intentsByLogPosition((s, r) => {
      computations += 1;
      return gameIntents(s, r);
    });
    return { intents, count: () => computations };
  }

  it("gives what gameIntents gives", () => {
    const { intents } = counted();
    expect(intents(state)).toEqual(gameIntents(state));
  });

  it("a re-render with the same state computes once", () => {
    const { intents, count } = counted();
    const first = intents(state);
    expect(intents(state)).toBe(first);
    expect(count()).toBe(1);
  });

  it("the same log position read again (a new state object, an unrelated change) computes once", () => {
    const { intents, count } = counted();
    intents(state);
    intents(structuredClone(state));
    intents(fold(log));
    intents({ ...state, skipped: [] });
    expect(count()).toBe(1);
  });

  it("another game at the same entry number computes its own", () => {
    const { intents, count } = counted();
    const other = fold(
      push(
        logOf("standard", SOLO_26J),
        edit({ kind: "currentCard", value: 13 }, { kind: "nextCard", value: 20 }),
      ),
    );
    expect(other.lastSeq).toBe(state.lastSeq);
    expect(intents(other)).toEqual(gameIntents(other));
    intents(state);
    expect(count()).toBe(2);
  });

  it("a new log entry, or other remembered readings, compute again", () => {
    const { intents, count } = counted();
    intents(state);
    const later = fold(push(log, edit({ kind: "nextCard", value: 21 })));
    expect(later.lastSeq).toBeGreaterThan(state.lastSeq);
    intents(later);
    expect(count()).toBe(2);
    intents(later, { someCell: "yes" });
    expect(count()).toBe(3);
    // Back to the first position: one result is kept, so it is worked out again.
    intents(state);
    expect(count()).toBe(4);
  });
});
