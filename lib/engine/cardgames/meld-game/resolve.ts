import { permute } from "../shared/chance";
import { allSeats } from "../shared/types";
import { classifyAttempt } from "./attempt";
import type { MeldKind } from "./cards";
import type { MeldEvent } from "./events";
import { leaveKill, startTurn } from "./flow";
import type { MeldRules } from "./rules";
import type { MeldGameState } from "./state";
import { goTo } from "./steps";

type Log = MeldEvent[] | null;

/** Chance results and their consequences: the deal, the Assassination Attempt, a lost meld. */

/** Set-up: shuffle, deal one card at a time from the first player, start turn 1 (sheet Setup). */
export function deal(rules: MeldRules, s: MeldGameState, order: number[], events: Log): void {
  s.deck = permute(s.deck, order);
  events?.push({ kind: "shuffled", what: "deck", size: s.deck.length, rule: `${rules.ref} Setup` });
  for (let r = 0; r < rules.dealt; r++)
    for (let i = 0; i < s.players; i++)
      s.hands[(s.first + i) % s.players].push(s.deck.pop() as number);
  events?.push({
    kind: "dealt",
    each: rules.dealt,
    rule: `${rules.ref} Setup`,
    reveal: allSeats(s.players),
  });
  s.active = s.first;
  startTurn(rules, s, events);
}

export function resolveAttempt(
  rules: MeldRules,
  s: MeldGameState,
  faces: number[],
  events: Log,
): void {
  const seat = s.active;
  const outcome = classifyAttempt(faces);
  s.attempts++;
  s.lastRoll = { faces: faces.slice(), turn: s.turn, seat };
  events?.push({
    kind: "attempt",
    seat,
    faces: faces.slice(),
    outcome,
    rule: `${rules.ref} Kill`,
    reveal: allSeats(s.players),
  });
  if (outcome === "killed") {
    s.result = { kind: "killed", winner: seat, turn: s.turn };
    events?.push({ kind: "won", seat, turn: s.turn, rule: `${rules.ref} Winning` });
  } else if (outcome === "pair") goTo(s, { at: "loseMeld" });
  else {
    for (const m of s.melds[seat].slice()) loseMeld(rules, s, seat, m.kind, "triple", events);
    leaveKill(rules, s);
  }
}

export function loseMeld(
  rules: MeldRules,
  s: MeldGameState,
  owner: number,
  kind: MeldKind,
  cause: "save" | "event" | "pair" | "triple",
  events: Log,
): void {
  const melds = s.melds[owner];
  let i = 0;
  while (i < melds.length && melds[i].kind !== kind) i++;
  if (i === melds.length) return;
  const [meld] = s.melds[owner].splice(i, 1);
  s.discard.push(...meld.cards);
  const rule =
    cause === "save" || cause === "event" ? `${rules.ref} Foil; D3/D4` : `${rules.ref} Kill; D9`;
  events?.push({ kind: "meldLost", owner, meld, cause, rule });
}
