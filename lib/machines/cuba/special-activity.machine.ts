import { assign, setup } from "xstate";
import type {
  InstructionContext,
  SpecialEntry,
  SpecialList,
} from "@/lib/engine/cuba/calixto/contracts";
import { handlerFor } from "@/lib/engine/cuba/calixto/handlers";
import { conditionHolds } from "@/lib/engine/cuba/calixto/runner";
import { confined, type TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { ColumnId, InputEvent, OperationKind } from "@/lib/engine/cuba/calixto/types";
import type { Faction, SpaceId } from "@/lib/engine/cuba/types";
import { lineExecutionMachine } from "./line-execution.machine";
import { recordNote, scopeWrite } from "./scope";
import { spaceSelectionMachine } from "./space-selection.machine";

/**
 * "Select 1 Special Activity" (C8.5.3, C8.7.1): try A, B, C, D in order and do the first whose red
 * condition holds and that has a space where it would have an effect; if none can, there is no SA.
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
  done: { letter: SpecialEntry["letter"]; entry: SpecialEntry; space: SpaceId } | null;
}

interface Ctx {
  input: SpecialActivityInput;
  index: number;
  space: SpaceId | null;
  done: SpecialActivityOutput["done"];
}

const entryOf = (c: Ctx): SpecialEntry | undefined => c.input.list.entries[c.index];

function entryCtx(c: Ctx): InstructionContext {
  return {
    faction: c.input.faction,
    limited: false,
    free: false,
    selected: [],
    line: entryOf(c) as SpecialEntry,
    ...(c.input.operation ? { operation: c.input.operation } : {}),
    operationSpaces: c.input.destinations,
    options: c.input.scope.options,
  };
}

export function specialCandidates(
  scope: TurnScope,
  faction: Faction,
  entry: SpecialEntry,
  operation: OperationKind | undefined,
  operationSpaces: SpaceId[] = [],
): SpaceId[] {
  if (entry.onlyIf && !conditionHolds(scope.board, entry.onlyIf, faction, operation, scope.options))
    return [];
  const ctx: InstructionContext = {
    faction,
    limited: false,
    free: false,
    selected: [],
    line: entry,
    ...(operation ? { operation } : {}),
    operationSpaces,
    options: scope.options,
  };
  return confined(scope.options, handlerFor(entry.instruction).candidates(scope.board, ctx));
}

function whyClosed(c: Ctx): string {
  const e = entryOf(c) as SpecialEntry;
  if (
    e.onlyIf &&
    !conditionHolds(
      c.input.scope.board,
      e.onlyIf,
      c.input.faction,
      c.input.operation,
      c.input.scope.options,
    )
  )
    return `red condition not met: ${e.onlyIf.label}`;
  return "no space where it would have an effect";
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
      specialCandidates(
        context.input.scope,
        context.input.faction,
        entryOf(context) as SpecialEntry,
        context.input.operation,
        context.input.destinations,
      ).length === 0,
    noSpace: ({ event }) =>
      (event as unknown as { output: { space: SpaceId | null } }).output.space === null,
  },
  actions: {
    skip: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) => {
        const e = entryOf(context) as SpecialEntry;
        recordNote(context.input.scope, {
          kind: "specialActivity",
          letter: e.letter,
          sa: e.instruction,
          result: "skipped",
          reason: whyClosed(context),
          rule: "C8.7.1",
        });
      }),
    ),
    next: assign({ index: ({ context }) => context.index + 1 }),
    choose: assign({
      space: ({ event }) => (event as unknown as { output: { space: SpaceId } }).output.space,
    }),
    finish: assign({
      done: ({ context }) => {
        const e = entryOf(context) as SpecialEntry;
        recordNote(context.input.scope, {
          kind: "specialActivity",
          letter: e.letter,
          sa: e.instruction,
          result: "done",
          rule: "C8.7.1",
        });
        return { letter: e.letter, entry: e, space: context.space as SpaceId };
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
  context: ({ input }) => ({ input, index: 0, space: null, done: null }),
  initial: "entry",
  states: {
    entry: {
      always: [
        { guard: "noMoreEntries", target: "done", actions: "none" },
        { guard: "entryClosed", target: "entry", reenter: true, actions: ["skip", "next"] },
        { target: "selecting" },
      ],
    },
    selecting: {
      invoke: {
        src: "spaceSelection",
        input: ({ context }) => {
          const e = entryOf(context) as SpecialEntry;
          return {
            scope: context.input.scope,
            faction: context.input.faction,
            column: (e.column ??
              handlerFor(e.instruction).column(context.input.faction)) as ColumnId | null,
            candidates: specialCandidates(
              context.input.scope,
              context.input.faction,
              e,
              context.input.operation,
              context.input.destinations,
            ),
            purpose: `Special Activity ${e.letter}: ${e.instruction}`,
          };
        },
        onDone: [
          { guard: "noSpace", target: "entry", actions: ["skip", "next"] },
          { target: "executing", actions: "choose" },
        ],
      },
    },
    executing: {
      invoke: {
        src: "lineExecution",
        input: ({ context }) => ({
          scope: context.input.scope,
          ctx: entryCtx(context),
          space: context.space as SpaceId,
          destinations: context.input.destinations,
          label: `Special Activity ${(entryOf(context) as SpecialEntry).letter}: ${(entryOf(context) as SpecialEntry).instruction}`,
        }),
        onDone: { target: "done", actions: "finish" },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({ done: context.done }),
});
