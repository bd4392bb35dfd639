import { eventCard } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { DecisionIntent } from "@/lib/engine/cuba/calixto/intents";
import type { CardAction } from "@/lib/engine/cuba/types";
import type { Branch, CardIntents, IntentUnknown, TurnIntent } from "@/lib/machines/cuba/intents";
import { ACTION_LABEL } from "./labels";

/**
 * Bot intents in the player's words (issue 20): one line per Faction on a card, what it will do
 * and, plainly, what is not known yet. Short labels of our own; no ids.
 */

const ord = (p: 1 | 2) => (p === 1 ? "1st" : "2nd");

/**
 * "Event, unshaded" ("Event" on a one-text card), an Operation with what the draw decides.
 * `where: false` leaves out the spaces the effectiveness check named, when the run of the Event
 * says where it acts (the Space Selection may pick another candidate, C8.5.6).
 */
export function decisionText(card: number, d: DecisionIntent, where = true): string {
  if (d.kind === "question") return `waits for your answer: ${d.text}`;
  if (d.kind === "error") return `the engine cannot tell (${d.reason})`;
  if (d.action === "event") {
    const side = eventCard(card)?.single || !d.side ? "" : `, ${d.side}`;
    const effects = (d.effective ?? []).map((e) => (where ? e : e.replace(/ \([^)]*\)$/, "")));
    const why = effects.length ? ` (effective: ${[...new Set(effects)].join("; ")})` : "";
    return `Event${side}${why}`;
  }
  if (d.action === "pass") return "Pass";
  const parts = [ACTION_LABEL[d.action]];
  if (d.limitedByFinalCard) parts.push("Limited, as the last card before the final Propaganda");
  if (d.withSpecialActivity) parts.push("with a Special Activity (MAP)");
  parts.push("the Calixto card drawn decides which Operation");
  if (d.cashFreeLimOp) parts.push("then a free Limited Operation for its Cash");
  if (d.fallback)
    parts.push(`if no card gives a legal Operation: ${ACTION_LABEL[d.fallback]} instead`);
  return parts.join("; ");
}

/** Why the Eligibility table chose it, in a few words (C8.5.2). */
export function decisionWhy(d: DecisionIntent): string | null {
  if (d.kind !== "decided") return null;
  return `Eligibility table: ${d.rowLabel === "otherwise" ? "no row above it applies" : d.rowLabel}`;
}

export function unknownText(u: IntentUnknown): string {
  switch (u.kind) {
    case "draw":
      return "which Calixto card is drawn";
    case "dice":
      return `a die roll (${u.purpose})`;
    case "tieBreak":
      return `a random pick (${u.purpose})`;
    case "question":
      return `your answer to: ${u.text}`;
    case "eventWork":
      return "the Event's own text, which you carry out";
    case "player":
      return `what ${FACTION_NAME[u.faction]} (you) will choose`;
    case "unrevealed":
      return "the card revealed after it";
    case "earlier":
      return `what ${FACTION_NAME[u.faction]}'s ${ACTION_LABEL[u.action]} will change`;
    case "round":
      return "the Propaganda Round before it";
    case "error":
      return `the engine could not tell (${u.reason})`;
  }
}

/** The unknowns of a turn, each once, joined; those in `known` (said above) left out. */
export function unknownsText(
  us: readonly IntentUnknown[],
  known: readonly IntentUnknown[] = [],
): string | null {
  const said = new Set(known.map(unknownText));
  const texts = [...new Set(us.map(unknownText))].filter((t) => !said.has(t));
  return texts.length ? `Not known yet: ${texts.join("; ")}.` : null;
}

/** "Government (1st Eligible): Event, shaded (effective: …)". */
export function turnText(card: number, t: TurnIntent): string {
  const who = `${FACTION_NAME[t.faction]} (${t.role === "player" ? "you, " : ""}${ord(t.position)} Eligible)`;
  if (t.role === "player" || !t.decision) return `${who}: your choice`;
  return `${who}: ${decisionText(card, t.decision, t.spaces.length === 0)}`;
}

const choiceWords: Record<CardAction, string> = {
  pass: "Pass",
  event: "take the Event",
  opSA: "do Operation + Special Activity",
  opOnly: "do Operation Only",
  limOp: "do a Limited Operation",
};

/** "If you Pass: Syndicate (1st Eligible): Event, shaded". */
export function branchText(card: number, b: Branch): string {
  const anyOp = ["opSA", "opOnly", "limOp"].every((a) => b.after.includes(a as CardAction));
  const choices = [
    ...b.after.filter((a) => !anyOp || a === "pass" || a === "event").map((a) => choiceWords[a]),
    ...(anyOp ? ["do any Operation"] : []),
  ];
  const head = `If you ${choices.length > 1 ? `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}` : choices[0]}`;
  if (!b.next) return `${head}: the card is done`;
  const who = `${FACTION_NAME[b.next.faction]} (${b.next.role === "player" ? "you, " : ""}${ord(b.next.position)} Eligible)`;
  if (!b.next.decision) return `${head}: ${who} chooses`;
  return `${head}: ${who}: ${decisionText(card, b.next.decision)}${b.exact ? "" : " (as the board stands now)"}`;
}

/** NP Factions that do not act on the card. */
export function idleText(i: CardIntents["idle"][number]): string {
  const who = FACTION_NAME[i.faction];
  switch (i.why) {
    case "acted":
      return `${who}: already acted on this card (${i.action ? ACTION_LABEL[i.action] : ""})`;
    case "ineligible":
      return `${who}: Ineligible on this card`;
    case "notReached":
      return `${who}: does not act (two Factions act before it)`;
    case "afterChoice":
      return `${who}: decides once the choice above is made`;
  }
}

const LETTER_WORD = { C: "Critical", P: "Performed", "-": "not taken" } as const;

/** fitl's concise line: the Event Cards table for each NP Faction (C8.5.5). */
export function lettersText(card: number, c: CardIntents): string | null {
  if (!c.letters.length) return null;
  const single = eventCard(card)?.single;
  return `Event table: ${c.letters
    .map(
      (l) =>
        `${FACTION_NAME[l.faction]} ${l.letter === null ? "cell to read on your aid sheet" : LETTER_WORD[l.letter]}${
          l.letter === "C" || l.letter === "P" ? (single ? "" : ` (${l.side})`) : ""
        }`,
    )
    .join(" · ")}`;
}

/** "Acts in Havana, Las Villas": where the Event's run changed the table. */
export function spacesText(t: TurnIntent): string | null {
  if (!t.spaces.length) return null;
  const names = t.spaces.map((s) => SPACE_BY_ID[s].name).join(", ");
  if (!t.exact) return `Would act in ${names}, as the board stands now`;
  return `${t.changes !== undefined ? "Acts in" : "Acts at least in"} ${names}`;
}
