/**
 * The seeded trial of a player's corrections before they are saved or imported (issue 21): a few
 * hundred NP turns of whole seeded games, every NP Faction run by Calixto with the corrected data,
 * each board checked against the invariants (board/invariants.ts). A turn that fails, a card that
 * cannot go on, or a broken invariant refuses the set, naming the correction kind's entry and
 * the game, card and Faction where it went wrong.
 *
 * The static check (corrections/check.ts) refuses what it can decide alone; this runs only for
 * sets it cannot decide (`needsTrial`), one card per step, so a screen can show progress and
 * stay responsive.
 */
import { boardBreaches } from "@/lib/engine/cuba/board/invariants";
import { overlayCorrections } from "@/lib/engine/cuba/calixto/corrections/overlay";
import type { Correction, CorrectionKind } from "@/lib/engine/cuba/calixto/corrections/types";
import { FACTIONS, type Faction } from "@/lib/engine/cuba/types";
import { autoplaySetup } from "./autoplay";
import { type CardsPlayed, playCards } from "./game-runner";
import { loadTurnParts } from "./parts";

// Synchronous turns here (the trial plays whole games): every part of a turn that the browser
// loads when first needed is loaded with this module (core/lazy-part.ts).
await loadTurnParts();

export interface TrialPlan {
  /** Games from seed `firstSeed` on, one after the other. */
  games: number;
  firstSeed: number;
  /** NP turns in all (each game gets its share). */
  turns: number;
}

/** A few hundred turns: every Faction's cards are drawn many times, in a few seconds. */
export const TRIAL_PLAN: TrialPlan = { games: 4, firstSeed: 1, turns: 240 };

export interface TrialProblem {
  seed: number;
  card: number | null;
  faction: Faction | null;
  what: string;
}

export interface TrialReport {
  turns: number;
  games: number;
  problems: TrialProblem[];
}

export interface TrialProgress {
  turns: number;
  total: number;
}

/**
 * Corrections the static check decides alone: tables whose every row the engine reads in any
 * order or with any dots or Factions, and the eligibility rows, whose results check.ts matches to
 * what the Sequence of Play allows (2.3.4). A card's flow, its Operation boxes and SA lists, and
 * the Event tables change what the NP does in ways only playing can show.
 */
const STATIC: ReadonlySet<CorrectionKind> = new Set<CorrectionKind>([
  "an",
  "dots",
  "rowOrder",
  "moveOrder",
  "moveFactions",
  "pieceOrder",
  "pieceFactions",
  "eligibilityRow",
  "eligibilityOrder",
]);

export const needsTrial = (corrections: readonly Correction[]): boolean =>
  corrections.some((c) => !STATIC.has(c.kind));

/** The trial, one card per step: each step says how many NP turns have been played. */
export function* trialSteps(
  corrections: readonly Correction[],
  plan: TrialPlan = TRIAL_PLAN,
): Generator<TrialProgress, TrialReport> {
  const options = { conflicts: {}, data: overlayCorrections(corrections) };
  const np = [...FACTIONS];
  const share = Math.ceil(plan.turns / plan.games);
  const problems: TrialProblem[] = [];
  let turns = 0;
  let games = 0;
  for (let g = 0; g < plan.games && !problems.length; g++) {
    const seed = (plan.firstSeed + g) >>> 0;
    games++;
    const { game, answerer, reshuffle } = autoplaySetup(seed, np, false, options);
    const cards = playCards(game, answerer, reshuffle);
    let seen = 0;
    let gameTurns = 0;
    for (;;) {
      let step: IteratorResult<CardsPlayed, CardsPlayed>;
      try {
        step = cards.next();
      } catch (e) {
        problems.push({ seed, card: null, faction: null, what: (e as Error).message });
        break;
      }
      const { records } = step.value;
      for (const r of records.slice(seen)) {
        if (r.kind === "turn") gameTurns++;
        const at = { seed, card: r.card, faction: r.faction };
        if (r.error) problems.push({ ...at, what: r.error });
        if (r.after) for (const b of boardBreaches(r.after)) problems.push({ ...at, what: b });
      }
      seen = records.length;
      // The card bound of a game played in part is not a failure: only what went wrong is.
      if (step.value.error && !problems.length && !/loop bound/.test(step.value.error))
        problems.push({
          seed,
          card: step.value.game.board.currentCard,
          faction: null,
          what: step.value.error,
        });
      if (problems.length || step.done || step.value.end || gameTurns >= share) break;
      yield { turns: turns + gameTurns, total: plan.turns };
    }
    turns += gameTurns;
  }
  return { turns, games, problems };
}

/** The whole trial at once (the command line, the tests, a game import). */
export function trialCorrections(
  corrections: readonly Correction[],
  plan: TrialPlan = TRIAL_PLAN,
): TrialReport {
  const steps = trialSteps(corrections, plan);
  for (;;) {
    const s = steps.next();
    if (s.done) return s.value;
  }
}

/**
 * The trial for a screen: one card at a time, giving the page a moment between cards to show
 * `onProgress` and stay responsive; `signal` stops it (the report then holds what was played).
 */
export async function trialCorrectionsInSteps(
  corrections: readonly Correction[],
  onProgress?: (p: TrialProgress) => void,
  signal?: AbortSignal,
  plan: TrialPlan = TRIAL_PLAN,
): Promise<TrialReport | null> {
  const steps = trialSteps(corrections, plan);
  for (;;) {
    if (signal?.aborted) return null;
    const s = steps.next();
    if (s.done) {
      onProgress?.({ turns: plan.turns, total: plan.turns });
      return s.value;
    }
    onProgress?.(s.value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** A failed trial in the player's words: where the corrected data broke a game. */
export function trialWords(p: TrialProblem): string {
  const where = [
    `seeded game ${p.seed}`,
    p.card === null ? null : `card #${p.card}`,
    p.faction ? `${p.faction}'s turn` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return `with these corrections a test game cannot go on (${where}): ${p.what}`;
}

const reports = new Map<string, TrialReport>();

/**
 * The trial of a set, once: a set already tried (the same corrections in the same order) gives
 * its report at once. Sets the static check decides alone are not played (`needsTrial`).
 */
export async function trialOnce(
  corrections: readonly Correction[],
  onProgress?: (p: TrialProgress) => void,
  plan: TrialPlan = TRIAL_PLAN,
): Promise<TrialReport> {
  if (!needsTrial(corrections)) return { turns: 0, games: 0, problems: [] };
  const key = JSON.stringify([plan, corrections]);
  const known = reports.get(key);
  if (known) return known;
  const report = (await trialCorrectionsInSteps(
    corrections,
    onProgress,
    undefined,
    plan,
  )) as TrialReport;
  if (reports.size >= 16) reports.clear();
  reports.set(key, report);
  return report;
}

/** The same, all at once, for a game import (its corrections were tried when first saved). */
export function trialOnceNow(corrections: readonly Correction[]): TrialReport {
  if (!needsTrial(corrections)) return { turns: 0, games: 0, problems: [] };
  const key = JSON.stringify([TRIAL_PLAN, corrections]);
  const known = reports.get(key);
  if (known) return known;
  const report = trialCorrections(corrections);
  if (reports.size >= 16) reports.clear();
  reports.set(key, report);
  return report;
}
