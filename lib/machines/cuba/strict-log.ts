/**
 * The fold's reducers with the checks the app makes before it logs a turn's input or a
 * correction (lib/persistence/turns.ts), for logs read from outside (a game import, the command
 * line): each input must answer the request the turn is waiting for (input-check.ts: dice faces
 * as many as the dice, a tie-break among the tied options, C8.2.1, C8.5.3), and a correction must
 * name a decision the turn has made. The turn is rebuilt from the log as on load (session.ts).
 *
 * One actor per turn is kept while its inputs are folded (keyed by the turn record it has
 * consumed), so a turn of k inputs costs k steps, not k rebuilds; any other path rebuilds it.
 */
import type { AnyActorRef } from "xstate";
import { canonicalJson } from "@/lib/engine/core/hash";
import { fail, failAll, type Result } from "@/lib/engine/core/result";
import { isNpDeck } from "@/lib/engine/cuba/calixto/deck";
import { checkInput } from "@/lib/engine/cuba/calixto/input-check";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import { playerEventPayload } from "@/lib/engine/cuba/game/player-event";
import { checkLoggedGrant } from "@/lib/engine/cuba/game/player-grant";
import { checkLoggedOperation } from "@/lib/engine/cuba/game/player-operation";
import { REDUCERS, type ReducerMap } from "@/lib/engine/cuba/game/reducers";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { calixtoOf, type TurnInProgress, turnOf } from "@/lib/engine/cuba/game/turns";
import { FACTIONS } from "@/lib/engine/cuba/types";
import { answer, pendingRequest } from "../core/awaiting";
import { needsTrial, trialOnceNow, trialWords } from "./corrections-trial";
import { loadTurnParts } from "./parts";
import {
  appAnswer,
  appShuffle,
  confirmPayload,
  startTurnActor,
  turnCannotGoOn,
  viewOf,
} from "./session";

// Synchronous turns here (the strict import replays every turn of the file): every part of a turn that the browser
// loads when first needed is loaded with this module (core/lazy-part.ts).
await loadTurnParts();

interface Live {
  actor: AnyActorRef;
  scope: TurnScope;
  /** What the turn was started from: a board edit or a switched reading in between rebuilds it. */
  from: unknown[];
}
const basis = (s: GameState) => [s.board, s.ext.calixto, s.ext.readings, s.ext.dots];
const live = new WeakMap<TurnInProgress, Live>();

/** The turn's actor after all its logged inputs: the cached one, or rebuilt from the log. */
function liveTurn(s: GameState): Live | null {
  const turn = turnOf(s);
  if (!turn) return null;
  const cached = live.get(turn);
  const now = basis(s);
  if (cached?.from.every((x, i) => x === now[i])) return cached;
  const built = { ...startTurnActor(s, turn), from: now };
  for (const input of turn.inputs) answer(built.actor, input);
  return built;
}

const failure = (l: Live): string | null => {
  const snap = l.actor.getSnapshot();
  return snap.status === "error" ? String((snap.error as Error)?.message ?? snap.error) : null;
};

/**
 * The first field of `given` that is not what the app wrote (`want`), compared as JSON whatever
 * the key order; null when they are the same.
 */
function notTheApps(
  given: Record<string, unknown>,
  want: Record<string, unknown>,
  why: string,
): Result<never> | null {
  for (const k of new Set([...Object.keys(want), ...Object.keys(given)]))
    if (canonicalJson(given[k]) !== canonicalJson(want[k]))
      return fail({ field: k, reason: `${why}: the app writes ${shownValue(want[k])}` });
  return null;
}
const shownValue = (v: unknown) => {
  if (v === undefined) return "nothing here";
  const t = canonicalJson(v);
  return t.length > 80 ? `${t.slice(0, 80)}…` : t;
};

const npOf = (s: GameState) => FACTIONS.filter((f) => s.board.roles[f] === "np");

