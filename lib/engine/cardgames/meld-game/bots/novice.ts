import type { BotChoice } from "../../shared/types";
import type { MeldMove } from "../moves";
import type { MeldRules } from "../rules";
import type { MeldView } from "../view";
import { held, movesOf, pickBy, tally } from "./analysis";

const name = (rules: MeldRules, key: string) => rules.byKey[key]?.name ?? key;

/**
 * Novice: plays straightforwardly. Melds as soon as it can, always attempts, foils only an
 * opponent who is about to roll, and picks targets without much thought.
 */
export function noviceMeldBot(
  rules: MeldRules,
  view: MeldView,
  legal: readonly MeldMove[],
): BotChoice<MeldMove> {
  const done = legal.find((m) => m.type === "done");
  const step = view.step.at;

  if (step === "fate") {
    const p = movesOf(legal, "propaganda")[0];
    if (p) return { move: p, why: `Plays ${name(rules, p.card)} to draw two cards.` };
    const spies = movesOf(legal, "spy");
    if (spies.length) {
      const m = pickBy(spies, view.noise);
      return { move: m, why: "Spies on an opponent to take a card." };
    }
  }
  if (step === "steal") {
    const t = tally(rules, view);
    const steals = movesOf(legal, "steal");
    const pair = steals.find((m) => held(rules, t, m.card) >= 1);
    const m = pair ?? pickBy(steals, view.noise);
    return { move: m, why: pair ? "Takes a card that pairs with its hand." : "Takes a card." };
  }
  if (step === "meld") {
    const adds = movesOf(legal, "add");
    if (adds.length) return { move: adds[0], why: "Adds a copy to its meld." };
    const melds = movesOf(legal, "meld").sort((a, b) => b.count - a.count);
    if (melds.length)
      return {
        move: melds[0],
        why: `Melds ${melds[0].count} × ${name(rules, melds[0].card)} right away.`,
      };
  }
  if (step === "foil") {
    const threat = view.melds[view.active].length;
    const foil = legal.find((m) => m.type !== "done");
    if (threat === 3 && foil)
      return { move: foil, why: "The active player has three melds: foils." };
    if (done) return { move: done, why: "No attempt is coming yet: keeps its cards." };
  }
  if (step === "negate") {
    const n = legal.find((m) => m.type === "negate");
    if (n) return { move: n, why: "Cancels the Save with Destiny." };
  }
  if (step === "kill") {
    const a = legal.find((m) => m.type === "attempt");
    if (a) return { move: a, why: "Three melds: rolls the Assassination Attempt." };
  }
  if (step === "exit") {
    const t = tally(rules, view);
    const discards = movesOf(legal, "discard");
    const single = discards.find((m) => held(rules, t, m.card) === 1);
    const m = single ?? discards[0];
    return { move: m, why: `Discards ${name(rules, m.card)} down to the hand limit.` };
  }
  if (done) return { move: done, why: "Nothing worth doing." };
  const m = pickBy(legal, view.noise);
  return { move: m, why: "Picks one of the choices." };
}

/** Random: any legal move; a baseline for the simulator. */
export function randomMeldBot(
  _rules: MeldRules,
  view: MeldView,
  legal: readonly MeldMove[],
): BotChoice<MeldMove> {
  return { move: pickBy(legal, view.noise), why: "Picks a legal move at random." };
}
