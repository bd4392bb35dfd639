/**
 * The autoplay matrix (`calixto smoke`): whole seeded headless games, each board the engine
 * produces checked against the invariants (board/invariants.ts), plus the game-level ones: no
 * Event card played twice, the Calixto deck a permutation of the NP Factions' cards. Failures
 * name the seed and the step that reproduce them. The report adds what a player cares about:
 * winners, game length, Events and Operations per Faction, Calixto cards drawn, rule notes hit.
 */
import { boardBreaches } from "@/lib/engine/cuba/board/invariants";
import { deckCards } from "@/lib/engine/cuba/calixto/deck";
import type { RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import { FACTIONS, type Faction } from "@/lib/engine/cuba/types";
import { autoplayGame } from "./autoplay";

export interface SmokeFailure {
  seed: number;
  step: number;
  what: string;
  repro: string;
}

export interface SmokeReport {
  games: number;
  seeds: [number, number];
  failures: SmokeFailure[];
  winners: Record<Faction | "none", number>;
  cards: { min: number; median: number; max: number };
  events: Record<Faction, number>;
  eventsNotEncoded: number;
  operations: Record<Faction, number>;
  calixtoDraws: Record<string, number>;
  ruleNotes: Record<string, number>;
}

const zero = () => Object.fromEntries(FACTIONS.map((f) => [f, 0])) as Record<Faction, number>;

export function smoke(
  games: number,
  seed: number,
  np: Faction[],
  short: boolean,
  options?: RuleOptions,
  /** The corrections file `options` came from: its repro command must play with it too. */
  correctionsFile?: string,
): SmokeReport {
  const failures: SmokeFailure[] = [];
  const winners = { ...zero(), none: 0 };
  const lengths: number[] = [];
  const events = zero();
  const operations = zero();
  const calixtoDraws: Record<string, number> = {};
  const ruleNotes: Record<string, number> = {};
  let eventsNotEncoded = 0;
  const npCards = new Set<string>(deckCards(np));
  for (let g = 0; g < games; g++) {
    const s = (seed + g) >>> 0;
    const shortFlag = short ? " --short" : "";
    // Autoplay plays our data only: a game with corrections is reproduced by smoke itself.
    const repro =
      correctionsFile === undefined
        ? `npm run calixto -- autoplay --seed ${s} --np ${np.join(",")}${shortFlag}`
        : `npm run calixto -- smoke --games 1 --seed ${s} --np ${np.join(",")}${shortFlag} --corrections ${correctionsFile}`;
    let played: ReturnType<typeof autoplayGame>;
    try {
      played = autoplayGame(s, np, short, options);
    } catch (e) {
      failures.push({ seed: s, step: 0, what: `crash: ${(e as Error).message}`, repro });
      continue;
    }
    const { result, records, calixto } = played;
    if (result.error) failures.push({ seed: s, step: records.length, what: result.error, repro });
    const deck = new Set(calixto);
    if (
      deck.size !== calixto.length ||
      calixto.some((c) => !npCards.has(c)) ||
      deck.size !== npCards.size
    )
      failures.push({
        seed: s,
        step: 0,
        what: "the Calixto deck is not the NP Factions' cards once each",
        repro,
      });
    const seen = new Set<number>();
    let lastCard: number | null = null;
    records.forEach((r, i) => {
      if (r.card !== null && r.card !== lastCard) {
        if (seen.has(r.card) && r.card <= 48)
          failures.push({ seed: s, step: i, what: `Event card #${r.card} played twice`, repro });
        seen.add(r.card);
        lastCard = r.card;
      }
      if (r.after)
        for (const b of boardBreaches(r.after))
          failures.push({ seed: s, step: i, what: `after ${r.kind} on #${r.card}: ${b}`, repro });
      if (r.faction && r.action === "event") {
        if (r.trace.some((t) => t.kind === "instruction" && t.line === `#${r.card}`))
          events[r.faction]++;
        else eventsNotEncoded++;
      }
      if (
        r.faction &&
        r.kind === "turn" &&
        (r.action === "opSA" || r.action === "opOnly" || r.action === "limOp")
      )
        operations[r.faction]++;
      for (const t of r.trace) {
        if (t.kind === "cardDrawn") calixtoDraws[t.card] = (calixtoDraws[t.card] ?? 0) + 1;
        if (t.kind === "note" && /skipped|not legal|no legal/i.test(t.text))
          ruleNotes[t.rule] = (ruleNotes[t.rule] ?? 0) + 1;
      }
    });
    winners[result.winner ?? "none"]++;
    lengths.push(result.cards);
  }
  lengths.sort((a, b) => a - b);
  return {
    games,
    seeds: [seed, seed + games - 1],
    failures,
    winners,
    cards: {
      min: lengths[0] ?? 0,
      median: lengths[Math.floor(lengths.length / 2)] ?? 0,
      max: lengths[lengths.length - 1] ?? 0,
    },
    events,
    eventsNotEncoded,
    operations,
    calixtoDraws,
    ruleNotes,
  };
}
