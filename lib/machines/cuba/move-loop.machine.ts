import { assign, setup } from "xstate";
import {
  acceptRoll,
  acceptTie,
  destinationRecord,
  elCheSpent,
  finishStep,
  type LoopState,
  type MoveLoopSpec,
  type Movement,
  type MoveStepResult,
  moveStep,
  type OriginChoice,
  originDecision,
  originStep,
  startLoop,
  stepCStep,
  tieRequest,
} from "@/lib/engine/cuba/calixto/moves";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { InputEvent, Request, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { type Faction, SPACE_IDS, type SpaceId } from "@/lib/engine/cuba/types";
import { AWAITING } from "../core/awaiting";
import { applyStep, overrideFor, recordDecision, recordNote } from "./scope";

/**
 * The move loop for one destination (C8.5.7): Step B (origin with most moveable pieces; a tie
 * waits for a random pick), keep and get (G11's extra 1d6 waits for a die), the moves, then
 * Step C (another origin, or back to the caller for a new destination). Every step leaves a
 * `move` trace record with its evidence; the origin is a numbered decision the player can
 * override with a space id. Rules live in lib/engine/cuba/calixto/moves; this only sequences.
 * Bounded: at most one pass per map space, then it stops with an error in its output.
 */
export interface MoveLoopInput {
  scope: TurnScope;
  faction: Faction;
  movement: Movement;
  destination: SpaceId;
  /** Destinations already chosen in this Operation or SA: never origins. */
  chosenDestinations: SpaceId[];
  limited: boolean;
  /** El Che already used earlier in this March; by default read from the turn trace. */
  elCheUsed?: boolean;
}

export interface MoveLoopOutput {
  moved: number;
  error?: string;
  /** El Che flipped the moving Guerrillas in this destination. */
  elChe?: boolean;
}

interface Ctx {
  scope: TurnScope;
  spec: MoveLoopSpec;
  state: LoopState;
  choice: OriginChoice | null;
  origin: SpaceId | null;
  result: MoveStepResult | null;
  goTo: "A" | "B" | null;
  /** The trace record of the step just computed, written by the "note" action. */
  note: TraceRecord | null;
  request: Request | null;
  rounds: number;
  elCheSpent: boolean;
  finished: ReturnType<typeof finishStep> | null;
  error?: string;
  /** Why the last input was refused (the machine keeps waiting). */
  inputError?: string;
}

const MAX_ROUNDS = SPACE_IDS.length;

/** The player's override of the coming origin decision, when it names a possible origin. */
function overriddenOrigin(c: Ctx): SpaceId | null {
  const o = overrideFor(c.scope);
  if (!o || typeof o.value !== "string") return null;
  return c.choice?.options.some((x) => x.space === o.value) ? (o.value as SpaceId) : null;
}

/** Record the origin as a numbered decision, marking a player's correction (docs/engine-design.md). */
function recordOrigin(c: Ctx, how: "most" | "random" | "override"): void {
  if (!c.choice || !c.origin) return;
  const rec = originDecision(c.choice, c.origin, how);
  const o = how === "override" ? overrideFor(c.scope) : undefined;
  recordDecision(c.scope, o ? { ...rec, overridden: { reason: o.reason } } : rec);
}

/**
 * Scope writes run inside `assign`. XState v5 defers plain actions while an actor computes its
 * first macrostep (before `start()`), but runs `assign` at once; this loop often finishes in that
 * first macrostep, and each step reads the board the previous one changed, so the writes must
 * happen in order with the reads.
 */
const write =
  (fn: (c: Ctx) => void) =>
  ({ context }: { context: Ctx }): Partial<Ctx> => {
    fn(context);
    return {};
  };

export const moveLoopMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as InputEvent,
    input: {} as MoveLoopInput,
    output: {} as MoveLoopOutput,
  },
  guards: {
    boundHit: ({ context }) => context.rounds > MAX_ROUNDS,
    overridden: ({ context }) => overriddenOrigin(context) !== null,
    noOrigin: ({ context }) => context.choice?.kind === "none",
    tie: ({ context }) => context.choice?.kind === "tie",
    needDice: ({ context }) => context.result?.kind === "needDice",
    anotherOrigin: ({ context }) => context.goTo === "B",
    validTie: ({ context, event }) =>
      event.type === "tie.broken" &&
      context.choice?.kind === "tie" &&
      acceptTie(context.choice.among, event.choice).ok,
    validRoll: ({ context, event }) =>
      event.type === "dice.rolled" && acceptRoll(context.state, event.faces).ok,
  },
  actions: {
    start: assign(write((c) => recordNote(c.scope, destinationRecord(c.spec)))),
    chooseOrigin: assign(({ context }) => {
      const b = originStep(context.scope.board, context.spec, context.state, context.scope.options);
      return { rounds: context.rounds + 1, choice: b.choice, note: b.record, origin: null };
    }),
    note: assign(
      write((c) => {
        if (c.note) recordNote(c.scope, c.note);
      }),
    ),
    takeOverride: assign({ origin: ({ context }) => overriddenOrigin(context) }),
    recordOverride: assign(write((c) => recordOrigin(c, "override"))),
    takeOrigin: assign({
      origin: ({ context }) => (context.choice?.kind === "origin" ? context.choice.origin : null),
    }),
    recordMost: assign(write((c) => recordOrigin(c, "most"))),
    askTie: assign({
      request: ({ context }) =>
        context.choice?.kind === "tie" ? tieRequest(context.choice.among, context.spec) : null,
    }),
    takeTie: assign({
      origin: ({ event }) =>
        (event as Extract<InputEvent, { type: "tie.broken" }>).choice as SpaceId,
      request: null,
      inputError: undefined,
    }),
    recordRandom: assign(write((c) => recordOrigin(c, "random"))),
    computeMove: assign({
      result: ({ context }) =>
        moveStep(
          context.scope.board,
          context.spec,
          context.state,
          context.origin as SpaceId,
          context.scope.options,
        ),
    }),
    askDice: assign({
      request: ({ context }) =>
        context.result?.kind === "needDice" ? context.result.request : null,
    }),
    takeRoll: assign({
      state: ({ context, event }) => {
        const r = acceptRoll(
          context.state,
          (event as Extract<InputEvent, { type: "dice.rolled" }>).faces,
        );
        return r.ok ? r.value : context.state;
      },
      request: null,
      inputError: undefined,
    }),
    rejectInput: assign({
      inputError: ({ event }) =>
        event.type === "tie.broken"
          ? `not one of the tied origins: ${event.choice}`
          : event.type === "dice.rolled"
            ? `1d6 needs one face from 1 to 6, got ${event.faces.join(", ")}`
            : `unexpected input ${event.type}`,
    }),
    applyMoves: assign(
      write((c) => {
        const r = c.result;
        if (r?.kind !== "moved") return;
        for (const rec of r.records) recordNote(c.scope, rec);
        applyStep(c.scope, r.step);
      }),
    ),
    advance: assign({
      state: ({ context }) =>
        context.result?.kind === "moved" ? context.result.state : context.state,
    }),
    decideStepC: assign(({ context }) => {
      const c = stepCStep(context.scope.board, context.spec);
      return { goTo: c.goTo, note: c.record };
    }),
    computeFinish: assign({
      finished: ({ context }) =>
        finishStep(context.scope.board, context.spec, context.state, context.elCheSpent),
    }),
    applyFinish: assign(
      write((c) => {
        const f = c.finished;
        if (!f) return;
        if (f.step) applyStep(c.scope, f.step);
        for (const rec of f.records) recordNote(c.scope, rec);
      }),
    ),
    boundError: assign({
      error: `the move loop tried more than ${MAX_ROUNDS} origins and was stopped (C8.5.7): please report this game`,
    }),
  },
}).createMachine({
  id: "moveLoop",
  context: ({ input }) => ({
    scope: input.scope,
    spec: {
      faction: input.faction,
      movement: input.movement,
      destination: input.destination,
      chosenDestinations: input.chosenDestinations,
      limited: input.limited,
    },
    state: startLoop(),
    choice: null,
    origin: null,
    result: null,
    goTo: null,
    note: null,
    request: null,
    rounds: 0,
    elCheSpent: input.elCheUsed ?? elCheSpent(input.scope.trace, input.chosenDestinations),
    finished: null,
  }),
  initial: "start",
  states: {
    start: { entry: "start", always: "stepB" },
    stepB: {
      entry: "chooseOrigin",
      always: [
        { guard: "boundHit", target: "finish", actions: "boundError" },
        { guard: "overridden", target: "moving", actions: ["takeOverride", "recordOverride"] },
        { guard: "noOrigin", target: "finish", actions: "note" },
        { guard: "tie", target: "awaitingTie" },
        { target: "moving", actions: ["takeOrigin", "recordMost"] },
      ],
    },
    awaitingTie: {
      tags: [AWAITING],
      entry: "askTie",
      on: {
        "tie.broken": [
          { guard: "validTie", target: "moving", actions: ["takeTie", "recordRandom"] },
          { actions: "rejectInput" },
        ],
      },
    },
    moving: {
      entry: "computeMove",
      always: [
        { guard: "needDice", target: "awaitingDice" },
        { target: "stepC", actions: ["applyMoves", "advance"] },
      ],
    },
    awaitingDice: {
      tags: [AWAITING],
      entry: "askDice",
      on: {
        "dice.rolled": [
          { guard: "validRoll", target: "moving", actions: "takeRoll" },
          { actions: "rejectInput" },
        ],
      },
    },
    stepC: {
      entry: ["decideStepC", "note"],
      always: [{ guard: "anotherOrigin", target: "stepB" }, { target: "finish" }],
    },
    finish: { entry: ["computeFinish", "applyFinish"], always: "done" },
    done: { type: "final" },
  },
  output: ({ context }) => ({
    moved: context.state.moved,
    error: context.error,
    elChe: context.finished?.elChe ?? false,
  }),
});