export const STRICT_REDUCERS: ReducerMap = {
  ...REDUCERS,
  /**
   * A turn starts on a deck the NP Factions can all draw from (the app shuffles a new one first,
   * C8.4.1), with corrections that passed the seeded trial when they were saved (issue 21).
   */
  "turn.begin": (s, e) => {
    const p = e.payload;
    const deck = calixtoOf(s).deck;
    if (
      p.kind === "np" &&
      s.setup.deck === "app" &&
      (!deck || (deck.mode === "app" && !isNpDeck(deck.order, npOf(s))))
    )
      return fail({
        field: "deck",
        reason:
          "the Calixto deck is not the NP Factions' cards once each: the app shuffles a new one before this turn (C8.4.1)",
      });
    if (p.corrections && needsTrial(p.corrections)) {
      const trial = trialOnceNow(p.corrections);
      if (trial.problems.length)
        return fail({ field: "corrections", reason: trialWords(trial.problems[0]) });
    }
    return REDUCERS["turn.begin"](s, e);
  },
  /** An app shuffle is the one the game's generator makes, with its state after it (C8.4.1). */
  "deck.shuffled": (s, e) => {
    if (s.setup.deck !== "app")
      return fail({
        field: "order",
        reason: "this game's Calixto deck is the player's own: the app never shuffles it",
      });
    const bad = notTheApps(
      e.payload as unknown as Record<string, unknown>,
      appShuffle(s) as unknown as Record<string, unknown>,
      "not the shuffle the game's generator makes",
    );
    return bad ?? REDUCERS["deck.shuffled"](s, e);
  },
  /**
   * The player's own Event the app applied: re-run from its answers, it gives the same edits,
   * record and generator state; without that record, the app rolled nothing for it.
   */
  "player.action": (s, e) => {
    // The player's own Operation: re-run on its board, legal with its dice, the same edits.
    const checked = checkLoggedOperation(s, e.payload);
    if (!checked.ok) return checked;
    const p = e.payload;
    if (!p.applied) {
      if (p.rngAfter !== undefined && !p.operation)
        return fail({
          field: "rngAfter",
          reason: "the app rolls only for an Event or an Operation it applies",
        });
      return REDUCERS["player.action"](s, e);
    }
    if (p.action !== "event" || !p.side) return REDUCERS["player.action"](s, e);
    const want = playerEventPayload(s, p.faction, p.side, p.applied.answers, p.note);
    if (!want.ok) return failAll(want.errors);
    const bad = notTheApps(
      p as unknown as Record<string, unknown>,
      want.value as unknown as Record<string, unknown>,
      "not what this Event does with these answers",
    );
    return bad ?? REDUCERS["player.action"](s, e);
  },
  /** A granted action of the player's Event: re-run by the grant's terms, the same edits (5.1). */
  "player.grant": (s, e) => {
    const checked = checkLoggedGrant(s, e.payload);
    return checked.ok ? REDUCERS["player.grant"](s, e) : checked;
  },
  /**
   * A confirmation is the one the app writes for the finished turn (session.ts confirmPayload):
   * its board edits, action, deck, answers, checklist and generator state. A turn that cannot go
   * on, or is not finished, cannot be confirmed.
   */
  "turn.confirm": (s, e) => {
    const r = REDUCERS["turn.confirm"](s, e);
    const turn = turnOf(s);
    const l = r.ok ? liveTurn(s) : null;
    if (!turn || !l) return r;
    const view = viewOf(turn, l);
    const broken = turnCannotGoOn(view);
    if (broken) return fail({ field: "turn", reason: `the turn cannot go on: ${broken}` });
    const want = view.done ? confirmPayload(s, view) : null;
    if (!want)
      return fail({ field: "turn", reason: "the turn is not finished: it cannot be confirmed" });
    const bad = notTheApps(
      e.payload as unknown as Record<string, unknown>,
      want as unknown as Record<string, unknown>,
      "not what the turn did",
    );
    return bad ?? r;
  },
  "turn.input": (s, e) => {
    const l = liveTurn(s);
    if (l) {
      const broken = failure(l);
      if (broken) return fail({ field: "event", reason: `the turn cannot go on: ${broken}` });
      const done = l.actor.getSnapshot().status === "done";
      const request = done ? null : pendingRequest(l.actor);
      if (!request)
        return fail({
          field: "event",
          reason: done
            ? "the turn is finished: nothing is waiting for an input"
            : "nothing is waiting for an input",
        });
      const errors = checkInput(request, e.payload.event);
      if (errors.length) return failAll(errors);
      const bad = appInput(s, request, e.payload);
      if (bad) return bad;
    }
    const r = REDUCERS["turn.input"](s, e);
    const before = turnOf(s);
    if (r.ok && l && before) {
      live.delete(before);
      answer(l.actor, e.payload.event);
      const after = turnOf(r.value);
      if (after) live.set(after, { ...l, from: basis(r.value) });
    }
    return r;
  },
  "turn.override": (s, e) => {
    const l = liveTurn(s);
    if (l && !l.scope.trace.some((t) => t.decision === e.payload.decision))
      return fail({
        field: "decision",
        reason: `no decision ${e.payload.decision} in this turn to correct`,
      });
    return REDUCERS["turn.override"](s, e);
  },
};

/**
 * An input marked as the app's is the roll or pick the game's generator makes for the request,
 * with the generator's state after it; the player's own inputs carry no generator state.
 */
function appInput(
  s: GameState,
  request: NonNullable<ReturnType<typeof pendingRequest>>,
  p: { event: Parameters<typeof checkInput>[1]; rngAfter?: number },
): Result<never> | null {
  const source = "source" in p.event ? p.event.source : undefined;
  if (source !== "app")
    return p.rngAfter === undefined
      ? null
      : fail({
          field: "rngAfter",
          reason: "only the app's own rolls and picks move its generator",
        });
  const want = appAnswer(s, request);
  if (!want)
    return fail({
      field: "event.source",
      reason: "the app rolls dice and picks at random, nothing else",
    });
  return notTheApps(
    { event: p.event, rngAfter: p.rngAfter },
    { event: want.event, rngAfter: want.rngAfter },
    "not the roll the game's generator makes",
  );
}
