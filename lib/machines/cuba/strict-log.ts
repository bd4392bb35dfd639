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
import { fail, failAll } from "@/lib/engine/core/result";
import { checkInput } from "@/lib/engine/cuba/calixto/input-check";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import { checkLoggedOperation } from "@/lib/engine/cuba/game/player-operation";
import { REDUCERS, type ReducerMap } from "@/lib/engine/cuba/game/reducers";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { type TurnInProgress, turnOf } from "@/lib/engine/cuba/game/turns";
import { answer, pendingRequest } from "../core/awaiting";
import { startTurnActor } from "./session";

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

export const STRICT_REDUCERS: ReducerMap = {
  ...REDUCERS,
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
  // The player's own Operation: re-run on its board, legal with its dice, the same edits.
  "player.action": (s, e) => {
    const checked = checkLoggedOperation(s, e.payload);
    return checked.ok ? REDUCERS["player.action"](s, e) : checked;
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
