/**
 * A whole game with the NP Factions run by Calixto and every chance event from one seed, on the
 * Standard deployment (used by `calixto autoplay`, the tests and the benchmarks). Player Factions
 * pass. Events need the player to apply their text: autoplay cannot, so it notes each Event taken
 * and applies only its Capability or Momentum; questions about unknown aid-sheet cells get a
 * seeded answer and are listed. Every loop is bounded; a bound hit is an error naming the seed.
 */
import { standardBoard } from "@/data/cuba/scenarios";
import { seedRng } from "@/lib/engine/core/rng";
import { rankByTieOrder, victoryMargins } from "@/lib/engine/cuba/board/board";
import { validateBoard } from "@/lib/engine/cuba/board/validate";
import { shuffleDeck } from "@/lib/engine/cuba/calixto/deck";
import { buildEventDeck } from "@/lib/engine/cuba/event-deck";
import { FACTIONS, type Faction, type Role } from "@/lib/engine/cuba/types";
import { seededAnswerer } from "../core/drive";
import { type HeadlessGame, runToEnd } from "./game-runner";

export interface AutoplayResult {
  seed: number;
  winner: Faction | null;
  margins: Record<Faction, number>;
  cards: number;
  turns: number;
  propaganda: number;
  eventsNotApplied: string[];
  seededAnswers: string[];
  /** Problems validateBoard finds on the final board (none expected). */
  boardErrors: string[];
  error?: string;
}

export function autoplay(seed: number, np: Faction[], short: boolean): AutoplayResult {
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
    seededAnswers.push(q.id);
    return q.options[(seed + seededAnswers.length) % q.options.length].value;
  });
  let reshuffles = 0;
  const game: HeadlessGame = {
    board,
    deck: { mode: "app", order: calixto.order },
    answers: {},
    options: { conflicts: {} },
    eventDeck: deck.order.slice(2),
    lastWasPropaganda: false,
    over: null,
  };
  const r = runToEnd(game, answerer, () => ({
    mode: "app",
    order: shuffleDeck((seed * 7919 + ++reshuffles) >>> 0, np).order,
  }));
  const margins = victoryMargins(r.game.board);
  const winner =
    r.game.over?.winner ??
    (r.error ? null : rankByTieOrder(r.game.board, [...FACTIONS], margins)[0]);
  const eventsNotApplied = r.records
    .filter((x) => x.action === "event")
    .map((x) => `#${x.card} ${x.faction}`);
  return {
    seed,
    winner,
    margins,
    cards: r.cards,
    turns: r.records.filter((x) => x.kind === "turn").length,
    propaganda: r.records.filter((x) => x.kind === "propaganda").length,
    eventsNotApplied,
    seededAnswers,
    boardErrors: validateBoard(r.game.board).map((e) => `${e.field}: ${e.reason}`),
    error: r.error ? `${r.error} (seed ${seed})` : undefined,
  };
}
