import { FACTION_NAME, PIECE_LABEL } from "@/data/cuba/pieces";
import type { SpaceDef } from "@/data/cuba/spaces";
import type { Faction, PieceKind } from "@/lib/engine/cuba/types";

/** Faction colours of the physical pieces (1.5: 26July red, Government blue, DR yellow, Syndicate green). */
export const FACTION_BG: Record<Faction, string> = {
  GOV: "bg-gov text-white",
  "26J": "bg-m26 text-white",
  DR: "bg-dr text-stone-950",
  SYN: "bg-syn text-white",
};
export const FACTION_BORDER: Record<Faction, string> = {
  GOV: "border-gov text-gov dark:text-sky-300",
  "26J": "border-m26 text-m26 dark:text-red-300",
  DR: "border-dr text-yellow-800 dark:text-yellow-300",
  SYN: "border-syn text-syn dark:text-green-300",
};
export const FACTION_SHORT: Record<Faction, string> = {
  GOV: "Gov",
  "26J": "26July",
  DR: "DR",
  SYN: "Syn",
};
export { FACTION_NAME };

/** How each kind of piece is drawn on a tile: a letter, filled or outlined (Underground/closed). */
export const PIECE_CHIP: Record<
  PieceKind,
  { faction: Faction; letter: string; outline?: boolean }
> = {
  troop: { faction: "GOV", letter: "T" },
  police: { faction: "GOV", letter: "P" },
  govBase: { faction: "GOV", letter: "B" },
  m26U: { faction: "26J", letter: "g", outline: true },
  m26A: { faction: "26J", letter: "G" },
  m26Base: { faction: "26J", letter: "B" },
  drU: { faction: "DR", letter: "g", outline: true },
  drA: { faction: "DR", letter: "G" },
  drBase: { faction: "DR", letter: "B" },
  synU: { faction: "SYN", letter: "g", outline: true },
  synA: { faction: "SYN", letter: "G" },
  casinoOpen: { faction: "SYN", letter: "C" },
  casinoClosed: { faction: "SYN", letter: "c", outline: true },
};

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const pieceName = (k: PieceKind) => capitalise(PIECE_LABEL[k].many);

export function spaceKindText(def: SpaceDef): string {
  if (def.kind === "ec") return `Economic Center · Econ ${def.econ}`;
  const terrain = def.terrain ? ` · ${capitalise(def.terrain)}` : "";
  return `${def.kind === "city" ? "City" : "Province"} · Pop ${def.pop}${terrain}`;
}

export const SUPPORT_SHORT: Record<number, string> = {
  2: "Active Support",
  1: "Passive Support",
  0: "Neutral",
  [-1]: "Passive Opposition",
  [-2]: "Active Opposition",
};
