import { FACTION_NAME } from "@/data/cuba/pieces";
import { FACTIONS } from "../../types";
import { CARDS_OF, type SideId } from "../types";
import { sideWords } from "./describe";

/**
 * The parts of the Calixto data a player can mark "checked against my card" (issue "Your own
 * cards"): each card side, and each table of the aid sheets. `key` is stored; `label` is shown.
 */
export interface CheckArea {
  key: string;
  label: string;
  group: "Calixto cards" | "Aid sheets";
}

const sides: CheckArea[] = FACTIONS.flatMap((f) =>
  CARDS_OF[f].flatMap((c) =>
    [c, `${c}${c}` as SideId].map((id) => ({
      key: `side:${id}`,
      label: sideWords(id),
      group: "Calixto cards" as const,
    })),
  ),
);

const tables: CheckArea[] = [
  ...FACTIONS.map((f) => ({
    key: `priorities:${f}`,
    label: `Space Selection Priorities, ${FACTION_NAME[f]}`,
  })),
  { key: "moves", label: "Move Priorities" },
  { key: "pieces", label: "Piece Priorities" },
  { key: "eligibility", label: "NP Eligibility table" },
  ...FACTIONS.map((f) => ({
    key: `effective:${f}`,
    label: `Effective Events, ${FACTION_NAME[f]}`,
  })),
  { key: "eventCards", label: "Event Cards table" },
  { key: "instructions", label: "Event Instructions" },
].map((a) => ({ ...a, group: "Aid sheets" as const }));

export const CHECK_AREAS: readonly CheckArea[] = [...sides, ...tables];
export const CHECK_AREA_KEYS: ReadonlySet<string> = new Set(CHECK_AREAS.map((a) => a.key));

/** How much of the data the player has checked: per group and overall. */
export function checkProgress(checked: ReadonlySet<string>) {
  const count = (areas: readonly CheckArea[]) => ({
    checked: areas.filter((a) => checked.has(a.key)).length,
    total: areas.length,
  });
  return {
    cards: count(sides),
    tables: count(tables),
    all: count(CHECK_AREAS),
  };
}
