import { and, assign, setup } from "xstate";
import type { SpecialEntry, SpecialList } from "@/lib/engine/cuba/calixto/contracts";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import {
  type SpecialSituation,
  type SpecialStep,
  specialClosed,
  specialConditionHolds,
  specialPossible,
  specialSteps,
  stepCandidates,
  stepClosed,
  stepColumn,
  stepContext,
} from "@/lib/engine/cuba/calixto/special-steps";
import type {
  CardLineRef,
  InputEvent,
  InstructionId,
  OperationKind,
} from "@/lib/engine/cuba/calixto/types";
import type { Faction, SpaceId } from "@/lib/engine/cuba/types";
import { lineExecutionMachine } from "./line-execution.machine";
import { recordNote, scopeWrite } from "./scope";
import { spaceSelectionMachine } from "./space-selection.machine";

/**
 * "Select 1 Special Activity" (C8.5.3, C8.7.1): try A, B, C, D in order and do the first whose red
 * condition holds and one of whose steps has a space where it would have an effect; if none can,
 * there is no SA. Within the SA, its numbered steps run in order, each as much as possible
 * (C8.7.2 "Numbered Instructions First"; C8.7.7): a step whose red condition fails, or that an
 * earlier step made illegal (Profit, 4.5.1), or that has no space, is skipped, with the reason in
 * the trace. A step takes its spaces one at a time by its column, up to its handler's maxSpaces
 * (Profit's Place Cash: 2). The steps are in engine/calixto/special-steps.ts.
 */
export interface SpecialActivityInput {
  scope: TurnScope;
  faction: Faction;
  list: SpecialList;
  /** The Operation the SA accompanies (some red conditions name it); none for an Event's lone SA. */
  operation?: OperationKind;
  /** Spaces the Operation selected so far: its destinations (never Transport origins, C8.5.7). */
  destinations: SpaceId[];
}

export interface SpecialActivityOutput {
  /** The SA done, with the first space it acted in (Kidnap's and Assassinate's Terror space). */
  done: { letter: SpecialEntry["letter"]; entry: SpecialEntry; space: SpaceId } | null;
}

interface Ctx {
  input: SpecialActivityInput;
  /** The entry (letter) being tried. */
  index: number;
  /** Its step being carried out. */
  step: number;
  /** Spaces this step has taken so far. */
  spaces: SpaceId[];
  /** Steps of this SA that acted, in order (Profit's either/or, 4.5.1). */
  earlier: InstructionId[];
  /** The first space this SA acted in. */
  first: SpaceId | null;
  /** The space chosen for the step's next execution. */
  space: SpaceId | null;
  done: SpecialActivityOutput["done"];
}

const entryOf = (c: Ctx): SpecialEntry | undefined => c.input.list.entries[c.index];
const entry = (c: Ctx) => entryOf(c) as SpecialEntry;
const stepsOf = (c: Ctx) => specialSteps(entry(c));
const stepOf = (c: Ctx): SpecialStep | undefined => stepsOf(c)[c.step];
const step = (c: Ctx) => stepOf(c) as SpecialStep;
const situation = (c: Ctx): SpecialSituation => ({
  faction: c.input.faction,
  ...(c.input.operation ? { operation: c.input.operation } : {}),
  operationSpaces: c.input.destinations,
  options: c.input.scope.options,
});
const progress = (c: Ctx) => ({ earlier: c.earlier, spaces: c.spaces });
const board = (c: Ctx) => c.input.scope.board;

/** "Special Activity A: bribe", or "Special Activity A, step 2: profitCloseCasinos". */
function label(c: Ctx): string {
  const s = step(c);
  const head = `Special Activity ${entry(c).letter}`;
  return s.n === null
    ? `${head}: ${s.line.instruction}`
    : `${head}, step ${s.n}: ${s.line.instruction}`;
}

/** Where the step sits in the card data: list, letter and numbered step (TraceRecord.acted). */
function stepAt(c: Ctx): CardLineRef {
  const n = step(c).n;
  return { list: c.input.list.id, letter: entry(c).letter, ...(n !== null ? { step: n } : {}) };
}

/** The SA's own record (C8.7.1): by name when it has numbered steps. */
function recordSpecial(c: Ctx, result: "done" | "skipped", reason?: string) {
  const e = entry(c);
  recordNote(c.input.scope, {
    kind: "specialActivity",
    letter: e.letter,
    sa: e.instruction,
    ...(stepsOf(c)[0]?.n != null ? { activity: e.special } : {}),
    result,
    ...(reason ? { reason } : {}),
    rule: "C8.7.1",
  });
}

/** One numbered step's record: begun (no `skipped`) or skipped with its reason (C8.7.2). */
function recordStep(c: Ctx, s: SpecialStep, skipped?: string) {
  if (s.n === null) return;
  recordNote(c.input.scope, {
    kind: "instruction",
    special: entry(c).letter,
    line: String(s.n),
    text: s.line.instruction,
    ...(skipped ? { skipped } : {}),
    rule: "C8.7.2",
  });
}

