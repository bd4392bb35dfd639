import { factionWords } from "@/lib/ui/names";

describe("factionWords: the cards' Faction codes in a player's words", () => {
  it("names Government, Syndicate and 26July; DR stays as the pieces are named", () => {
    expect(factionWords("NP GOV adds an SA")).toBe("NP Government adds an SA");
    expect(factionWords("26J+DR Guerrillas outnumber cubes")).toBe(
      "26July+DR Guerrillas outnumber cubes",
    );
    expect(factionWords("NP 26J/DR remove 2 Bases")).toBe("NP 26July/DR remove 2 Bases");
    expect(factionWords("SYN Resources 19")).toBe("Syndicate Resources 19");
    expect(factionWords("a City or GOV-Base Province")).toBe("a City or Government-Base Province");
  });

  it("leaves codes inside ids and longer words alone", () => {
    expect(factionWords("TERROR-SYN and I-RALLY-26J")).toBe("TERROR-SYN and I-RALLY-26J");
    expect(factionWords("GOVERNOR SYNC 26JX")).toBe("GOVERNOR SYNC 26JX");
  });
});
