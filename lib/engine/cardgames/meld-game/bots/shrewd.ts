import type { BotChoice } from "../../shared/types";
import { KIND_LABEL, type MeldKind } from "../cards";
import type { MeldMove } from "../moves";
import type { MeldRules } from "../rules";
import type { MeldView } from "../view";
import {
  held,
  keepScore,
  leader,
  liveCopies,
  movesOf,
  ownMeldKinds,
  pairsByKind,
  pickBy,
  type Tally,
  tally,
  threat,
} from "./analysis";
import { seatToken } from "./tokens";

type Choice = BotChoice<MeldMove>;
type Of<T extends MeldMove["type"]> = Extract<MeldMove, { type: T }>;
const name = (rules: MeldRules, key: string) => rules.byKey[key]?.name ?? key;

/**
 * Shrewd: melds every copy at once (a hand slot is worth more than a spare copy, and a copy on
 * the table cannot be used to take the meld), keeps Saves and Events for an opponent about to
 * roll, takes melds with matching cards when they help its own set, counts cards when it
 * discards, and aims its Spy and Event results at the leader.
 */
export function shrewdMeldBot(
  rules: MeldRules,
  view: MeldView,
  legal: readonly MeldMove[],
): Choice {
  const done = legal.find((m) => m.type === "done");
  switch (view.step.at) {
    case "fate": {
      const p = movesOf(legal, "propaganda")[0];
      if (p) return { move: p, why: `Plays ${name(rules, p.card)}: two cards for one.` };
      const spies = movesOf(legal, "spy");
      if (spies.length) {
        const target = leader(view, [...new Set(spies.map((m) => m.target))]);
        const m = spies.find((x) => x.target === target) ?? spies[0];
        return {
          move: m,
          why: `Spies on ${seatToken(target)}, the opponent closest to an attempt.`,
        };
      }
      break;
    }
    case "steal":
      return steal(rules, view, tally(rules, view), movesOf(legal, "steal"));
    case "meld":
      return meld(rules, tally(rules, view), movesOf(legal, "meld"), movesOf(legal, "add"), done);
    case "foil":
      return foil(rules, view, legal, done);
    case "negate": {
      const n = legal.find((m) => m.type === "negate");
      if (n)
        return { move: n, why: "Destiny has no other use: cancels the Save to keep the meld." };
      break;
    }
    case "kill": {
      const a = legal.find((m) => m.type === "attempt");
      if (a)
        return {
          move: a,
          why: "Rolls now: 5/9 to win, and waiting only exposes the melds to another Foil round.",
        };
      break;
    }
    case "loseMeld":
      return loseMeld(rules, tally(rules, view), view, movesOf(legal, "loseMeld"));
    case "eventTarget": {
      const targets = movesOf(legal, "target");
      const roll = view.step.roll;
      const seats = targets.map((m) => m.target);
      const most = [...seats].sort((a, b) => view.handSizes[b] - view.handSizes[a])[0];
      const hurt = roll === 3 || roll === 1;
      const pick = hurt ? leader(view, seats) : most;
      const m = targets.find((x) => x.target === pick) ?? targets[0];
      const why = hurt
        ? `Targets ${seatToken(pick)}, the opponent closest to an attempt.`
        : `Targets ${seatToken(pick)}, who holds the most cards.`;
      return { move: m, why };
    }
    case "exit": {
      const t = tally(rules, view);
      const discards = movesOf(legal, "discard");
      const scores = discards.map((m) => keepScore(rules, view, t, m.card));
      let low = Number.POSITIVE_INFINITY;
      for (const x of scores) if (x < low) low = x;
      const lowest = discards.filter((_, i) => scores[i] === low);
      const m = pickBy(lowest, view.noise);
      return { move: m, why: `Discards ${name(rules, m.card)}, the card it needs least.` };
    }
  }
  if (done) return { move: done, why: "Nothing worth doing now." };
  return { move: pickBy(legal, view.noise), why: "Picks one of the choices." };
}

