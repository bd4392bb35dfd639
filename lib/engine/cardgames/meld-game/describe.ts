import type { Seat } from "../shared/seats";
import { KIND_LABEL } from "./cards";
import type { MeldEvent } from "./events";
import type { MeldRules } from "./rules";

const OUTCOME_TEXT = {
  killed: "all different",
  pair: "a pair",
  triple: "three of a kind",
} as const;

const ROLL_TEXT: Readonly<Record<number, string>> = {
  1: "Spies: look at an opponent's hand",
  2: "Revolution: trade hands with an opponent",
  3: "Sabotage: an opponent discards a random card",
  4: "Plot: draw a card",
  5: "Betrayal: steal a random card from an opponent",
  6: "Prophecy: look at the top five cards of the deck",
};

/**
 * One log line in plain words for `viewer` (a seat, or null for nobody's eyes). Card names in a
 * line with `secretTo` are shown only to those seats; a line that would tell the others
 * something hidden is empty for them (the log leaves it out).
 */
export function describeMeldEvent(
  rules: MeldRules,
  e: MeldEvent,
  viewer: Seat | null,
  names: readonly string[],
): string {
  const who = (seat: number | undefined) =>
    seat === undefined ? "" : (names[seat] ?? `Seat ${seat + 1}`);
  const sees = !e.secretTo || (viewer !== null && e.secretTo.includes(viewer));
  const card = (id: number) => rules.cards[id].name;
  const list = (ids: readonly number[]) => (ids.length ? ids.map(card).join(", ") : "nothing");
  const n = (k: number, one: string) => `${k} ${one}${k === 1 ? "" : "s"}`;
  const me = who(e.seat);
  switch (e.kind) {
    case "shuffled":
      return e.what === "deck"
        ? `The deck of ${e.size} cards is shuffled.`
        : `The deck ran out: the discard pile (${n(e.size, "card")}) is shuffled into a new deck.`;
    case "dealt":
      return `Each player is dealt ${e.each} cards.`;
    case "turnStarted":
      return `Turn ${e.turn}: ${me}.`;
    case "drew":
      return sees ? `${me} draws ${list(e.cards)}.` : `${me} draws ${n(e.cards.length, "card")}.`;
    case "drawLost":
      return `${me} cannot draw: the deck and the discard pile are both empty.`;
    case "deckOut":
      return `The deck has run out for the ${e.runOuts === 1 ? "first" : "second"} time.`;
    case "propaganda":
      return `${me} discards ${card(e.card)} (Propaganda) to draw two cards.`;
    case "spy":
      return sees
        ? `${me} discards ${card(e.card)} (Spy) and looks at ${who(e.target)}'s hand: ${list(e.seen)}.`
        : `${me} discards ${card(e.card)} (Spy) and looks at ${who(e.target)}'s hand.`;
    case "stole":
      return sees
        ? `${me} takes ${card(e.card)} from ${who(e.target)}.`
        : `${me} takes a card from ${who(e.target)}.`;
    case "melded":
      return `${me} melds ${e.cards.length} × ${card(e.cards[0])}.`;
    case "added":
      return `${me} adds ${card(e.card)} to a meld.`;
    case "save":
      return `${me} plays ${card(e.card)} (Save) against ${who(e.target)}'s ${KIND_LABEL[e.meld]} meld.`;
    case "negated":
      return `${me} discards ${card(e.card)} to cancel ${card(e.save)}.`;
    case "saveStands":
      // Told to that player only: the others must not learn that they held Destiny (D12).
      return sees ? `${me} lets the Save stand.` : "";
    case "event":
      return `${me} plays ${card(e.card)} (Event) on ${who(e.target)}'s ${KIND_LABEL[e.meld]} meld; the Event leaves the game.`;
    case "matched":
      return `${me} plays ${card(e.card)} and takes ${who(e.target)}'s ${card(e.meld.cards[0])} meld (${n(e.meld.cards.length, "card")}) into hand.`;
    case "meldLost":
      return `${who(e.owner)}'s ${KIND_LABEL[e.meld.kind]} meld (${card(e.meld.cards[0])}) is discarded.`;
    case "passed":
      return `${me} does not foil.`;
    case "attempt":
      return `${me} rolls for the Assassination Attempt: ${e.faces.join(", ")}: ${OUTCOME_TEXT[e.outcome]}.`;
    case "noAttempt":
      return `${me} holds off the Assassination Attempt.`;
    case "eventRoll":
      return `${me} rolls ${e.roll} for the Event phase: ${ROLL_TEXT[e.roll] ?? ""}.`;
    case "looked":
      return sees
        ? `${me} looks at ${who(e.target)}'s hand: ${list(e.cards)}.`
        : `${me} looks at ${who(e.target)}'s hand.`;
    case "traded":
      return sees
        ? `${me} and ${who(e.target)} trade hands: ${me} gives ${list(e.gave)} and gets ${list(e.got)}.`
        : `${me} and ${who(e.target)} trade hands.`;
    case "sabotaged":
      return `${who(e.target)} discards a random card: ${card(e.card)}.`;
    case "betrayed":
      return sees
        ? `${me} steals a random card from ${who(e.target)}: ${card(e.card)}.`
        : `${me} steals a random card from ${who(e.target)}.`;
    case "prophecy":
      return sees
        ? `${me} looks at the top of the deck: ${list(e.cards)} (top first).`
        : `${me} looks at the top ${n(e.cards.length, "card")} of the deck.`;
    case "noTarget":
      return "No opponent holds a card: the Event has no effect.";
    case "discarded":
      return `${me} discards ${card(e.card)} down to the hand limit.`;
    case "won":
      return `${me} has killed ${rules.target} and wins on turn ${e.turn}!`;
    case "survived":
      return `The deck ran out a second time: ${rules.target} survives and everyone loses.`;
  }
}
