import { assign, setup } from "xstate";
import { diceTotal } from "@/lib/engine/core/dice";
import type {
  InstructionContext,
  InstructionLine,
  OperationBox,
} from "@/lib/engine/cuba/calixto/contracts";
import { garrisonActivation } from "@/lib/engine/cuba/calixto/moves";
import {
  activationContinues,
  conditionHolds,
  isStarredAlternative,
  type LinePhase,
  limitedOperationSpaces,
  lineCandidates,
  lineColumn,
  lineFull,
  lineHandler,
  linesOf,
} from "@/lib/engine/cuba/calixto/runner";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { InputEvent, Request } from "@/lib/engine/cuba/calixto/types";
import type { Faction, SpaceId } from "@/lib/engine/cuba/types";
import { AWAITING } from "../core/awaiting";
import { lineExecutionMachine } from "./line-execution.machine";
import { applyStep, recordDecision, recordNote, scopeWrite } from "./scope";
import { spaceSelectionMachine } from "./space-selection.machine";

/**
 * The Activation Number loop (C8.5.4, C8.6.2): an Operation box's numbered lines in order, each
 * in as many spaces as the rolls allow, then its starred lines.
 * - After the Operation in each selected space roll 1d6: greater than the AN selects another
 *   space; less or equal ends space selection (starred lines still run).
 * - No rolls in a Limited Operation, a free Operation from an Event, after lines with a
 *   black-on-white numeral, or after a March onto an EC.
 * - A Limited Operation acts in one space, one destination for moves (2.3.5), whatever its lines
 *   say about rolls: `limitedOperationSpaces` (runner.ts) closes every later line but those that
 *   may reuse that space (Train's Base / Civic Action, Garrison's EC Assault).
 * - Garrison: after the last destination, Activate in every EC before the starred EC Assault
 *   (3.2.2, C8.6.4).
 * - A line with no legal space is skipped; after a passed roll with nothing left on this line, the
 *   next line is tried without another roll.
 * The rolls are always made before looking for the next space, as the C8.9 example does (card 3
 * rolls a 3 and only then finds no further Assault space).
 */
export interface ActivationLoopInput {
  scope: TurnScope;
  faction: Faction;
  box: OperationBox;
  /** The Activation Number, or null when no rolls are made (Limited or free Operation). */
  an: number | null;
  limited: boolean;
  free: boolean;
  /** Which lines to run now: numbered only, starred only (Train split around its SA), or all. */
  part: "numbered" | "starred" | "all";
  /** Spaces the Operation already used (an SA that did the Operation in its space first). */
  selected?: SpaceId[];
  /** Start with an Activation roll for those spaces (Kidnap's Terror counts as the first space). */
  rollFirst?: boolean;
  /** Spaces chosen as move destinations so far in this Operation (never an origin, C8.5.7). */
  destinations?: SpaceId[];
  /** Only these spaces may be selected (Expat Backing's Rally, 6.3.4). */
  restrictTo?: SpaceId[];
}

export interface ActivationLoopOutput {
  selected: SpaceId[];
  /** How space selection ended: a failed roll, no legal space left, or the Limited Operation's one space. */
  ended: "activation" | "exhausted" | "limited";
  error?: string;
}

interface Ctx {
  input: ActivationLoopInput;
  scope: TurnScope;
  phase: LinePhase;
  index: number;
  selected: SpaceId[];
  starredDone: number;
  /** Spaces done on the current line (for lines limited to a number of spaces). */
  onLine: number;
  /** Destinations tried where nothing could move: not offered again (C8.5.7 back to Step A). */
  tried: SpaceId[];
  /** Garrison's Activation in every EC has been done (3.2.2). */
  garrisonActivated: boolean;
  stopped: boolean;
  ended: ActivationLoopOutput["ended"];
  space: SpaceId | null;
  skipRoll: boolean;
  request: Request | null;
  steps: number;
  error?: string;
}

const MAX_STEPS = 400;

const currentLine = (c: Ctx): InstructionLine | undefined => linesOf(c.input.box, c.phase)[c.index];

function candidatesNow(c: Ctx): SpaceId[] {
  return lineCandidates(c.scope.board, lineCtx(c), c.selected, c.phase).filter(
    (s) => !c.tried.includes(s),
  );
}

function lineCtx(c: Ctx): InstructionContext {
  const line = currentLine(c) as InstructionLine;
  return {
    faction: c.input.faction,
    limited: c.input.limited,
    free: c.input.free,
    selected: c.phase === "starred" ? [] : c.selected,
    line,
    operation: c.input.box.operation,
    // The line's place in the box (from 1): starred lines are told apart (TraceRecord.acted).
    at: { box: c.input.box.id, line: c.input.box.lines.indexOf(line) + 1 },
    options: c.scope.options,
  };
}

