/**
 * The fold's reducers with the checks the app makes before it logs a turn's input or a
 * correction (lib/persistence/turns.ts), for logs read from outside (a game import, the command
 * line): each input must answer the request the turn is waiting for (input-check.ts: dice faces
 * as many as the dice, a tie-break among the tied options, C8.2.1, C8.5.3), and a correction must
 * name a decision the turn has made. The turn is rebuilt from the log as on load (session.ts).
 */
import { fail, failAll } from "@/lib/engine/core/result";
import { checkInput } from "@/lib/engine/cuba/calixto/input-check";
import { REDUCERS, type ReducerMap } from "@/lib/engine/cuba/game/reducers";
import { viewTurn } from "./session";

export const STRICT_REDUCERS: ReducerMap = {
  ...REDUCERS,
  "turn.input": (s, e) => {
    const view = viewTurn(s);
    if (view?.error)
      return fail({ field: "event", reason: `the turn cannot go on: ${view.error}` });
    if (view && !view.request)
      return fail({
        field: "event",
        reason: view.done
          ? "the turn is finished: nothing is waiting for an input"
          : "nothing is waiting for an input",
      });
    if (view?.request) {
      const errors = checkInput(view.request, e.payload.event);
      if (errors.length) return failAll(errors);
    }
    return REDUCERS["turn.input"](s, e);
  },
  "turn.override": (s, e) => {
    const view = viewTurn(s);
    if (view && !view.trace.some((t) => t.decision === e.payload.decision))
      return fail({
        field: "decision",
        reason: `no decision ${e.payload.decision} in this turn to correct`,
      });
    return REDUCERS["turn.override"](s, e);
  },
};
