import { assign, setup } from "xstate";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { actionWords, sideWords } from "@/lib/engine/cuba/calixto/action-words";
import type { OperationBox, SpecialEntry, SpecialList } from "@/lib/engine/cuba/calixto/contracts";
import { operationPossible } from "@/lib/engine/cuba/calixto/runner";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import { type LastingSpecial, lastingSpecial } from "@/lib/engine/cuba/calixto/specials/lasting";
import { specialDidOperation } from "@/lib/engine/cuba/calixto/specials/operation-space";
import type { InputEvent, SideId } from "@/lib/engine/cuba/calixto/types";
import type { Faction, SpaceId } from "@/lib/engine/cuba/types";
import { type ActivationLoopInput, activationLoopMachine } from "./activation-loop.machine";
import { recordNote, scopeWrite } from "./scope";
import { lazySpecialActivity } from "./special-activity-part";

/**
 * Carry out the Operation box an arrow led to, with its Special Activity before, between or after
 * it as the card shows (C8.5.3, C8.7.1; base rules 4.1 allow any order).
 * - First check that the Operation has a legal space; if not, the caller draws a new card.
 * - The SA is skipped in a Limited Operation or an Operation Only.
 * - If the SA leaves the Operation with no legal space, the Operation is skipped and the turn
 *   still counts as Operation + SA (C8.5.3 "Loops and Edge Cases").
 * - Kidnap and Assassinate do Terror in their space first, and an Ambush is the Attack in its
 *   space (4.3.2, 4.4.2): that space counts as the Operation's first, followed by its Activation
 *   roll, and is never selected again (3.1; C8.7.5, C8.7.6; C8.9 card 6).
 * - A lasting Event's SA (rulebook back page: Rolando Masferrer, Mafia Offensive; see
 *   specials/lasting.ts) is tried first, at its own position; the card's SA only if it did
 *   nothing. Masferrer's goes after the Operation: every Sweep box has its SA after.
 */
export interface SideExecutionInput {
  scope: TurnScope;
  faction: Faction;
  side: SideId;
  box: OperationBox;
  special: { list: SpecialList; position: "before" | "after" | "between" } | null;
  /** Whether an SA may be done (Operation + SA, or MAP's Limited Operations for NP GOV). */
  withSpecial: boolean;
  limited: boolean;
  free: boolean;
  /**
   * An Operation an Event grants (granted-action.machine.ts): with no legal space it is not
   * carried out and no new card is drawn for it; the Operation's own requirements still apply
   * where the Event confines it (3.1.2, 5.1.3).
   */
  granted?: boolean;
  /** Activation Number, or null for no rolls. */
  an: number | null;
}

export interface SideExecutionOutput {
  result: "noLegalOperation" | "done";
  specialDone: boolean;
  operationSkipped: boolean;
  selected: SpaceId[];
}

interface Ctx {
  input: SideExecutionInput;
  /** The lasting Event's SA for this Operation, when an SA is done at all. */
  lasting: LastingSpecial | null;
  specialDone: { entry: SpecialEntry; space: SpaceId } | null;
  selected: SpaceId[];
  operationSkipped: boolean;
  result: SideExecutionOutput["result"];
}

const opPossible = (c: Ctx) =>
  operationPossible(
    c.input.scope.board,
    c.input.box,
    c.input.faction,
    c.input.limited,
    c.input.free,
    c.input.scope.options,
  );
const saAt = (c: Ctx, position: "before" | "after" | "between") =>
  c.input.withSpecial && c.input.special?.position === position;
const lastingAt = (c: Ctx, position: LastingSpecial["position"]) =>
  c.lasting?.position === position;
const saDone = (event: unknown) => (event as { output: { done: unknown } }).output.done !== null;
/** The SA machine's input for a list, after the Operation's spaces so far. */
const saInput = (c: Ctx, list: SpecialList, destinations: SpaceId[]) => ({
  scope: c.input.scope,
  faction: c.input.faction,
  list,
  operation: c.input.box.operation,
  destinations,
});
/** The SA before the Operation carried it out in its own space (Kidnap/Assassinate, Ambush). */
const operationInSaSpace = (c: Ctx) =>
  c.specialDone !== null && specialDidOperation(c.specialDone.entry, c.input.box.operation);

/** The Activation loop's input for one part of the box (C8.5.4), from this side's input. */
const loopInput = (
  c: Ctx,
  part: ActivationLoopInput["part"],
  more: Pick<ActivationLoopInput, "selected" | "rollFirst"> = {},
): ActivationLoopInput => ({
  scope: c.input.scope,
  faction: c.input.faction,
  box: c.input.box,
  an: c.input.an,
  limited: c.input.limited,
  free: c.input.free,
  part,
  ...more,
});

