import type { PlayerAnswer } from "@/lib/engine/cuba/calixto/events/program/player";
import {
  buildGameExport,
  foldGame,
  type GameEntry,
  type GameState,
  parseGameExport,
} from "@/lib/engine/cuba/game";
import { nextStep } from "@/lib/engine/cuba/game/next-step";
import { playerEventPayload } from "@/lib/engine/cuba/game/player-event";
import { declineGrantPayload, playerGrantPayload } from "@/lib/engine/cuba/game/player-grant";
import { playerOperationPayload } from "@/lib/engine/cuba/game/player-operation";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { grantWords } from "@/lib/engine/cuba/player/grant-progress";
import { STRICT_REDUCERS } from "@/lib/machines/cuba/strict-log";
import { edit, logOf, push, undo } from "@/tests/fixtures/game-log";

/**
 * #20 The Twelve for a player 26July in the game log (5.1): the Event entry makes the granted
 * March due, then the Rally at a March destination; each is one `player.grant` entry that folds
 * and undoes like the rest, and what is due is read from the log alone (a reload keeps it).
 */
const fold = (log: GameEntry[]): GameState => {
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};
const ROLES = { GOV: "np", "26J": "player", DR: "np", SYN: "np" } as const;
const start = () =>
  push(
    logOf("empty", ROLES),
    edit(
      { kind: "currentCard", value: 20 },
      { kind: "nextCard", value: 2 },
      { kind: "resources", faction: "26J", value: 1 },
      { kind: "pieces", space: "sierra-maestra", piece: "m26U", value: 3 },
    ),
  );
const ANSWERS: PlayerAnswer[] = [{ kind: "choice", value: "26J" }];
const MARCH: PlayerAction = {
  faction: "26J",
  operation: "march",
  spaces: [
    { space: "oriente", moves: [{ from: "sierra-maestra", piece: "m26U", count: 2 }] },
    { space: "santiago-de-cuba", moves: [{ from: "sierra-maestra", piece: "m26U", count: 1 }] },
  ],
};
const RALLY: PlayerAction = {
  faction: "26J",
  operation: "rally",
  spaces: [{ space: "oriente", place: [{ piece: "m26U", count: 1 }] }],
};

function withEvent() {
  const log = start();
  const p = playerEventPayload(fold(log), "26J", "unshaded", ANSWERS);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return push(log, { type: "player.action", payload: p.value });
}
function grant(log: GameEntry[], action: PlayerAction) {
  const p = playerGrantPayload(fold(log), action);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return push(log, { type: "player.grant", payload: p.value });
}

