import { GET_CASTRO_DECK } from "@/data/cardgames/get-castro";
import { KILL_RASPUTIN_DECK } from "@/data/cardgames/kill-rasputin";
import { AMERICAN_DECK, SPANISH_DECK } from "@/data/cardgames/san-juan";
import { deckSize } from "@/lib/engine/cardgames/shared/cards";

const byKind = (list: readonly { kind: string; copies: number }[]) => {
  const out: Record<string, number> = {};
  for (const c of list) out[c.kind] = (out[c.kind] ?? 0) + c.copies;
  return out;
};

describe("Get Castro deck (seed 000 card list)", () => {
  it("has 57 cards: 15 each of Method, Conspiracy and Location, 3 each of Save, Event, Propaganda, Spy", () => {
    expect(deckSize(GET_CASTRO_DECK)).toBe(57);
    expect(byKind(GET_CASTRO_DECK)).toEqual({ M: 15, C: 15, L: 15, S: 3, E: 3, P: 3, X: 3 });
  });

  it("has five names of each meld type in three copies and single special cards", () => {
    for (const kind of ["M", "C", "L"]) {
      const names = GET_CASTRO_DECK.filter((c) => c.kind === kind);
      expect(names).toHaveLength(5);
      expect(names.every((c) => c.copies === 3)).toBe(true);
    }
    expect(
      GET_CASTRO_DECK.filter((c) => "SEPX".includes(c.kind)).every((c) => c.copies === 1),
    ).toBe(true);
  });

  it("lists the names of the sheet", () => {
    expect(GET_CASTRO_DECK.map((c) => c.name)).toEqual([
      "Exploding Cigar",
      "Poison Pen",
      "Exploding Conch Shell",
      "Telescopic Rifle",
      "Start Counterrevolution",
      "CIA Spooks",
      "Diplomat",
      "Mafiosi",
      "Contract Killer",
      "Cuban Exiles",
      "Havana Casino",
      "United Nations",
      "Public Speech",
      "Favorite Restaurant",
      "Scuba Diving",
      "Plot Fails",
      "Security Risk",
      "Bad Timing",
      "Bay of Pigs",
      "Missile Crisis",
      "JFK Objects",
      "Anti-Castro Coup",
      "Cold War Fever",
      "Executive Actions",
      "Spies",
      "Intrigue",
      "Dirty Tricks",
    ]);
  });

  it("gives each Save the meld type it negates", () => {
    const saves = Object.fromEntries(
      GET_CASTRO_DECK.filter((c) => c.kind === "S").map((c) => [c.name, c.negates]),
    );
    expect(saves).toEqual({ "Plot Fails": "M", "Security Risk": "C", "Bad Timing": "L" });
  });
});

describe("Kill Rasputin deck (seed 002 card list)", () => {
  it("has 52 cards: twelve names in four copies, three Saves and Destiny", () => {
    expect(deckSize(KILL_RASPUTIN_DECK)).toBe(52);
    expect(byKind(KILL_RASPUTIN_DECK)).toEqual({ M: 16, C: 16, L: 16, S: 3, F: 1 });
    expect(KILL_RASPUTIN_DECK.filter((c) => c.copies === 4)).toHaveLength(12);
  });

  it("lists the names and Save targets of the sheet", () => {
    expect(KILL_RASPUTIN_DECK.map((c) => `${c.name}/${c.kind}`)).toEqual([
      "Poison/M",
      "Club/M",
      "Revolver/M",
      "Knife/M",
      "Peasants/C",
      "Nobles/C",
      "British Officers/C",
      "Prostitutes/C",
      "Palace/L",
      "Church/L",
      "Village/L",
      "River/L",
      "Method Fails/S",
      "Conspiracy Flounders/S",
      "Wrong Location/S",
      "Destiny/F",
    ]);
    expect(KILL_RASPUTIN_DECK.filter((c) => c.kind === "S").map((c) => c.negates)).toEqual([
      "M",
      "C",
      "L",
    ]);
  });
});