export const sideExecutionMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as SideExecutionInput,
    output: {} as SideExecutionOutput,
    events: {} as InputEvent,
  },
  // The Special Activity loads when first reached (special-activity-part.ts).
  actors: { activationLoop: activationLoopMachine, specialActivity: lazySpecialActivity },
  guards: {
    impossible: ({ context }) => !opPossible(context),
    lastingBefore: ({ context }) => lastingAt(context, "before"),
    lastingAfter: ({ context }) => lastingAt(context, "after"),
    lastingDone: ({ event }) => saDone(event),
    saBefore: ({ context }) => saAt(context, "before"),
    saBetween: ({ context }) => saAt(context, "between"),
    saAfter: ({ context }) => saAt(context, "after"),
    opNowImpossible: ({ context }) =>
      context.specialDone !== null && !opPossible(context) && !operationInSaSpace(context),
  },
  actions: {
    noteImpossible: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) =>
        recordNote(context.input.scope, {
          kind: "note",
          ...(context.input.granted
            ? {
                text: `${sideWords(context.input.side).replace(/^c/, "C")}: the free ${actionWords(context.input.box.operation)} has no legal space (its own requirements still apply): that part of the Event is not carried out`,
                rule: "3.1.2, 5.1.3",
              }
            : {
                text: `${sideWords(context.input.side).replace(/^c/, "C")}: the Operation has no legal space, so a new card is drawn`,
                rule: "C8.5.3",
              }),
        }),
      ),
    ),
    noteSkipped: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) =>
        recordNote(context.input.scope, {
          kind: "note",
          text: "The Special Activity left the Operation no legal space: the Operation is skipped",
          rule: "C8.5.3",
        }),
      ),
    ),
    noteSaSpace: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) => {
        if (!operationInSaSpace(context) || !context.specialDone) return;
        recordNote(context.input.scope, {
          kind: "note",
          text: `${SPACE_BY_ID[context.specialDone.space].name} was the Operation's first space (by the Special Activity): it is not selected again`,
          rule:
            context.input.box.operation === "attack"
              ? "3.1, 4.3.2, C8.5.4"
              : "3.1, C8.7.5, C8.7.6, C8.9 card 6",
        });
      }),
    ),
    keepSpecial: assign({
      specialDone: ({ event }) => {
        const done = (
          event as unknown as { output: { done: { entry: SpecialEntry; space: SpaceId } | null } }
        ).output.done;
        return done ? { entry: done.entry, space: done.space } : null;
      },
    }),
    keepSelected: assign({
      selected: ({ event }) =>
        (event as unknown as { output: { selected: SpaceId[] } }).output.selected,
    }),
    impossibleResult: assign({ result: "noLegalOperation" as const }),
    skipOperation: assign({ operationSkipped: true }),
  },
}).createMachine({
  id: "sideExecution",
  context: ({ input }) => ({
    input,
    lasting: input.withSpecial
      ? lastingSpecial(input.scope.board, input.faction, input.box.operation)
      : null,
    specialDone: null,
    selected: [],
    operationSkipped: false,
    result: "done",
  }),
  initial: "check",
  states: {
    check: {
      always: [
        { guard: "impossible", target: "done", actions: ["noteImpossible", "impossibleResult"] },
        { guard: "lastingBefore", target: "lastingFirst" },
        { target: "cardPlan" },
      ],
    },
    lastingFirst: {
      invoke: {
        src: "specialActivity",
        input: ({ context }) => saInput(context, (context.lasting as LastingSpecial).list, []),
        onDone: [
          { guard: "lastingDone", target: "afterSpecialFirst", actions: "keepSpecial" },
          { target: "cardPlan" },
        ],
      },
    },
    cardPlan: {
      always: [
        { guard: "saBefore", target: "specialFirst" },
        { guard: "saBetween", target: "numbered" },
        { target: "all" },
      ],
    },
    specialFirst: {
      invoke: {
        src: "specialActivity",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.faction,
          list: (context.input.special as { list: SpecialList }).list,
          operation: context.input.box.operation,
          destinations: [],
        }),
        onDone: { target: "afterSpecialFirst", actions: "keepSpecial" },
      },
    },
    afterSpecialFirst: {
      always: [
        { guard: "opNowImpossible", target: "done", actions: ["noteSkipped", "skipOperation"] },
        { target: "allAfterSpecial" },
      ],
    },
    allAfterSpecial: {
      entry: "noteSaSpace",
      invoke: {
        src: "activationLoop",
        input: ({ context }) =>
          loopInput(context, "all", {
            selected:
              operationInSaSpace(context) && context.specialDone ? [context.specialDone.space] : [],
            rollFirst: operationInSaSpace(context),
          }),
        onDone: { target: "done", actions: "keepSelected" },
      },
    },
    numbered: {
      invoke: {
        src: "activationLoop",
        input: ({ context }) => loopInput(context, "numbered"),
        onDone: { target: "specialBetween", actions: "keepSelected" },
      },
    },
    specialBetween: {
      invoke: {
        src: "specialActivity",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.faction,
          list: (context.input.special as { list: SpecialList }).list,
          operation: context.input.box.operation,
          destinations: context.selected,
        }),
        onDone: { target: "starred", actions: "keepSpecial" },
      },
    },
    starred: {
      invoke: {
        src: "activationLoop",
        input: ({ context }) => loopInput(context, "starred", { selected: context.selected }),
        onDone: { target: "done" },
      },
    },
    all: {
      invoke: {
        src: "activationLoop",
        input: ({ context }) => loopInput(context, "all"),
        onDone: [
          { guard: "lastingAfter", target: "lastingAfter", actions: "keepSelected" },
          { guard: "saAfter", target: "specialAfter", actions: "keepSelected" },
          { target: "done", actions: "keepSelected" },
        ],
      },
    },
    lastingAfter: {
      invoke: {
        src: "specialActivity",
        input: ({ context }) =>
          saInput(context, (context.lasting as LastingSpecial).list, context.selected),
        onDone: [
          { guard: "lastingDone", target: "done", actions: "keepSpecial" },
          { guard: "saAfter", target: "specialAfter" },
          { target: "done" },
        ],
      },
    },
    specialAfter: {
      invoke: {
        src: "specialActivity",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.faction,
          list: (context.input.special as { list: SpecialList }).list,
          operation: context.input.box.operation,
          destinations: context.selected,
        }),
        onDone: { target: "done", actions: "keepSpecial" },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({
    result: context.result,
    specialDone: context.specialDone !== null,
    operationSkipped: context.operationSkipped,
    selected: context.selected,
  }),
});
