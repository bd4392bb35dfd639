import { emptyBoard } from "@/data/cuba/scenarios";
import { applyFilter } from "@/lib/engine/cuba/calixto/priorities";
import type { GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { SPACE_IDS } from "@/lib/engine/cuba/types";
import { ALL_NP } from "./c89-positions";

/** Row filters, each against what its row demands (C8.5.2 terms, C8.5.6). */
const blank = (): GameBoard => emptyBoard({ roles: { ...ALL_NP }, shortGame: false });

describe("comparative filters (C8.5.2 Most/Least)", () => {
  it("most Support counts only spaces with Support, by Total Support (Pop x level)", () => {
    const b = blank();
    b.spaces["pinar-del-rio"].support = 2; // 1 x 2 = 2
    b.spaces["camaguey-city"].support = 1; // 1 x 1 = 1
    b.spaces["las-villas"].support = 1; // 2 x 1 = 2
    b.spaces.matanzas.support = -2;
    const all = ["pinar-del-rio", "camaguey-city", "las-villas", "matanzas"] as SpaceId[];
    expect(applyFilter(b, "GOV", all, "most-support")).toEqual(["pinar-del-rio", "las-villas"]);
    expect(applyFilter(b, "GOV", ["matanzas", "oriente"], "most-support")).toEqual([]);
  });

  it("most Opposition mirrors it", () => {
    const b = blank();
    b.spaces.oriente.support = -1; // 2
    b.spaces["sierra-maestra"].support = -2; // 2
    b.spaces.matanzas.support = -1; // 1
    expect(
      applyFilter(b, "26J", ["oriente", "sierra-maestra", "matanzas", "havana"], "most-opposition"),
    ).toEqual(["oriente", "sierra-maestra"]);
  });

  it("fewest enemy forces puts spaces with none first and ignores closed Casinos", () => {
    const b = blank();
    b.spaces.havana.pieces.casinoClosed = 2;
    b.spaces["la-habana"].pieces.casinoOpen = 1;
    b.spaces.matanzas.pieces.troop = 1;
    const r = applyFilter(b, "26J", ["havana", "la-habana", "matanzas"], "fewest-enemy-forces");
    expect(r).toEqual(["havana"]);
  });

  it("fewest enemy forces does not count the acting Faction's own pieces", () => {
    const b = blank();
    b.spaces.havana.pieces.troop = 5;
    b.spaces.matanzas.pieces.m26U = 1;
    expect(applyFilter(b, "GOV", ["havana", "matanzas"], "fewest-enemy-forces")).toEqual([
      "havana",
    ]);
    expect(applyFilter(b, "26J", ["havana", "matanzas"], "fewest-enemy-forces")).toEqual([
      "matanzas",
    ]);
  });

  it("highest Econ keeps the tied ECs and skips when no candidate has Econ", () => {
    const b = blank();
    expect(applyFilter(b, "SYN", ["ec-west", "ec-central", "ec-east"], "highest-econ")).toEqual([
      "ec-west",
      "ec-central",
    ]);
    expect(applyFilter(b, "SYN", ["havana", "oriente"], "highest-econ")).toEqual([]);
  });

  it("most Population and most own (Underground) Guerrillas", () => {
    const b = blank();
    expect(applyFilter(b, "DR", ["havana", "las-villas", "ec-west"], "most-population")).toEqual([
      "havana",
    ]);
    b.spaces.oriente.pieces.drU = 1;
    b.spaces.oriente.pieces.drA = 2;
    b.spaces.matanzas.pieces.drU = 2;
    expect(applyFilter(b, "DR", ["oriente", "matanzas"], "most-own-guerrillas")).toEqual([
      "oriente",
    ]);
    expect(applyFilter(b, "DR", ["oriente", "matanzas"], "most-own-underground")).toEqual([
      "matanzas",
    ]);
  });
});

describe("boolean filters", () => {
  it("Underground Guerrillas are enemy ones: SYN's own do not count for SYN", () => {
    const b = blank();
    b.spaces.havana.pieces.synU = 1;
    b.spaces.matanzas.pieces.drU = 1;
    expect(applyFilter(b, "GOV", ["havana", "matanzas"], "enemy-underground")).toEqual([
      "havana",
      "matanzas",
    ]);
    expect(applyFilter(b, "SYN", ["havana", "matanzas"], "enemy-underground")).toEqual([
      "matanzas",
    ]);
  });

  it("enemy Base or open Casino: closed Casinos and own Bases do not count", () => {
    const b = blank();
    b.spaces.havana.pieces.casinoClosed = 1;
    b.spaces["la-habana"].pieces.casinoOpen = 1;
    b.spaces.oriente.pieces.govBase = 1;
    b.spaces["sierra-maestra"].pieces.m26Base = 1;
    const all: SpaceId[] = ["havana", "la-habana", "oriente", "sierra-maestra"];
    expect(applyFilter(b, "GOV", all, "enemy-base")).toEqual(["la-habana", "sierra-maestra"]);
    expect(applyFilter(b, "26J", all, "enemy-base")).toEqual(["la-habana", "oriente"]);
  });

  it("Vulnerable own Base: no own Underground Guerrilla there (C8.5.2)", () => {
    const b = blank();
    b.spaces["sierra-maestra"].pieces.m26Base = 1;
    b.spaces["sierra-maestra"].pieces.m26A = 2;
    b.spaces.oriente.pieces.m26Base = 1;
    b.spaces.oriente.pieces.m26U = 1;
    b.spaces["la-habana"].pieces.casinoOpen = 1;
    const all: SpaceId[] = ["sierra-maestra", "oriente", "la-habana"];
    expect(applyFilter(b, "26J", all, "vulnerable-own-base")).toEqual(["sierra-maestra"]);
    expect(applyFilter(b, "SYN", all, "vulnerable-own-base")).toEqual(["la-habana"]);
  });

  it("without own Control excludes ECs; Control is the acting Faction's", () => {
    const b = blank();
    b.spaces["las-villas"].pieces.troop = 3;
    const all: SpaceId[] = ["las-villas", "oriente", "ec-central"];
    expect(applyFilter(b, "GOV", all, "without-own-control")).toEqual(["oriente"]);
    expect(applyFilter(b, "DR", all, "without-own-control")).toEqual(["las-villas", "oriente"]);
  });

  it("next to a Province or City without own Control", () => {
    const b = blank();
    for (const id of SPACE_IDS) b.spaces[id].pieces.drU = 1;
    b.spaces.havana.pieces.troop = 2; // Havana: GOV Control, not DR
    // La Habana touches Havana; Pinar del Río touches only La Habana (DR) and the west EC.
    expect(
      applyFilter(b, "DR", ["la-habana", "pinar-del-rio"], "adjacent-without-own-control"),
    ).toEqual(["la-habana"]);
  });

  it("room for an Available Base needs stacking room and a Base in the box", () => {
    const b = blank();
    b.spaces["sierra-maestra"].pieces.m26Base = 1;
    b.spaces["sierra-maestra"].pieces.drBase = 1; // full: 2 non-Casino Bases
    const all: SpaceId[] = ["sierra-maestra", "oriente", "havana"];
    expect(applyFilter(b, "GOV", all, "province-base-room")).toEqual(["oriente"]);
    b.spaces.havana.pieces.govBase = 2; // both GOV Bases on the map
    expect(applyFilter(b, "GOV", all, "province-base-room")).toEqual([]);
  });

  it("1-2 own Guerrillas and room for an Available own Base", () => {
    const b = blank();
    b.spaces.oriente.pieces.m26U = 2;
    b.spaces.matanzas.pieces.m26U = 3;
    b.spaces.havana.pieces.m26A = 1;
    b.spaces["ec-east"].pieces.m26U = 1; // ECs hold no Bases
    const all: SpaceId[] = ["oriente", "matanzas", "havana", "ec-east"];
    expect(applyFilter(b, "26J", all, "few-guerrillas-base-room")).toEqual(["oriente", "havana"]);
  });

  it("enemy piece holding Cash, from the acting Faction's side", () => {
    const b = blank();
    b.spaces.havana.pieces.police = 1;
    b.spaces.havana.cash = ["police"];
    b.spaces.oriente.pieces.synU = 1;
    b.spaces.oriente.cash = ["synU"];
    const all: SpaceId[] = ["havana", "oriente"];
    expect(applyFilter(b, "SYN", all, "enemy-cash")).toEqual(["havana"]);
    expect(applyFilter(b, "26J", all, "enemy-cash")).toEqual(["havana", "oriente"]);
  });

  it("Control by a named Faction, a named space, Cities and Provinces", () => {
    const b = blank();
    b.spaces.oriente.pieces.drU = 1;
    const all: SpaceId[] = ["havana", "oriente", "ec-east"];
    expect(applyFilter(b, "SYN", all, "controlled-by", { faction: "DR" })).toEqual(["oriente"]);
    expect(applyFilter(b, "GOV", all, "named-space", { space: "havana" })).toEqual(["havana"]);
    expect(applyFilter(b, "GOV", all, "city")).toEqual(["havana"]);
    expect(applyFilter(b, "GOV", all, "province")).toEqual(["oriente"]);
  });

  it("Support levels, Police at GOV Bases, Casinos and Cash", () => {
    const b = blank();
    b.spaces.havana.support = 2;
    b.spaces["sierra-maestra"].support = -2;
    b.spaces.oriente.pieces.govBase = 1;
    b.spaces["las-villas"].pieces.govBase = 1;
    b.spaces["las-villas"].pieces.police = 1;
    b.spaces["la-habana"].pieces.casinoOpen = 1;
    b.spaces["la-habana"].pieces.m26U = 1;
    b.spaces.matanzas.pieces.synU = 1;
    b.spaces.matanzas.cash = ["synU"];
    const all: SpaceId[] = [
      "havana",
      "sierra-maestra",
      "oriente",
      "las-villas",
      "la-habana",
      "matanzas",
    ];
    expect(applyFilter(b, "GOV", all, "not-active-support")).not.toContain("havana");
    expect(applyFilter(b, "26J", all, "not-active-opposition")).not.toContain("sierra-maestra");
    expect(applyFilter(b, "GOV", all, "base-without-police")).toEqual(["oriente"]);
    expect(applyFilter(b, "SYN", all, "open-casino")).toEqual(["la-habana"]);
    expect(applyFilter(b, "SYN", all, "underground-rebel-at-casino")).toEqual(["la-habana"]);
    expect(applyFilter(b, "SYN", all, "open-casino-or-cash")).toEqual(["la-habana", "matanzas"]);
    expect(applyFilter(b, "SYN", all, "own-underground")).toEqual(["matanzas"]);
  });
});
