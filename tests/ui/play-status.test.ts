import { foldGame, type GameState } from "@/lib/engine/cuba/game";
import type { Faction, Role } from "@/lib/engine/cuba/types";
import { playStatus } from "@/lib/ui/play-status";
import { ALL_NP } from "@/tests/fixtures/boards";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

/** A Standard game with these cards in play and next (none: not entered yet). */
function game(
  current: number | null,
  next: number | null,
  roles: Record<Faction, Role> = ALL_NP,
): GameState {
  let log = logOf("standard", roles);
  if (current !== null || next !== null)
    log = push(
      log,
      edit({ kind: "currentCard", value: current }, { kind: "nextCard", value: next }),
    );
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

// The phone's switch says where play stands while the map is shown (issue 20, item 3).
describe("the play status on the phone's switch", () => {
  it("says what the table does next between turns (2.3, 6.0)", () => {
    expect(playStatus(game(null, null), null, false)).toBe("Play · enter the cards");
    // #8 General Strike: Government first (C8.9 card 1).
    expect(playStatus(game(8, 20), null, false)).toBe("Play · Government NP turn next");
    // #14 Operation Fisherman: 26July first, played by a person.
    expect(playStatus(game(14, 20, { ...ALL_NP, "26J": "player" }), null, false)).toBe(
      "Play · your 26July turn",
    );
    expect(playStatus(game(49, 20), null, false)).toBe("Play · Propaganda Round next");
  });

  it("says what a turn in progress waits for", () => {
    const s = game(8, 20);
    const dice = { kind: "dice", spec: "1d6", purpose: "", faction: "GOV", rule: "" } as const;
    expect(playStatus(s, { done: false, request: dice }, true)).toBe("Turn ● waiting for a die");
    expect(playStatus(s, { done: false, request: { ...dice, spec: "2d6" } }, true)).toBe(
      "Turn ● waiting for dice",
    );
    const card = { kind: "card", faction: "GOV", purpose: "", rule: "" } as const;
    expect(playStatus(s, { done: false, request: card }, true)).toBe("Turn ● waiting for a card");
    expect(playStatus(s, { done: true, request: null }, true)).toBe("Turn ● tick and confirm");
    // The turn's views still loading: only that a turn is on.
    expect(playStatus(s, null, true)).toBe("Turn ●");
  });
});
