import { and, assign, setup } from "xstate";
import {
  activationNumber,
  cardTablesOf,
  flipSide,
  operationBox,
  resolveSide,
  specialList,
} from "@/lib/engine/cuba/calixto/cards";
import type {
  CardSide,
  FlowNode,
  OperationBox,
  SpecialList,
  Target,
} from "@/lib/engine/cuba/calixto/contracts";
import { usedCorrection } from "@/lib/engine/cuba/calixto/corrections/used";
import type { DeckState } from "@/lib/engine/cuba/calixto/deck";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { CardId, InputEvent, SideId } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { cardWalkMachine } from "./card-walk.machine";
import { deckDrawMachine } from "./deck-draw.machine";
import { recordNote, scopeWrite } from "./scope";
import { sideExecutionMachine } from "./side-execution.machine";
import { lazySpecialActivity } from "./special-activity-part";

/**
 * One Operation chosen and carried out with the Calixto deck (C8.5.3, C8.6.1):
 *   drawing → walking → (DRAW → drawing | FLIP → walking the back | Operation → executing)
 *   executing → done, or → drawing when the Operation has no legal space.
 * Ends `exhausted` when every card of the Faction was drawn without a legal Operation, so the
 * Eligibility table moves on (C8.5.3 "Loops and Edge Cases").
 * A card whose SA box comes before its Operation is known (Syndicate card T): once that SA is
 * done it stands, so if the card then leads to an Operation with no legal space (or to a draw),
 * no new card is drawn: the Operation is skipped and the turn ends as Operation + SA (C8.5.3
 * "Loops and Edge Cases", the rare case; decided in docs/rules-coverage.md).
 */
export interface CalixtoActionInput {
  scope: TurnScope;
  faction: Faction;
  deck: DeckState;
  /** Limited Operation: one space, no SA, no Activation rolls (2.3.5, C8.5.4). */
  limited: boolean;
  /** Free Operation granted by an Event: no Activation rolls (C8.5.4). */
  free: boolean;
  /** Whether a Special Activity may accompany the Operation. */
  withSpecial: boolean;
}

export type CalixtoActionOutput =
  | {
      result: "done";
      side: SideId;
      specialDone: boolean;
      operationSkipped: boolean;
      deck: DeckState;
    }
  | { result: "exhausted"; deck: DeckState }
  | { result: "error"; reason: string; deck: DeckState };

interface Ctx {
  input: CalixtoActionInput;
  deck: DeckState;
  drawnThisLoop: CardId[];
  side: SideId | null;
  start: string | undefined;
  node: FlowNode | null;
  specialDone: boolean;
  output: CalixtoActionOutput | null;
  draws: number;
}

const MAX_DRAWS = 30;

const resolved = (c: Ctx): CardSide | null => {
  if (!c.side) return null;
  const r = resolveSide(c.side, c.input.scope.options);
  return r.ok ? r.value : null;
};

function opNode(c: Ctx): {
  box: OperationBox;
  special: { list: SpecialList; position: "before" | "after" | "between" } | null;
} | null {
  const n = c.node;
  if (n?.kind !== "operation") return null;
  const box = operationBox(n.box, cardTablesOf(c.input.scope.options));
  if (!box.ok) return null;
  if (!n.sa) return { box: box.value, special: null };
  const list = specialList(n.sa.list, cardTablesOf(c.input.scope.options));
  return {
    box: box.value,
    special: list.ok ? { list: list.value, position: n.sa.position } : null,
  };
}

/** The trace says which corrected entries the Operation about to run reads (issue "Your own cards"). */
function noteCorrections(scope: TurnScope, keys: readonly string[]): void {
  for (const key of keys) {
    const used = key ? usedCorrection(scope.options, key) : null;
    if (used) recordNote(scope, { kind: "note", text: used, rule: "C8.5.3" });
  }
}

type WalkDone = { output: { outcome: string; node?: FlowNode; reason?: string } };
const walkOut = (event: unknown) => (event as WalkDone).output;

