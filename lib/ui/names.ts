import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import {
  type CardId,
  cardOfSide,
  factionOfCard,
  type SideId,
} from "@/lib/engine/cuba/calixto/types";
import type { Faction, SpaceId } from "@/lib/engine/cuba/types";

/** Display names for ids the engine uses. Pure lookups over data/, no rules. */

export function isSpaceId(value: string): value is SpaceId {
  return Object.hasOwn(SPACE_BY_ID, value);
}

/** "Sierra Maestra" for "sierra-maestra"; unknown ids are shown as they are. */
export function spaceName(id: string): string {
  return isSpaceId(id) ? SPACE_BY_ID[id].name : id;
}

export function factionName(f: Faction): string {
  return FACTION_NAME[f];
}

/**
 * A Faction named by its card code ("GOV", "SYN", "26J", the Calixto cards' short forms kept in
 * the data's labels) in a player's words: "Government", "Syndicate", "26July". "DR" stays, as the
 * pieces are named. Codes inside ids ("TERROR-SYN") are left alone.
 */
const FACTION_CODE = /(?<![\w-])(GOV|SYN|26J)(?!\w)/g;
export function factionWords(text: string): string {
  return text.replace(FACTION_CODE, (code) => FACTION_NAME[code as Faction]);
}

/** "U" → "card U"; a back side "UU" reads "card U, back (UU)" (C8.5.3). */
export function sideName(side: SideId): string {
  return side.length === 2 ? `card ${cardOfSide(side)}, back (${side})` : `card ${side}`;
}

export function isBack(side: SideId): boolean {
  return side.length === 2;
}

export function cardFaction(card: CardId): Faction {
  return factionOfCard(card);
}

/** Join names as a reader says them: "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
