/**
 * Bot intents (issue 20; the idea of sellmerfud/fitl's "bot intents"): before a card is played,
 * what each NP Faction will do on the card in play and on the next one, and what cannot be known
 * yet. Each NP decision is the one its turn runs (the NP Eligibility table with the Event
 * decision inside, C8.5.2, C8.5.5: lib/engine/cuba/calixto/intents.ts). The turn itself is then
 * run on a copy of the board by the same NP turn machine until the first chance or choice: a
 * die, a Calixto draw (the deck is read as face down, C8.5.3), a random pick, a question, the
 * player's own work. A turn that meets none (a Pass, most Events) gives the exact board the next
 * Faction decides on, and the spaces an Event acts in; after one that does, the next decisions
 * read the board as it stands, with the earlier action put on the Sequence of Play (2.3), and
 * say so. A player Faction's choice is never guessed: the NP after it is shown for each choice.
 */
import { createActor } from "xstate";
import { cardTitle, isPropaganda } from "@/data/cuba/events";
import { isFinalCampaign } from "@/lib/engine/cuba/board/board";
import { overlayCorrections } from "@/lib/engine/cuba/calixto/corrections/overlay";
import { advanceCard, afterAction, eligibleOrder } from "@/lib/engine/cuba/calixto/eligibility";
import { eventTablesOf, type RememberedAnswers } from "@/lib/engine/cuba/calixto/events";
import { resolveLetter } from "@/lib/engine/cuba/calixto/events/letter";
import { chooseSide } from "@/lib/engine/cuba/calixto/events/side";
import {
  type DecisionIntent,
  decisionIntent,
  isOperation,
} from "@/lib/engine/cuba/calixto/intents";
import { resetPhase } from "@/lib/engine/cuba/calixto/propaganda/reset";
import { newScope, type RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { Request, TableChange, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { GameState } from "@/lib/engine/cuba/game/state";
import {
  afterPropagandaOf,
  calixtoOf,
  correctionsOf,
  ruleOptionsOf,
} from "@/lib/engine/cuba/game/turns";
import { sequenceOptions } from "@/lib/engine/cuba/player/sequence";
import {
  type CardAction,
  type EventSide,
  FACTIONS,
  type Faction,
  type GameBoard,
  type Role,
  type SpaceId,
} from "@/lib/engine/cuba/types";
import { answer, observeErrors, pendingRequest } from "../core/awaiting";
import { npTurnMachine } from "./np-turn.machine";
import { loadTurnParts } from "./parts";
import { propagandaMachine } from "./propaganda.machine";

// Synchronous turns here (the intents run NP turns ahead): every part of a turn that the browser
// loads when first needed is loaded with this module (core/lazy-part.ts).
await loadTurnParts();

/** What an intent cannot know yet. */
export type IntentUnknown =
  /** The Calixto card drawn picks the Operation and its spaces (C8.5.3). */
  | { kind: "draw"; faction: Faction }
  | { kind: "dice"; purpose: string }
  | { kind: "tieBreak"; purpose: string }
  /** Only the player can answer (an unread aid-sheet cell, an Event's effect). */
  | { kind: "question"; text: string }
  /** The player carries out the Event's text (no program for it in the app). */
  | { kind: "eventWork"; faction: Faction }
  /** What the player Faction will choose. */
  | { kind: "player"; faction: Faction }
  /** The card revealed after this one (2.3.8). */
  | { kind: "unrevealed" }
  /** An earlier action on the card whose result is not known yet. */
  | { kind: "earlier"; faction: Faction; action: CardAction }
  /** The Propaganda Round before the card. */
  | { kind: "round" }
  | { kind: "error"; reason: string };

export interface TurnIntent {
  faction: Faction;
  position: 1 | 2;
  role: Role;
  /** The NP's decision (null for a player Faction). */
  decision: DecisionIntent | null;
  /** Decided on the very board the Faction will face: every earlier action is known. */
  exact: boolean;
  /** Nothing uncertain about the action itself (the draw may still change it, C8.5.3). */
  certain: boolean;
  /** What is not known yet: first what the decision depends on, then its outcome. */
  unknowns: IntentUnknown[];
  /** Where the NP's Event acts, as far as it runs without chance. */
  spaces: SpaceId[];
  /** The table changes of a turn that runs to its end without chance. */
  changes?: TableChange[];
  /** For a player Faction: what the NP after it would do, by the player's choice. */
  branches?: Branch[];
}

export interface Branch {
  /** The player's choices that lead to this. */
  after: CardAction[];
  next: { faction: Faction; position: 1 | 2; decision: DecisionIntent | null; role: Role } | null;
  /** Decided on the board as it stands (the player's action will change it). */
  exact: boolean;
}

export interface CardIntents {
  card: number;
  title: string;
  propaganda: boolean;
  turns: TurnIntent[];
  /** NP Factions that do not act on the card (or already did), and why. */
  idle: {
    faction: Faction;
    why: "acted" | "ineligible" | "notReached" | "afterChoice";
    /** For "acted": what it did on this card. */
    action?: CardAction;
  }[];
  /** What is not known about the board the card is played on. */
  before: IntentUnknown[];
  /** The Event Cards table for each NP Faction (C8.5.5): its letter and side, as fitl shows it. */
  letters: { faction: Faction; letter: "C" | "P" | "-" | null; side: EventSide }[];
}

export interface BotIntents {
  current: CardIntents | null;
  next: CardIntents | null;
}

export interface IntentsInput {
  board: GameBoard;
  answers: RememberedAnswers;
  options: RuleOptions;
  /** The Propaganda card in play follows a Round with no Event card between (6.0). */
  afterPropaganda: boolean;
}

interface Ctx {
  answers: RememberedAnswers;
  options: RuleOptions;
}

/** The spaces a list of table changes touches, in order. */
export function changedSpaces(changes: readonly TableChange[]): SpaceId[] {
  const out: SpaceId[] = [];
  for (const c of changes) {
    const ids = c.kind === "move" ? [c.from, c.to] : c.kind === "track" ? [] : [c.space];
    for (const id of ids) if (!out.includes(id)) out.push(id);
  }
  return out;
}

function unknownOf(r: Request): IntentUnknown {
  switch (r.kind) {
    case "card":
      return { kind: "draw", faction: r.faction };
    case "dice":
      return { kind: "dice", purpose: r.purpose };
    case "tieBreak":
      return { kind: "tieBreak", purpose: r.purpose };
    case "question":
      return { kind: "question", text: r.text };
    case "eventWork":
      return { kind: "eventWork", faction: r.faction };
  }
}

type Run =
  | {
      done: true;
      board: GameBoard;
      changes: TableChange[];
      trace: TraceRecord[];
      action: CardAction | null;
      answers: RememberedAnswers;
    }
  | { done: false; stop: IntentUnknown; board: GameBoard; changes: TableChange[] };

const MAX_STEPS = 60;

/**
 * Run one NP turn on a copy of the board until the first chance or choice. The Calixto deck is
 * face down (a draw stops it); an Event the app carried out ends without the player's review.
 */
export function runUntilChance(
  board: GameBoard,
  faction: Faction,
  answers: RememberedAnswers,
  options: RuleOptions,
): Run {
  const scope = newScope(board, options);
  const actor = createActor(npTurnMachine, {
    input: { scope, faction, deck: { mode: "physical", drawn: [] }, answers },
  });
  observeErrors(actor);
  actor.start();
  const stop = (u: IntentUnknown): Run => ({
    done: false,
    stop: u,
    board: scope.board,
    changes: scope.changes,
  });
  for (let i = 0; i < MAX_STEPS; i++) {
    const snap = actor.getSnapshot();
    if (snap.status === "done") {
      const out = snap.output;
      if (!out || out.error) return stop({ kind: "error", reason: out?.error ?? "no outcome" });
      return {
        done: true,
        board: scope.board,
        changes: scope.changes,
        trace: scope.trace,
        action: out.action,
        answers: out.answers,
      };
    }
    if (snap.status === "error") return stop({ kind: "error", reason: String(snap.error) });
    const req = pendingRequest(actor);
    if (!req) return stop({ kind: "error", reason: "the turn waits for nothing" });
    if (req.kind === "eventWork" && req.executed) {
      answer(actor, { type: "event.done" });
      continue;
    }
    actor.stop();
    return stop(unknownOf(req));
  }
  actor.stop();
  return stop({ kind: "error", reason: "the turn did not end" });
}

const PLAYER_CHOICES: readonly CardAction[] = ["pass", "event", "opSA", "opOnly", "limOp"];

/**
 * What the NP after a player Faction would do, for each of the player's legal choices: those the
 * Sequence of Play leaves it (2.3.4 after the 1st Eligible's action, 2.3.9 on the last card), the
 * same list its own action form offers.
 */
function branchesAfter(board: GameBoard, player: Faction, ctx: Ctx): Branch[] {
  const out: Branch[] = [];
  const legal = sequenceOptions(board, player);
  const choices = legal.ok ? PLAYER_CHOICES.filter((a) => legal.actions.includes(a)) : [];
  for (const action of choices) {
    const r = afterAction(board, player, action);
    if (!r.ok) continue;
    const o = eligibleOrder(r.value.board);
    const n = o.ok ? o.value.next : null;
    const next = n
      ? {
          faction: n.faction,
          position: n.position,
          role: r.value.board.roles[n.faction],
          decision:
            r.value.board.roles[n.faction] === "np"
              ? decisionIntent(r.value.board, n.faction, n.position, ctx.answers, ctx.options)
              : null,
        }
      : null;
    const same = out.find((b) => JSON.stringify(b.next) === JSON.stringify(next));
    // A Pass changes only Resources: the NP after it decides on this very board.
    if (same) same.after.push(action);
    else out.push({ after: [action], next, exact: action === "pass" });
  }
  return out;
}

/**
 * The turns of one Event card from `board`, in order, until the card is done or a choice the
 * engine cannot make (the player's, an answer) stops the chain. `before` lists what is already
 * unknown about the board.
 */
function chainCard(
  board: GameBoard,
  ctx: Ctx,
  before: IntentUnknown[],
): { turns: TurnIntent[]; board: GameBoard; pending: IntentUnknown[]; stopped: boolean } {
  let b = board;
  let answers = ctx.answers;
  const pending = [...before];
  const turns: TurnIntent[] = [];
  for (let i = 0; i < 6; i++) {
    const o = eligibleOrder(b);
    const next = o.ok ? o.value.next : null;
    if (!next) return { turns, board: b, pending, stopped: false };
    const { faction, position } = next;
    const exact = pending.length === 0;
    if (b.roles[faction] === "player") {
      turns.push({
        faction,
        position,
        role: "player",
        decision: null,
        exact,
        certain: false,
        unknowns: [...pending, { kind: "player", faction }],
        spaces: [],
        branches: branchesAfter(b, faction, { ...ctx, answers }),
      });
      return { turns, board: b, pending, stopped: true };
    }
    const decision = decisionIntent(b, faction, position, answers, ctx.options);
    const unknowns: IntentUnknown[] = [...pending];
    const turn: TurnIntent = {
      faction,
      position,
      role: "np",
      decision,
      exact,
      certain: false,
      unknowns,
      spaces: [],
    };
    turns.push(turn);
    if (decision.kind !== "decided") {
      unknowns.push(
        decision.kind === "question"
          ? { kind: "question", text: decision.text }
          : { kind: "error", reason: decision.reason },
      );
      return { turns, board: b, pending, stopped: true };
    }
    if (decision.readsUnrevealed) unknowns.push({ kind: "unrevealed" });
    turn.certain = exact && !decision.readsUnrevealed;
    const run = runUntilChance(b, faction, answers, ctx.options);
    if (decision.action === "event") turn.spaces = changedSpaces(run.changes);
    if (run.done && run.action === decision.action) {
      turn.changes = run.changes;
      b = run.board;
      answers = run.answers;
      continue;
    }
    if (run.done) {
      // The turn ended with another action than decided: only a draw does that (C8.5.3).
      unknowns.push({ kind: "error", reason: "the turn ended with another action" });
      return { turns, board: b, pending, stopped: true };
    }
    unknowns.push(run.stop);
    pending.push({ kind: "earlier", faction, action: decision.action });
    // The next decisions read the board as far as it is known, this action on the track.
    const r = afterAction(run.board, faction, decision.action);
    if (!r.ok) return { turns, board: b, pending, stopped: true };
    b = r.value.board;
  }
  return { turns, board: b, pending, stopped: false };
}

/** The Event Cards table for each NP Faction on `card` (C8.5.5), fitl's concise display. */
function lettersOf(
  board: GameBoard,
  card: number,
  campaignPosition: number,
  ctx: Ctx,
): CardIntents["letters"] {
  const tables = eventTablesOf(ctx.options);
  return FACTIONS.filter((f) => board.roles[f] === "np").map((faction) => {
    const r = resolveLetter(
      board,
      card,
      faction,
      campaignPosition,
      ctx.answers,
      tables,
      ctx.options,
    );
    return {
      faction,
      letter: r.kind === "letter" ? r.letter : null,
      side: chooseSide(board, card, faction, tables).side,
    };
  });
}

function idleOf(board: GameBoard, turns: TurnIntent[], stopped: boolean): CardIntents["idle"] {
  return FACTIONS.filter((f) => board.roles[f] === "np" && !turns.some((t) => t.faction === f)).map(
    (faction): CardIntents["idle"][number] => {
      const acted = board.cardActions.find((a) => a.faction === faction);
      if (acted) return { faction, why: "acted", action: acted.action };
      if (board.eligibility[faction] === "ineligible") return { faction, why: "ineligible" };
      return { faction, why: stopped ? "afterChoice" : "notReached" };
    },
  );
}

function eventCardIntents(
  board: GameBoard,
  ctx: Ctx,
  before: IntentUnknown[],
): { intents: CardIntents; end: ReturnType<typeof chainCard> } {
  const card = board.currentCard as number;
  const end = chainCard(board, ctx, before);
  return {
    intents: {
      card,
      title: cardTitle(card),
      propaganda: false,
      turns: end.turns,
      idle: idleOf(board, end.turns, end.stopped),
      before,
      letters: lettersOf(board, card, board.campaignCard, ctx),
    },
    end,
  };
}

const propagandaIntents = (card: number, before: IntentUnknown[]): CardIntents => ({
  card,
  title: cardTitle(card),
  propaganda: true,
  turns: [],
  idle: [],
  before,
  letters: [],
});

/** The board after the Propaganda Round in play, when it runs without chance. */
function afterRound(board: GameBoard, ctx: Ctx, noRound: boolean) {
  const scope = newScope(board, ctx.options);
  const actor = createActor(propagandaMachine, {
    input: { scope, final: isFinalCampaign(board), noRound },
  });
  observeErrors(actor);
  actor.start();
  const snap = actor.getSnapshot();
  const out = snap.status === "done" ? snap.output : null;
  const waiting = snap.status === "active" ? pendingRequest(actor) : null;
  actor.stop();
  if (out?.gameOver) return null;
  if (out) return { board: scope.board, before: [] as IntentUnknown[] };
  // The Round waits for chance or a choice (waiting): its Reset at least is known (6.5).
  const before: IntentUnknown[] = [{ kind: "round" }];
  if (waiting && waiting.kind !== "question" && waiting.kind !== "eventWork")
    before.push(unknownOf(waiting));
  return { board: resetPhase(board).board, before };
}

/** What each NP Faction will do on the card in play and on the next one. */
export function botIntents(input: IntentsInput): BotIntents {
  const ctx: Ctx = { answers: input.answers, options: input.options };
  const board = input.board;
  const current = board.currentCard;
  if (current === null) return { current: null, next: null };
  const upcoming = board.nextCard;

  if (isPropaganda(current)) {
    const cur = propagandaIntents(current, []);
    if (upcoming === null) return { current: cur, next: null };
    const after = afterRound(board, ctx, input.afterPropaganda);
    if (!after || after.board.currentCard === null) return { current: cur, next: null };
    if (isPropaganda(after.board.currentCard))
      return { current: cur, next: propagandaIntents(after.board.currentCard, after.before) };
    return { current: cur, next: eventCardIntents(after.board, ctx, after.before).intents };
  }

  const { intents, end } = eventCardIntents(board, ctx, []);
  if (upcoming === null) return { current: intents, next: null };
  if (isPropaganda(upcoming)) return { current: intents, next: propagandaIntents(upcoming, []) };
  if (end.stopped) {
    // Who is Eligible on the next card waits for a choice on this one.
    const waits = end.turns.at(-1)?.unknowns.at(-1);
    return {
      current: intents,
      next: {
        card: upcoming,
        title: cardTitle(upcoming),
        propaganda: false,
        turns: [],
        idle: [],
        before: [...end.pending, ...(waits ? [waits] : [])],
        letters: lettersOf(board, upcoming, board.campaignCard + 1, ctx),
      },
    };
  }
  const advanced = advanceCard(end.board, null);
  if (!advanced.ok) return { current: intents, next: null };
  return {
    current: intents,
    next: eventCardIntents(advanced.value.board, { ...ctx }, end.pending).intents,
  };
}

/** The player's corrections overlaid once per logged list (as the turn reads them). */
const overlaid = new WeakMap<object, RuleOptions["data"]>();

/** The rules a turn beginning now would read: this game's readings and logged corrections. */
export function intentOptions(state: GameState): RuleOptions {
  const options = ruleOptionsOf(state);
  const corrections = correctionsOf(state);
  if (!corrections.length) return options;
  let data = overlaid.get(corrections);
  if (!data) {
    data = overlayCorrections(corrections);
    overlaid.set(corrections, data);
  }
  return { ...options, data };
}

/** Bot intents for a saved game, between turns. */
export function gameIntents(state: GameState, remembered: RememberedAnswers = {}): BotIntents {
  return botIntents({
    board: state.board,
    answers: { ...remembered, ...calixtoOf(state).answers },
    options: intentOptions(state),
    afterPropaganda: afterPropagandaOf(state),
  });
}

/**
 * Where a game stands in its log (its last entry), with everything the intents read there: the
 * board, the remembered answers, the readings, the corrections, the Round just past. Two games
 * at the same entry number never share a result.
 */
const logPosition = (state: GameState, remembered: RememberedAnswers): string =>
  JSON.stringify([
    state.lastSeq,
    state.setup.seed,
    state.board,
    calixtoOf(state).answers,
    ruleOptionsOf(state),
    correctionsOf(state),
    afterPropagandaOf(state),
    remembered,
  ]);

/**
 * `gameIntents` worked out once per game log position: the board, the answers, the readings and
 * the corrections all come from the log's entries, so the intents change only when an entry is
 * added (or with the readings remembered from earlier games). A re-render, or a new state object
 * read again from storage for an unrelated change, reuses the last result. The screen shows one
 * game at a time: one result is kept.
 */
export function intentsByLogPosition(compute: typeof gameIntents = gameIntents) {
  let last: { key: string; value: BotIntents } | null = null;
  return (state: GameState, remembered: RememberedAnswers = {}): BotIntents => {
    const key = logPosition(state, remembered);
    if (last?.key === key) return last.value;
    const value = compute(state, remembered);
    last = { key, value };
    return value;
  };
}

/** The intents the game screen shows: see intentsByLogPosition. */
export const cachedGameIntents = intentsByLogPosition();

/** Whether the intent is an Operation the Calixto draw picks (C8.5.3). */
export const drawPicks = (t: TurnIntent): boolean =>
  t.decision?.kind === "decided" && isOperation(t.decision.action);
