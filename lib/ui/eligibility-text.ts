import { eventCard } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { eventEligibility, type NextEligibility } from "@/lib/engine/cuba/calixto/eligibility/next";
import type { EventSide, Faction } from "@/lib/engine/cuba/types";

/**
 * Plain sentences for Eligibility at the end of a card (2.3.7), in our own words: why each
 * Faction's cylinder goes where it goes, and what an Event side asks of it.
 */

const word = (v: "eligible" | "ineligible") => (v === "eligible" ? "Eligible" : "Ineligible");

/** What playing `side` of `card` asks of Eligibility, seen from the executing Faction. */
export function eventEligibilityText(card: number, side: EventSide, executing: Faction): string[] {
  // A card with one text only has no sides to speak of (5.2).
  const subject = eventCard(card)?.single ? "This Event" : "This side";
  return Object.entries(eventEligibility(card, side, executing)).map(([f, v]) =>
    f === executing
      ? `${subject} keeps you ${word(v)} for the next card`
      : `${subject} makes ${FACTION_NAME[f as Faction]} ${word(v)} for the next card`,
  );
}

/** One line per Faction: where its cylinder goes when the next card is played, and why. */
export function nextEligibilityText(e: NextEligibility): string {
  const who = FACTION_NAME[e.faction];
  switch (e.reason) {
    case "executed":
      return `${who}: Ineligible (executed an Operation or Event)`;
    case "didNotExecute":
      return `${who}: Eligible (did not execute)`;
    case "event": {
      const ev = e.event;
      const side = ev && !eventCard(ev.card)?.single ? ` ${ev.side}` : "";
      const by = ev ? ` (Event #${ev.card}${side}, played by ${FACTION_NAME[ev.executing]})` : "";
      return `${who}: ${word(e.value)}${by}`;
    }
  }
}
