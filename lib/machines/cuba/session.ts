/**
 * The turn in progress, rebuilt from the log: a fresh actor is started from the board at the
 * turn's start and given every logged input in order, so a reload, an undo or a crash mid-turn
 * always lands on exactly the same step (architecture: never persist a machine snapshot).
 * Also: what comes next at the table, app rolls and shuffles from the game's generator, and the
 * confirmation that turns a finished turn into board edits.
 */

import { type AnyActorRef, createActor } from "xstate";
import { type DiceSpec, rollFaces } from "@/lib/engine/core/dice";
import { PartNotLoaded, takeMissedLoads } from "@/lib/engine/core/lazy-part";
import { pick, type RngState } from "@/lib/engine/core/rng";
import { isFinalCampaign } from "@/lib/engine/cuba/board/board";
import { combineChanges } from "@/lib/engine/cuba/board/combine-changes";
import { diffBoards } from "@/lib/engine/cuba/board/edit";
import type { CalixtoData } from "@/lib/engine/cuba/calixto/corrections/types";
import { type DeckState, shuffleDeck } from "@/lib/engine/cuba/calixto/deck";
import { newScope, type TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type {
  InputEvent,
  Request,
  TableChange,
  TraceRecord,
} from "@/lib/engine/cuba/calixto/types";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { turnRuleOptions } from "@/lib/engine/cuba/game/turn-options";
import {
  afterPropagandaOf,
  calixtoOf,
  type DeckShuffledPayload,
  type TurnConfirmPayload,
  turnOf,
} from "@/lib/engine/cuba/game/turns";
import { FACTIONS, type Faction, type GameBoard } from "@/lib/engine/cuba/types";
import { answer, observeErrors, pendingRequest } from "../core/awaiting";
import { type NpTurnOutput, npTurnMachine } from "./np-turn.machine";
import { loadTurnParts, propagandaPart } from "./parts";
import type { PropagandaOutput } from "./propaganda.machine";

export interface TurnView {
  kind: "np" | "propaganda";
  faction: Faction | null;
  trace: TraceRecord[];
  changes: TableChange[];
  request: Request | null;
  done: boolean;
  board: GameBoard;
  np: NpTurnOutput | null;
  propaganda: PropagandaOutput | null;
  /** For each logged input, how many decisions had been made when it was given. */
  decisionsBefore: number[];
  /** Inputs that nothing was waiting for (a log written by another version): ignored. */
  unused: number;
  /** Why the turn's machine failed on these inputs, if it did (then nothing waits). */
  error?: string;
  /** The data the turn reads when the player's corrections were logged with it. */
  data?: CalixtoData;
}

export function startDeck(state: GameState): DeckState {
  const d = calixtoOf(state).deck;
  if (d) return d.mode === "physical" ? { mode: "physical", drawn: [] } : d;
  return state.setup.deck === "physical"
    ? { mode: "physical", drawn: [] }
    : { mode: "app", order: [] };
}

/** The turn's machine, started from the board at the turn's start, before any input. */
export function startTurnActor(state: GameState, turn: NonNullable<ReturnType<typeof turnOf>>) {
  const scope = newScope(state.board, turnRuleOptions(state), turn.overrides);
  const actor =
    turn.kind === "np"
      ? createActor(npTurnMachine, {
          input: {
            scope,
            faction: turn.faction as Faction,
            deck: startDeck(state),
            // This game's answers win over readings carried in from earlier games.
            answers: { ...turn.remembered, ...calixtoOf(state).answers },
          },
        })
      : createActor(propagandaPart.now().propagandaMachine, {
          input: {
            scope,
            final: isFinalCampaign(state.board),
            noRound: afterPropagandaOf(state),
          },
        });
  observeErrors(actor);
  actor.start();
  return { scope, actor };
}

/**
 * A turn's machine kept running: started once from the log (its start and every logged input),
 * then given each new input as it is logged, so a press costs one step, not a rebuild of the
 * turn. It must be given exactly the inputs logged after the state it was started from.
 */
export interface LiveTurn {
  /** What the turn waits for now (null once it is done or has failed). */
  request(): Request | null;
  /** Give one more input, as logged; false if nothing was waiting for it. */
  give(input: InputEvent): boolean;
  /** The turn as it stands (a copy: later inputs do not change it). */
  view(): TurnView;
}

export function liveTurn(state: GameState): LiveTurn | null {
  const turn = turnOf(state);
  if (!turn) return null;
  const { scope, actor } = startTurnActor(state, turn);
  const decisionsBefore: number[] = [];
  let unused = 0;
  const give = (input: InputEvent) => {
    decisionsBefore.push(scope.decisions);
    const taken = answer(actor, input);
    if (!taken) unused++;
    return taken;
  };
  for (const input of turn.inputs) give(input);
  const request = () => (actor.getSnapshot().status === "done" ? null : pendingRequest(actor));
  return {
    request,
    give,
    view: () => viewOf(turn, { scope, actor }, decisionsBefore, unused),
  };
}

/**
 * The view of a turn's machine after its inputs (a live turn's; the strict import's): a copy,
 * so later inputs to the same machine do not change it.
 */
export function viewOf(
  turn: NonNullable<ReturnType<typeof turnOf>>,
  { scope, actor }: { scope: TurnScope; actor: AnyActorRef },
  decisionsBefore: readonly number[] = [],
  unused = 0,
): TurnView {
  const snap = actor.getSnapshot();
  const done = snap.status === "done";
  return {
    kind: turn.kind,
    faction: turn.faction,
    trace: [...scope.trace],
    changes: [...scope.changes],
    ...(scope.options.data ? { data: scope.options.data } : {}),
    request: done ? null : pendingRequest(actor),
    done,
    board: scope.board,
    np: done && turn.kind === "np" ? (snap.output as NpTurnOutput) : null,
    propaganda: done && turn.kind === "propaganda" ? (snap.output as PropagandaOutput) : null,
    decisionsBefore: [...decisionsBefore],
    unused,
    ...(snap.status === "error"
      ? { error: String((snap.error as Error)?.message ?? snap.error) }
      : {}),
  };
}

export { loadTurnParts };

/**
 * The view of the turn in progress once the code it has used so far is here (core/lazy-part.ts):
 * the view (as `viewTurn`), or, when the replay met a part not loaded yet, a promise settled
 * once those parts are loaded (then ask again). A reopened game loads only what its turn used.
 */
export function readyView(
  state: GameState,
  keep?: (live: LiveTurn) => void,
): TurnView | null | Promise<void> {
  const known = views.get(state);
  if (known) return known;
  takeMissedLoads();
  let live: LiveTurn | null;
  try {
    live = liveTurn(state);
  } catch (e) {
    if (!(e instanceof PartNotLoaded)) throw e;
    live = null;
  }
  const missed = takeMissedLoads();
  if (missed.length) return Promise.all(missed).then(() => undefined);
  const view = live?.view() ?? null;
  if (view) views.set(state, view);
  if (live && keep) keep(live);
  return view;
}

/** Views already worked out, by state (states are values: the same state, the same view). */
const views = new WeakMap<GameState, TurnView>();

/** Keep the view a command worked out for the state it logged, so the screen need not rebuild it. */
export function rememberView(state: GameState, view: TurnView): void {
  views.set(state, view);
}

/**
 * The turn in progress as the log has it: rebuilt from its start and inputs (once per state).
 * `keep` is handed the machine rebuilt, so the next press gives its input to it instead of
 * replaying the turn again (a reopened game, a turn undone into).
 */
export function viewTurn(state: GameState, keep?: (live: LiveTurn) => void): TurnView | null {
  const known = views.get(state);
  if (known) return known;
  const live = liveTurn(state);
  const view = live?.view() ?? null;
  if (view) views.set(state, view);
  if (live && keep) keep(live);
  return view;
}

/** Inputs given before a decision was made: they stay when the decision is corrected. */
export function inputsBefore(view: TurnView, decision: number): number {
  return view.decisionsBefore.filter((d) => d < decision).length;
}

export { type NextStep, nextStep } from "@/lib/engine/cuba/game/next-step";

/** An app roll or random pick for the waiting request, from the game's generator. */
export function appAnswer(
  state: GameState,
  request: Request,
): { event: InputEvent; rngAfter: RngState } | null {
  if (request.kind === "dice") {
    const [faces, rngAfter] = rollFaces(state.rng, request.spec as DiceSpec);
    return { event: { type: "dice.rolled", faces, source: "app" }, rngAfter };
  }
  if (request.kind === "tieBreak") {
    const [choice, rngAfter] = pick(state.rng, request.among);
    return { event: { type: "tie.broken", choice, source: "app" }, rngAfter };
  }
  return null;
}

/** The app deck's shuffle (set-up, Reset): seeded, logged with the generator state after it. */
export function appShuffle(state: GameState): DeckShuffledPayload {
  const np = FACTIONS.filter((f) => state.board.roles[f] === "np");
  const { order, rng } = shuffleDeck(state.rng, np);
  return { order, rngAfter: rng };
}

/**
 * Why a turn that ended cannot be confirmed (issue 21): an NP turn that failed (a deck without
 * the Faction's cards, a table answer that is not a letter, an action the card does not allow)
 * took no action, so confirming it would bring the same turn back forever. Null when it can.
 */
export function turnCannotGoOn(view: TurnView): string | null {
  if (view.error) return view.error;
  if (view.kind === "np" && view.np && (view.np.error || view.np.action === null))
    return view.np.error ?? "the NP took no action";
  return null;
}

/** The confirmation of a finished turn: the board edits it made, the deck and answers after it. */
export function confirmPayload(state: GameState, view: TurnView): TurnConfirmPayload | null {
  if (!view.done || turnCannotGoOn(view)) return null;
  const edits = diffBoards(state.board, view.board);
  // The lines the player ticked: tracks once, same movements merged (the checklist's lines).
  const changes = combineChanges(view.changes).map((c) => c.text);
  if (view.kind === "np" && view.np) {
    return {
      edits,
      action: view.np.action,
      deck: view.np.deck,
      answers: { ...view.np.answers },
      changes,
    };
  }
  const p = view.propaganda;
  if (!p) return null;
  let deck = calixtoOf(state).deck;
  let rngAfter: RngState | undefined;
  if (p.reshuffleCalixto) {
    if ((deck?.mode ?? state.setup.deck) === "app") {
      const s = appShuffle(state);
      deck = { mode: "app", order: s.order };
      rngAfter = s.rngAfter;
    } else deck = { mode: "physical", drawn: [] };
  }
  return {
    edits,
    action: null,
    deck,
    answers: {},
    changes,
    ...(p.gameOver ? { gameOver: { winner: p.winner } } : {}),
    ...(rngAfter === undefined ? {} : { rngAfter }),
  };
}
