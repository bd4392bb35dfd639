import type { MeldCardSpec } from "@/data/schema/cardgames";

/**
 * Kill Rasputin common deck (seed 002, card list): twelve names in four copies (four of each
 * meld type), three Saves (each negating one meld type) and the single Fate card, Destiny.
 * 48 + 3 + 1 = 52 cards.
 */
const sheet = { source: "sheet", ref: "KR card list" } as const;

const four = (key: string, name: string, kind: "M" | "C" | "L"): MeldCardSpec => ({
  key,
  name,
  kind,
  copies: 4,
  provenance: sheet,
});

export const KILL_RASPUTIN_DECK: readonly MeldCardSpec[] = [
  four("poison", "Poison", "M"),
  four("club", "Club", "M"),
  four("revolver", "Revolver", "M"),
  four("knife", "Knife", "M"),
  four("peasants", "Peasants", "C"),
  four("nobles", "Nobles", "C"),
  four("british-officers", "British Officers", "C"),
  four("prostitutes", "Prostitutes", "C"),
  four("palace", "Palace", "L"),
  four("church", "Church", "L"),
  four("village", "Village", "L"),
  four("river", "River", "L"),
  {
    key: "method-fails",
    name: "Method Fails",
    kind: "S",
    negates: "M",
    copies: 1,
    provenance: sheet,
  },
  {
    key: "conspiracy-flounders",
    name: "Conspiracy Flounders",
    kind: "S",
    negates: "C",
    copies: 1,
    provenance: sheet,
  },
  {
    key: "wrong-location",
    name: "Wrong Location",
    kind: "S",
    negates: "L",
    copies: 1,
    provenance: sheet,
  },
  { key: "destiny", name: "Destiny", kind: "F", copies: 1, provenance: sheet },
];
