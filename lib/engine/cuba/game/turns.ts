/**
 * Log entries for play at the table: an NP turn or a Propaganda Round in progress (its inputs,
 * the player's corrections), its confirmation with the board changes the player made, the
 * player's own turns, the Calixto deck's shuffles, and moving on to the next card.
 *
 * The truth is the log: a turn in progress is only its start plus the inputs given so far; the
 * machines rebuild every decision from them (lib/machines/cuba/session.ts). A confirmation
 * carries the board edits the turn made, so folding never re-runs a finished turn: a rules fix
 * later cannot change a table that was already set up.
 */

import { PRIORITY_SHAPES } from "@/data/cuba/calixto/priority-rows";
import { isPropaganda } from "@/data/cuba/events";
import { fail, ok, type Result } from "../../core/result";
import { applyEditsShared, carryValid } from "../board/shared-edit";
import { CONFLICT_IDS } from "../calixto/conflict-ids";
import { advanceCard, afterAction } from "../calixto/eligibility/after-action";
import { eligibleOrder } from "../calixto/eligibility/order";
import type { RuleOptions } from "../calixto/scope";
import type { ColumnId } from "../calixto/types";
import { grantAfter } from "../player/grant-progress";
import { cardActionOf } from "../player/sequence";
import { FACTIONS, type SpaceId } from "../types";
import type {
  CardNextPayload,
  DeckShuffledPayload,
  PendingGrant,
  PlayerActionPayload,
  PlayerGrantPayload,
  ReadingsSetPayload,
  TurnBeginPayload,
  TurnConfirmPayload,
  TurnInputPayload,
  TurnOverridePayload,
} from "./entry-payloads";
import {
  type CalixtoState,
  calixtoOf,
  correctionsOf,
  dotsOf,
  gameOverOf,
  grantProgressOf,
  pendingGrantOf,
  playedOf,
  type TurnInProgress,
  turnOf,
} from "./readers";
import { type GameState, stateWith } from "./state";

// The payloads of these entries are declared below the log and its fold: entry-payloads.ts.
export type {
  AppliedEvent,
  CardNextPayload,
  DeckShuffledPayload,
  EmptyPayload,
  PendingGrant,
  PlayerActionPayload,
  PlayerGrantPayload,
  PlayerOperationRecord,
  ReadingsSetPayload,
  TurnBeginPayload,
  TurnConfirmPayload,
  TurnInputPayload,
  TurnOverridePayload,
  TurnPayloads,
} from "./entry-payloads";
// What a state says without folding (the board screen reads it on its first paint): readers.ts.
export * from "./readers";

/**
 * A row's dots as the player reads them must name a real row, only columns of its table, each
 * once; the closing rows (random pick, no legal space) cover every column and are not editable.
 */
function checkDots(id: string, cols: ColumnId[] | null) {
  const field = `dots.${id}`;
  const faction = FACTIONS.find((f) => PRIORITY_SHAPES[f].rows.includes(id));
  if (!faction) return { field, reason: "no Space Selection Priorities row has this id" };
  const table = PRIORITY_SHAPES[faction];
  if (table.closing.includes(id))
    return { field, reason: "the closing rows apply to every column and cannot be changed" };
  if (cols === null) return null;
  for (const c of cols)
    if (!table.columns.includes(c)) return { field, reason: `${faction} has no "${c}" column` };
  if (new Set(cols).size !== cols.length) return { field, reason: "a column is named twice" };
  return null;
}

/**
 * What is due after the granted action due now is done in `spaces` (null: declined, with the
 * rest of its grant): its next action, the next grant, or nothing (the card goes on).
 */
export function grantGoesOn(
  g: PendingGrant,
  spaces: readonly SpaceId[] | null,
): PendingGrant | null {
  const now = g.queue[0];
  const after =
    now && spaces ? grantAfter({ grant: now, step: g.step, acted: g.acted }, spaces) : null;
  if (after) return { card: g.card, queue: g.queue, step: after.step, acted: after.acted };
  const queue = g.queue.slice(1);
  return queue.length ? { card: g.card, queue, step: 0, acted: [] } : null;
}

