import { assign, setup } from "xstate";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import type { DeckState } from "@/lib/engine/cuba/calixto/deck";
import {
  afterAction,
  cashFreeLimOp,
  decideEligibility,
  type EligibilityResult,
  eligibilityTablesOf,
  eligibleOrder,
  limOpWithSpecial,
  rowAfter,
  spendCashForFreeLimOp,
} from "@/lib/engine/cuba/calixto/eligibility";
import {
  cancelPactOfCaracas,
  pactCancellationDue,
  type RememberedAnswers,
} from "@/lib/engine/cuba/calixto/events";
import { MAP_CASH_AFTER_SA } from "@/lib/engine/cuba/calixto/rule-readings";
import { reading, type TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { InputEvent, Request } from "@/lib/engine/cuba/calixto/types";
import type { CardAction, Faction } from "@/lib/engine/cuba/types";
import { AWAITING } from "../core/awaiting";
import { calixtoActionMachine } from "./calixto-action.machine";
import { lazyEventStep } from "./event-step-part";
import { procedureMachine } from "./procedure.machine";
import { applyStep, recordDecision, recordNote, scopeWrite } from "./scope";

/**
 * One Eligible NP Faction's turn on the current Event card (C8.5.2):
 *   deciding (NP Eligibility table, asking the player where the aid sheet is unknown)
 *     → pass | event | operation
 *   operation: the Calixto deck chooses and carries out the Operation (and SA); if every card of
 *     the Faction is drawn without a legal Operation, read on from the next table row (C8.5.3).
 *   After an Operation Only or Limited Operation, NP GOV/26J/DR holding Cash spend it on a free
 *   Limited Operation with another Calixto draw (C8.2.1), unless that action had an SA (2.3.6:
 *   MAP's LimOp; reading MAP_CASH_AFTER_SA); with MAP, NP GOV's free LimOp has an SA.
 *   Before an Operation or Event, NP 26J / NP DR removes two of its Bases to cancel the Pact of
 *     Caracas when the other is past its victory threshold (back page; when: base 8.6.5, 8.7.6).
 *   Finally the action goes onto the Sequence of Play track; a Pass pays NP Syndicate +1 (C8.5.2).
 */
export interface NpTurnInput {
  scope: TurnScope;
  faction: Faction;
  deck: DeckState;
  /** Answers remembered from earlier (aid-sheet cells the player confirmed). */
  answers: RememberedAnswers;
}

export interface NpTurnOutput {
  action: CardAction | null;
  deck: DeckState;
  answers: RememberedAnswers;
  cardDone: boolean;
  error?: string;
}

interface Ctx {
  input: NpTurnInput;
  position: 1 | 2;
  answers: Record<string, string>;
  fromRow: string | undefined;
  decision: EligibilityResult | null;
  deck: DeckState;
  action: CardAction | null;
  cashAnswers: NeedAnswer[];
  request: Request | null;
  cardDone: boolean;
  /** Whether the Operation was accompanied by an SA (MAP's LimOp; C8.5.3 settling). */
  specialDone: boolean;
  error?: string;
  rounds: number;
}

/**
 * Cash buys a free LimOp after an Op Only or LimOp (C8.2.1) that executed no SA (2.3.6): under
 * MAP an NP GOV LimOp with an SA keeps its Cash, unless the other reading is chosen.
 */
const cashBlockedBySpecial = (c: Ctx) =>
  c.specialDone && reading(c.input.scope.options, MAP_CASH_AFTER_SA) === "recommended";

const MAX_ROUNDS = 40;

function decide(c: Ctx): EligibilityResult {
  return decideEligibility(
    c.input.scope.board,
    c.input.faction,
    c.position,
    c.answers,
    eligibilityTablesOf(c.input.scope.options),
    c.fromRow,
    c.input.scope.options,
  );
}

const decided = (c: Ctx) => (c.decision?.kind === "decided" ? c.decision : null);

/** Pact of Caracas cancellation due for this NP Insurgent (rulebook back page). */
const pactDue = (c: Ctx) => {
  const f = c.input.faction;
  return (f === "26J" || f === "DR") && pactCancellationDue(c.input.scope.board, f).due;
};

export const npTurnMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as NpTurnInput,
    output: {} as NpTurnOutput,
    events: {} as InputEvent,
  },
  actors: {
    calixtoAction: calixtoActionMachine,
    // Loaded when an NP first executes an Event (event-step-part.ts).
    eventStep: lazyEventStep,
    procedure: procedureMachine,
  },
  guards: {
    tooManyRounds: ({ context }) => context.rounds > MAX_ROUNDS,
    needsAnswer: ({ context }) => context.decision?.kind === "need",
    failed: ({ context }) => context.decision?.kind === "error",
    isPass: ({ context }) => decided(context)?.action === "pass",
    isEvent: ({ context }) => decided(context)?.action === "event",
    pactDue: ({ context }) => pactDue(context),
    exhausted: ({ event }) =>
      (event as unknown as { output: { result: string } }).output.result === "exhausted",
    actionError: ({ event }) =>
      (event as unknown as { output: { result: string } }).output.result === "error",
    spendsCash: ({ context }) =>
      (context.action === "opOnly" || context.action === "limOp") &&
      cashFreeLimOp(context.input.scope.board, context.input.faction).use &&
      !cashBlockedBySpecial(context),
    cashKept: ({ context }) =>
      (context.action === "opOnly" || context.action === "limOp") &&
      cashFreeLimOp(context.input.scope.board, context.input.faction).use &&
      cashBlockedBySpecial(context),
    cashNeedsInput: ({ context }) =>
      spendCashForFreeLimOp(context.input.scope.board, context.input.faction, context.cashAnswers)
        .kind === "need",
  },
  actions: {
    decide: assign(({ context }) => ({ decision: decide(context), rounds: context.rounds + 1 })),
    ask: assign({
      request: ({ context }) =>
        context.decision?.kind === "need" ? context.decision.request : null,
    }),
    answer: assign(({ context, event }) => {
      if (event.type !== "question.answered" || context.decision?.kind !== "need") return {};
      const req = context.decision.request;
      const id = req.kind === "question" ? req.id : "unknown";
      return { answers: { ...context.answers, [id]: event.value }, request: null };
    }),
    recordRows: assign(({ context }) => {
      const d = decided(context);
      if (!d) return {};
      const rows = d.rows;
      rows.forEach((r, i) => {
        if (i === rows.length - 1) recordDecision(context.input.scope, r);
        else recordNote(context.input.scope, r);
      });
      return {};
    }),
    noteFailure: assign(({ context }) => {
      const errors = context.decision?.kind === "error" ? context.decision.errors : [];
      const text = errors.map((e) => `${e.field}: ${e.reason}`).join("; ");
      recordNote(context.input.scope, {
        kind: "note",
        rule: "C8.5.2",
        text: `Eligibility not decided: ${text}`,
      });
      return { error: text };
    }),
    chooseAction: assign(({ context }) => ({ action: decided(context)?.action ?? null })),
    readOn: assign(({ context }) => {
      const d = decided(context);
      const next = d
        ? rowAfter(context.position, d.row, eligibilityTablesOf(context.input.scope.options))
        : undefined;
      recordNote(context.input.scope, {
        kind: "note",
        rule: "C8.5.3",
        text: `No ${FACTION_NAME[context.input.faction]} card gave a legal Operation: read on in the Eligibility table`,
      });
      return { fromRow: next };
    }),
    keepDeck: assign({
      deck: ({ event }) => (event as unknown as { output: { deck: DeckState } }).output.deck,
    }),
    settleOperation: assign(({ context, event }) => {
      const out = (event as unknown as { output: { specialDone: boolean } }).output;
      const a = context.action;
      // No SA could be done: Operation Only if 1st Eligible, else Op + SA without the SA (C8.5.3).
      if (a === "opSA" && !out.specialDone && context.position === 1) {
        recordNote(context.input.scope, {
          kind: "note",
          rule: "C8.5.3",
          text: "No Special Activity was possible: the action counts as Operation Only",
        });
        return { action: "opOnly" as CardAction, specialDone: false };
      }
      return { specialDone: out.specialDone };
    }),
    noteCashKept: assign(({ context }) => {
      recordNote(context.input.scope, {
        kind: "note",
        rule: "2.3.6, C8.2.1",
        text: `The Limited Operation had a Special Activity (MAP): ${FACTION_NAME[context.input.faction]} keeps its Cash for a later action without one`,
      });
      return {};
    }),
    actionError: assign(({ event }) => ({
      error: (event as unknown as { output: { reason: string } }).output.reason,
    })),
    askCash: assign(({ context }) => {
      const r = spendCashForFreeLimOp(
        context.input.scope.board,
        context.input.faction,
        context.cashAnswers,
      );
      return { request: r.kind === "need" && r.need.kind === "request" ? r.need.request : null };
    }),
    answerCash: assign(({ context, event }) => ({
      cashAnswers: [
        ...context.cashAnswers,
        event.type === "tie.broken"
          ? { kind: "choice" as const, value: event.choice }
          : { kind: "choice" as const, value: "" },
      ],
      request: null,
    })),
    spendCash: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) => {
        const r = spendCashForFreeLimOp(
          context.input.scope.board,
          context.input.faction,
          context.cashAnswers,
        );
        if (r.kind !== "done") return;
        applyStep(context.input.scope, r);
        for (const t of r.trace) context.input.scope.trace.push(t);
      }),
    ),
    record: assign(({ context }) => {
      if (!context.action) return {};
      const r = afterAction(context.input.scope.board, context.input.faction, context.action);
      if (!r.ok) {
        // The action chosen is not one the Sequence of Play allows here (2.3.4): the card could
        // not go on, so the turn fails and cannot be confirmed, rather than end unrecorded.
        const text = r.errors.map((e) => e.reason).join("; ");
        recordNote(context.input.scope, { kind: "note", rule: "2.3", text });
        return { error: `the NP's action cannot be recorded: ${text}` };
      }
      applyStep(context.input.scope, r.value);
      return { cardDone: r.value.cardDone };
    }),
  },
}).createMachine({
  id: "npTurn",
  context: ({ input }) => {
    const order = eligibleOrder(input.scope.board);
    const next = order.ok ? order.value.next : null;
    const ok = next !== null && next.faction === input.faction;
    return {
      input,
      position: ok && next ? next.position : 1,
      answers: { ...input.answers },
      fromRow: undefined,
      decision: null,
      deck: input.deck,
      action: null,
      cashAnswers: [],
      request: null,
      cardDone: false,
      specialDone: false,
      rounds: 0,
      error: ok
        ? undefined
        : `${FACTION_NAME[input.faction]} is not the next Eligible Faction to act`,
    };
  },
  initial: "deciding",
  states: {
    deciding: {
      entry: "decide",
      always: [
        {
          guard: "tooManyRounds",
          target: "done",
          actions: assign({ error: "the Eligibility table was read too many times" }),
        },
        { guard: "needsAnswer", target: "awaitingAnswer", actions: "ask" },
        { guard: "failed", target: "done", actions: "noteFailure" },
        { guard: "isPass", target: "recording", actions: ["recordRows", "chooseAction"] },
        { guard: "isEvent", target: "acting", actions: ["recordRows", "chooseAction"] },
        { target: "acting", actions: ["recordRows", "chooseAction"] },
      ],
    },
    acting: {
      always: [
        { guard: "pactDue", target: "cancellingPact" },
        { guard: "isEvent", target: "event" },
        { target: "operation" },
      ],
    },
    cancellingPact: {
      invoke: {
        src: "procedure",
        input: ({ context }) => {
          const f = context.input.faction as "26J" | "DR";
          return {
            scope: context.input.scope,
            faction: f,
            label: "Pact of Caracas cancelled",
            run: (board: TurnScope["board"], answers: readonly NeedAnswer[]) =>
              cancelPactOfCaracas(board, f, answers),
          };
        },
        onDone: [{ guard: "isEvent", target: "event" }, { target: "operation" }],
      },
    },
    awaitingAnswer: {
      tags: [AWAITING],
      on: { "question.answered": { target: "deciding", actions: "answer" } },
    },
    event: {
      invoke: {
        src: "eventStep",
        input: ({ context }) => {
          const d = decided(context);
          return {
            scope: context.input.scope,
            decided: d?.event as NonNullable<typeof d>["event"] & object,
            deck: context.deck,
          };
        },
        onDone: { target: "recording", actions: "keepDeck" },
      },
    },
    operation: {
      invoke: {
        src: "calixtoAction",
        input: ({ context }) => {
          const d = decided(context);
          const limited = context.action === "limOp" || d?.limitedByFinalCard === true;
          return {
            scope: context.input.scope,
            faction: context.input.faction,
            deck: context.deck,
            limited,
            free: false,
            withSpecial: context.action === "opSA" || (limited && d?.withSpecialActivity === true),
          };
        },
        onDone: [
          { guard: "exhausted", target: "deciding", actions: ["keepDeck", "readOn"] },
          { guard: "actionError", target: "done", actions: ["keepDeck", "actionError"] },
          { target: "cash", actions: ["keepDeck", "settleOperation"] },
        ],
      },
    },
    cash: {
      always: [
        { guard: "spendsCash", target: "spendingCash" },
        { guard: "cashKept", target: "recording", actions: "noteCashKept" },
        { target: "recording" },
      ],
    },
    spendingCash: {
      always: [
        { guard: "cashNeedsInput", target: "awaitingCash", actions: "askCash" },
        { target: "freeLimOp", actions: "spendCash" },
      ],
    },
    awaitingCash: {
      tags: [AWAITING],
      on: { "tie.broken": { target: "spendingCash", actions: "answerCash" } },
    },
    freeLimOp: {
      invoke: {
        src: "calixtoAction",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.faction,
          deck: context.deck,
          limited: true,
          free: true,
          // MAP: an SA with every NP GOV Limited Operation, this free one too (C8.6.3).
          withSpecial: limOpWithSpecial(context.input.scope.board, context.input.faction),
        }),
        onDone: { target: "recording", actions: "keepDeck" },
      },
    },
    recording: { entry: "record", always: "done" },
    done: { type: "final" },
  },
  output: ({ context }) => ({
    action: context.error ? null : context.action,
    deck: context.deck,
    answers: context.answers,
    cardDone: context.cardDone,
    error: context.error,
  }),
});
