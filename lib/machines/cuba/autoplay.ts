/**
 * A whole game with the NP Factions run by Calixto and every chance event from one seed, on the
 * Standard deployment (used by `calixto autoplay`, the tests and the benchmarks). Player Factions
 * pass, and decline their Propaganda Round choices where they may. NP Events are carried out by
 * the engine from their programs (C8.5.5) and counted per Faction; an Event side without a
 * program is listed (its Capability or Momentum still goes into play). Questions about unknown aid-sheet cells get a seeded answer and are listed. Every loop
 * is bounded; a bound hit is an error naming the seed.
 */
import { standardBoard } from "@/data/cuba/scenarios";
import { seedRng } from "@/lib/engine/core/rng";
import { rankByTieOrder, victoryMargins } from "@/lib/engine/cuba/board/board";
import { validateBoard } from "@/lib/engine/cuba/board/validate";
import { type DeckState, shuffleDeck } from "@/lib/engine/cuba/calixto/deck";
import { DECLINE, isPlayerRoundQuestion } from "@/lib/engine/cuba/calixto/propaganda";
import type { RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { Request } from "@/lib/engine/cuba/calixto/types";
import { buildEventDeck } from "@/lib/engine/cuba/event-deck";
import { FACTIONS, type Faction, type Role } from "@/lib/engine/cuba/types";
import { type Answerer, seededAnswerer } from "../core/drive";
import { type HeadlessGame, runToEnd, type TurnRecord } from "./game-runner";

export interface AutoplayResult {
  seed: number;
  winner: Faction | null;
  margins: Record<Faction, number>;
  cards: number;
  turns: number;
  propaganda: number;
  /** NP Events the engine carried out, per Faction. */
  eventsExecuted: Record<Faction, number>;
  /** NP Events taken whose side has no program yet (applied only as Capability/Momentum). */
  eventsNotEncoded: string[];
  seededAnswers: string[];
  /** Problems validateBoard finds on the final board (none expected). */
  boardErrors: string[];
  error?: string;
}

export function autoplay(seed: number, np: Faction[], short: boolean): AutoplayResult {
  return autoplayGame(seed, np, short).result;
}

/** The start of a seeded game: the board, decks and answerer every autoplay game begins with. */
export function autoplaySetup(
  seed: number,
  np: Faction[],
  short: boolean,
  options: RuleOptions = { conflicts: {} },
): {
  game: HeadlessGame;
  answerer: Answerer;
  reshuffle: () => DeckState;
  seededAnswers: string[];
  eventOrder: number[];
  calixto: string[];
} {
  const rng0 = seedRng(seed);
  const deck = buildEventDeck(rng0, short);
  const calixto = shuffleDeck(deck.rng, np);
  const roles = Object.fromEntries(
    FACTIONS.map((f) => [f, np.includes(f) ? "np" : "player"]),
  ) as Record<Faction, Role>;
  const board = {
    ...standardBoard({ roles, shortGame: short }),
    currentCard: deck.order[0],
    nextCard: deck.order[1],
  };
  const seededAnswers: string[] = [];
  const answerer = seededAnswerer(calixto.rng, (q) => {
    // A player Faction that passes also lets its Propaganda Round choices go: it declines each
    // one it may, and takes the first option where the rules leave no way out (6.3-6.4).
    if (isPlayerRoundQuestion(q.id))
      return q.options.some((o) => o.value === DECLINE) ? DECLINE : q.options[0].value;
    seededAnswers.push(q.id);
    return q.options[(seed + seededAnswers.length) % q.options.length].value;
  });
  let reshuffles = 0;
  const game: HeadlessGame = {
    board,
    deck: { mode: "app", order: calixto.order },
    answers: {},
    options,
    eventDeck: deck.order.slice(2),
    lastWasPropaganda: false,
    over: null,
  };
  const reshuffle = (): DeckState => ({
    mode: "app",
    order: shuffleDeck((seed * 7919 + ++reshuffles) >>> 0, np).order,
  });
  return {
    game,
    answerer,
    reshuffle,
    seededAnswers,
    eventOrder: deck.order,
    calixto: [...calixto.order],
  };
}

/** The same game, with every turn's record and the Calixto deck order it started from. */
export function autoplayGame(
  seed: number,
  np: Faction[],
  short: boolean,
  /** The rules and data the NP turns read (the player's corrections, RuleOptions.data). */
  options: RuleOptions = { conflicts: {} },
  /** Sees every request a turn makes before it is answered (the tests read their words). */
  watch?: (request: Request) => void,
): { result: AutoplayResult; records: TurnRecord[]; eventOrder: number[]; calixto: string[] } {
  const { game, answerer, reshuffle, seededAnswers, eventOrder, calixto } = autoplaySetup(
    seed,
    np,
    short,
    options,
  );
  const answer: Answerer = watch
    ? (q) => {
        watch(q);
        return answerer(q);
      }
    : answerer;
  const r = runToEnd(game, answer, reshuffle);
  const margins = victoryMargins(r.game.board);
  const winner =
    r.game.over?.winner ??
    (r.error ? null : rankByTieOrder(r.game.board, [...FACTIONS], margins)[0]);
  const eventsExecuted = Object.fromEntries(FACTIONS.map((f) => [f, 0])) as Record<Faction, number>;
  const eventsNotEncoded: string[] = [];
  for (const x of r.records) {
    if (x.action !== "event" || !x.faction) continue;
    const ran = x.trace.some((t) => t.kind === "instruction" && t.line === `#${x.card}`);
    if (ran) eventsExecuted[x.faction]++;
    else eventsNotEncoded.push(`#${x.card} ${x.faction}`);
  }
  const result: AutoplayResult = {
    seed,
    winner,
    margins,
    cards: r.cards,
    turns: r.records.filter((x) => x.kind === "turn").length,
    propaganda: r.records.filter((x) => x.kind === "propaganda").length,
    eventsExecuted,
    eventsNotEncoded,
    seededAnswers,
    boardErrors: validateBoard(r.game.board).map((e) => `${e.field}: ${e.reason}`),
    error: r.error ? `${r.error} (seed ${seed})` : undefined,
  };
  return { result, records: r.records, eventOrder, calixto };
}
