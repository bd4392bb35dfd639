import { assign, setup } from "xstate";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type {
  ExecResult,
  InstructionContext,
  NeedAnswer,
} from "@/lib/engine/cuba/calixto/contracts";
import { handlerFor } from "@/lib/engine/cuba/calixto/handlers";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { InputEvent, Request } from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { AWAITING } from "../core/awaiting";
import { moveLoopMachine } from "./move-loop.machine";
import { answeredTo, selectionInput } from "./needs";
import { applyStep, markActed, needAnswerOf, recordNote, scopeWrite } from "./scope";
import { spaceSelectionMachine } from "./space-selection.machine";

/**
 * Carry one card line (or one Special Activity) out in one selected space: first the moves with
 * the Move Priorities if the line moves pieces (C8.5.7), then the line's own effect, pausing for
 * dice, tie-breaks and nested space choices the effect needs (Attack's die, Muscle's origins...).
 * The engine handler is pure and is called again with one more answer each time it needs one.
 */
export interface LineExecutionInput {
  scope: TurnScope;
  ctx: InstructionContext;
  space: SpaceId;
  /** Destinations chosen so far in this Operation: never used as origins (C8.5.7 Step B). */
  destinations: SpaceId[];
  /** Short description for the trace ("Sweep: sweepMove"). */
  label: string;
}

export interface LineExecutionOutput {
  skipActivationRoll: boolean;
  moved: number;
  /** A March, Garrison or Transport destination nothing moved into: back to Step A, no roll (C8.5.7). */
  noEffect: boolean;
  /** The line was carried out (not refused, not given up, not an empty destination). */
  acted: boolean;
}

interface Ctx {
  input: LineExecutionInput;
  answers: NeedAnswer[];
  result: ExecResult | null;
  request: Request | null;
  moved: number;
  rounds: number;
  /** Where this line's records begin in the turn's trace (its moves come first). */
  traceAt: number;
}

const MAX_ROUNDS = 60;

export const lineExecutionMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as LineExecutionInput,
    output: {} as LineExecutionOutput,
    events: {} as InputEvent,
  },
  actors: { spaceSelection: spaceSelectionMachine, moveLoop: moveLoopMachine },
  guards: {
    moves: ({ context }) => handlerFor(context.input.ctx.line.instruction).movement !== undefined,
    needsInput: ({ context }) =>
      context.result?.kind === "need" && context.result.need.kind === "request",
    needsSelection: ({ context }) =>
      context.result?.kind === "need" && context.result.need.kind === "select",
    tooManyRounds: ({ context }) => context.rounds > MAX_ROUNDS,
    nothingMoved: ({ context }) =>
      context.moved === 0 && handlerFor(context.input.ctx.line.instruction).movement !== "sweep",
    failed: ({ context }) => context.result?.kind === "error",
  },
  actions: {
    run: assign({
      result: ({ context }) =>
        handlerFor(context.input.ctx.line.instruction).execute(
          context.input.scope.board,
          context.input.space,
          context.input.ctx,
          context.answers,
        ),
      rounds: ({ context }) => context.rounds + 1,
    }),
    ask: assign({
      request: ({ context }) =>
        context.result?.kind === "need" && context.result.need.kind === "request"
          ? context.result.need.request
          : null,
    }),
    answer: assign({
      answers: ({ context, event }) => [...context.answers, needAnswerOf(event)],
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
    keepMoved: assign({
      moved: ({ event }) => (event as unknown as { output: { moved: number } }).output.moved,
    }),
    apply: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) => {
        const r = context.result;
        if (r?.kind !== "done") return;
        const scope = context.input.scope;
        applyStep(scope, { board: r.board, changes: r.changes });
        const own = scope.trace.length;
        for (const t of r.trace) scope.trace.push(t);
        const at = context.input.ctx.at;
        if (at) markActed(scope, own, context.traceAt, at);
      }),
    ),
    noteNothingMoved: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) =>
        recordNote(context.input.scope, {
          kind: "move",
          step: "A",
          text: `Nothing moved into ${SPACE_BY_ID[context.input.space as SpaceId]?.name ?? context.input.space}: a new destination is chosen, with no Activation roll`,
          rule: "C8.5.7",
        }),
      ),
    ),
    noteError: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) => {
        const r = context.result;
        if (r?.kind !== "error") return;
        recordNote(context.input.scope, {
          kind: "note",
          text: `${context.input.label} skipped in ${context.input.space}: ${r.errors.map((e) => e.reason).join("; ")}`,
          rule: "C8.2.1",
        });
      }),
    ),
    giveUp: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) =>
        recordNote(context.input.scope, {
          kind: "note",
          text: `${context.input.label}: stopped after ${MAX_ROUNDS} inputs (please report this game)`,
          rule: "C8.2.1",
        }),
      ),
    ),
  },
}).createMachine({
  id: "lineExecution",
  context: ({ input }) => ({
    input,
    answers: [],
    result: null,
    request: null,
    moved: 0,
    rounds: 0,
    traceAt: input.scope.trace.length,
  }),
  initial: "start",
  states: {
    start: { always: [{ guard: "moves", target: "moving" }, { target: "executing" }] },
    moving: {
      invoke: {
        src: "moveLoop",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.ctx.faction,
          movement: handlerFor(context.input.ctx.line.instruction).movement as NonNullable<
            ReturnType<typeof handlerFor>["movement"]
          >,
          destination: context.input.space,
          chosenDestinations: context.input.destinations,
          limited: context.input.ctx.limited,
        }),
        onDone: { target: "afterMoves", actions: "keepMoved" },
      },
    },
    afterMoves: {
      always: [
        { guard: "nothingMoved", target: "done", actions: "noteNothingMoved" },
        { target: "executing" },
      ],
    },
    executing: {
      entry: "run",
      always: [
        { guard: "tooManyRounds", target: "done", actions: "giveUp" },
        { guard: "failed", target: "done", actions: "noteError" },
        { guard: "needsInput", target: "awaiting", actions: "ask" },
        { guard: "needsSelection", target: "selecting" },
        { target: "done", actions: "apply" },
      ],
    },
    awaiting: {
      tags: [AWAITING],
      on: answeredTo("executing"),
    },
    selecting: {
      invoke: {
        src: "spaceSelection",
        input: ({ context }) =>
          selectionInput(
            context.input.scope,
            context.input.ctx.faction,
            context.result,
            context.input.label,
          ),
        onDone: { target: "executing", actions: "answerSpace" },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({
    skipActivationRoll:
      context.result?.kind === "done" && context.result.skipActivationRoll === true,
    moved: context.moved,
    noEffect:
      context.result === null &&
      handlerFor(context.input.ctx.line.instruction).movement !== undefined,
    acted: context.result?.kind === "done",
  }),
});
