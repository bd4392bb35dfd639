import { assign, setup } from "xstate";
import { validateFaces } from "@/lib/engine/core/dice";
import { sideWords } from "@/lib/engine/cuba/calixto/action-words";
import {
  boxRecord,
  CARD_RULE,
  cardTablesOf,
  follow,
  type NodeVisit,
  outcomeRecord,
  resolveSide,
  visitNode,
  type WalkOutcome,
  walkBound,
} from "@/lib/engine/cuba/calixto/cards";
import { evaluateCondition } from "@/lib/engine/cuba/calixto/conditions";
import type { CardSide, ConditionContext } from "@/lib/engine/cuba/calixto/contracts";
import { usedCorrection } from "@/lib/engine/cuba/calixto/corrections/used";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { InputEvent, OperationKind, Request, SideId } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { AWAITING } from "../core/awaiting";
import { overrideFor, recordDecision, recordNote } from "./scope";

/**
 * Reading one Calixto card side box by box (C8.5.3): each blue box is a recorded decision with
 * its evidence; a player override of that decision wins; a die question waits for the roll
 * (only when its answer is not already certain, C8.2.1). The walk ends at DRAW, FLIP, an
 * Operation box, or an SA box inside the flow (card T), after which the caller resumes the walk
 * at `node.next`. Bounded by the number of boxes on the side.
 */
export interface CardWalkInput {
  scope: TurnScope;
  faction: Faction;
  /** A side id (resolved with scope.options) or an already resolved side. */
  side: SideId | CardSide;
  /** Box to start from; the side's first box by default (card T resumes after its SA). */
  start?: string;
  /** Operation chosen so far, for conditions that name one. */
  operation?: OperationKind;
}

export type CardWalkOutput = WalkOutcome | { outcome: "error"; reason: string };

interface Decision {
  answer: boolean;
  evidence: string[];
  overridden?: { reason: string };
}

interface Context {
  scope: TurnScope;
  faction: Faction;
  side: CardSide | null;
  operation?: OperationKind;
  at: string;
  steps: number;
  visit?: NodeVisit;
  decision?: Decision;
  request?: Request;
  rejection?: string;
  output?: CardWalkOutput;
}

const condCtx = (c: Context): ConditionContext => ({
  faction: c.faction,
  operation: c.operation,
  options: c.scope.options,
});

function initial(input: CardWalkInput): Context {
  const base = {
    scope: input.scope,
    faction: input.faction,
    operation: input.operation,
    steps: 0,
  };
  if (typeof input.side !== "string") {
    return { ...base, side: input.side, at: input.start ?? input.side.start };
  }
  const r = resolveSide(input.side, input.scope.options);
  if (!r.ok) {
    const reason = r.errors.map((e) => e.reason).join("; ");
    return { ...base, side: null, at: "", output: { outcome: "error", reason } };
  }
  return { ...base, side: r.value, at: input.start ?? r.value.start };
}

const question = (c: Context) => (c.visit?.kind === "question" ? c.visit : null);