/** Whether the current line may select a space now (LimOp's one space, a roll, alternatives, red conditional). */
function lineOpen(c: Ctx): { open: true } | { open: false; why: string } {
  const line = currentLine(c) as InstructionLine;
  if (limitedOperationSpaces(c.input.limited, c.selected, line, c.phase)?.length === 0)
    return { open: false, why: "one space in a Limited Operation (2.3.5)" };
  if (c.phase === "numbered" && c.stopped && !line.noActivationRoll)
    return { open: false, why: "no further spaces after the Activation roll" };
  if (lineFull(line, c.onLine))
    return { open: false, why: "the line has used all the spaces it may" };
  if (c.phase === "starred" && isStarredAlternative(line) && c.starredDone > 0) {
    return { open: false, why: "an earlier starred alternative was done (C8.6.4)" };
  }
  if (
    line.onlyIf &&
    !conditionHolds(
      c.scope.board,
      line.onlyIf,
      c.input.faction,
      c.input.box.operation,
      c.scope.options,
    )
  ) {
    return { open: false, why: `red condition not met: ${line.onlyIf.label}` };
  }
  return { open: true };
}

export const activationLoopMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as ActivationLoopInput,
    output: {} as ActivationLoopOutput,
    events: {} as InputEvent,
  },
  actors: { spaceSelection: spaceSelectionMachine, lineExecution: lineExecutionMachine },
  guards: {
    boundHit: ({ context }) => context.steps > MAX_STEPS,
    rollFirst: ({ context }) => context.input.rollFirst === true && context.input.an !== null,
    linesDone: ({ context }) => currentLine(context) === undefined,
    starredNext: ({ context }) => context.phase === "numbered" && context.input.part !== "numbered",
    lineClosed: ({ context }) => !lineOpen(context).open,
    noCandidates: ({ context }) => candidatesNow(context).length === 0,
    noSpace: ({ event }) =>
      (event as unknown as { output: { space: SpaceId | null } }).output.space === null,
    limitedDone: ({ context }) => context.input.limited && context.phase === "numbered",
    noEffect: ({ context }) => context.skipRoll && context.tried.includes(context.space as SpaceId),
    garrisonToActivate: ({ context }) =>
      context.input.box.operation === "garrison" &&
      context.phase === "numbered" &&
      !context.garrisonActivated &&
      context.selected.length > 0,
    noRoll: ({ context }) =>
      context.input.an === null ||
      context.phase === "starred" ||
      context.skipRoll ||
      (currentLine(context)?.noActivationRoll ?? false),
    continues: ({ context, event }) =>
      event.type === "dice.rolled" &&
      activationContinues(diceTotal("1d6", event.faces), context.input.an ?? 0),
  },
  actions: {
    tick: assign({ steps: ({ context }) => context.steps + 1 }),
    nextLine: assign({ index: ({ context }) => context.index + 1, onLine: 0 }),
    activateGarrison: assign(({ context }) => {
      recordNote(context.scope, {
        kind: "note",
        text: "Garrison: Activate 1 Guerrilla per cube in every EC",
        rule: "3.2.2",
      });
      applyStep(context.scope, garrisonActivation(context.scope.board, context.scope.options));
      return { garrisonActivated: true };
    }),
    toStarred: assign({ phase: "starred" as const, index: 0, onLine: 0 }),
    noteClosed: assign(
      scopeWrite(({ context }: { context: Ctx; event: InputEvent }) => {
        const why = lineOpen(context);
        if (!why.open)
          recordNote(context.scope, {
            kind: "instruction",
            line: lineLabel(context),
            text: describe(context),
            skipped: why.why,
            rule: "C8.5.3",
          });
      }),
    ),
    chooseSpace: assign({
      space: ({ event }) => (event as unknown as { output: { space: SpaceId } }).output.space,
    }),
    spaceDone: assign(({ context, event }) => {
      const out = (
        event as unknown as { output: { skipActivationRoll: boolean; noEffect: boolean } }
      ).output;
      const space = context.space as SpaceId;
      if (out.noEffect) return { tried: [...context.tried, space], skipRoll: true };
      return {
        skipRoll:
          out.skipActivationRoll ||
          lineHandler(currentLine(context) as InstructionLine).activationRoll === "none",
        selected:
          context.phase === "numbered" && !context.selected.includes(space)
            ? [...context.selected, space]
            : context.selected,
        starredDone: context.phase === "starred" ? context.starredDone + 1 : context.starredDone,
        onLine: context.onLine + 1,
      };
    }),
    askRoll: assign({
      request: ({ context }): Request => ({
        kind: "dice",
        spec: "1d6",
        purpose: `Activation Number roll: more than ${context.input.an} selects another space`,
        faction: context.input.faction,
        rule: "C8.5.4",
      }),
    }),
    recordRoll: assign(
      scopeWrite(({ context, event }: { context: Ctx; event: InputEvent }) => {
        if (event.type !== "dice.rolled") return;
        const roll = diceTotal("1d6", event.faces);
        const an = context.input.an ?? 0;
        recordDecision(context.scope, {
          kind: "activation",
          faction: context.input.faction,
          an,
          roll,
          continues: activationContinues(roll, an),
          rule: "C8.5.4",
        });
      }),
    ),
    stop: assign({ stopped: true, ended: "activation" as const }),
    // The one space itself is enforced by limitedOperationSpaces in lineOpen/lineCandidates.
    markLimited: assign({ ended: "limited" as const }),
    clearRequest: assign({ request: null }),
    boundError: assign({
      error: `the Activation loop passed ${MAX_STEPS} steps and was stopped: please report this game`,
    }),
  },
}).createMachine({
  id: "activationLoop",
  context: ({ input }) => ({
    input,
    scope: input.scope,
    phase: input.part === "starred" ? "starred" : "numbered",
    index: 0,
    selected: [...(input.selected ?? [])],
    starredDone: 0,
    onLine: 0,
    tried: [],
    garrisonActivated: false,
    stopped: false,
    ended: "exhausted",
    space: null,
    skipRoll: false,
    request: null,
    steps: 0,
  }),
  initial: "start",
  states: {
    start: { always: [{ guard: "rollFirst", target: "rolling" }, { target: "line" }] },
    line: {
      entry: "tick",
      always: [
        { guard: "boundHit", target: "done", actions: "boundError" },
        { guard: "linesDone", target: "phaseEnd" },
        { guard: "lineClosed", target: "line", reenter: true, actions: ["noteClosed", "nextLine"] },
        { guard: "noCandidates", target: "line", reenter: true, actions: "nextLine" },
        { target: "selecting" },
      ],
    },
    phaseEnd: {
      always: [
        // After the last Garrison destination, before the EC Assault (3.2.2, C8.6.4).
        {
          guard: "garrisonToActivate",
          target: "phaseEnd",
          reenter: true,
          actions: "activateGarrison",
        },
        { guard: "starredNext", target: "line", actions: "toStarred" },
        { target: "done" },
      ],
    },
    selecting: {
      invoke: {
        src: "spaceSelection",
        input: ({ context }) => ({
          scope: context.scope,
          faction: context.input.faction,
          column: lineColumn(currentLine(context) as InstructionLine, context.input.faction),
          candidates: candidatesNow(context),
          purpose: describe(context),
        }),
        onDone: [
          { guard: "noSpace", target: "line", actions: "nextLine" },
          { target: "executing", actions: "chooseSpace" },
        ],
      },
    },
    executing: {
      invoke: {
        src: "lineExecution",
        input: ({ context }) => ({
          scope: context.scope,
          ctx: lineCtx(context),
          space: context.space as SpaceId,
          destinations: [...(context.input.destinations ?? []), ...context.selected],
          label: describe(context),
        }),
        onDone: { target: "afterSpace", actions: "spaceDone" },
      },
    },
    afterSpace: {
      always: [
        { guard: "noEffect", target: "line" },
        { guard: "limitedDone", target: "line", actions: "markLimited" },
        { guard: "noRoll", target: "line" },
        { target: "rolling" },
      ],
    },
    rolling: {
      tags: [AWAITING],
      entry: "askRoll",
      on: {
        "dice.rolled": [
          { guard: "continues", target: "line", actions: ["recordRoll", "clearRequest"] },
          { target: "line", actions: ["recordRoll", "stop", "clearRequest"] },
        ],
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({
    selected: context.selected,
    ended: context.ended,
    error: context.error,
  }),
});

function lineLabel(c: Ctx): string {
  const line = currentLine(c);
  if (!line) return "";
  return line.starred ? "★" : `${line.n ?? ""}`;
}

function describe(c: Ctx): string {
  const line = currentLine(c);
  return line ? `${c.input.box.operation}: ${line.instruction}` : c.input.box.operation;
}
