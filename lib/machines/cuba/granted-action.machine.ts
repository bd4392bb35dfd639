import { assign, setup } from "xstate";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { actionWords } from "@/lib/engine/cuba/calixto/action-words";
import { cardTablesOf, operationBox, specialList } from "@/lib/engine/cuba/calixto/cards";
import type { OperationBox, SpecialList } from "@/lib/engine/cuba/calixto/contracts";
import type { DeckState } from "@/lib/engine/cuba/calixto/deck";
import { ANY_OPERATION, specialOutsideCards } from "@/lib/engine/cuba/calixto/events";
import type { GrantOut } from "@/lib/engine/cuba/calixto/events/program/work";
import { flipMovedUnderground, type GrantTerms } from "@/lib/engine/cuba/calixto/grant-terms";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { InputEvent, OperationKind, SideId } from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { calixtoActionMachine } from "./calixto-action.machine";
import { type GrantDrawOutput, grantDrawMachine } from "./grant-draw.machine";
import { applyStep, recordNote, scopeWrite } from "./scope";
import { sideExecutionMachine } from "./side-execution.machine";
import { specialActivityMachine } from "./special-activity.machine";

/**
 * The Operations and Special Activities an Event grants, carried out by the same machines as a
 * Calixto Operation (C8.5.5): for each action the Event names, draw Calixto cards until one
 * shows it (both sides), then run that Operation box or SA entry for free with no Activation
 * Number rolls (C8.5.4). An unnamed grant ("a free Limited Operation") takes the card as drawn.
 * Everything the Event and its Event Instructions say about each action (grant-terms.ts) holds
 * while it runs, through `scope.options.grant`: its spaces ("there", "in place", "a space with
 * enemy forces"), origins, targets, "even if Active", "as if Neutral", an SA with no Operation
 * (5.1, 5.1.1). A later action is confined to the spaces an earlier one used when the Event says
 * so (Armored Cars: Ambush where it Marched; none if the March moved no one, 3.3.2 note); one
 * space only runs the Operation as limited; "then flip them Underground" follows the March.
 */
export interface GrantedActionInput {
  scope: TurnScope;
  grant: GrantOut;
  deck: DeckState;
}

export interface GrantedActionOutput {
  deck: DeckState;
  done: string[];
}

interface Ctx {
  input: GrantedActionInput;
  deck: DeckState;
  index: number;
  match: GrantDrawOutput["match"];
  used: SpaceId[];
  done: string[];
  lastOperation: OperationKind | null;
  /** How many checklist changes the turn had when this action's Operation began. */
  changesAt: number;
}

const actionOf = (c: Ctx) => c.input.grant.actions[c.index];
/** The action in words, at the start of a sentence ("March", "A Limited Operation"). */
const said = (c: Ctx) => actionWords(actionOf(c)).replace(/^a /, "A ");
const names = (ids: readonly SpaceId[]) => ids.map((id) => SPACE_BY_ID[id].name).join(", ");

function matchedBox(c: Ctx): OperationBox | null {
  if (!c.match) return null;
  const b = operationBox(c.match.source, cardTablesOf(c.input.scope.options));
  return b.ok && b.value.operation === c.match.action ? b.value : null;
}

function matchedList(c: Ctx): SpecialList | null {
  if (!c.match) return null;
  const l = specialList(c.match.source, cardTablesOf(c.input.scope.options));
  if (!l.ok) return null;
  const entries = l.value.entries.filter((e) => e.special === c.match?.action);
  return entries.length ? { ...l.value, entries } : null;
}

/**
 * The SA list to run: the matched card's entry, or, for an SA none of the Faction's cards shows
 * (the Syndicate's Ambush of #41), the Event's own grant with the SA's usual column (5.1.1).
 */
function grantedList(c: Ctx): SpecialList | null {
  return (
    matchedList(c) ??
    (c.match
      ? null
      : specialOutsideCards(c.input.grant.faction, actionOf(c), c.input.scope.options))
  );
}

/** Spaces this action is confined to: the Event's, or where earlier ones acted ("there"). */
function confineTo(c: Ctx): readonly SpaceId[] | undefined {
  const g = c.input.grant;
  if (c.index > 0 && g.sameSpace) return c.used;
  return g.spaces ?? undefined;
}

/** What the Event says of the action now running (its spaces included). */
function termsOf(c: Ctx): GrantTerms {
  const t = c.input.grant.terms?.[actionOf(c)] ?? {};
  const only = confineTo(c);
  return only ? { ...t, spaces: only } : t;
}

const oneSpace = (c: Ctx) =>
  c.input.grant.limited === true || c.input.grant.terms?.[actionOf(c)]?.oneSpace === true;

