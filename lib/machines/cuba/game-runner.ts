/**
 * Headless play of the NP side of a game: one NP turn, one whole Event card, one Propaganda
 * Round, or a whole game. Used by the replay and autoplay commands, the scenario tests and the
 * benchmarks; the UI drives the same machines one input at a time.
 */
import { createActor } from "xstate";
import { isPropaganda } from "@/data/cuba/events";
import { isFinalCampaign } from "@/lib/engine/cuba/board/board";
import type { DeckState } from "@/lib/engine/cuba/calixto/deck";
import { advanceCard, afterAction, eligibleOrder } from "@/lib/engine/cuba/calixto/eligibility";
import type { RememberedAnswers } from "@/lib/engine/cuba/calixto/events";
import { newScope, type RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { InputEvent, TableChange, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { CardAction, Faction, GameBoard } from "@/lib/engine/cuba/types";
import { observeErrors } from "../core/awaiting";
import { type Answerer, driveToEnd } from "../core/drive";
import { npTurnMachine } from "./np-turn.machine";
import { propagandaMachine } from "./propaganda.machine";

export interface HeadlessGame {
  board: GameBoard;
  deck: DeckState;
  answers: RememberedAnswers;
  options: RuleOptions;
  /** Cards still to be revealed after the one showing, top first. */
  eventDeck: number[];
  /** Whether the card just resolved was a Propaganda card (no two Rounds in a row, 6.0). */
  lastWasPropaganda: boolean;
  over: { winner: Faction | null } | null;
}

export interface TurnRecord {
  kind: "turn" | "propaganda" | "player";
  card: number | null;
  faction: Faction | null;
  action: CardAction | null;
  trace: TraceRecord[];
  changes: TableChange[];
  inputs: InputEvent[];
  /** The board after this turn (NP turns and Propaganda Rounds), for tutorials and bug reports. */
  after?: GameBoard;
  error?: string;
}

/** What a player Faction does when a headless game reaches its turn (autoplay passes). */
export type PlayerPolicy = (game: HeadlessGame, faction: Faction) => CardAction;

export const passingPlayer: PlayerPolicy = () => "pass";

/** A physical deck search starts afresh each action; an app deck keeps its order. */
export function nextSearch(deck: DeckState): DeckState {
  return deck.mode === "physical" ? { mode: "physical", drawn: [] } : deck;
}

export function runNpTurn(
  game: HeadlessGame,
  answerer: Answerer,
  maxInputs = 400,
): { game: HeadlessGame; record: TurnRecord } {
  const order = eligibleOrder(game.board);
  const next = order.ok ? order.value.next : null;
  const card = game.board.currentCard;
  if (!next) {
    return {
      game,
      record: {
        kind: "turn",
        card,
        faction: null,
        action: null,
        trace: [],
        changes: [],
        inputs: [],
        error: order.ok
          ? "nobody is left to act on this card"
          : order.errors.map((e) => e.reason).join("; "),
      },
    };
  }
  const scope = newScope(game.board, game.options);
  const actor = createActor(npTurnMachine, {
    input: { scope, faction: next.faction, deck: nextSearch(game.deck), answers: game.answers },
  });
  // Observed before it starts: an error in its first step is then the turn's error, not one
  // XState rethrows from a timer out of every try/catch.
  observeErrors(actor);
  actor.start();
  let inputs: InputEvent[] = [];
  let error: string | undefined;
  try {
    inputs = driveToEnd(actor, answerer, maxInputs);
  } catch (e) {
    error = (e as Error).message;
  }
  const out = actor.getSnapshot().output;
  const record: TurnRecord = {
    kind: "turn",
    card,
    faction: next.faction,
    action: out?.action ?? null,
    trace: scope.trace,
    changes: scope.changes,
    inputs,
    after: scope.board,
    error: error ?? out?.error,
  };
  if (!out || record.error) return { game, record };
  return { game: { ...game, board: scope.board, deck: out.deck, answers: out.answers }, record };
}

/** A player Faction's turn in a headless game: only the Sequence of Play changes (2.3). */
export function runPlayerTurn(
  game: HeadlessGame,
  faction: Faction,
  action: CardAction,
): { game: HeadlessGame; record: TurnRecord } {
  const r = afterAction(game.board, faction, action);
  const base = {
    kind: "player" as const,
    card: game.board.currentCard,
    faction,
    action,
    trace: [],
    inputs: [],
  };
  if (!r.ok)
    return {
      game,
      record: { ...base, changes: [], error: r.errors.map((e) => e.reason).join("; ") },
    };
  return { game: { ...game, board: r.value.board }, record: { ...base, changes: r.value.changes } };
}

/** Play the current Event card: every Eligible Faction in turn until the card is done. */
export function runCard(
  game: HeadlessGame,
  answerer: Answerer,
  player: PlayerPolicy = passingPlayer,
): { game: HeadlessGame; records: TurnRecord[] } {
  const records: TurnRecord[] = [];
  let g = game;
  for (let i = 0; i < 6; i++) {
    const order = eligibleOrder(g.board);
    if (!order.ok || !order.value.next) break;
    const f = order.value.next.faction;
    const r =
      g.board.roles[f] === "np" ? runNpTurn(g, answerer) : runPlayerTurn(g, f, player(g, f));
    records.push(r.record);
    if (r.record.error) return { game: r.game, records };
    // A turn that leaves the same Faction to act next has recorded nothing: the card cannot go
    // on, and saying so here names the turn (2.3).
    const after = eligibleOrder(r.game.board);
    const same = after.ok ? after.value.next : null;
    if (same && same.faction === f && same.position === order.value.next.position) {
      r.record.error = "the turn ended without its action on the Sequence of Play track";
      return { game: r.game, records };
    }
    g = r.game;
  }
  return { game: g, records };
}

/**
 * Play the Propaganda card in play: its Round, or none when it follows a Round with no Event card
 * between (6.0 exception; a final one then ends the game by margin, 7.3). Either way the card
 * showing comes into play afterwards and the next one is revealed, unless the game ended.
 */
export function runPropaganda(
  game: HeadlessGame,
  answerer: Answerer,
  reshuffle: (game: HeadlessGame) => DeckState,
): { game: HeadlessGame; record: TurnRecord } {
  const scope = newScope(game.board, game.options);
  const final = isFinalCampaign(game.board);
  const card = game.board.currentCard;
  if (card === null || !isPropaganda(card)) {
    const error = `card #${card ?? "none"} in play is not a Propaganda card`;
    const record: TurnRecord = {
      kind: "propaganda",
      card,
      faction: null,
      action: null,
      trace: [],
      changes: [],
      inputs: [],
      error,
    };
    return { game, record };
  }
  const noRound = game.lastWasPropaganda;
  const actor = createActor(propagandaMachine, { input: { scope, final, noRound } });
  observeErrors(actor);
  actor.start();
  let inputs: InputEvent[] = [];
  let error: string | undefined;
  try {
    inputs = driveToEnd(actor, answerer);
  } catch (e) {
    error = (e as Error).message;
  }
  const out = actor.getSnapshot().output;
  const record: TurnRecord = {
    kind: "propaganda",
    card: game.board.currentCard,
    faction: null,
    action: null,
    trace: scope.trace,
    changes: scope.changes,
    inputs,
    after: scope.board,
    error,
  };
  if (!out || error) return { game, record };
  let g: HeadlessGame = { ...game, board: scope.board, lastWasPropaganda: true };
  if (out.gameOver) return { game: { ...g, over: { winner: out.winner } }, record };
  if (out.reshuffleCalixto) g = { ...g, deck: reshuffle(g) };
  // Reset played the card showing; reveal the next one (2.3.8).
  const revealed = g.eventDeck[0] ?? null;
  g = { ...g, board: { ...g.board, nextCard: revealed }, eventDeck: g.eventDeck.slice(1) };
  return { game: g, record };
}

/** After an Event card: the card showing becomes current and the next is revealed (2.3.8). */
export function advance(game: HeadlessGame): HeadlessGame | { error: string } {
  const revealed = game.eventDeck[0] ?? null;
  const r = advanceCard(game.board, revealed);
  if (!r.ok) return { error: r.errors.map((e) => e.reason).join("; ") };
  return {
    ...game,
    board: r.value.board,
    eventDeck: game.eventDeck.slice(1),
    lastWasPropaganda: false,
  };
}

/** Where a game played card by card stands after each card (`playCards`). */
export interface CardsPlayed {
  game: HeadlessGame;
  records: TurnRecord[];
  cards: number;
  error?: string;
  /** The game is over, failed, or hit the card bound: nothing more comes. */
  end: boolean;
}

/**
 * Play from the current card on, one card per step (so a caller can report progress or stop
 * early), until the game ends, a turn fails, or `maxCards` cards. A second Propaganda card in a
 * row is played with no Round; if it is the last, the game ends (6.0).
 */
export function* playCards(
  game: HeadlessGame,
  answerer: Answerer,
  reshuffle: (game: HeadlessGame) => DeckState,
  player: PlayerPolicy = passingPlayer,
  maxCards = 80,
): Generator<CardsPlayed, CardsPlayed> {
  const records: TurnRecord[] = [];
  let g = game;
  const stop = (x: Omit<CardsPlayed, "records" | "end">): CardsPlayed => ({
    ...x,
    records,
    end: true,
  });
  for (let cards = 0; cards < maxCards; cards++) {
    const current = g.board.currentCard;
    if (current === null) return stop({ game: g, cards });
    if (isPropaganda(current)) {
      const r = runPropaganda(g, answerer, reshuffle);
      records.push(r.record);
      if (r.record.error) return stop({ game: g, cards, error: r.record.error });
      g = r.game;
      if (g.over) return stop({ game: g, cards: cards + 1 });
      yield { game: g, records, cards: cards + 1, end: false };
      continue;
    }
    const r = runCard(g, answerer, player);
    records.push(...r.records);
    const failed = r.records.find((x) => x.error);
    if (failed) return stop({ game: r.game, cards, error: failed.error });
    const a = advance(r.game);
    if ("error" in a) return stop({ game: r.game, cards, error: a.error });
    g = a;
    yield { game: g, records, cards: cards + 1, end: false };
  }
  return stop({
    game: g,
    cards: maxCards,
    error: `the game did not end within ${maxCards} cards (loop bound)`,
  });
}

/** Play from the current card to the end of the game, or until `maxCards` cards (playCards). */
export function runToEnd(
  game: HeadlessGame,
  answerer: Answerer,
  reshuffle: (game: HeadlessGame) => DeckState,
  player: PlayerPolicy = passingPlayer,
  maxCards = 80,
): { game: HeadlessGame; records: TurnRecord[]; cards: number; error?: string } {
  const steps = playCards(game, answerer, reshuffle, player, maxCards);
  for (;;) {
    const s = steps.next();
    if (s.done) {
      const { end: _, error, ...rest } = s.value;
      return error === undefined ? rest : { ...rest, error };
    }
  }
}
