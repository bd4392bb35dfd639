import type { MeldCardSpec } from "@/data/schema/cardgames";

/**
 * Get Castro common deck (seed 000, card list): five names of each meld type in three copies,
 * then twelve single cards: three Saves (each negating one meld type), three Events, three
 * Propaganda and three Spy cards. 45 + 12 = 57 cards, as the issue says.
 */
const sheet = { source: "sheet", ref: "GC card list" } as const;

const triple = (key: string, name: string, kind: "M" | "C" | "L"): MeldCardSpec => ({
  key,
  name,
  kind,
  copies: 3,
  provenance: sheet,
});

export const GET_CASTRO_DECK: readonly MeldCardSpec[] = [
  triple("exploding-cigar", "Exploding Cigar", "M"),
  triple("poison-pen", "Poison Pen", "M"),
  triple("exploding-conch-shell", "Exploding Conch Shell", "M"),
  triple("telescopic-rifle", "Telescopic Rifle", "M"),
  triple("start-counterrevolution", "Start Counterrevolution", "M"),
  triple("cia-spooks", "CIA Spooks", "C"),
  triple("diplomat", "Diplomat", "C"),
  triple("mafiosi", "Mafiosi", "C"),
  triple("contract-killer", "Contract Killer", "C"),
  triple("cuban-exiles", "Cuban Exiles", "C"),
  triple("havana-casino", "Havana Casino", "L"),
  triple("united-nations", "United Nations", "L"),
  triple("public-speech", "Public Speech", "L"),
  triple("favorite-restaurant", "Favorite Restaurant", "L"),
  triple("scuba-diving", "Scuba Diving", "L"),
  { key: "plot-fails", name: "Plot Fails", kind: "S", negates: "M", copies: 1, provenance: sheet },
  {
    key: "security-risk",
    name: "Security Risk",
    kind: "S",
    negates: "C",
    copies: 1,
    provenance: sheet,
  },
  { key: "bad-timing", name: "Bad Timing", kind: "S", negates: "L", copies: 1, provenance: sheet },
  { key: "bay-of-pigs", name: "Bay of Pigs", kind: "E", copies: 1, provenance: sheet },
  { key: "missile-crisis", name: "Missile Crisis", kind: "E", copies: 1, provenance: sheet },
  { key: "jfk-objects", name: "JFK Objects", kind: "E", copies: 1, provenance: sheet },
  { key: "anti-castro-coup", name: "Anti-Castro Coup", kind: "P", copies: 1, provenance: sheet },
  { key: "cold-war-fever", name: "Cold War Fever", kind: "P", copies: 1, provenance: sheet },
  { key: "executive-actions", name: "Executive Actions", kind: "P", copies: 1, provenance: sheet },
  { key: "spies", name: "Spies", kind: "X", copies: 1, provenance: sheet },
  { key: "intrigue", name: "Intrigue", kind: "X", copies: 1, provenance: sheet },
  { key: "dirty-tricks", name: "Dirty Tricks", kind: "X", copies: 1, provenance: sheet },
];
