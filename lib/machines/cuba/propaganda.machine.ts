import { assign, setup } from "xstate";
import { cardTablesOf, operationBox } from "@/lib/engine/cuba/calixto/cards";
import type { OperationBox } from "@/lib/engine/cuba/calixto/contracts";
import {
  type ExpatBackingPlan,
  gameEnd,
  npAgitation,
  npExpatBacking,
  PLAYER_AGITATION,
  PLAYER_CIVIC_ACTION,
  type PlayerShift,
  playerExpatBacking,
  playerRedeployStep,
  playerShiftStep,
  propagandaWithoutRound,
  type RedeployFrame,
  type RedeployStage,
  redeployFrame,
  redeployPhase,
  resetPhase,
  resourcesPhase,
  supportOpening,
  victoryPhase,
} from "@/lib/engine/cuba/calixto/propaganda";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { InputEvent } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { activationLoopMachine } from "./activation-loop.machine";
import { procedureMachine } from "./procedure.machine";
import { applyStep, recordNote } from "./scope";

/**
 * A Propaganda card with the NP instructions (6.0, C8.3, C8.5.9) and the player's choices:
 *   victory → (a win ends the game) → resources (a player's Cash deposits asked, 6.2.4) →
 *   support: US Alliance and NP Civic Action → a player Government's Civic Action, step by step
 *   (6.3.2) → NP Agitation, or a player 26July's step by step (6.3.3) → Expat Backing: NP DR's
 *   free Rally in one eligible space from the DR Rally box, or a player Directorio's own (6.3.4)
 *   → (final round: game end) → redeploy: NP (C8.5.9), or a player Government's moves one by
 *   one (6.4.1-6.4.3) → reset.
 * Each player step is its own procedure, so the board and checklist show every step once it is
 * answered, and each answer is a logged input: replaying the log comes back to the same question.
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
  /** Steps bought so far in the player's Civic Action or Agitation; whether to ask again. */
  steps: number;
  more: boolean;
  /** A player Government's Redeploy: Control at the phase's start, the step, moves in it. */
  frame: RedeployFrame | null;
  stage: RedeployStage | "done";
  moves: number;
}

const player = (ctx: Ctx, f: Faction) => ctx.input.scope.board.roles[f] === "player";

/** One step of a player's Civic Action or Agitation, as a procedure. */
const shiftStep = (context: Ctx, shift: PlayerShift, label: string) => ({
  scope: context.input.scope,
  faction: shift.spec.faction,
  label,
  traceFirst: true,
  run: (board: Ctx["input"]["scope"]["board"], answers: Parameters<typeof playerShiftStep>[1]) =>
    playerShiftStep(board, answers, shift, context.steps),
});

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
    govPlayer: ({ context }) => player(context, "GOV"),
    m26Player: ({ context }) => player(context, "26J"),
    drPlayer: ({ context }) => player(context, "DR"),
    more: ({ context }) => context.more,
    redeployDone: ({ context }) => context.stage === "done",
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
    npExpat: assign(({ context }) => {
      const x = npExpatBacking(context.input.scope.board);
      for (const t of x.trace) context.input.scope.trace.push(t);
      return { plan: x.plan };
    }),
    keepMore: assign(({ context, event }) => {
      const more = extra(event).more === true;
      return { more, steps: more ? context.steps + 1 : context.steps };
    }),
    resetSteps: assign({ steps: 0, more: false }),
    startRedeploy: assign(({ context }) => ({
      frame: redeployFrame(context.input.scope.board),
      stage: "police" as const,
      moves: 0,
    })),
    keepStage: assign(({ context, event }) => {
      const x = extra(event);
      // A failed step (an answer that does not fit) ends the phase rather than asking forever.
      const next = (x.next as RedeployStage | "done" | undefined) ?? "done";
      return {
        stage: next,
        moves: next === context.stage ? context.moves + (x.moved ? 1 : 0) : 0,
      };
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
    steps: 0,
    more: false,
    frame: null,
    stage: "police",
    moves: 0,
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
          run: (board, answers) => supportOpening(board, answers, context.bonus),
        }),
        onDone: "civicAction",
      },
    },
    civicAction: {
      always: [{ guard: "govPlayer", target: "civicStep" }, { target: "agitation" }],
    },
    civicStep: {
      invoke: {
        src: "procedure",
        input: ({ context }) => shiftStep(context, PLAYER_CIVIC_ACTION, "Civic Action"),
        onDone: { target: "civicNext", actions: "keepMore" },
      },
    },
    civicNext: {
      always: [
        { guard: "more", target: "civicStep" },
        { target: "agitation", actions: "resetSteps" },
      ],
    },
    agitation: {
      always: [{ guard: "m26Player", target: "agitationStep" }, { target: "npAgitation" }],
    },
    npAgitation: {
      invoke: {
        src: "procedure",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: "26J" as Faction,
          label: "Agitation",
          run: npAgitation,
        }),
        onDone: "expat",
      },
    },
    agitationStep: {
      invoke: {
        src: "procedure",
        input: ({ context }) => shiftStep(context, PLAYER_AGITATION, "Agitation"),
        onDone: { target: "agitationNext", actions: "keepMore" },
      },
    },
    agitationNext: {
      always: [
        { guard: "more", target: "agitationStep" },
        { target: "expat", actions: "resetSteps" },
      ],
    },
    expat: {
      always: [
        { guard: "drPlayer", target: "playerExpat" },
        { target: "npExpat", actions: "npExpat" },
      ],
    },
    playerExpat: {
      invoke: {
        src: "procedure",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: "DR" as Faction,
          label: "Expat Backing",
          traceFirst: true,
          run: playerExpatBacking,
        }),
        onDone: "afterSupport",
      },
    },
    npExpat: {
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
      always: [
        { guard: "govPlayer", target: "redeployStep", actions: "startRedeploy" },
        { target: "npRedeploy" },
      ],
    },
    npRedeploy: {
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
    redeployStep: {
      invoke: {
        src: "procedure",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: "GOV" as Faction,
          label: "Redeploy",
          traceFirst: true,
          run: (board, answers) =>
            playerRedeployStep(
              board,
              answers,
              context.frame ?? redeployFrame(board),
              context.stage === "done" ? "troops" : context.stage,
              context.moves,
            ),
        }),
        onDone: { target: "redeployNext", actions: "keepStage" },
      },
    },
    redeployNext: {
      always: [{ guard: "redeployDone", target: "reset" }, { target: "redeployStep" }],
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
