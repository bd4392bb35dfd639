import { assign, setup } from "xstate";
import { narrowByPriorities } from "@/lib/engine/cuba/calixto/priorities";
import type { Override, TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type {
  ColumnId,
  InputEvent,
  Request,
  SelectionStep,
  TraceRecord,
} from "@/lib/engine/cuba/calixto/types";
import type { Faction, GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { AWAITING } from "../core/awaiting";
import { overrideFor, recordDecision, recordNote } from "./scope";

/**
 * One space selection by the priorities tables (C8.5.6), as a flowchart:
 *   deciding → done                 (player override, no legal space, or one space left)
 *   deciding → awaitingTie → done   (several spaces left at the random row: a logged tie-break)
 * The rules are in narrowByPriorities; this machine only sequences the decision, waits for the
 * tie-break input and writes ONE `selection` record to the turn scope.
 */
export interface SpaceSelectionInput {
  scope: TurnScope;
  faction: Faction;
  /**
   * The priorities column, or null for lines that name no column and order their own spaces
   * (Terror on ECs "highest value first", Rally's "flip where most Active"): the first candidate
   * in the line's order is taken.
   */
  column: ColumnId | null;
  /** Legal spaces for the action right now (computed by the caller from the operation rules). */
  candidates: SpaceId[];
  /** Short purpose in our words, e.g. "Sweep destination 2". */
  purpose: string;
  /** Rule section for the trace record; C8.5.6 when absent. */
  rule?: string;
  /** Narrow on this board instead of the turn's (a line's nested choice after its own changes). */
  board?: GameBoard;
}

export interface SpaceSelectionOutput {
  space: SpaceId | null;
}

interface Context extends SpaceSelectionInput {
  steps: SelectionStep[];
  remaining: SpaceId[];
  /** The player's correction for this decision, if it names one of the candidates. */
  override: Override | null;
  /** Why an override was not used, noted once before the decision. */
  ignoredOverride: string | null;
  /** Input problems (bad column or space id) reported by the narrower. */
  inputErrors: string[];
  request: Request | null;
  chosen: SpaceId | null;
}

function selectionRecord(context: Context, chosen: SpaceId | null): TraceRecord {
  const rec: TraceRecord = {
    kind: "selection",
    rule: context.rule ?? "C8.5.6",
    faction: context.faction,
    column: context.column,
    purpose: context.purpose,
    steps: context.steps,
    chosen,
  };
  return context.override ? { ...rec, overridden: { reason: context.override.reason } } : rec;
}

/** A line without a column: its handler already ordered the spaces (C8.5.3 "literally"). */
function lineOrder(candidates: SpaceId[]): {
  steps: SelectionStep[];
  remaining: SpaceId[];
  errors?: undefined;
} {
  if (candidates.length === 0) return { steps: [], remaining: [] };
  return {
    steps: [
      {
        row: "line-order",
        label: "no priorities column: the line's own order",
        before: [...candidates],
        after: [candidates[0]],
        outcome: "selected",
      },
    ],
    remaining: [candidates[0]],
  };
}

function initialContext(input: SpaceSelectionInput): Context {
  const { scope } = input;
  const narrowed =
    input.column === null
      ? lineOrder(input.candidates)
      : narrowByPriorities(
          input.board ?? scope.board,
          input.faction,
          input.column,
          input.candidates,
          scope.options,
        );
  const found = overrideFor(scope);
  const usable =
    found && typeof found.value === "string" && input.candidates.includes(found.value as SpaceId);
  return {
    ...input,
    steps: narrowed.steps,
    remaining: narrowed.remaining,
    override: usable ? (found ?? null) : null,
    ignoredOverride:
      found && !usable
        ? `Override for decision ${found.decision} ignored: ${JSON.stringify(found.value)} is not one of the legal spaces (${input.candidates.join(", ") || "none"})`
        : null,
    inputErrors: (narrowed.errors ?? []).map((e) => `${e.field}: ${e.reason}`),
    request: null,
    chosen: null,
  };
}

export const spaceSelectionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as InputEvent,
    input: {} as SpaceSelectionInput,
    output: {} as SpaceSelectionOutput,
  },
  guards: {
    hasOverride: ({ context }) => context.override !== null,
    hasNoSpace: ({ context }) => context.remaining.length === 0,
    hasOneSpace: ({ context }) => context.remaining.length === 1,
    isAmongTied: ({ context, event }) =>
      event.type === "tie.broken" && context.remaining.includes(event.choice as SpaceId),
  },
  actions: {
    noteProblems: ({ context }) => {
      for (const text of context.inputErrors)
        recordNote(context.scope, { kind: "note", text, rule: "C8.5.6" });
      if (context.ignoredOverride)
        recordNote(context.scope, { kind: "note", text: context.ignoredOverride, rule: "C8.5.6" });
    },
    chooseOverride: assign({ chosen: ({ context }) => context.override?.value as SpaceId }),
    chooseOnly: assign({ chosen: ({ context }) => context.remaining[0] }),
    chooseTie: assign({
      chosen: ({ event }) => (event.type === "tie.broken" ? (event.choice as SpaceId) : null),
    }),
    askTieBreak: assign({
      request: ({ context }): Request => ({
        kind: "tieBreak",
        among: [...context.remaining],
        purpose: context.purpose,
        rule: "C8.5.6",
      }),
    }),
    clearRequest: assign({ request: null }),
    record: ({ context }) => {
      recordDecision(context.scope, selectionRecord(context, context.chosen));
    },
  },
}).createMachine({
  id: "spaceSelection",
  context: ({ input }) => initialContext(input),
  initial: "deciding",
  states: {
    deciding: {
      entry: "noteProblems",
      always: [
        { guard: "hasOverride", target: "done", actions: ["chooseOverride", "record"] },
        { guard: "hasNoSpace", target: "done", actions: ["record"] },
        { guard: "hasOneSpace", target: "done", actions: ["chooseOnly", "record"] },
        { target: "awaitingTie" },
      ],
    },
    awaitingTie: {
      tags: [AWAITING],
      entry: "askTieBreak",
      on: {
        "tie.broken": {
          guard: "isAmongTied",
          target: "done",
          actions: ["chooseTie", "clearRequest", "record"],
        },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({ space: context.chosen }),
});
