import { rollFaces } from "@/lib/engine/core/dice";
import { EVENT_TABLES } from "@/lib/engine/cuba/calixto/events";
import type { PlayerAnswer } from "@/lib/engine/cuba/calixto/events/program/player";
import type { EventProgram } from "@/lib/engine/cuba/calixto/events/program/types";
import { foldGame, type GameEntry, type GameState } from "@/lib/engine/cuba/game";
import { TURN_PARSERS } from "@/lib/engine/cuba/game/parse-turns";
import { appRollForEvent, playerEventPayload } from "@/lib/engine/cuba/game/player-event";
import { edit, logOf, push, undo } from "@/tests/fixtures/game-log";

/**
 * The player's own Event applied by the app is ONE log entry (a player.action carrying the
 * edits and the answers): undo takes the whole Event back in one step.
 */
const choice = (value: string): PlayerAnswer => ({ kind: "choice", value });
const fold = (log: GameEntry[]): GameState => {
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};
// #8 General Strike in play (order G D S M): the Government is yours and 1st Eligible.
const ROLES = { GOV: "player", "26J": "np", DR: "np", SYN: "np" } as const;
const start = () =>
  push(
    logOf("standard", ROLES),
    edit({ kind: "currentCard", value: 8 }, { kind: "nextCard", value: 20 }),
  );
const ANSWERS = [choice("drU"), choice("synU"), choice("m26U")];

describe("the player's own Event as one log entry (5.1, 2.3)", () => {
  it("applies the whole Event from the answers and undo takes all of it back at once", () => {
    const log = start();
    const before = fold(log);
    const p = playerEventPayload(before, "GOV", "unshaded", ANSWERS);
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    const withEvent = push(log, { type: "player.action", payload: p.value });
    const after = fold(withEvent);
    expect(after.board.spaces.havana.support).toBe(1);
    expect(after.board.spaces["camaguey-city"].support).toBe(0);
    const placed = ["havana", "camaguey-city", "santiago-de-cuba"] as const;
    const guerrillas = (s: GameState) =>
      placed.map((id) => {
        const x = s.board.spaces[id].pieces;
        return x.m26U + x.drU + x.synU;
      });
    expect(guerrillas(after)).toEqual(guerrillas(before).map((n) => n + 1));
    // The Government acted on the card: it is recorded for Eligibility (2.3.7).
    expect(after.board.cardActions.at(-1)).toMatchObject({ faction: "GOV", action: "event" });
    expect(p.value.applied?.asked).toHaveLength(3);
    expect(p.value.applied?.changes.length).toBeGreaterThan(3);

    const undone = fold(push(withEvent, undo));
    expect(undone.board).toEqual(before.board);
    expect(undone.rng).toBe(before.rng);
  });

  it("refuses a bad answer list with a message naming the answer and the question", () => {
    const s = fold(start());
    const bad = playerEventPayload(s, "GOV", "unshaded", [choice("troop")]);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors[0].field).toBe("answers[0]");
    expect(bad.errors[0].reason).toMatch(/"troop" is not one of the choices for .*Havana/);
    const short = playerEventPayload(s, "GOV", "unshaded", ANSWERS.slice(0, 2));
    expect(short.ok || short.errors[0]).toMatchObject({
      field: "answers",
      reason: expect.stringMatching(/needs another answer: .*which piece/),
    });
  });

  it("refuses it when the Faction is not yours or not next (2.3)", () => {
    const s = fold(start());
    const r = playerEventPayload(s, "DR", "unshaded", ANSWERS);
    expect(r.ok || r.errors[0].field).toBe("faction");
  });

  it("the reducer refuses an applied Event that is not the card in play or not an Event", () => {
    const log = start();
    const p = playerEventPayload(fold(log), "GOV", "unshaded", ANSWERS);
    if (!p.ok) throw new Error("payload");
    const applied = p.value.applied;
    if (!applied) throw new Error("applied");
    const wrongCard = foldGame(
      push(log, {
        type: "player.action",
        payload: { ...p.value, applied: { ...applied, card: 35 } },
      }),
    );
    expect(wrongCard.ok || wrongCard.errors[0].reason).toMatch(/#35 is not the card in play/);
    const notEvent = foldGame(
      push(log, {
        type: "player.action",
        payload: { ...p.value, action: "opSA", side: undefined },
      }),
    );
    expect(notEvent.ok || notEvent.errors[0].reason).toMatch(/only an Event/);
  });

  it("reads the applied record back from an exported log and refuses a malformed one", () => {
    const p = playerEventPayload(fold(start()), "GOV", "unshaded", ANSWERS);
    if (!p.ok) throw new Error("payload");
    const json = JSON.parse(JSON.stringify(p.value));
    const errors: { field: string; reason: string }[] = [];
    expect(TURN_PARSERS["player.action"](json, "payload", errors)).toEqual(p.value);
    expect(errors).toEqual([]);
    const bad = { ...json, applied: { ...json.applied, answers: [{ kind: "choice" }] } };
    TURN_PARSERS["player.action"](bad, "payload", errors);
    expect(errors[0]?.field).toBe("payload.applied.answers[0].value");
  });
});

describe("dice in the player's own Event: typed in, or rolled from the game's generator", () => {
  // A test-only side: "place a die roll's worth of own Guerrillas in a City" (count as dice).
  const ROLL: EventProgram = {
    card: 8,
    side: "unshaded",
    provenance: { source: "INF", ref: "test" },
    steps: [
      {
        do: "place",
        owners: ["actor"],
        pieces: ["troop"],
        count: { dice: "1d3" },
        spread: "one",
        where: { spaces: ["havana"] },
      },
    ],
  };
  const tables = { ...EVENT_TABLES, programs: [ROLL] };
  it("replays the app's roll from the generator and logs the generator state after it", () => {
    const s = fold(start());
    const roll = appRollForEvent(s, [], "1d3");
    expect(roll).toEqual({ kind: "dice", faces: rollFaces(s.rng, "1d3")[0], source: "app" });
    const p = playerEventPayload(s, "GOV", "unshaded", [roll], undefined, tables);
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    expect(p.value.rngAfter).toBe(rollFaces(s.rng, "1d3")[1]);
    const after = fold(push(start(), { type: "player.action", payload: p.value }));
    expect(after.rng).toBe(p.value.rngAfter);
    // Faces the generator did not roll cannot be logged as the app's.
    const other = roll.faces[0] === 6 ? 1 : roll.faces[0] + 1;
    const forged = playerEventPayload(
      s,
      "GOV",
      "unshaded",
      [{ kind: "dice", faces: [other], source: "app" }],
      undefined,
      tables,
    );
    expect(forged.ok || forged.errors[0]).toMatchObject({ field: "answers[0]" });
    // Physical dice are taken as typed and leave the generator alone.
    const typed = playerEventPayload(
      s,
      "GOV",
      "unshaded",
      [{ kind: "dice", faces: [other], source: "physical" }],
      undefined,
      tables,
    );
    expect(typed.ok && typed.value.rngAfter).toBeUndefined();
  });
});