const withExt = (s: GameState, key: string, value: unknown): GameState => {
  const ext = { ...s.ext };
  if (value === undefined) delete ext[key];
  else ext[key] = value;
  return stateWith(s, s.board, s.rng, ext);
};

/**
 * Several `ext` slots at once, copying `ext` once (undefined removes a slot), and the state once
 * with its new board and generator state if given.
 */
const withExts = (
  s: GameState,
  values: Record<string, unknown>,
  board = s.board,
  rng = s.rng,
): GameState => {
  const ext = { ...s.ext };
  for (const key in values) {
    const value = values[key];
    if (value === undefined) delete ext[key];
    else ext[key] = value;
  }
  return stateWith(s, board, rng, ext);
};

const isEmpty = (o: object) => {
  for (const _ in o) return false;
  return true;
};

const noTurn = (s: GameState) =>
  turnOf(s)
    ? fail({ field: "turn", reason: "a turn is in progress: finish or cancel it first" })
    : null;
/** Nothing else happens on the card while a granted action is due (5.1: the Event goes on). */
const noGrant = (s: GameState) =>
  pendingGrantOf(s)
    ? fail({
        field: "grant",
        reason: "the Event's granted action is due: carry it out or decline it first",
      })
    : null;
const needTurn = (s: GameState): Result<TurnInProgress> => {
  const t = turnOf(s);
  return t ? ok(t) : fail({ field: "turn", reason: "no turn is in progress" });
};

