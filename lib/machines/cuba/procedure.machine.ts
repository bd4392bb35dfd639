import { assign, setup } from "xstate";
import type { NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { StepResult } from "@/lib/engine/cuba/calixto/step-result";
import {
  COLUMNS,
  type ColumnId,
  type InputEvent,
  type Request,
} from "@/lib/engine/cuba/calixto/types";
import { FACTIONS, type Faction, type SpaceId } from "@/lib/engine/cuba/types";
import { AWAITING } from "../core/awaiting";
import { answeredTo, selectionInput } from "./needs";
import { applyStep, needAnswerOf, recordNote } from "./scope";
import { spaceSelectionMachine } from "./space-selection.machine";

/**
 * Runs one pure procedure that may need inputs (a Propaganda phase, a Cash spend): the procedure
 * is called again from the start with one more answer each time it asks for one (dice, a
 * tie-break, a player's answer, or a space chosen with the priorities). When it is done, its
 * board and table changes join the turn and its extra results come out as the output.
 */
export interface ProcedureInput {
  scope: TurnScope;
  /** Faction whose priorities table answers nested selections when the column does not say. */
  faction: Faction;
  label: string;
  run: (board: TurnScope["board"], answers: readonly NeedAnswer[]) => StepResult<object>;
  /** Put the procedure's own records (its notes, why) before its table changes in the trace. */
  traceFirst?: boolean;
}

export interface ProcedureOutput {
  done: boolean;
  extra: Record<string, unknown>;
  error?: string;
}

interface Ctx {
  input: ProcedureInput;
  answers: NeedAnswer[];
  result: StepResult<object> | null;
  request: Request | null;
  rounds: number;
}

const MAX_ROUNDS = 120;

/** The Faction whose table has this column, when only one does (STAS, STAO, PC, PCas...). */
function columnOwner(column: ColumnId | null, fallback: Faction): Faction {
  if (!column) return fallback;
  const owners = FACTIONS.filter((f) => (COLUMNS[f] as readonly string[]).includes(column));
  return owners.length === 1
    ? owners[0]
    : owners.includes(fallback)
      ? fallback
      : (owners[0] ?? fallback);
}

export const procedureMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as ProcedureInput,
    output: {} as ProcedureOutput,
    events: {} as InputEvent,
  },
  actors: { spaceSelection: spaceSelectionMachine },
  guards: {
    tooMany: ({ context }) => context.rounds > MAX_ROUNDS,
    needsInput: ({ context }) =>
      context.result?.kind === "need" && context.result.need.kind === "request",
    needsSelection: ({ context }) =>
      context.result?.kind === "need" && context.result.need.kind === "select",
    failed: ({ context }) => context.result?.kind === "error",
  },
  actions: {
    run: assign(({ context }) => ({
      result: context.input.run(context.input.scope.board, context.answers),
      rounds: context.rounds + 1,
    })),
    ask: assign({
      request: ({ context }) =>
        context.result?.kind === "need" && context.result.need.kind === "request"
          ? context.result.need.request
          : null,
    }),
    answer: assign({
      answers: ({ context, event }) => {
        const a: NeedAnswer = needAnswerOf(event);
        return [...context.answers, a];
      },
      request: null,
    }),
    answerSpace: assign({
      answers: ({ context, event }) => [
        ...context.answers,
        {
          kind: "space" as const,
          space: (event as unknown as { output: { space: SpaceId | null } }).output.space,
        },
      ],
    }),
    apply: assign(({ context }) => {
      const r = context.result;
      if (r?.kind !== "done") return {};
      if (context.input.traceFirst) for (const t of r.trace) context.input.scope.trace.push(t);
      applyStep(context.input.scope, { board: r.board, changes: r.changes });
      if (!context.input.traceFirst) for (const t of r.trace) context.input.scope.trace.push(t);
      return {};
    }),
    noteError: assign(({ context }) => {
      const r = context.result;
      const text =
        r?.kind === "error"
          ? r.errors.map((e) => `${e.field}: ${e.reason}`).join("; ")
          : `stopped after ${MAX_ROUNDS} inputs`;
      recordNote(context.input.scope, {
        kind: "note",
        rule: "C8.2.1",
        text: `${context.input.label}: ${text}`,
      });
      return {};
    }),
  },
}).createMachine({
  id: "procedure",
  context: ({ input }) => ({ input, answers: [], result: null, request: null, rounds: 0 }),
  initial: "running",
  states: {
    running: {
      entry: "run",
      always: [
        { guard: "tooMany", target: "done", actions: "noteError" },
        { guard: "failed", target: "done", actions: "noteError" },
        { guard: "needsInput", target: "awaiting", actions: "ask" },
        { guard: "needsSelection", target: "selecting" },
        { target: "done", actions: "apply" },
      ],
    },
    awaiting: {
      tags: [AWAITING],
      on: answeredTo("running"),
    },
    selecting: {
      invoke: {
        src: "spaceSelection",
        input: ({ context }) => {
          const r = context.result;
          const column = r?.kind === "need" && r.need.kind === "select" ? r.need.column : null;
          return selectionInput(
            context.input.scope,
            columnOwner(column, context.input.faction),
            r,
            context.input.label,
          );
        },
        onDone: { target: "running", actions: "answerSpace" },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => {
    const r = context.result;
    if (r?.kind !== "done")
      return {
        done: false,
        extra: {},
        error: r?.kind === "error" ? r.errors.map((e) => e.reason).join("; ") : "not finished",
      };
    const { kind: _k, board: _b, changes: _c, trace: _t, ...extra } = r as Record<string, unknown>;
    return { done: true, extra };
  },
});
