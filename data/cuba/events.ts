import type { EventSide, Faction } from "@/data/schema/board";

/**
 * The 48 Event cards and the 4 Propaganda cards: number, title, Faction order, and the
 * Capability/Momentum flags (rules 5.2-5.4; cuba-libre-data.md §5, read from the card art).
 * Faction orders follow the 2018 playbook, whose "Event Text and Background" heads each card
 * with its order and whose Card List groups the cards by order; the two agree on all 48.
 * Titles only: the card texts stay on the physical cards.
 */

/** Where a card's Faction order was read. */
export interface OrderSource {
  source: "playbook";
  /** Section and entry, e.g. "Event Text #17; Card List". */
  ref: string;
}

export interface EventCardDef {
  id: number;
  title: string;
  /** Faction symbols left to right (2.3.2). */
  order: readonly Faction[];
  orderFrom: OrderSource;
  /** Insurgent Capability: which side and whose. */
  capability?: { side: EventSide; faction: Faction };
  /** Government Momentum (always the shaded side, 5.4). */
  momentum?: boolean;
  /** One text only: no shaded/unshaded choice. */
  single?: boolean;
  /** Data confidence (H high, M medium) and a note where sources disagree. */
  confidence: "H" | "M";
  note?: string;
}

const G = "GOV";
const M = "26J";
const D = "DR";
const S = "SYN";

type Row = [
  number,
  string,
  Faction[],
  Partial<Omit<EventCardDef, "id" | "title" | "order" | "orderFrom">>?,
];

const ROWS: Row[] = [
  [1, "Armored Cars", [G, M, D, S], { momentum: true }],
  [
    2,
    "Guantánamo Bay",
    [G, M, D, S],
    { capability: { side: "unshaded", faction: M }, momentum: true },
  ],
  [3, "Eulogio Cantillo", [G, M, S, D]],
  [4, "S.I.M.", [G, M, S, D], { momentum: true }],
  [5, "Rolando Masferrer", [G, D, M, S], { momentum: true }],
  [6, "Sánchez Mosquera", [G, D, M, S], { momentum: true }],
  [7, "Election", [G, D, S, M]],
  [8, "General Strike", [G, D, S, M]],
  [9, "Coup", [G, S, M, D]],
  [10, "MAP", [G, S, M, D], { momentum: true }],
  [11, "Batista Flees", [G, S, D, M], { single: true }],
  [12, "BRAC", [G, S, D, M]],
  [13, "El Che", [M, G, D, S], { capability: { side: "unshaded", faction: M }, single: true }],
  [14, "Operation Fisherman", [M, G, D, S]],
  [15, "Come Comrades!", [M, G, S, D]],
  [16, "Larrazábal", [M, G, S, D]],
  [
    17,
    "Alberto Bayo",
    [M, D, G, S],
    {
      note: "The 2013 card art shows 26J-DR-SYN-GOV; the 2018 playbook (Event Text and Card List) and two transcriptions give 26J-DR-GOV-SYN. Check your card.",
    },
  ],
  [
    18,
    "Pact of Caracas",
    [M, D, G, S],
    { capability: { side: "unshaded", faction: M }, single: true },
  ],
  [19, "Sierra Maestra Manifesto", [M, D, S, G], { single: true }],
  [20, "The Twelve", [M, D, S, G]],
  [21, "Fangio", [M, S, G, D]],
  [22, "Raúl", [M, S, G, D], { capability: { side: "unshaded", faction: M }, momentum: true }],
  [23, "Radio Rebelde", [M, S, D, G]],
  [24, "Vilma Espín", [M, S, D, G]],
  [25, "Escapade", [D, G, M, S]],
  [26, "Rodríguez Loeches", [D, G, M, S]],
  [27, "Echeverría", [D, G, S, M]],
  [28, "Morgan", [D, G, S, M], { capability: { side: "unshaded", faction: D } }],
  [29, "Fauré Chomón", [D, M, G, S]],
  [30, "The Guerrilla Life", [D, M, G, S], { capability: { side: "unshaded", faction: M } }],
  [31, "Escopeteros", [D, M, S, G]],
  [32, "Resistencia Cívica", [D, M, S, G]],
  [33, "Carlos Prío", [D, S, G, M]],
  [34, "US Speaking Tour", [D, S, G, M]],
  [35, "Defections", [D, S, M, G], { single: true }],
  [36, "Eloy Gutiérrez Menoyo", [D, S, M, G]],
  [37, "Herbert Matthews", [S, G, M, D]],
  [38, "Meyer Lansky", [S, G, M, D]],
  [39, "Turismo", [S, G, D, M]],
  [40, "Ambassador Smith", [S, G, D, M]],
  [41, "Fat Butcher", [S, M, G, D]],
  [42, "Llano", [S, M, G, D]],
  [43, "Mafia Offensive", [S, M, D, G], { capability: { side: "shaded", faction: S } }],
  [44, "Rebel Air Force", [S, M, D, G]],
  [45, "Anastasia", [S, D, G, M]],
  [46, "Sinatra", [S, D, G, M]],
  [47, "Pact of Miami", [S, D, M, G]],
  [48, "Santo Trafficante Jr", [S, D, M, G], { capability: { side: "shaded", faction: S } }],
];

export const EVENT_CARDS: readonly EventCardDef[] = ROWS.map(([id, title, order, extra]) => ({
  id,
  title,
  order,
  orderFrom: { source: "playbook", ref: `Event Text #${id}; Card List` },
  confidence: "H",
  ...extra,
}));

/** Propaganda cards: numbered 49-52 here (only #49 is attested, by C8.9; confidence M). */
export const PROPAGANDA_IDS = [49, 50, 51, 52] as const;
export const isPropaganda = (id: number): boolean => id >= 49 && id <= 52;

const BY_ID = new Map(EVENT_CARDS.map((c) => [c.id, c]));

export function eventCard(id: number): EventCardDef | undefined {
  return BY_ID.get(id);
}

export function cardTitle(id: number): string {
  if (isPropaganda(id)) return "Propaganda!";
  return BY_ID.get(id)?.title ?? `Card ${id}`;
}

/** Case- and accent-insensitive search by number or title, for the card picker. */
export function searchCards(query: string): number[] {
  const q = fold(query.trim());
  if (!q) return [...EVENT_CARDS.map((c) => c.id), ...PROPAGANDA_IDS];
  const n = Number(q.replace(/^#/, ""));
  if (Number.isInteger(n) && n >= 1 && n <= 52) return [n];
  const hits = EVENT_CARDS.filter((c) => fold(c.title).includes(q)).map((c) => c.id);
  if ("propaganda".includes(q)) hits.push(...PROPAGANDA_IDS);
  return hits;
}

function fold(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