export const cardWalkMachine = setup({
  types: {
    context: {} as Context,
    events: {} as InputEvent,
    input: {} as CardWalkInput,
    output: {} as CardWalkOutput,
  },
  guards: {
    hasEnded: ({ context }) => context.output !== undefined,
    boundHit: ({ context }) => context.side !== null && context.steps >= walkBound(context.side),
    isOutcome: ({ context }) => context.visit?.kind !== "question",
    isOverridden: ({ context }) => typeof overrideFor(context.scope)?.value === "boolean",
    needsDice: ({ context }) => question(context)?.result.kind === "needDice",
    facesValid: ({ context, event }) => {
      const q = question(context);
      return (
        event.type === "dice.rolled" &&
        q?.result.kind === "needDice" &&
        validateFaces(q.result.spec, event.faces).ok
      );
    },
    leadsToEnd: ({ context }) => {
      const q = question(context);
      if (!q || !context.decision) return false;
      return "end" in follow(context.decision.answer ? q.node.yes : q.node.no);
    },
  },
  actions: {
    visit: assign(({ context }) => {
      const side = context.side as CardSide;
      // The trace says when a box the player corrected is read (issue "Your own cards").
      const used = usedCorrection(context.scope.options, `node:${side.side}:${context.at}`);
      if (used) recordNote(context.scope, { kind: "note", text: used, rule: "C8.5.3" });
      return {
        visit: visitNode(side, context.at, context.scope.board, condCtx(context)),
        decision: undefined,
      };
    }),
    endAtVisit: assign(({ context }) => {
      const v = context.visit;
      if (!v || v.kind === "question") return {};
      if (v.kind === "error")
        return {
          output: { outcome: "error" as const, reason: v.errors.map((e) => e.reason).join("; ") },
        };
      recordNote(
        context.scope,
        outcomeRecord(context.side as CardSide, v.outcome, cardTablesOf(context.scope.options)),
      );
      return { output: v.outcome };
    }),
    endAtBound: assign(({ context }) => ({
      output: {
        outcome: "error" as const,
        reason: `side ${context.side?.side} did not end within ${context.steps} boxes`,
      },
    })),
    decideByOverride: assign(({ context }) => {
      const o = overrideFor(context.scope);
      const q = question(context);
      const evidence = q?.result.kind === "answer" ? q.result.evidence : ["not rolled"];
      return {
        decision: { answer: o?.value === true, evidence, overridden: { reason: o?.reason ?? "" } },
      };
    }),
    decideByBoard: assign(({ context }) => {
      const q = question(context);
      if (q?.result.kind !== "answer") return {};
      return { decision: { answer: q.result.answer, evidence: q.result.evidence } };
    }),
    askForDice: assign(({ context }) => {
      const q = question(context);
      if (q?.result.kind !== "needDice") return {};
      return {
        request: {
          kind: "dice" as const,
          spec: q.result.spec,
          // "Card A, back (AA), Q2": the side and its question as the flowchart numbers it.
          purpose: `${context.side ? sideWords(context.side.side).replace(/^c/, "C") : "Card"}, ${/^q\d+$/.test(q.node.id) ? q.node.id.toUpperCase() : "question"}: ${q.result.purpose}`,
          faction: context.faction,
          rule: CARD_RULE,
        },
      };
    }),
    decideByDice: assign(({ context, event }) => {
      const q = question(context);
      if (!q || event.type !== "dice.rolled") return {};
      const r = evaluateCondition(context.scope.board, q.node.cond, condCtx(context), event.faces);
      if (r.kind !== "answer") return {};
      return {
        request: undefined,
        rejection: undefined,
        decision: { answer: r.answer, evidence: r.evidence },
      };
    }),
    rejectDice: assign(({ context, event }) => {
      const text = `Dice refused for ${context.at}: ${event.type === "dice.rolled" ? event.faces.join(",") : event.type}`;
      recordNote(context.scope, { kind: "note", rule: CARD_RULE, text });
      return { rejection: text };
    }),
    // Scope writes go through assign: XState runs plain function actions after the whole
    // eventless chain, but the next box's override lookup must see this decision's number.
    recordBox: assign(({ context }) => {
      const q = question(context);
      const d = context.decision;
      if (q && d && context.side)
        recordDecision(
          context.scope,
          boxRecord(context.side, q.node, d.answer, d.evidence, d.overridden),
        );
      return {};
    }),
    endAtArrow: assign(({ context }) => {
      const q = question(context);
      const d = context.decision;
      if (!q || !d) return {};
      const next = follow(d.answer ? q.node.yes : q.node.no);
      if (!("end" in next)) return {};
      const o: WalkOutcome = { outcome: next.end };
      recordNote(
        context.scope,
        outcomeRecord(context.side as CardSide, o, cardTablesOf(context.scope.options)),
      );
      return { output: o };
    }),
    advance: assign(({ context }) => {
      const q = question(context);
      const d = context.decision;
      const next = q && d ? follow(d.answer ? q.node.yes : q.node.no) : null;
      return next && "next" in next ? { at: next.next, steps: context.steps + 1 } : {};
    }),
  },
}).createMachine({
  id: "cardWalk",
  context: ({ input }) => initial(input),
  initial: "box",
  states: {
    box: {
      always: [
        { guard: "hasEnded", target: "done" },
        { guard: "boundHit", target: "done", actions: "endAtBound" },
        { target: "reading", actions: "visit" },
      ],
    },
    reading: {
      always: [
        { guard: "isOutcome", target: "done", actions: "endAtVisit" },
        { guard: "isOverridden", target: "answered", actions: "decideByOverride" },
        { guard: "needsDice", target: "awaitingDice" },
        { target: "answered", actions: "decideByBoard" },
      ],
    },
    awaitingDice: {
      tags: [AWAITING],
      entry: "askForDice",
      on: {
        "dice.rolled": [
          { guard: "facesValid", target: "answered", actions: "decideByDice" },
          { actions: "rejectDice" },
        ],
      },
    },
    answered: {
      entry: "recordBox",
      always: [
        { guard: "leadsToEnd", target: "done", actions: "endAtArrow" },
        { target: "box", actions: "advance" },
      ],
    },
    done: { type: "final" },
  },
  output: ({ context }) =>
    context.output ?? { outcome: "error", reason: "walk ended without outcome" },
});
