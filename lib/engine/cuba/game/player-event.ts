import { type DiceSpec, diceCount } from "../../core/dice";
import { fail, ok, type Result } from "../../core/result";
import { nextInt, type RngState } from "../../core/rng";
import { combineChanges } from "../board/combine-changes";
import { loadAllCardGroups } from "../calixto/events/program/card-groups";
import {
  type PlayerAnswer,
  type PlayerEventResult,
  playerEvent,
} from "../calixto/events/program/player";
import type { EventTables } from "../calixto/events/tables";
import type { EventSide, Faction } from "../types";
import { nextStep } from "./next-step";
import type { GameState } from "./state";
import { type PlayerActionPayload, ruleOptionsOf } from "./turns";

// The Event programs' card-specific procedures load by cards (card-groups.ts): a player's own
// Event runs synchronously, so all of them are loaded with this module.
await loadAllCardGroups();

/**
 * The player's own Event, applied by the app as ONE log entry (5.1, 2.3): a `player.action`
 * whose edits are the Event's whole effect (diffBoards of the board before and after) and whose
 * `applied` record keeps the answers and, in words, what was asked and done. Undo takes the
 * whole Event back in one step. Dice are typed in from physical dice or rolled by the app from
 * the game's seeded generator; an app roll is replayed here, so only the generator's own faces
 * can be logged as the app's, and the generator state after it goes in the entry.
 */

/** The generator state after replaying the app's rolls among the answers, or the bad answer. */
function replayAppRolls(
  rng: RngState,
  answers: readonly PlayerAnswer[],
): { rng: RngState; rolled: boolean } | { bad: number } {
  let s = rng;
  let rolled = false;
  for (let i = 0; i < answers.length; i++) {
    const a = answers[i];
    if (a.kind !== "dice" || a.source !== "app") continue;
    rolled = true;
    for (const face of a.faces) {
      let v: number;
      [v, s] = nextInt(s, 6);
      if (v + 1 !== face) return { bad: i };
    }
  }
  return { rng: s, rolled };
}

/** "Roll for me": the next app roll for the Event, after the app rolls already among answers. */
export function appRollForEvent(
  state: GameState,
  answers: readonly PlayerAnswer[],
  spec: DiceSpec,
): Extract<PlayerAnswer, { kind: "dice" }> {
  const r = replayAppRolls(state.rng, answers);
  let s = "rng" in r ? r.rng : state.rng;
  const faces: number[] = [];
  for (let i = 0; i < diceCount(spec); i++) {
    let v: number;
    [v, s] = nextInt(s, 6);
    faces.push(v + 1);
  }
  return { kind: "dice", faces, source: "app" };
}

/** The Event with the answers so far, on the game's board and readings (for the panel). */
export function previewPlayerEvent(
  state: GameState,
  faction: Faction,
  side: EventSide,
  answers: readonly PlayerAnswer[],
  tables?: EventTables,
): PlayerEventResult {
  const card = state.board.currentCard;
  if (card === null)
    return { kind: "error", errors: [{ field: "card", reason: "no card is in play" }] };
  return playerEvent(state.board, {
    card,
    side,
    faction,
    answers,
    options: ruleOptionsOf(state),
    ...(tables ? { tables } : {}),
  });
}

/** The log entry for the player's own Event carried out from these answers, or why not. */
export function playerEventPayload(
  state: GameState,
  faction: Faction,
  side: EventSide,
  answers: readonly PlayerAnswer[],
  note?: string,
  tables?: EventTables,
): Result<PlayerActionPayload> {
  const next = nextStep(state);
  if (next.kind !== "player")
    return fail({ field: "turn", reason: "it is not your Faction's turn on this card (2.3)" });
  if (next.faction !== faction)
    return fail({
      field: "faction",
      reason: `${faction} is not the next Eligible Faction: ${next.faction} is (2.3)`,
    });
  const rolls = replayAppRolls(state.rng, answers);
  if ("bad" in rolls)
    return fail({
      field: `answers[${rolls.bad}]`,
      reason: "these dice were not rolled by the app's generator: roll again or mark them as yours",
    });
  const r = previewPlayerEvent(state, faction, side, answers, tables);
  if (r.kind === "error") return fail(...r.errors);
  if (r.kind === "need")
    return fail({ field: "answers", reason: `the Event needs another answer: ${r.question.text}` });
  // A player Faction's granted Operation or SA comes next, in the guided form (player-grant.ts).
  const due = r.granted.filter((g) => state.board.roles[g.faction] === "player");
  return ok({
    faction,
    action: "event",
    side,
    edits: r.edits,
    applied: {
      card: state.board.currentCard as number,
      answers: answers.map((a) => (a.kind === "dice" ? { ...a, faces: [...a.faces] } : { ...a })),
      asked: r.answered,
      changes: combineChanges(r.changes).map((c) => c.text),
      notes: r.notes,
      grants: r.grants,
      ...(due.length ? { due } : {}),
    },
    ...(note ? { note } : {}),
    ...(rolls.rolled ? { rngAfter: rolls.rng } : {}),
  });
}
