import { assign, setup } from "xstate";
import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { describeDiff } from "@/lib/engine/cuba/board/describe-diff";
import { applyEdits } from "@/lib/engine/cuba/board/edit";
import type { NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import type { DeckState } from "@/lib/engine/cuba/calixto/deck";
import type { EventDecision } from "@/lib/engine/cuba/calixto/events";
import {
  ANY_OPERATION,
  eventTablesOf,
  namesActions,
  playCapability,
  playMomentum,
} from "@/lib/engine/cuba/calixto/events";
import { eventJudging } from "@/lib/engine/cuba/calixto/events/judging-part";
import type { GrantOut } from "@/lib/engine/cuba/calixto/events/program/work";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import {
  COLUMN_LABEL,
  type ColumnId,
  type InputEvent,
  type Request,
} from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { AWAITING } from "../core/awaiting";
import { calixtoActionMachine } from "./calixto-action.machine";
import { type GrantDrawOutput, grantDrawMachine } from "./grant-draw.machine";
import { grantedActionMachine } from "./granted-action.machine";
import { type ProcedureOutput, procedureMachine } from "./procedure.machine";
import { applyStep, recordNote, scopeWrite } from "./scope";
import { spaceSelectionMachine } from "./space-selection.machine";

/**
 * An NP executes an Event (C8.5.5, C8.8). The app shows the side and the Event Instructions, puts
 * a Capability or Momentum marker into play, then carries out the side's program
 * (data/cuba/calixto/event-programs): each space chosen one at a time by the NP's Space Selection
 * Priorities among the spaces where the action is legal and effective, pieces by the Piece
 * Priorities, every change on the checklist. The Operations and SAs the Event grants then run
 * through the Calixto machines (draw until a matching card, no Activation rolls; C8.5.4-5). The
 * step ends with the player's review: extra board edits (a correction) may be recorded before
 * "Done". Every command is a logged input. A side with no program falls back to the player's
 * work: selections with a column the player picks and edits typed in (the earlier flow).
 */
type Decided = Extract<EventDecision, { kind: "decided" }>;

export interface EventStepInput {
  scope: TurnScope;
  decided: Decided;
  /** The Calixto deck, for Events that grant Operations or SAs. */
  deck: DeckState;
}

export interface EventStepOutput {
  selections: SpaceId[];
  edits: number;
  deck: DeckState;
}

interface Ctx {
  input: EventStepInput;
  request: Request | null;
  select: { column: ColumnId | null; candidates: SpaceId[]; purpose: string } | null;
  selections: SpaceId[];
  edits: number;
  commands: number;
  deck: DeckState;
  /** Columns of the Calixto box matched for a granted Operation or SA (C8.5.5). */
  grantColumns: ColumnId[];
  /** The granted Operations/SAs the program produced, run one after the other. */
  granted: GrantOut[];
  grantIndex: number;
  /** The program was carried out by the engine (not left to the player). */
  executed: boolean;
}

const grants = (c: Ctx) => c.input.decided.grants ?? [];
// The Event programs load with the first Event an NP decides or executes (judging-part.ts).
const programOf = (c: Ctx) =>
  eventJudging.now().programFor(c.input.decided.card, c.input.decided.side);
const runnableGrant = (c: Ctx): GrantOut | undefined => c.granted[c.grantIndex];

const MAX_COMMANDS = 200;

export const eventStepMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as EventStepInput,
    output: {} as EventStepOutput,
    events: {} as InputEvent,
  },
  actors: {
    spaceSelection: spaceSelectionMachine,
    grantDraw: grantDrawMachine,
    calixtoAction: calixtoActionMachine,
    procedure: procedureMachine,
    grantedAction: grantedActionMachine,
  },
  guards: {
    hasProgram: ({ context }) => programOf(context) !== undefined,
    grantLeft: ({ context }) => runnableGrant(context) !== undefined,
    tooMany: ({ context }) => context.commands > MAX_COMMANDS,
    namesGrants: ({ context }) => namesActions(grants(context)),
    grantsLimOp: ({ context }) => grants(context).includes(ANY_OPERATION),
  },
  actions: {
    announce: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) => {
        const d = context.input.decided;
        recordNote(context.input.scope, {
          kind: "note",
          rule: "C8.5.5",
          text: `${FACTION_NAME[d.faction]} executes #${d.card} ${cardTitle(d.card)}, ${d.side} side`,
        });
        for (const h of d.instructions) {
          recordNote(context.input.scope, {
            kind: "instruction",
            line: "Event",
            text: h.column ? `${h.label} (${COLUMN_LABEL[h.column as ColumnId]} column)` : h.label,
            rule: "C8.5.5",
          });
        }
        if (d.marker) {
          const r =
            "capability" in d.marker
              ? playCapability(
                  context.input.scope.board,
                  d.marker.capability.card,
                  d.marker.capability.side,
                )
              : playMomentum(context.input.scope.board, d.marker.momentum);
          if (r.ok) applyStep(context.input.scope, r.value);
          else
            recordNote(context.input.scope, {
              kind: "note",
              rule: "5.3",
              text: r.errors.map((e) => e.reason).join("; "),
            });
        }
        if (d.grants?.length) {
          recordNote(context.input.scope, {
            kind: "note",
            rule: "C8.5.5",
            text: namesActions(d.grants)
              ? `The Event allows ${d.grants.join(", ")}: draw Calixto cards until one shows it (both sides); no Activation Number rolls`
              : "The Event allows a free Limited Operation: a Calixto card chooses it",
          });
        }
      }),
    ),
    ask: assign({
      request: ({ context }): Request => {
        const d = context.input.decided;
        return {
          kind: "eventWork",
          card: d.card,
          faction: d.faction,
          side: d.side,
          hints: d.instructions.map((h) => h.label),
          columns: [...new Set([...context.grantColumns, ...d.columnHints])],
          executed: context.executed,
          rule: "C8.5.5",
        };
      },
    }),
    count: assign({ commands: ({ context }) => context.commands + 1 }),
    takeSelect: assign({
      select: ({ event }) =>
        event.type === "event.select"
          ? { column: event.column, candidates: event.candidates, purpose: event.purpose }
          : null,
      request: null,
    }),
    keepSelection: assign({
      selections: ({ context, event }) => {
        const space = (event as unknown as { output: { space: SpaceId | null } }).output.space;
        return space ? [...context.selections, space] : context.selections;
      },
      select: null,
    }),
    edit: assign(({ context, event }) => {
      if (event.type !== "event.edit") return {};
      const scope = context.input.scope;
      const r = applyEdits(scope.board, event.edits);
      if (!r.ok) {
        recordNote(scope, {
          kind: "note",
          rule: "C8.5.5",
          text: `Board edit refused: ${r.errors.map((e) => `${e.field}: ${e.reason}`).join("; ")}`,
        });
        return { request: null };
      }
      const changes = describeDiff(scope.board, r.value);
      if (event.note) recordNote(scope, { kind: "note", rule: "C8.5.5", text: event.note });
      applyStep(scope, { board: r.value, changes });
      return { request: null, edits: context.edits + 1 };
    }),
    keepGrant: assign(({ event }) => {
      const out = (event as unknown as { output: GrantDrawOutput }).output;
      return { deck: out.deck, grantColumns: out.match?.columns ?? [] };
    }),
    keepProgram: assign(({ context, event }) => {
      const out = (event as unknown as { output: ProcedureOutput }).output;
      const all = (out.extra.grants as GrantOut[] | undefined) ?? [];
      const scope = context.input.scope;
      const granted = all.filter((g) => {
        if (scope.board.roles[g.faction] === "np") return true;
        recordNote(scope, {
          kind: "note",
          rule: "C8.5.5",
          text: `${FACTION_NAME[g.faction]} (you) may ${g.actions.join(" + ")} for free: do it at the table`,
        });
        return false;
      });
      return { granted, grantIndex: 0, executed: out.done };
    }),
    nextGrant: assign(({ context, event }) => ({
      deck: (event as unknown as { output: { deck: DeckState } }).output.deck,
      grantIndex: context.grantIndex + 1,
    })),
    keepDeck: assign({
      deck: ({ event }) => (event as unknown as { output: { deck: DeckState } }).output.deck,
    }),
    tooManyNote: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) =>
        recordNote(context.input.scope, {
          kind: "note",
          rule: "C8.5.5",
          text: `More than ${MAX_COMMANDS} Event commands: the step was closed`,
        }),
      ),
    ),
  },
}).createMachine({
  id: "eventStep",
  context: ({ input }) => ({
    input,
    request: null,
    select: null,
    selections: [],
    edits: 0,
    commands: 0,
    deck: input.deck,
    grantColumns: [],
    granted: [],
    grantIndex: 0,
    executed: false,
  }),
  initial: "announcing",
  states: {
    announcing: {
      entry: "announce",
      always: [
        { guard: "hasProgram", target: "executing" },
        { guard: "namesGrants", target: "granting" },
        { guard: "grantsLimOp", target: "grantedLimOp" },
        { target: "working" },
      ],
    },
    granting: {
      invoke: {
        src: "grantDraw",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.decided.faction,
          deck: context.deck,
          grants: grants(context).filter((g) => g !== ANY_OPERATION),
        }),
        onDone: { target: "working", actions: "keepGrant" },
      },
    },
    executing: {
      invoke: {
        src: "procedure",
        input: ({ context }) => {
          const d = context.input.decided;
          const program = programOf(context);
          const scope = context.input.scope;
          const ctx = {
            actor: d.faction,
            chooser: "np" as const,
            card: d.card,
            side: d.side,
            hints: d.instructions.flatMap((h) => (h.column ? [h.column] : [])),
            options: scope.options,
            tables: eventTablesOf(scope.options),
          };
          // One live run of the program, fed each answer as it comes (not replayed per input).
          // It starts from the dry run that judged the Event, while the answers agree (run.ts).
          const { eventProgramRunner, judgedRunOf } = eventJudging.now();
          const runner = program ? eventProgramRunner(program, ctx, judgedRunOf(d)) : null;
          return {
            scope,
            faction: d.faction,
            label: `#${d.card} ${cardTitle(d.card)}`,
            traceFirst: true,
            run: (board: TurnScope["board"], answers: readonly NeedAnswer[]) =>
              runner
                ? runner(board, answers)
                : { kind: "error" as const, errors: [{ field: "program", reason: "none" }] },
          };
        },
        onDone: { target: "grants", actions: "keepProgram" },
      },
    },
    grants: {
      always: [{ guard: "grantLeft", target: "grant" }, { target: "working" }],
    },
    grant: {
      invoke: {
        src: "grantedAction",
        input: ({ context }) => ({
          scope: context.input.scope,
          grant: runnableGrant(context) as GrantOut,
          deck: context.deck,
        }),
        onDone: { target: "grants", actions: "nextGrant" },
      },
    },
    grantedLimOp: {
      invoke: {
        src: "calixtoAction",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.decided.faction,
          deck: context.deck,
          limited: true,
          free: true,
          withSpecial: false,
        }),
        onDone: { target: "working", actions: "keepDeck" },
      },
    },
    working: {
      tags: [AWAITING],
      entry: "ask",
      always: [{ guard: "tooMany", target: "done", actions: "tooManyNote" }],
      on: {
        "event.select": { target: "selecting", actions: ["count", "takeSelect"] },
        "event.edit": { target: "working", reenter: true, actions: ["count", "edit"] },
        "event.done": { target: "done", actions: assign({ request: null }) },
      },
    },
    selecting: {
      invoke: {
        src: "spaceSelection",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.decided.faction,
          column: context.select?.column ?? null,
          candidates: context.select?.candidates ?? [],
          purpose: context.select?.purpose ?? `Event #${context.input.decided.card}`,
          rule: "C8.5.5",
        }),
        onDone: { target: "working", actions: "keepSelection" },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({
    selections: context.selections,
    edits: context.edits,
    deck: context.deck,
  }),
});
