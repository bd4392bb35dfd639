import type { EventProgram } from "@/data/schema/event-program";
import { type LazyPart, lazyPart } from "../../../../core/lazy-part";
import type { CustomProcedure } from "./custom-procedure";

/**
 * The Event programs and their card-specific procedures, twelve cards to a part, loaded when an
 * NP first judges or executes an Event of those cards (C8.5.5): a reopened game loads only the
 * part of the card in play (core/lazy-part.ts). The whole table stays in
 * data/cuba/calixto/event-programs (EVENT_PROGRAMS, for a player's own Event and the tests).
 */
export interface CardGroup {
  programs: readonly EventProgram[];
  custom: Readonly<Record<string, CustomProcedure>>;
}

const GROUPS: readonly LazyPart<CardGroup>[] = [
  lazyPart("the Event programs of cards 1 to 12", () =>
    Promise.all([
      import("@/data/cuba/calixto/event-programs/cards-01-12"),
      import("./custom/cards-01-12"),
    ]).then(([d, c]) => ({ programs: d.PROGRAMS_01_12, custom: c.CUSTOM_01_12 })),
  ),
  lazyPart("the Event programs of cards 13 to 24", () =>
    Promise.all([
      import("@/data/cuba/calixto/event-programs/cards-13-24"),
      import("./custom/cards-13-24"),
    ]).then(([d, c]) => ({ programs: d.PROGRAMS_13_24, custom: c.CUSTOM_13_24 })),
  ),
  lazyPart("the Event programs of cards 25 to 36", () =>
    Promise.all([
      import("@/data/cuba/calixto/event-programs/cards-25-36"),
      import("./custom/cards-25-36"),
    ]).then(([d, c]) => ({ programs: d.PROGRAMS_25_36, custom: c.CUSTOM_25_36 })),
  ),
  lazyPart("the Event programs of cards 37 to 48", () =>
    Promise.all([
      import("@/data/cuba/calixto/event-programs/cards-37-48"),
      import("./custom/cards-37-48"),
    ]).then(([d, c]) => ({ programs: d.PROGRAMS_37_48, custom: c.CUSTOM_37_48 })),
  ),
];

const groupOf = (card: number): LazyPart<CardGroup> | undefined =>
  Number.isInteger(card) && card >= 1 ? GROUPS[Math.floor((card - 1) / 12)] : undefined;

/** Our program of one Event side (PartNotLoaded until its cards' part is loaded). */
export function cardProgram(card: number, side: "unshaded" | "shaded"): EventProgram | undefined {
  return groupOf(card)
    ?.now()
    .programs.find((p) => p.card === card && p.side === side);
}

/** A card-specific procedure of card `card`'s Event (PartNotLoaded until its part is loaded). */
export function cardProcedure(card: number, id: string): CustomProcedure | undefined {
  return groupOf(card)?.now().custom[id];
}

/** Every card's part, loaded (a player's own Event may be any card's). */
export async function loadAllCardGroups(): Promise<void> {
  await Promise.all(GROUPS.map((g) => g.load()));
}