export const calixtoActionMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as CalixtoActionInput,
    output: {} as CalixtoActionOutput,
    events: {} as InputEvent,
  },
  actors: {
    deckDraw: deckDrawMachine,
    cardWalk: cardWalkMachine,
    sideExecution: sideExecutionMachine,
    // Loaded when first reached (special-activity-part.ts).
    specialActivity: lazySpecialActivity,
  },
  guards: {
    tooManyDraws: ({ context }) => context.draws > MAX_DRAWS,
    drewCard: ({ event }) => "card" in (event as unknown as { output: object }).output,
    exhausted: ({ event }) => "exhausted" in (event as unknown as { output: object }).output,
    walkDraw: ({ event }) => walkOut(event).outcome === "draw",
    walkFlip: ({ event }) => walkOut(event).outcome === "flip",
    walkSpecial: ({ event }) => walkOut(event).outcome === "special",
    walkOperation: ({ event }) => walkOut(event).outcome === "operation",
    specialAllowed: ({ context }) => context.input.withSpecial,
    resumeAtNode: ({ context }) =>
      context.node?.kind === "special" && context.node.next.to === "node",
    resumeDraw: ({ context }) =>
      context.node?.kind === "special" && context.node.next.to === "draw",
    noLegalOperation: ({ event }) =>
      (event as unknown as { output: { result: string } }).output.result === "noLegalOperation",
    specialAlreadyDone: ({ context }) => context.specialDone,
  },
  actions: {
    countDraw: assign({ draws: ({ context }) => context.draws + 1 }),
    takeCard: assign(({ event }) => {
      const out = (
        event as unknown as { output: { card: CardId; deck: DeckState; drawnThisLoop: CardId[] } }
      ).output;
      return {
        deck: out.deck,
        drawnThisLoop: out.drawnThisLoop,
        side: out.card as SideId,
        start: undefined,
        node: null,
      };
    }),
    takeExhausted: assign(({ context }) => ({
      output: { result: "exhausted" as const, deck: context.deck },
    })),
    takeDeckError: assign(({ context, event }) => ({
      output: {
        result: "error" as const,
        reason: (event as unknown as { output: { error?: string } }).output.error ?? "deck error",
        deck: context.deck,
      },
    })),
    flip: assign(({ context }) => {
      const r = context.side ? flipSide(context.side) : null;
      recordNote(context.input.scope, {
        kind: "note",
        text: `Flip card ${context.side} to ${r?.ok ? r.value : "?"}`,
        rule: "C8.5.3",
      });
      return { side: r?.ok ? r.value : context.side, start: undefined };
    }),
    keepNode: assign({ node: ({ event }) => walkOut(event).node ?? null }),
    resume: assign(({ context }) => {
      const next = context.node?.kind === "special" ? context.node.next : null;
      return { start: next && next.to === "node" ? next.node : undefined };
    }),
    skipSpecialNote: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) =>
        recordNote(context.input.scope, {
          kind: "note",
          text: "The card's Special Activity box is skipped: no SA with this action",
          rule: "C8.5.3",
        }),
      ),
    ),
    specialWasDone: assign({
      specialDone: ({ context, event }) =>
        context.specialDone ||
        (event as unknown as { output: { done: unknown } }).output.done !== null,
    }),
    walkError: assign(({ context, event }) => ({
      output: {
        result: "error" as const,
        reason: walkOut(event).reason ?? "card walk error",
        deck: context.deck,
      },
    })),
    finish: assign(({ context, event }) => {
      const out = (
        event as unknown as { output: { specialDone: boolean; operationSkipped: boolean } }
      ).output;
      return {
        output: {
          result: "done" as const,
          side: context.side as SideId,
          specialDone: context.specialDone || out.specialDone,
          operationSkipped: out.operationSkipped,
          deck: context.deck,
        },
      };
    }),
    skipAfterSpecial: assign(({ context }) => {
      recordNote(context.input.scope, {
        kind: "note",
        text: "The Special Activity is done and this card gives no legal Operation: the Operation is skipped and the turn ends as Operation + Special Activity",
        rule: "C8.5.3",
      });
      return {
        output: {
          result: "done" as const,
          side: context.side as SideId,
          specialDone: true,
          operationSkipped: true,
          deck: context.deck,
        },
      };
    }),
    boundError: assign(({ context }) => ({
      output: {
        result: "error" as const,
        reason: `more than ${MAX_DRAWS} Calixto draws in one action`,
        deck: context.deck,
      },
    })),
  },
}).createMachine({
  id: "calixtoAction",
  context: ({ input }) => ({
    input,
    deck: input.deck,
    drawnThisLoop: [],
    side: null,
    start: undefined,
    node: null,
    specialDone: false,
    output: null,
    draws: 0,
  }),
  initial: "drawing",
  states: {
    drawing: {
      entry: "countDraw",
      always: [{ guard: "tooManyDraws", target: "done", actions: "boundError" }],
      invoke: {
        src: "deckDraw",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.faction,
          deck: context.deck,
          drawnThisLoop: context.drawnThisLoop,
        }),
        onDone: [
          { guard: "drewCard", target: "walking", actions: "takeCard" },
          { guard: "exhausted", target: "done", actions: "takeExhausted" },
          { target: "done", actions: "takeDeckError" },
        ],
      },
    },
    walking: {
      invoke: {
        src: "cardWalk",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.faction,
          side: context.side as SideId,
          start: context.start,
        }),
        onDone: [
          {
            guard: and(["walkDraw", "specialAlreadyDone"]),
            target: "done",
            actions: "skipAfterSpecial",
          },
          { guard: "walkDraw", target: "drawing" },
          { guard: "walkFlip", target: "walking", reenter: true, actions: "flip" },
          { guard: "walkSpecial", target: "midSpecial", actions: "keepNode" },
          { guard: "walkOperation", target: "executing", actions: "keepNode" },
          { target: "done", actions: "walkError" },
        ],
      },
    },
    midSpecial: {
      always: [
        { guard: "specialAllowed", target: "runningSpecial" },
        { target: "afterSpecial", actions: "skipSpecialNote" },
      ],
    },
    runningSpecial: {
      invoke: {
        src: "specialActivity",
        input: ({ context }) => {
          const n = context.node;
          const list =
            n?.kind === "special"
              ? specialList(n.list, cardTablesOf(context.input.scope.options))
              : null;
          return {
            scope: context.input.scope,
            faction: context.input.faction,
            list: list?.ok
              ? list.value
              : { id: "none", entries: [], provenance: { source: "INF" as const } },
            operation: "construct" as const,
            destinations: [],
          };
        },
        onDone: { target: "afterSpecial", actions: "specialWasDone" },
      },
    },
    afterSpecial: {
      always: [
        { guard: "resumeAtNode", target: "walking", actions: "resume" },
        {
          guard: and(["resumeDraw", "specialAlreadyDone"]),
          target: "done",
          actions: "skipAfterSpecial",
        },
        { guard: "resumeDraw", target: "drawing" },
        { target: "walking", actions: ["resume", "flip"] },
      ],
    },
    executing: {
      invoke: {
        src: "sideExecution",
        input: ({ context }) => {
          const side = resolved(context) as CardSide;
          const op = opNode(context);
          const an =
            context.input.limited || context.input.free
              ? null
              : activationNumber(side, context.input.scope.board);
          noteCorrections(context.input.scope, [
            op ? `box:${op.box.id}` : "",
            op?.special ? `list:${op.special.list.id}` : "",
            an === null ? "" : `an:${side.side}`,
          ]);
          return {
            scope: context.input.scope,
            faction: context.input.faction,
            side: context.side as SideId,
            box: (op as { box: OperationBox }).box,
            special: op?.special ?? null,
            withSpecial: context.input.withSpecial,
            limited: context.input.limited,
            free: context.input.free,
            an,
          };
        },
        onDone: [
          {
            guard: and(["noLegalOperation", "specialAlreadyDone"]),
            target: "done",
            actions: "skipAfterSpecial",
          },
          { guard: "noLegalOperation", target: "drawing" },
          { target: "done", actions: "finish" },
        ],
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) =>
    context.output ?? { result: "error", reason: "ended without a result", deck: context.deck },
});

export type { Target };
