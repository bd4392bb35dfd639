import { fail, ok, type Result } from "../../core/result";
import { nextInt, type RngState } from "../../core/rng";
import { combineChanges } from "../board/combine-changes";
import { applyEdits, type BoardEdit, diffBoards } from "../board/edit";
import type { PlayerAction } from "../player/action";
import { type PlayerTurn, playerTurn } from "../player/turn";
import { nextStep } from "./next-step";
import type { GameState } from "./state";
import { type PlayerActionPayload, readingsOf } from "./turns";

/**
 * The player's own Operation and SA as ONE log entry (2.3, 3.0, 4.0): a `player.action` whose
 * edits are the Operation's whole effect on the board (the Sequence of Play box is the entry's
 * own, filled when it folds, as for every player action) and whose `operation` record keeps the
 * choices, the dice and the checklist in words. One Undo takes it all back. Dice are the
 * player's own or the app's: app dice must be the game generator's next faces (appRolls), so
 * replay never re-rolls, and the generator state after them goes in the entry.
 */

/** The dice an Operation read, in order, and who rolled them. */
export interface OperationDice {
  faces: number[];
  source: "app" | "physical";
}

/** "Roll for me": the generator's next `count` faces after the game's last app roll. */
export function appRolls(state: GameState, count: number): { faces: number[]; rngAfter: RngState } {
  let s = state.rng;
  const faces: number[] = [];
  for (let i = 0; i < count; i++) {
    let v: number;
    [v, s] = nextInt(s, 6);
    faces.push(v + 1);
  }
  return { faces, rngAfter: s };
}

/** The action carried out on the game's board with these dice (for the form's preview). */
export function previewPlayerOperation(
  state: GameState,
  action: PlayerAction,
  faces: readonly number[],
): Result<PlayerTurn> {
  return playerTurn(state.board, action, { dice: faces, conflicts: readingsOf(state) });
}

/** The log entry for the player's own Operation and SA, or every reason it is refused. */
export function playerOperationPayload(
  state: GameState,
  action: PlayerAction,
  dice: OperationDice = { faces: [], source: "physical" },
  note?: string,
): Result<PlayerActionPayload> {
  const next = nextStep(state);
  if (next.kind !== "player")
    return fail({ field: "turn", reason: "it is not your Faction's turn on this card (2.3)" });
  if (next.faction !== action.faction)
    return fail({
      field: "faction",
      reason: `${action.faction} is not the next Eligible Faction: ${next.faction} is (2.3)`,
    });
  const checked = appDiceChecked(state, dice);
  if (!checked.ok) return checked;
  const rngAfter = checked.value;
  const r = previewPlayerOperation(state, action, dice.faces);
  if (!r.ok) return r;
  return ok({
    faction: action.faction,
    action: r.value.cardAction,
    edits: diffBoards(state.board, r.value.operated),
    operation: {
      action: structuredClone(action),
      dice: { faces: [...dice.faces], source: dice.source },
      changes: combineChanges(r.value.changes).map((c) => c.text),
    },
    ...(note ? { note } : {}),
    ...(rngAfter === undefined ? {} : { rngAfter }),
  });
}

/**
 * A logged Operation read from outside (a game import): re-run on the board it was logged on, it
 * must be legal with its dice (app dice the generator's own) and its edits exactly what it does.
 * Fields are named within the entry's payload.
 */
export function checkLoggedOperation(state: GameState, p: PlayerActionPayload): Result<true> {
  const op = p.operation;
  if (!op) return ok(true);
  return sameAsRerun(
    state,
    p,
    playerOperationPayload(state, op.action, op.dice, p.note),
    "this Operation does on this board",
  );
}

/**
 * A logged action against the same action re-run on the board it was logged on (`again`): the
 * re-run must be legal, give the same board as the logged edits and leave the generator where
 * the log says (replay never re-rolls). `does` names what the edits should be, in words.
 */
export function sameAsRerun(
  state: GameState,
  logged: { edits: readonly BoardEdit[]; rngAfter?: RngState },
  again: Result<{ edits: readonly BoardEdit[]; rngAfter?: RngState }>,
  does: string,
): Result<true> {
  if (!again.ok)
    return fail(
      ...again.errors.map((e) => ({
        field: e.field.startsWith("dice") ? `operation.${e.field}` : `operation.action.${e.field}`,
        reason: e.reason,
      })),
    );
  const was = applyEdits(state.board, logged.edits);
  const done = applyEdits(state.board, again.value.edits);
  if (!was.ok || !done.ok || stable(was.value) !== stable(done.value))
    return fail({ field: "edits", reason: `the edits are not what ${does}` });
  if (again.value.rngAfter !== logged.rngAfter)
    return fail({
      field: "rngAfter",
      reason: "the generator state does not follow the app's dice",
    });
  return ok(true);
}

/** JSON with keys sorted, so two equal boards read from different sources compare equal. */
function stable(v: unknown): string {
  return JSON.stringify(v, (_k, x) =>
    x && typeof x === "object" && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}

/**
 * Dice marked as the app's must be the game generator's next ones (replay never re-rolls):
 * the generator's state after them, none for the player's own dice.
 */
export function appDiceChecked(
  state: GameState,
  dice: OperationDice,
): Result<RngState | undefined> {
  if (dice.source !== "app" || dice.faces.length === 0) return ok(undefined);
  const rolled = appRolls(state, dice.faces.length);
  const bad = dice.faces.findIndex((f, i) => f !== rolled.faces[i]);
  if (bad >= 0)
    return fail({
      field: `dice.faces[${bad}]`,
      reason: "these dice were not rolled by the app's generator: roll again or mark them as yours",
    });
  return ok(rolled.rngAfter);
}