function steal(rules: MeldRules, view: MeldView, t: Tally, steals: Of<"steal">[]): Choice {
  const have = ownMeldKinds(view);
  const value = (key: string) => {
    const spec = rules.byKey[key];
    if (spec.kind === "P") return 7;
    if (spec.kind === "X") return 6;
    if (spec.kind === "S" || spec.kind === "E" || spec.kind === "F") return 5;
    if (!have.has(spec.kind as MeldKind) && held(rules, t, key) >= 1) return 8;
    if (view.melds[view.me].some((m) => m.key === key)) return 4;
    return 2;
  };
  const best = [...steals].sort((a, b) => value(b.card) - value(a.card))[0];
  const v = value(best.card);
  const why =
    v === 8
      ? `Takes ${name(rules, best.card)}: it makes a pair toward a missing meld type.`
      : v >= 5
        ? `Takes ${name(rules, best.card)}, the most useful card there.`
        : `Takes ${name(rules, best.card)}.`;
  return { move: best, why };
}

function meld(
  rules: MeldRules,
  t: Tally,
  melds: Of<"meld">[],
  adds: Of<"add">[],
  done: MeldMove | undefined,
): Choice {
  if (adds.length)
    return {
      move: adds[0],
      why: `Adds ${name(rules, adds[0].card)} to its meld: frees a hand slot and leaves no copy to match it.`,
    };
  if (melds.length) {
    const best = [...melds].sort(
      (a, b) => b.count - a.count || liveCopies(rules, t, a.card) - liveCopies(rules, t, b.card),
    )[0];
    const left = liveCopies(rules, t, best.card) + held(rules, t, best.card) - best.count;
    return {
      move: best,
      why:
        left === 0
          ? `Melds ${best.count} × ${name(rules, best.card)}: no copy is left for an opponent to take it with.`
          : `Melds ${best.count} × ${name(rules, best.card)} to free hand space for the next pair.`,
    };
  }
  return { move: done ?? melds[0], why: "Nothing to meld." };
}

function foil(
  rules: MeldRules,
  view: MeldView,
  legal: readonly MeldMove[],
  done: MeldMove | undefined,
): Choice {
  const active = view.active;
  const melds = view.melds[active].length;
  const own = view.melds[view.me];
  // One pass over the choices: the first match, the first match for a meld type this seat
  // lacks ("useful"), the first Save, and the first Save or Event.
  let match: Of<"match"> | undefined;
  let useful: Of<"match"> | undefined;
  let save: MeldMove | undefined;
  let breaker: MeldMove | undefined;
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i];
    if (m.type === "match") {
      match ??= m;
      if (!useful) {
        const kind = rules.byKey[m.card].kind;
        let have = false;
        for (let k = 0; k < own.length; k++) if (own[k].kind === kind) have = true;
        if (!have) useful = m;
      }
    } else if (m.type === "save") {
      save ??= m;
      breaker ??= m;
    } else if (m.type === "event") breaker ??= m;
  }
  const who = seatToken(active);
  if (melds === 3) {
    const m = useful ?? match ?? save ?? breaker;
    if (m)
      return {
        move: m,
        why:
          m.type === "match"
            ? `${who} would roll next: takes one of the melds with a matching card.`
            : `${who} would roll next with 5/9 to win: breaks a meld.`,
      };
  }
  if (useful)
    return {
      move: useful,
      why: `Takes ${who}'s ${name(rules, useful.card)} meld: a ready meld for its own hand.`,
    };
  if (match && melds === 2 && threat(view, active) >= 20)
    return {
      move: match,
      why: `${who} is two melds along: takes one, several cards for one.`,
    };
  return {
    move: done ?? legal[0],
    why: melds < 3 ? `${who} cannot roll yet: keeps its foil cards.` : "Nothing to foil with.",
  };
}

function loseMeld(rules: MeldRules, t: Tally, view: MeldView, losses: Of<"loseMeld">[]): Choice {
  const rebuildable = pairsByKind(rules, t, new Set());
  const rebuild = losses.find((m) => rebuildable.has(m.meld));
  const size = (kind: MeldKind) =>
    view.melds[view.me].find((m) => m.kind === kind)?.cards.length ?? 0;
  const m = rebuild ?? [...losses].sort((a, b) => size(a.meld) - size(b.meld))[0];
  return {
    move: m,
    why: rebuild
      ? `Gives up the ${KIND_LABEL[m.meld]} meld: it holds a pair to rebuild it.`
      : `Gives up the smallest meld (${KIND_LABEL[m.meld]}).`,
  };
}
