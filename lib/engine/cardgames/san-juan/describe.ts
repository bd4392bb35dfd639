import type { Seat } from "../shared/seats";
import { SIDE_LABEL, SIDES } from "./cards";
import type { SjEvent } from "./events";
import { SJ_CARDS } from "./state";

const side = (i: number) => SIDE_LABEL[SIDES[i]];
const list = (ids: readonly number[]) =>
  ids.length ? ids.map((id) => SJ_CARDS[id].name).join(", ") : "nothing";

/** One log line in plain words for `viewer`; hidden cards stay hidden from the other side. */
export function describeSjEvent(e: SjEvent, viewer: Seat | null, names: readonly string[]): string {
  const sees = !e.secretTo || (viewer !== null && e.secretTo.includes(viewer));
  const who = (i: number) => names[i] ?? side(i);
  switch (e.kind) {
    case "shuffled":
      return e.reshuffle
        ? `The ${side(e.side)} deck ran out: its discard pile (${e.size} cards) is shuffled into a new deck.`
        : `The ${side(e.side)} deck is shuffled.`;
    case "handStarted":
      return `Hand ${e.hand} of 8.`;
    case "drew":
      return sees
        ? `${who(e.side)} draws ${list(e.cards)}.`
        : `${who(e.side)} draws ${e.cards.length} cards.`;
    case "drawLost":
      return `${who(e.side)} has no cards left to draw.`;
    case "reserve":
      return e.cards.length
        ? `${who(e.side)} puts ${list(e.cards)} in reserve.`
        : `${who(e.side)} keeps the whole hand.`;
    case "balloon":
      return sees
        ? `${who(e.side)} sends up the Observation balloon and sees the Spanish hand: ${list(e.seen)}.`
        : `${who(e.side)} sends up the Observation balloon and sees the Spanish hand.`;
    case "committed":
      return `${who(e.side)} has chosen an attack (hidden until both are in).`;
    case "battle": {
      const b = e.battle;
      const gone = b.eliminated.length ? ` Eliminated: ${list(b.eliminated)}.` : "";
      const result =
        b.winner === null
          ? `The hand is tied ${b.totals[0]}-${b.totals[1]}.`
          : `${who(b.winner)} wins the hand ${b.totals[b.winner]}-${b.totals[1 - b.winner]}.`;
      return `Attacks revealed. ${who(0)}: ${list(b.played[0])}. ${who(1)}: ${list(b.played[1])}.${gone} ${result}`;
    }
    case "withdrew":
      return e.cards.length
        ? `${who(e.side)} withdraws ${list(e.cards)}.`
        : `${who(e.side)} withdraws nothing.`;
    case "over": {
      const r = e.result;
      const tally = `${r.won[0]}-${r.won[1]} with ${r.tied} tied`;
      if (r.kind === "american")
        return `The Americans take the hill with fewer casualties (${tally}).`;
      if (r.kind === "spanish") return `Military disaster: the Americans retreat (${tally}).`;
      return `History unfolds as in the books: a draw (${tally}).`;
    }
  }
}
