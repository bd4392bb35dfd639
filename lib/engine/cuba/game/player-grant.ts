import { fail, ok, type Result } from "../../core/result";
import { combineChanges } from "../board/combine-changes";
import { diffBoards } from "../board/edit";
import type { PlayerAction } from "../player/action";
import { type GrantedOutcome, runGrantedAction } from "../player/grant";
import { nextStep } from "./next-step";
import { appDiceChecked, type OperationDice, sameAsRerun } from "./player-operation";
import type { GameState } from "./state";
import { grantProgressOf, type PlayerGrantPayload, readingsOf } from "./turns";

/**
 * An action a player's Event granted (5.1), as ONE log entry after the Event's: a `player.grant`
 * whose edits are the action's whole effect and whose `operation` record keeps the choices, the
 * dice and the checklist, as for the Faction's own Operation (player-operation.ts). Free and with
 * no Sequence of Play box (the Event took the box). One Undo takes it back and the grant is due
 * again; declining is an entry too. What is due is read from the log (turns.ts `ext.grant`).
 */

/** The granted action carried out on the game's board with these dice (for the form's preview). */
export function previewGrantedAction(
  state: GameState,
  action: PlayerAction,
  faces: readonly number[],
): Result<GrantedOutcome> {
  const p = grantProgressOf(state);
  if (!p) return fail({ field: "grant", reason: "no granted action is due" });
  return runGrantedAction(state.board, p, action, {
    dice: faces,
    conflicts: readingsOf(state),
  });
}

function due(state: GameState): Result<true> {
  const next = nextStep(state);
  return next.kind === "grant"
    ? ok(true)
    : fail({ field: "grant", reason: "no action granted by an Event is due now" });
}

/** The log entry for the granted action due now, or every reason it is refused. */
export function playerGrantPayload(
  state: GameState,
  action: PlayerAction,
  dice: OperationDice = { faces: [], source: "physical" },
  note?: string,
): Result<PlayerGrantPayload> {
  const d = due(state);
  if (!d.ok) return d;
  const checked = appDiceChecked(state, dice);
  if (!checked.ok) return checked;
  const rngAfter = checked.value;
  const r = previewGrantedAction(state, action, dice.faces);
  if (!r.ok) return r;
  return ok({
    faction: action.faction,
    edits: diffBoards(state.board, r.value.board),
    operation: {
      action: structuredClone(action),
      dice: { faces: [...dice.faces], source: dice.source },
      changes: combineChanges(r.value.changes).map((c) => c.text),
    },
    ...(note ? { note } : {}),
    ...(rngAfter === undefined ? {} : { rngAfter }),
  });
}

/** The log entry declining the granted action due now and the ones after it in its grant. */
export function declineGrantPayload(state: GameState, note?: string): Result<PlayerGrantPayload> {
  const d = due(state);
  if (!d.ok) return d;
  const p = grantProgressOf(state);
  if (!p) return fail({ field: "grant", reason: "no granted action is due" });
  return ok({ faction: p.grant.faction, edits: [], declined: true, ...(note ? { note } : {}) });
}

/**
 * A logged granted action read from outside (a game import): re-run on the board it was logged
 * on, it must be legal by the grant with its dice and its edits exactly what it does.
 */
export function checkLoggedGrant(state: GameState, p: PlayerGrantPayload): Result<true> {
  if (p.declined) return ok(true);
  const op = p.operation;
  if (!op) return fail({ field: "operation", reason: "give the granted action, or decline it" });
  return sameAsRerun(
    state,
    p,
    playerGrantPayload(state, op.action, op.dice, p.note),
    "this granted action does",
  );
}
