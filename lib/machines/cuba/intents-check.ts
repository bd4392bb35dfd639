/**
 * Bot intents against the turns they foretell (issue 20): seeded autoplay games in which, before
 * each card and before each NP turn, the intents are computed (intents.ts), then the turn runs
 * and its action, side and table changes are compared with them. An intent is checked when
 * nothing it depends on is left to chance or to a choice (a die, a Calixto draw, a random pick,
 * an answer, the card not yet revealed, an earlier action whose result was not known); an
 * Operation whose Calixto search changed the action (C8.5.3) is counted apart, as the draw
 * decided it. Unchecked intents are compared too, for information only.
 */
import { isPropaganda } from "@/data/cuba/events";
import { eligibleOrder } from "@/lib/engine/cuba/calixto/eligibility";
import type { DecisionIntent } from "@/lib/engine/cuba/calixto/intents";
import { isOperation } from "@/lib/engine/cuba/calixto/intents";
import type { Faction } from "@/lib/engine/cuba/types";
import { autoplaySetup } from "./autoplay";
import {
  advance,
  type HeadlessGame,
  runNpTurn,
  runPlayerTurn,
  runPropaganda,
  type TurnRecord,
} from "./game-runner";
import { botIntents, type CardIntents } from "./intents";

export interface Tally {
  /** Intents with nothing left to chance, compared with the turn. */
  checked: number;
  agreed: number;
  /** Operations whose Calixto search changed the action (C8.5.3): the draw decided. */
  drawDecided: number;
  /** Intents that said they could not know yet, compared for information. */
  open: number;
  openAgreed: number;
  /** Intents that wait for the player's answer (an unread aid-sheet cell, an effect). */
  asks: number;
}

export interface IntentCheckReport {
  /** Intents computed right before each NP turn (the board it decides on). */
  turn: Tally;
  /** Intents computed before the card, for each NP that then acted on it. */
  card: Tally;
  /** Intents for the next card, computed before the card before it. */
  next: Tally;
  /** Turns that ran with no chance, whose table changes the intents gave exactly. */
  exactOutcomes: number;
  disagreements: string[];
  games: number;
}

const tally = (): Tally => ({
  checked: 0,
  agreed: 0,
  drawDecided: 0,
  open: 0,
  openAgreed: 0,
  asks: 0,
});

interface Prediction {
  decision: DecisionIntent | null;
  certain: boolean;
  changes?: string[];
}

/** The intent for `faction` on a card, following a player's actual choice one step. */
function predictionFor(
  intents: CardIntents | null,
  faction: Faction,
  playerChoices: Map<Faction, string>,
): Prediction | null {
  if (!intents || intents.propaganda) return null;
  for (const t of intents.turns) {
    if (t.faction === faction && t.role === "np")
      return {
        decision: t.decision,
        certain: t.certain,
        changes: t.changes?.map((c) => c.text),
      };
    if (t.role === "player") {
      const chose = playerChoices.get(t.faction);
      const b = t.branches?.find((x) => chose && x.after.includes(chose as never));
      if (!b?.next || b.next.faction !== faction) return null;
      const d = b.next.decision;
      return {
        decision: d,
        certain:
          b.exact &&
          t.exact &&
          d?.kind === "decided" &&
          !d.readsUnrevealed &&
          !t.unknowns.some((u) => u.kind !== "player"),
      };
    }
  }
  return null;
}

const sideOf = (r: TurnRecord): string | null => {
  for (const t of r.trace) {
    const m = t.kind === "note" ? /executes #\d+ .*, (unshaded|shaded) side$/.exec(t.text) : null;
    if (m) return m[1];
  }
  return null;
};

/** The Calixto search changed the action: every card drawn without a legal one, or no SA. */
const drawChanged = (r: TurnRecord): boolean =>
  r.trace.some(
    (t) =>
      t.kind === "deckExhausted" ||
      (t.kind === "note" && t.rule === "C8.5.3" && /read on|Operation Only/.test(t.text)),
  );

function compare(
  p: Prediction | null,
  r: TurnRecord,
  t: Tally,
  where: string,
  report: IntentCheckReport,
): void {
  if (p?.decision?.kind === "question") t.asks++;
  if (p?.decision?.kind !== "decided") return;
  const d = p.decision;
  const agrees = r.action === d.action && (d.action !== "event" || sideOf(r) === (d.side ?? null));
  if (!p.certain) {
    t.open++;
    if (agrees) t.openAgreed++;
    return;
  }
  if (isOperation(d.action) && drawChanged(r)) {
    t.drawDecided++;
    return;
  }
  t.checked++;
  const sameChanges =
    !p.changes || JSON.stringify(p.changes) === JSON.stringify(r.changes.map((c) => c.text));
  if (agrees && sameChanges) {
    t.agreed++;
    if (p.changes) report.exactOutcomes++;
    return;
  }
  report.disagreements.push(
    `${where}: #${r.card} ${r.faction}: foretold ${d.action}${d.side ? ` (${d.side})` : ""}, ` +
      `did ${r.action}${sideOf(r) ? ` (${sideOf(r)})` : ""}` +
      (sameChanges ? "" : "; the table changes differ"),
  );
}

const intentsOf = (g: HeadlessGame) =>
  botIntents({
    board: g.board,
    answers: g.answers,
    options: g.options,
    afterPropaganda: g.lastWasPropaganda,
  });

/** Play seeded games and compare every intent with the turn that followed. */
export function checkIntents(
  seeds: readonly number[],
  np: Faction[],
  short = false,
  maxCards = 80,
): IntentCheckReport {
  const report: IntentCheckReport = {
    turn: tally(),
    card: tally(),
    next: tally(),
    exactOutcomes: 0,
    disagreements: [],
    games: 0,
  };
  for (const seed of seeds) {
    const { game, answerer, reshuffle } = autoplaySetup(seed, np, short);
    let g = game;
    let foretold: CardIntents | null = null;
    report.games++;
    for (let cards = 0; cards < maxCards && !g.over; cards++) {
      const card = g.board.currentCard;
      if (card === null) break;
      const before = intentsOf(g);
      const ahead = foretold;
      foretold = before.next;
      if (isPropaganda(card)) {
        const r = runPropaganda(g, answerer, reshuffle);
        if (r.record.error) break;
        g = r.game;
        continue;
      }
      const choices = new Map<Faction, string>();
      const choicesAhead = new Map<Faction, string>();
      for (let i = 0; i < 6; i++) {
        const o = eligibleOrder(g.board);
        const next = o.ok ? o.value.next : null;
        if (!next) break;
        const f = next.faction;
        if (g.board.roles[f] !== "np") {
          const r = runPlayerTurn(g, f, "pass");
          choices.set(f, "pass");
          choicesAhead.set(f, "pass");
          g = r.game;
          continue;
        }
        const now = intentsOf(g).current;
        const r = runNpTurn(g, answerer);
        if (r.record.error) {
          report.disagreements.push(`seed ${seed}: turn failed: ${r.record.error}`);
          break;
        }
        const at = `seed ${seed}`;
        compare(predictionFor(now, f, new Map()), r.record, report.turn, `${at} turn`, report);
        compare(predictionFor(before.current, f, choices), r.record, report.card, at, report);
        compare(predictionFor(ahead, f, choicesAhead), r.record, report.next, `${at} next`, report);
        g = r.game;
      }
      const a = advance(g);
      if ("error" in a) break;
      g = a;
    }
  }
  return report;
}
