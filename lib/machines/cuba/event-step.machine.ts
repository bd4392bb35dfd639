import { assign, setup } from "xstate";
import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { describeDiff } from "@/lib/engine/cuba/board/describe-diff";
import { applyEdits } from "@/lib/engine/cuba/board/edit";
import type { DeckState } from "@/lib/engine/cuba/calixto/deck";
import type { EventDecision } from "@/lib/engine/cuba/calixto/events";
import {
  ANY_OPERATION,
  namesActions,
  playCapability,
  playMomentum,
} from "@/lib/engine/cuba/calixto/events";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { ColumnId, InputEvent, Request } from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { AWAITING } from "../core/awaiting";
import { calixtoActionMachine } from "./calixto-action.machine";
import { type GrantDrawOutput, grantDrawMachine } from "./grant-draw.machine";
import { applyStep, recordNote, scopeWrite } from "./scope";
import { spaceSelectionMachine } from "./space-selection.machine";

/**
 * An NP executes an Event (C8.5.5, C8.8). The app shows the side and the Event Instructions, puts
 * a Capability or Momentum marker into play, and then the player works through the Event's own
 * text on the table: for each choice the Event leaves to the NP, the app selects the space with
 * the column the player picks (the leftmost effective action's, hinted), and the player records
 * the Event's effects as board edits. "Done" ends the step. Every command is a logged input.
 * An Event that names Operations or SAs first draws Calixto cards until one matches (both
 * sides) and puts that box's columns first; one that grants "a Limited Operation" runs a free
 * Limited Operation from a Calixto draw on the mirrored board (C8.5.5, no AN rolls C8.5.4).
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
}

const grants = (c: Ctx) => c.input.decided.grants ?? [];

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
  },
  guards: {
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
            text: h.column ? `${h.label} (column ${h.column})` : h.label,
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
  }),
  initial: "announcing",
  states: {
    announcing: {
      entry: "announce",
      always: [
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