export const specialActivityMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as SpecialActivityInput,
    output: {} as SpecialActivityOutput,
    events: {} as InputEvent,
  },
  actors: { spaceSelection: spaceSelectionMachine, lineExecution: lineExecutionMachine },
  guards: {
    noMoreEntries: ({ context }) => entryOf(context) === undefined,
    entryClosed: ({ context }) =>
      !specialPossible(board(context), entry(context), situation(context)),
    noMoreSteps: ({ context }) => stepOf(context) === undefined,
    nothingDone: ({ context }) => context.first === null,
    stepClosed: ({ context }) =>
      stepClosed(board(context), step(context), situation(context), progress(context)) !== null,
    noSpace: ({ event }) =>
      (event as unknown as { output: { space: SpaceId | null } }).output.space === null,
  },
  actions: {
    skipEntry: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) => {
        const e = entry(context);
        const reason = specialClosed(board(context), e, situation(context));
        // The SA's own red condition holds: say why each of its steps cannot be done.
        if (specialConditionHolds(board(context), e, situation(context)))
          for (const s of stepsOf(context))
            recordStep(context, s, stepClosed(board(context), s, situation(context)) ?? undefined);
        recordSpecial(context, "skipped", reason);
      }),
    ),
    noSpaceChosen: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) =>
        recordSpecial(context, "skipped", "no space was chosen for it"),
      ),
    ),
    nextEntry: assign({
      index: ({ context }) => context.index + 1,
      step: 0,
      spaces: [],
      earlier: [],
      first: null,
    }),
    openStep: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) => {
        if (context.spaces.length === 0) recordStep(context, step(context));
      }),
    ),
    closeStep: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) => {
        if (context.spaces.length > 0) return;
        const why = stepClosed(
          board(context),
          step(context),
          situation(context),
          progress(context),
        );
        recordStep(context, step(context), why ?? "no space was chosen for it");
      }),
    ),
    nextStep: assign({ step: ({ context }) => context.step + 1, spaces: [] }),
    choose: assign({
      space: ({ event }) => (event as unknown as { output: { space: SpaceId } }).output.space,
    }),
    executed: assign(({ context, event }) => {
      const acted = (event as unknown as { output: { acted: boolean } }).output.acted;
      const space = context.space as SpaceId;
      const id = step(context).line.instruction;
      return {
        spaces: [...context.spaces, space],
        earlier:
          acted && !context.earlier.includes(id) ? [...context.earlier, id] : context.earlier,
        first: context.first ?? (acted ? space : null),
      };
    }),
    finish: assign({
      done: ({ context }) => {
        const e = entry(context);
        recordSpecial(context, "done");
        return { letter: e.letter, entry: e, space: context.first as SpaceId };
      },
    }),
    none: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) =>
        recordNote(context.input.scope, {
          kind: "note",
          text: "No Special Activity on the list can be done",
          rule: "C8.5.3",
        }),
      ),
    ),
  },
}).createMachine({
  id: "specialActivity",
  context: ({ input }) => ({
    input,
    index: 0,
    step: 0,
    spaces: [],
    earlier: [],
    first: null,
    space: null,
    done: null,
  }),
  initial: "entry",
  states: {
    entry: {
      always: [
        { guard: "noMoreEntries", target: "done", actions: "none" },
        {
          guard: "entryClosed",
          target: "entry",
          reenter: true,
          actions: ["skipEntry", "nextEntry"],
        },
        { target: "step" },
      ],
    },
    step: {
      always: [
        {
          guard: and(["noMoreSteps", "nothingDone"]),
          target: "entry",
          actions: ["noSpaceChosen", "nextEntry"],
        },
        { guard: "noMoreSteps", target: "done", actions: "finish" },
        { guard: "stepClosed", target: "step", reenter: true, actions: ["closeStep", "nextStep"] },
        { target: "selecting", actions: "openStep" },
      ],
    },
    selecting: {
      invoke: {
        src: "spaceSelection",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.faction,
          column: stepColumn(step(context), context.input.faction),
          candidates: stepCandidates(
            board(context),
            step(context),
            situation(context),
            progress(context),
          ),
          purpose: label(context),
        }),
        onDone: [
          { guard: "noSpace", target: "step", actions: ["closeStep", "nextStep"] },
          { target: "executing", actions: "choose" },
        ],
      },
    },
    executing: {
      invoke: {
        src: "lineExecution",
        input: ({ context }) => ({
          scope: context.input.scope,
          ctx: {
            ...stepContext(step(context), situation(context), progress(context)),
            at: stepAt(context),
          },
          space: context.space as SpaceId,
          destinations: context.input.destinations,
          label: label(context),
        }),
        onDone: { target: "step", actions: "executed" },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({ done: context.done }),
});