export const grantedActionMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as GrantedActionInput,
    output: {} as GrantedActionOutput,
    events: {} as InputEvent,
  },
  actors: {
    grantDraw: grantDrawMachine,
    calixtoAction: calixtoActionMachine,
    sideExecution: sideExecutionMachine,
    specialActivity: specialActivityMachine,
  },
  guards: {
    finished: ({ context }) => actionOf(context) === undefined,
    nowhere: ({ context }) => confineTo(context)?.length === 0,
    anyLimOp: ({ context }) => actionOf(context) === ANY_OPERATION,
    matchedOperation: ({ context }) => matchedBox(context) !== null,
    matchedSpecial: ({ context }) => grantedList(context) !== null,
    outsideCards: ({ context }) => grantedList(context) !== null,
  },
  actions: {
    confine: assign(({ context }) => {
      const only = confineTo(context);
      const lender = context.input.grant.borrows;
      const { grant: _was, borrowedPiece: _lent, ...rest } = context.input.scope.options;
      context.input.scope.options = {
        ...rest,
        grant: termsOf(context),
        ...(lender ? { borrowedPiece: lender } : {}),
      };
      if (only)
        recordNote(context.input.scope, {
          kind: "note",
          rule: "5.1",
          text: `${said(context)} only in ${names(only) || "no space"} (as the Event says)`,
        });
      return { changesAt: context.input.scope.changes.length };
    }),
    release: assign(
      scopeWrite(({ context }: { context: Ctx; event: unknown }) => {
        const { grant: _was, borrowedPiece: _lent, ...rest } = context.input.scope.options;
        context.input.scope.options = rest;
      }),
    ),
    nowhereNote: assign(
      scopeWrite(({ context }: { context: Ctx; event: unknown }) =>
        recordNote(context.input.scope, {
          kind: "note",
          rule: "3.3.2",
          text: `${said(context)}: the earlier action acted in no space, so there is nowhere to do it`,
        }),
      ),
    ),
    /** "Then flips them Underground" (#3): the Guerrillas this March moved (grant-terms.ts). */
    afterMarch: assign(
      scopeWrite(({ context }: { context: Ctx; event: unknown }) => {
        if (!context.input.grant.terms?.[actionOf(context)]?.thenUnderground) return;
        const scope = context.input.scope;
        const moved = scope.changes.slice(context.changesAt);
        const step = flipMovedUnderground(scope.board, context.input.grant.faction, moved);
        if (!step.changes.length) return;
        recordNote(scope, {
          kind: "note",
          rule: "5.1",
          text: "The Guerrillas that marched flip Underground (as the Event says)",
        });
        applyStep(scope, step);
      }),
    ),
    keepMatch: assign(({ event }) => {
      const out = (event as unknown as { output: GrantDrawOutput }).output;
      return { match: out.match, deck: out.deck };
    }),
    outsideNote: assign(
      scopeWrite(({ context }: { context: Ctx; event: unknown }) =>
        recordNote(context.input.scope, {
          kind: "note",
          rule: "5.1.1",
          text: `No ${FACTION_NAME[context.input.grant.faction]} Calixto card shows ${actionWords(actionOf(context))}: the Event grants it outright, no card is drawn, spaces by its usual column`,
        }),
      ),
    ),
    noMatchNote: assign(
      scopeWrite(({ context }: { context: Ctx; event: unknown }) =>
        recordNote(context.input.scope, {
          kind: "note",
          rule: "C8.5.5",
          text: `${FACTION_NAME[context.input.grant.faction]} found no card with ${actionWords(actionOf(context))}: that part of the Event is not carried out`,
        }),
      ),
    ),
    keepDeck: assign({
      deck: ({ event }) => (event as unknown as { output: { deck: DeckState } }).output.deck,
    }),
    keepSelected: assign(({ context, event }) => {
      const out = (event as unknown as { output: { selected?: SpaceId[] } }).output;
      const box = matchedBox(context);
      return {
        used: [...new Set([...context.used, ...(out.selected ?? [])])],
        lastOperation: box?.operation ?? context.lastOperation,
      };
    }),
    keepSpecial: assign(({ context, event }) => {
      const out = (event as unknown as { output: { done: { space: SpaceId } | null } }).output;
      return { used: out.done ? [...new Set([...context.used, out.done.space])] : context.used };
    }),
    next: assign(({ context }) => ({
      index: context.index + 1,
      match: null,
      done: [...context.done, actionOf(context)],
    })),
  },
}).createMachine({
  id: "grantedAction",
  context: ({ input }) => ({
    input,
    deck: input.deck,
    index: 0,
    match: null,
    used: [],
    done: [],
    lastOperation: null,
    changesAt: 0,
  }),
  initial: "choosing",
  states: {
    choosing: {
      always: [
        { guard: "finished", target: "done", actions: "release" },
        { guard: "nowhere", target: "choosing", reenter: true, actions: ["nowhereNote", "next"] },
        { guard: "anyLimOp", target: "limOp", actions: "confine" },
        { guard: "outsideCards", target: "running", actions: "outsideNote" },
        { target: "drawing" },
      ],
    },
    limOp: {
      invoke: {
        src: "calixtoAction",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.grant.faction,
          deck: context.deck,
          limited: true,
          free: true,
          withSpecial: false,
        }),
        onDone: { target: "choosing", actions: ["keepDeck", "release", "next"] },
      },
    },
    drawing: {
      invoke: {
        src: "grantDraw",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.grant.faction,
          deck: context.deck,
          grants: [actionOf(context)],
        }),
        onDone: { target: "running", actions: "keepMatch" },
      },
    },
    running: {
      entry: "confine",
      always: [
        { guard: "matchedOperation", target: "operation" },
        { guard: "matchedSpecial", target: "special" },
        { target: "choosing", actions: ["noMatchNote", "release", "next"] },
      ],
    },
    operation: {
      invoke: {
        src: "sideExecution",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.grant.faction,
          side: context.match?.side as SideId,
          box: matchedBox(context) as OperationBox,
          special: null,
          withSpecial: false,
          limited: oneSpace(context),
          free: true,
          granted: true,
          an: null,
        }),
        onDone: {
          target: "choosing",
          actions: ["keepSelected", "afterMarch", "release", "next"],
        },
      },
    },
    special: {
      invoke: {
        src: "specialActivity",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.grant.faction,
          list: grantedList(context) as SpecialList,
          // A lone SA (an Event's "free Ambush") accompanies no Operation (5.1.1).
          ...(context.lastOperation ? { operation: context.lastOperation } : {}),
          destinations: context.used,
        }),
        onDone: { target: "choosing", actions: ["keepSpecial", "release", "next"] },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({ deck: context.deck, done: context.done }),
});