describe("a player's Event granting an Operation, in the game log (5.1)", () => {
  it("the Event entry makes the granted March due before the next NP", () => {
    const log = withEvent();
    const s = fold(log);
    expect(nextStep(s)).toEqual({ kind: "grant", faction: "26J", card: 20, action: "march" });
    const due = (s.ext.grant as { queue: Parameters<typeof grantWords>[0][] }).queue[0];
    expect(grantWords(due)).toBe("26July: Free March, then Rally in one March destination");
    // Nothing else on the card meanwhile: the Faction's own Operation, an NP turn, the next card.
    expect(playerOperationPayload(s, RALLY).ok).toBe(false);
    const begin = push(log, {
      type: "turn.begin",
      payload: { kind: "np", faction: "DR" },
    });
    expect(foldGame(begin).ok).toBe(false);
    expect(foldGame(push(log, { type: "card.next", payload: { revealed: 5 } })).ok).toBe(false);
  });

  it("March then Rally, each one entry: free, no box of its own; then the next NP decides", () => {
    const marched = grant(withEvent(), MARCH);
    const m = fold(marched);
    expect(nextStep(m)).toMatchObject({ kind: "grant", action: "rally" });
    // "at a March destination": the Rally is refused elsewhere, by name.
    const bad = playerGrantPayload(m, {
      ...RALLY,
      spaces: [{ space: "sierra-maestra", place: [{ piece: "m26U", count: 1 }] }],
    });
    expect(bad.ok || bad.errors).toContainEqual({
      field: "spaces[0].space",
      reason: "the Event allows this Rally only in Oriente, Santiago de Cuba (5.1.1)",
    });
    const rallied = grant(marched, RALLY);
    const r = fold(rallied);
    expect(r.board.resources["26J"]).toBe(1);
    expect(r.board.spaces.oriente.pieces.m26U).toBe(3);
    expect(r.board.spaces["santiago-de-cuba"].pieces.m26U).toBe(1);
    expect(r.board.cardActions).toEqual([{ faction: "26J", action: "event", side: "unshaded" }]);
    // Card order M D S G: the Directorio NP is next (2nd Eligible).
    expect(nextStep(r)).toEqual({ kind: "np", faction: "DR", position: 2 });

    // One Undo takes back the Rally (due again), another the March, another the Event.
    const u1 = fold(push(rallied, undo));
    expect(u1.board).toEqual(m.board);
    expect(nextStep(u1)).toMatchObject({ kind: "grant", action: "rally" });
    const u2 = fold(push(push(rallied, undo), undo));
    expect(nextStep(u2)).toMatchObject({ kind: "grant", action: "march" });
    const u3 = fold(push(push(push(rallied, undo), undo), undo));
    expect(nextStep(u3)).toEqual({ kind: "player", faction: "26J", position: 1 });
  });

  it("declining is an entry too: the rest of the grant is not due, the card goes on", () => {
    const log = withEvent();
    const d = declineGrantPayload(fold(log));
    if (!d.ok) throw new Error("decline");
    const s = fold(push(log, { type: "player.grant", payload: d.value }));
    expect(s.board.spaces["sierra-maestra"].pieces.m26U).toBe(3);
    expect(nextStep(s)).toEqual({ kind: "np", faction: "DR", position: 2 });
  });

  it("an exported game with a grant pending imports strictly, and a tampered one is refused", () => {
    const log = grant(withEvent(), MARCH);
    const meta = { name: "Twelve", createdAt: 1000, updatedAt: 2000 };
    const { checksum: _, ...file } = buildGameExport(meta, log);
    const json = JSON.parse(JSON.stringify(file));
    const r = parseGameExport(json, { reducers: STRICT_REDUCERS });
    expect(r.ok || r.errors).toBe(true);
    if (r.ok) expect(nextStep(r.value.state)).toMatchObject({ kind: "grant", action: "rally" });
    // The March's edits changed to move one more Guerrilla than the record says.
    const last = json.log.at(-1);
    last.payload.operation.action.spaces.pop();
    const bad = parseGameExport(json, { reducers: STRICT_REDUCERS });
    expect(bad.ok).toBe(false);
  });

  it("a logged granted March whose edits or generator state are not the re-run's is refused by that field", () => {
    const log = grant(withEvent(), MARCH);
    const meta = { name: "Twelve", createdAt: 1000, updatedAt: 2000 };
    const { checksum: _, ...file } = buildGameExport(meta, log);
    const refusal = (change: (payload: Record<string, unknown>) => void) => {
      const json = JSON.parse(JSON.stringify(file));
      change(json.log.at(-1).payload);
      const r = parseGameExport(json, { reducers: STRICT_REDUCERS });
      return r.ok ? "accepted" : r.errors.map((e) => `${e.field}: ${e.reason}`).join("; ");
    };
    expect(refusal(() => {})).toBe("accepted");
    // One Guerrilla less moved on the map than the March the record gives.
    expect(
      refusal((p) => {
        (p.edits as unknown[]).pop();
      }),
    ).toMatch(/edits: the edits are not what this granted action does/);
    // A free March rolls nothing: a generator state in the record is not the app's.
    expect(
      refusal((p) => {
        p.rngAfter = 12345;
      }),
    ).toMatch(/rngAfter/);
  });
});
