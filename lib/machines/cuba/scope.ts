import type { NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import type { Override, TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type {
  CardLineRef,
  InputEvent,
  Step,
  TableChange,
  TraceRecord,
} from "@/lib/engine/cuba/calixto/types";

/**
 * The only places machines write to the shared turn scope. Keeping the writes here means a
 * reader can find every effect a machine has on the turn in one file.
 */

/** Record a decision; returns its number, which overrides refer to. */
export function recordDecision(scope: TurnScope, rec: TraceRecord): number {
  const decision = ++scope.decisions;
  scope.trace.push({ ...rec, decision });
  return decision;
}

/** Record a record that is not a decision (a note, a change, an instruction line). */
export function recordNote(scope: TurnScope, rec: TraceRecord): void {
  scope.trace.push(rec);
}

/**
 * A card line was carried out in a space: mark its first own record (from `own`) with the line
 * (TraceRecord.acted), or, when the line wrote none (a March into a Province), the first table
 * change made since `from` (its moves). A record the line already marked (Muscle's origins)
 * keeps its own.
 */
export function markActed(scope: TurnScope, own: number, from: number, at: CardLineRef): void {
  const i =
    own < scope.trace.length
      ? own
      : scope.trace.findIndex((t, k) => k >= from && t.kind === "change");
  if (i < 0 || scope.trace[i].acted) return;
  scope.trace[i] = { ...scope.trace[i], acted: at };
}

/** The player's correction for the decision about to be made, if any. */
export function overrideFor(scope: TurnScope): Override | undefined {
  const next = scope.decisions + 1;
  return scope.overrides.find((o) => o.decision === next);
}

/** Apply an engine step: the board moves on and its changes join the checklist and the trace. */
export function applyStep(scope: TurnScope, step: Step): void {
  scope.board = step.board;
  for (const change of step.changes) addChange(scope, change);
}

export function addChange(scope: TurnScope, change: TableChange): void {
  scope.changes.push(change);
  scope.trace.push({ kind: "change", change, rule: "C8.2.1" });
}

/**
 * Wrap a scope write as an `assign` so it runs in order with the machine's other steps. XState
 * defers plain actions while an actor computes its first macrostep, but runs `assign` at once; a
 * later guard in the same macrostep must see the write (docs/engine-design.md).
 */
export function scopeWrite<C extends object, E>(fn: (args: { context: C; event: E }) => void) {
  return ({ context, event }: { context: C; event: E }): Partial<C> => {
    fn({ context, event });
    return {};
  };
}

/** An input as the answer a pure procedure reads (NeedAnswer): dice faces, or a chosen option. */
export function needAnswerOf(event: InputEvent): NeedAnswer {
  switch (event.type) {
    case "dice.rolled":
      return { kind: "dice", faces: event.faces };
    case "tie.broken":
      return { kind: "choice", value: event.choice };
    case "question.answered":
      return { kind: "choice", value: event.value };
    case "card.drawn":
      return { kind: "choice", value: event.card };
    default:
      return { kind: "choice", value: "" };
  }
}
