import { standardBoard } from "@/data/cuba/scenarios";
import { seedRng } from "@/lib/engine/core/rng";
import { rankByTieOrder, victoryMargins } from "@/lib/engine/cuba/board/board";
import { validateBoard } from "@/lib/engine/cuba/board/validate";
import { shuffleDeck } from "@/lib/engine/cuba/calixto/deck";
import { buildEventDeck } from "@/lib/engine/cuba/event-deck";
import { FACTIONS, type Faction, type Role } from "@/lib/engine/cuba/types";
import { seededAnswerer } from "@/lib/machines/core/drive";
import { type HeadlessGame, runToEnd } from "@/lib/machines/cuba/game-runner";

/**
 * `calixto autoplay --seed N [--np all|GOV,SYN,...] [--short] [--json]`: a whole game on the
 * Standard deployment with the NP Factions run by Calixto, every chance event from the seed.
 * Player Factions (those not listed in --np) pass. Events need the player to apply their text:
 * autoplay cannot, so it notes each Event taken and applies only its Capability or Momentum;
 * questions about unknown aid-sheet cells get a seeded answer and are listed. Every loop is
 * bounded; a bound that is hit is reported as an error with the seed.
 */
export function autoplayCommand(args: string[]): number {
  const get = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const seedArg = get("--seed");
  if (seedArg === undefined || !/^\d+$/.test(seedArg)) {
    console.error("calixto autoplay: give --seed N (a whole number)");
    return 2;
  }
  const seed = Number(seedArg);
  const npArg = get("--np") ?? "all";
  const np = npArg === "all" ? [...FACTIONS] : npArg.split(",");
  const bad = np.filter((f) => !FACTIONS.includes(f as Faction));
  if (bad.length) {
    console.error(
      `calixto autoplay: --np takes "all" or Factions from GOV,26J,DR,SYN; unknown: ${bad.join(", ")}`,
    );
    return 2;
  }
  const result = autoplay(seed, np as Faction[], args.includes("--short"));
  if (args.includes("--json")) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(
      `seed ${seed}: ${result.error ? `ERROR ${result.error}` : `winner ${result.winner ?? "none"}`}`,
    );
    console.log(
      `cards played ${result.cards}, NP turns ${result.turns}, Propaganda Rounds ${result.propaganda}`,
    );
    console.log(
      `margins ${Object.entries(result.margins)
        .map(([f, m]) => `${f} ${m}`)
        .join(", ")}`,
    );
    console.log(
      `Events taken by NPs (text not applied: autoplay cannot read cards) ${result.eventsNotApplied.length}; seeded answers to unknown aid-sheet cells ${result.seededAnswers.length}`,
    );
  }
  return result.error ? 1 : 0;
}

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
