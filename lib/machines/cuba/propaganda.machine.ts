import { assign, setup } from "xstate";
import { cardTablesOf, operationBox } from "@/lib/engine/cuba/calixto/cards";
import type { OperationBox } from "@/lib/engine/cuba/calixto/contracts";
import {
  type ExpatBackingPlan,
  gameEnd,
  propagandaWithoutRound,
  redeployPhase,
  resetPhase,
  resourcesPhase,
  supportPhase,
  victoryPhase,
} from "@/lib/engine/cuba/calixto/propaganda";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { InputEvent } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { activationLoopMachine } from "./activation-loop.machine";
import { procedureMachine } from "./procedure.machine";
import { applyStep, recordNote } from "./scope";

/**
 * A Propaganda card with the NP instructions (6.0, C8.3, C8.5.9):
 *   victory → (a win ends the game) → resources → support → Expat Backing (NP DR's free Rally in
 *   one eligible space, from the DR Rally box) → (final round: game end) → redeploy → reset.
 * A Propaganda card right after a Round, with no Event card between, gets no Round at all (6.0
 * exception): it is set aside and the card showing is played, or, if final, the game ends with
 * victory by margin (7.3).
 * The Calixto reshuffle of the Reset is reported in the output: the session logs it as a
 * chance event (C8.4.1).
 */
export interface PropagandaInput {
  scope: TurnScope;
  /** The final Propaganda card (2.4.1): the round stops after Support and the game ends. */
  final: boolean;
  /** The card follows a Propaganda Round with no Event card between: no Round (6.0). */
  noRound?: boolean;
}

export interface PropagandaOutput {
  winner: Faction | null;
  gameOver: boolean;
  reshuffleCalixto: boolean;
}

interface Ctx {
  input: PropagandaInput;
  winner: Faction | null;
  gameOver: boolean;
  bonus: number;
  plan: ExpatBackingPlan | null;
  reshuffle: boolean;
}

const extra = (event: unknown) =>
  (event as { output: { extra: Record<string, unknown> } }).output.extra;

export const propagandaMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as PropagandaInput,
    output: {} as PropagandaOutput,
    events: {} as InputEvent,
  },
  actors: { procedure: procedureMachine, activationLoop: activationLoopMachine },
  guards: {
    gameOver: ({ context }) => context.gameOver,
    expatBacking: ({ context }) =>
      context.plan !== null &&
      context.input.scope.board.roles.DR === "np" &&
      context.plan.spaces.length > 0,
    final: ({ context }) => context.input.final,
    noRound: ({ context }) => context.input.noRound === true,
  },
  actions: {
    victory: assign(({ context }) => {
      const v = victoryPhase(context.input.scope.board, context.input.final);
      for (const t of v.trace) context.input.scope.trace.push(t);
      return { winner: v.winner, gameOver: v.gameOver };
    }),
    keepBonus: assign({ bonus: ({ event }) => Number(extra(event).civicActionBonus ?? 0) }),
    keepPlan: assign({
      plan: ({ event }) => (extra(event).expatBacking as ExpatBackingPlan | null) ?? null,
    }),
    noteExpat: assign(({ context }) => {
      recordNote(context.input.scope, {
        kind: "note",
        rule: "6.3.4, C8.5.9",
        text: "Expat Backing: NP Directorio Rallies in one space by a DR card's Rally box (any DR card has the same box)",
      });
      return {};
    }),
    end: assign(({ context }) => {
      const g = gameEnd(context.input.scope.board);
      for (const t of g.trace) context.input.scope.trace.push(t);
      return { winner: g.winner, gameOver: true };
    }),
    withoutRound: assign(({ context }) => {
      const r = propagandaWithoutRound(context.input.scope.board);
      for (const t of r.trace) context.input.scope.trace.push(t);
      applyStep(context.input.scope, r);
      return {};
    }),
    reset: assign(({ context }) => {
      const r = resetPhase(context.input.scope.board);
      applyStep(context.input.scope, r);
      for (const t of r.trace) context.input.scope.trace.push(t);
      return { reshuffle: r.reshuffleCalixto };
    }),
  },
}).createMachine({
  id: "propaganda",
  context: ({ input }) => ({
    input,
    winner: null,
    gameOver: false,
    bonus: 0,
    plan: null,
    reshuffle: false,
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "noRound", target: "withoutRound" }, { target: "victory" }],
    },
    withoutRound: {
      entry: "withoutRound",
      always: [{ guard: "final", target: "done", actions: "end" }, { target: "done" }],
    },
    victory: {
      entry: "victory",
      always: [{ guard: "gameOver", target: "done" }, { target: "resources" }],
    },
    resources: {
      invoke: {
        src: "procedure",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: "SYN" as Faction,
          label: "Resources Phase",
          run: (board, answers) => resourcesPhase(board, answers, context.input.final),
        }),
        onDone: { target: "support", actions: "keepBonus" },
      },
    },
    support: {
      invoke: {
        src: "procedure",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: "GOV" as Faction,
          label: "Support Phase",
          run: (board, answers) => supportPhase(board, answers, context.bonus),
        }),
        onDone: { target: "expat", actions: "keepPlan" },
      },
    },
    expat: {
      always: [
        { guard: "expatBacking", target: "expatRally", actions: "noteExpat" },
        { target: "afterSupport" },
      ],
    },
    expatRally: {
      invoke: {
        src: "activationLoop",
        input: ({ context }) => {
          const box = operationBox("I-RALLY-DR", cardTablesOf(context.input.scope.options));
          return {
            scope: context.input.scope,
            faction: "DR" as Faction,
            box: (box.ok
              ? box.value
              : {
                  id: "none",
                  operation: "rally",
                  lines: [],
                  provenance: { source: "INF" },
                }) as OperationBox,
            an: null,
            limited: true,
            free: true,
            part: "numbered" as const,
            restrictTo: context.plan?.spaces ?? [],
          };
        },
        onDone: { target: "afterSupport" },
      },
    },
    afterSupport: {
      always: [{ guard: "final", target: "done", actions: "end" }, { target: "redeploy" }],
    },
    redeploy: {
      invoke: {
        src: "procedure",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: "GOV" as Faction,
          label: "Redeploy Phase",
          run: redeployPhase,
        }),
        onDone: { target: "reset" },
      },
    },
    reset: { entry: "reset", always: "done" },
    done: { type: "final" },
  },
  output: ({ context }) => ({
    winner: context.winner,
    gameOver: context.gameOver,
    reshuffleCalixto: context.reshuffle,
  }),
});