describe("San Juan Hill 1898 decks (seed 003 card lists)", () => {
  const row = (c: (typeof AMERICAN_DECK)[number]) => `${c.name}|${c.kind}|${c.force}`;

  it("has 32 single American cards as listed", () => {
    expect(deckSize(AMERICAN_DECK)).toBe(32);
    expect(AMERICAN_DECK.map(row)).toEqual([
      "Rough Riders|U|5",
      "Lieutenant Colonel Teddy Roosevelt|L|5",
      "Artillery|A|2",
      "US Regiments|U|3",
      "Infantry|U|3",
      "Dismounted cavalry|U|2",
      "Gatling Guns|A|2",
      "Sims-Dudley dynamite gun|S|1",
      "Volunteer formations|U|1",
      "Aging equipment|E|1",
      "Black powder|E|1",
      "Springfields|E|1",
      "Breech loading Krag-Jorgensen rifles|E|3",
      "Old field pieces|A|1",
      "Buffalo Soldiers|U|3",
      "General Joe Wheeler|L|1",
      "Division and brigade commanders|L|2",
      "Easily flanked|T|4",
      "Encirclement|T|4",
      "V Corps|U|3",
      "Grimes Battery|A|2",
      "71st NY|U|3",
      "Colonel Leonard Wood|L|3",
      "Former Spanish trenches|T|3",
      "Troopers|U|3",
      "General Shaftner|L|3",
      "Reform scattered units|M|3",
      "Observation balloon|S|0",
      "Jingo Press Sensationalism|M|4",
      "War Mongering|M|3",
      "Charge!!!|M|3",
      "Remember the Maine!|M|3",
    ]);
  });

  it("has 32 single Spanish cards as listed", () => {
    expect(deckSize(SPANISH_DECK)).toBe(32);
    expect(SPANISH_DECK.map(row)).toEqual([
      "Companies|U|2",
      "Bravery|M|3",
      "Grim determination|M|3",
      "Battalions|U|2",
      "Artillery|A|3",
      "Leader casualties|S|1",
      "Sharpshooters|M|3",
      "Trenches|T|3",
      "General Linares|L|3",
      "Well trained|M|3",
      "Mauser rifles|E|4",
      "German-made Krupp pieces|A|5",
      "Recruited Cubans|U|1",
      "Remingtons|E|2",
      "Spanish gunners under Ordóñez|A|3",
      "Machetes|E|1",
      "Heat & humidity|M|1",
      "Malaria, Typhoid Fever, & Dysentery|S|1",
      "Blockhouses|T|3",
      "Fortified positions|T|3",
      "Delaying force|U|1",
      "Bloody Ford|T|3",
      "Kettle Hill|T|1",
      "Counterattack|T|3",
      "Spanish reserve units|U|2",
      "Main Spanish line|U|4",
      "Sierra's cavalry|U|2",
      "Bustamante's Naval infantry|U|2",
      "High Ground|T|5",
      "Entrenchments|T|3",
      "Detachments|U|1",
      "Accurate Fire|A|4",
    ]);
  });

  it("gives the four Special cards their effects", () => {
    const effects = [...AMERICAN_DECK, ...SPANISH_DECK]
      .filter((c) => c.effect)
      .map((c) => [
        c.name,
        c.effect?.kind === "eliminate" ? `eliminate ${c.effect.type}` : "observe",
      ]);
    expect(effects).toEqual([
      ["Sims-Dudley dynamite gun", "eliminate T"],
      ["Observation balloon", "observe"],
      ["Leader casualties", "eliminate L"],
      ["Malaria, Typhoid Fever, & Dysentery", "eliminate U"],
    ]);
  });

  it("uses unique keys across both decks and records provenance", () => {
    const keys = [...AMERICAN_DECK, ...SPANISH_DECK].map((c) => c.key);
    expect(new Set(keys).size).toBe(64);
    expect(
      [...AMERICAN_DECK, ...SPANISH_DECK].every((c) => c.provenance.ref.startsWith("SJ")),
    ).toBe(true);
    expect(SPANISH_DECK.find((c) => c.key === "es-ordonez-gunners")?.provenance.source).toBe("INF");
  });
});