export const TURN_REDUCERS = {
  "turn.begin": (s: GameState, p: TurnBeginPayload): Result<GameState> => {
    const busy = noTurn(s) ?? noGrant(s);
    if (busy) return busy;
    if (gameOverOf(s)) return fail({ field: "turn", reason: "the game is over" });
    if (p.kind === "np") {
      const o = eligibleOrder(s.board);
      if (!o.ok) return o;
      const next = o.value.next;
      if (!next || next.faction !== p.faction)
        return fail({
          field: "faction",
          reason: `${p.faction} is not the next Eligible Faction${next ? ` (${next.faction} is)` : ""}`,
        });
      if (s.board.roles[next.faction] !== "np")
        return fail({ field: "faction", reason: `${p.faction} is a player Faction` });
    } else if (s.board.currentCard === null || s.board.currentCard < 49) {
      return fail({ field: "kind", reason: "a Propaganda Round needs a Propaganda card in play" });
    }
    // Corrections logged with this turn replace the game's; absent, the last logged ones go on.
    const game =
      p.corrections === undefined
        ? s
        : withExt(s, "corrections", p.corrections.length ? p.corrections : undefined);
    const corrections = correctionsOf(game);
    const turn: TurnInProgress = {
      kind: p.kind,
      faction: p.faction,
      inputs: [],
      overrides: [],
      ...(p.answers && Object.keys(p.answers).length ? { remembered: { ...p.answers } } : {}),
      ...(corrections.length ? { corrections } : {}),
    };
    // No turn is in progress (noTurn): the slot is added last, as withExt adds it.
    return ok(stateWith(game, game.board, game.rng, { ...game.ext, turn }));
  },
  "turn.input": (s: GameState, p: TurnInputPayload): Result<GameState> => {
    const t = needTurn(s);
    if (!t.ok) return t;
    // The turn's slot is there already: replaced in a spread, the copy keeps the key order.
    const turn: TurnInProgress = { ...t.value, inputs: [...t.value.inputs, p.event] };
    const rng = p.rngAfter === undefined ? s.rng : p.rngAfter;
    return ok(stateWith(s, s.board, rng, { ...s.ext, turn }));
  },
  "turn.override": (s: GameState, p: TurnOverridePayload): Result<GameState> => {
    const t = needTurn(s);
    if (!t.ok) return t;
    if (p.keepInputs < 0 || p.keepInputs > t.value.inputs.length)
      return fail({ field: "keepInputs", reason: `must be from 0 to ${t.value.inputs.length}` });
    const overrides = [
      ...t.value.overrides.filter((o) => o.decision !== p.decision),
      { decision: p.decision, value: p.value, reason: p.reason },
    ];
    return ok(
      withExt(s, "turn", { ...t.value, overrides, inputs: t.value.inputs.slice(0, p.keepInputs) }),
    );
  },
  "turn.confirm": (s: GameState, p: TurnConfirmPayload): Result<GameState> => {
    const t = needTurn(s);
    if (!t.ok) return t;
    // An NP turn is confirmed with the action it took on the card (2.3); one that took none
    // failed and is cancelled, or the same turn would come back forever (issue 21). A
    // Propaganda Round is no action on a card.
    if (t.value.kind === "np" && p.action === null)
      return fail({
        field: "action",
        reason:
          "an NP turn is confirmed with the action it took; a turn that took none is cancelled",
      });
    if (t.value.kind === "propaganda" && p.action !== null)
      return fail({ field: "action", reason: "a Propaganda Round takes no action on a card" });
    // The fold's fast path (the same result as applyEdits): the edits' spaces are checked, not
    // the whole board, when the board before is one the fold knows valid.
    const r = applyEditsShared(s.board, p.edits);
    if (!r.ok) return r;
    return ok(
      withExts(
        s,
        {
          turn: undefined,
          // A Propaganda card has just been played (with its Round or without one, 6.0).
          ...(t.value.kind === "propaganda" ? { afterPropaganda: true } : {}),
          calixto: {
            deck: p.deck ?? calixtoOf(s).deck,
            // Usually nothing new to remember: the answers so far are kept as they are.
            answers: isEmpty(p.answers)
              ? calixtoOf(s).answers
              : { ...calixtoOf(s).answers, ...p.answers },
          } satisfies CalixtoState,
          ...(p.gameOver ? { gameOver: p.gameOver } : {}),
        },
        r.value,
        p.rngAfter === undefined ? s.rng : p.rngAfter,
      ),
    );
  },
  "turn.cancel": (s: GameState): Result<GameState> => {
    const t = needTurn(s);
    return t.ok ? ok(withExt(s, "turn", undefined)) : t;
  },
  "deck.shuffled": (s: GameState, p: DeckShuffledPayload): Result<GameState> =>
    ok({
      ...withExt(s, "calixto", {
        ...calixtoOf(s),
        deck: { mode: "app", order: p.order },
      } satisfies CalixtoState),
      rng: p.rngAfter,
    }),
  "player.action": (s: GameState, p: PlayerActionPayload): Result<GameState> => {
    const busy = noTurn(s) ?? noGrant(s);
    if (busy) return busy;
    if (s.board.roles[p.faction] !== "player")
      return fail({
        field: "faction",
        reason: `${p.faction} is run by Calixto, not by the player`,
      });
    if (p.applied) {
      // Only the Event of the card in play can have been applied by the app (5.1, 2.3).
      if (p.action !== "event" || !p.side)
        return fail({
          field: "applied",
          reason: "only an Event the app applied carries its answers",
        });
      if (p.applied.card !== s.board.currentCard)
        return fail({
          field: "applied.card",
          reason: `#${p.applied.card} is not the card in play (#${s.board.currentCard ?? "none"})`,
        });
    }
    if (p.operation) {
      // The Operation's record must be the one this entry's box and Faction say (2.3.4).
      if (p.applied || p.side)
        return fail({
          field: "operation",
          reason: "an Operation is not an Event: no side, no Event record",
        });
      if (p.operation.action.faction !== p.faction)
        return fail({
          field: "operation.action.faction",
          reason: `the Operation is ${p.operation.action.faction}'s, the entry ${p.faction}'s`,
        });
      const box = cardActionOf(p.operation.action);
      if (box !== p.action)
        return fail({
          field: "action",
          reason: `this Operation fills the ${box} box, not ${p.action} (2.3.4)`,
        });
    }
    const e = applyEditsShared(s.board, p.edits);
    if (!e.ok) return e;
    const a = afterAction(e.value, p.faction, p.action, p.side);
    if (!a.ok) return a;
    const due = p.applied?.due ?? [];
    for (const [i, g] of due.entries())
      if (s.board.roles[g.faction] !== "player")
        return fail({
          field: `applied.due[${i}].faction`,
          reason: `${g.faction} is run by Calixto: its granted action is not the player's`,
        });
    const next = stateWith(
      s,
      carryValid(e.value, a.value.board),
      p.rngAfter === undefined ? s.rng : p.rngAfter,
      s.ext,
    );
    return ok(
      due.length && p.applied
        ? withExt(next, "grant", {
            card: p.applied.card,
            queue: structuredClone(due),
            step: 0,
            acted: [],
          } satisfies PendingGrant)
        : next,
    );
  },
  /**
   * A granted action of the player's Event, or the rest of the grant declined (5.1): its edits
   * applied, no Sequence of Play box; then the next action due, the next grant, or the card goes on.
   */
  "player.grant": (s: GameState, p: PlayerGrantPayload): Result<GameState> => {
    const busy = noTurn(s);
    if (busy) return busy;
    const g = pendingGrantOf(s);
    const now = grantProgressOf(s);
    if (!g || !now) return fail({ field: "grant", reason: "no granted action is due" });
    if (p.faction !== now.grant.faction)
      return fail({
        field: "faction",
        reason: `the granted action is ${now.grant.faction}'s, not ${p.faction}'s`,
      });
    if (p.declined && (p.operation || p.edits.length))
      return fail({ field: "declined", reason: "a declined action changes nothing" });
    if (!p.declined && !p.operation)
      return fail({ field: "operation", reason: "give the granted action, or decline it" });
    if (p.operation && p.operation.action.faction !== p.faction)
      return fail({
        field: "operation.action.faction",
        reason: `the action is ${p.operation.action.faction}'s, the entry ${p.faction}'s`,
      });
    const e = applyEditsShared(s.board, p.edits);
    if (!e.ok) return e;
    const pending = grantGoesOn(
      g,
      p.declined ? null : (p.operation?.action.spaces ?? []).map((x) => x.space),
    );
    return ok(
      withExt(
        { ...s, board: e.value, ...(p.rngAfter === undefined ? {} : { rng: p.rngAfter }) },
        "grant",
        pending ?? undefined,
      ),
    );
  },
  "card.next": (s: GameState, p: CardNextPayload): Result<GameState> => {
    const busy = noTurn(s) ?? noGrant(s);
    if (busy) return busy;
    // Each card of the deck is played once (2.3.8): the card revealed is neither the one going
    // into play now nor one already played.
    const played = playedOf(s);
    const current = s.board.currentCard;
    if (p.revealed !== null && p.revealed === s.board.nextCard)
      return fail({
        field: "revealed",
        reason: `card ${p.revealed} goes into play now: the next card is another one`,
      });
    if (p.revealed !== null && (p.revealed === current || played.includes(p.revealed)))
      return fail({ field: "revealed", reason: `card ${p.revealed} has already been played` });
    const r = advanceCard(s.board, p.revealed);
    if (!r.ok) return r;
    return ok(
      withExts(
        s,
        {
          // An Event card played in between allows the next Propaganda card its Round (6.0).
          afterPropaganda: current !== null && isPropaganda(current) ? true : undefined,
          ...(current === null ? {} : { played: [...played, current] }),
        },
        carryValid(s.board, r.value.board),
      ),
    );
  },
  "readings.set": (s: GameState, p: ReadingsSetPayload): Result<GameState> => {
    // A turn's decisions are rebuilt from its inputs under the readings in force: switching in
    // the middle would change decisions already shown and acted on.
    const busy = noTurn(s);
    if (busy) return busy;
    for (const [id, v] of Object.entries(p.conflicts)) {
      if (!CONFLICT_IDS.has(id))
        return fail({ field: `conflicts.${id}`, reason: "no disputed reading has this id" });
      if (v !== "recommended" && v !== "alternative")
        return fail({ field: `conflicts.${id}`, reason: "must be recommended or alternative" });
    }
    const dots = { ...dotsOf(s) };
    for (const [id, cols] of Object.entries(p.dots ?? {})) {
      const bad = checkDots(id, cols);
      if (bad) return fail(bad);
      if (cols === null) delete dots[id];
      else dots[id] = [...cols];
    }
    const prev = (s.ext.readings as RuleOptions["conflicts"] | undefined) ?? {};
    const next = withExt(s, "readings", { ...prev, ...p.conflicts });
    return ok(p.dots ? withExt(next, "dots", Object.keys(dots).length ? dots : undefined) : next);
  },
};
