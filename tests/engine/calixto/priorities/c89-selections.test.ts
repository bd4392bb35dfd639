import { available, validateBoard } from "@/lib/engine/cuba/board";
import { muscleOriginColumn, narrowByPriorities } from "@/lib/engine/cuba/calixto/priorities";
import type { RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { SelectionStep } from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { type C89Position, c89 } from "./c89-positions";
import {
  airStrikeVulnerableTargets,
  casinoRoomSpaces,
  constructPlaceSpaces,
  defectionsSpaces,
  infiltrateSpaces,
  kidnapSpaces,
  marchDestinations,
  muscleDestinations,
  muscleTroopOrigins,
  rally26jSpaces,
  rallySynSpaces,
  sweepDestinations,
  terror26jSpaces,
  trainCubeSpaces,
  transportDestinations,
} from "./legal-spaces";

/**
 * Every space selection of the C8.9 worked example (reference §2.5 and §4), from the board at
 * that point. Candidates come from the base rules (legal-spaces.ts); the expected spaces and
 * rows are the book's.
 */
const trace = (steps: SelectionStep[]) => steps.map((s) => `${s.row}:${s.outcome}`);
const alt = (...ids: string[]): RuleOptions => ({
  conflicts: Object.fromEntries(ids.map((id) => [id, "alternative"])),
});

describe("C8.9 positions (fixture sanity)", () => {
  const positions: C89Position[] = [
    "start",
    "c1Sweep2",
    "c1AirStrike",
    "afterCard1",
    "c2RallyPg1",
    "c2Construct",
    "afterCard3",
    "c4Muscle",
    "c4March",
    "c5Transport",
    "c6Defections",
    "c6TerrorStao",
    "afterCard6",
    "c7Casino1",
    "c7Sweep1",
    "c7AirStrike",
  ];
  it.each(positions)("%s is a legal board", (p) => {
    expect(validateBoard(c89(p))).toEqual([]);
  });

  it("matches the Available counts the example states", () => {
    expect(available(c89("afterCard1"), "drGuerrilla")).toBe(9); // step 9
    expect(available(c89("c2Construct"), "m26Guerrilla")).toBe(4); // step 16
    expect(available(c89("c2Construct"), "troop")).toBe(4); // step 16
    expect(available(c89("c4Muscle"), "synGuerrilla")).toBe(3); // step 28
    expect(c89("c4Muscle").resources.SYN).toBe(7); // step 28
  });
});

describe("GOV Sweep destinations, SWP column (C8.9 cards 1 and 7)", () => {
  it("card 1, destination 1: Havana by row 3 alone (step 4)", () => {
    const b = c89("start");
    const r = narrowByPriorities(b, "GOV", "SWP", sweepDestinations(b, []));
    expect(r.remaining).toEqual(["havana"]);
    expect(trace(r.steps)).toEqual(["gov-3:selected"]);
  });

  it("card 1, destination 2: Sierra Maestra via rows 4, 5, 6 (step 5)", () => {
    const b = c89("c1Sweep2");
    const candidates = sweepDestinations(b, ["havana"]);
    // La Habana has no cubes and no Troops next door (Havana is a destination): no effect.
    expect(candidates).toEqual(["camaguey-province", "sierra-maestra", "santiago-de-cuba"]);
    const r = narrowByPriorities(b, "GOV", "SWP", candidates);
    expect(r.remaining).toEqual(["sierra-maestra"]);
    expect(trace(r.steps)).toEqual([
      "gov-3:skipped-none",
      "gov-4:all-met",
      "gov-5:skipped-none",
      "gov-6:selected",
    ]);
  });

  it("card 1: had La Habana been reachable, row 5 would have picked it (the book's aside)", () => {
    const b = c89("c1Sweep2");
    b.spaces["pinar-del-rio"].pieces.troop = 1;
    const candidates = sweepDestinations(b, ["havana"]);
    expect(candidates).toContain("la-habana");
    expect(narrowByPriorities(b, "GOV", "SWP", candidates).remaining).toEqual(["la-habana"]);
  });

  it("card 7, destination 1: Havana again (step 50)", () => {
    const b = c89("c7Sweep1");
    expect(narrowByPriorities(b, "GOV", "SWP", sweepDestinations(b, [])).remaining).toEqual([
      "havana",
    ]);
  });

  it("card 7, destination 2: Pinar del Río by most Support (step 50)", () => {
    const b = c89("c7Sweep2");
    const candidates = sweepDestinations(b, ["havana"]);
    expect(candidates).toContain("la-habana"); // the west EC's Troops can still reach it
    const r = narrowByPriorities(b, "GOV", "SWP", candidates);
    expect(r.remaining).toEqual(["pinar-del-rio"]);
    expect(trace(r.steps)).toEqual(["gov-3:skipped-none", "gov-4:all-met", "gov-5:selected"]);
  });

  it("card 7, destination 3: Sierra Maestra by enemy Base, La Habana out of reach (step 51)", () => {
    const b = c89("c7Sweep3");
    const candidates = sweepDestinations(b, ["havana", "pinar-del-rio"]);
    expect(candidates).not.toContain("la-habana");
    const r = narrowByPriorities(b, "GOV", "SWP", candidates);
    expect(r.remaining).toEqual(["sierra-maestra"]);
    expect(trace(r.steps)).toEqual([
      "gov-3:skipped-none",
      "gov-4:all-met",
      "gov-5:skipped-none",
      "gov-6:selected",
    ]);
  });
});

describe("GOV Air Strike targets, RR column (C8.9 cards 1 and 7)", () => {
  it("card 1: Pinar del Río over La Habana (step 8)", () => {
    const b = c89("c1AirStrike");
    const candidates = airStrikeVulnerableTargets(b);
    expect(candidates).toEqual(["pinar-del-rio", "la-habana"]);
    const r = narrowByPriorities(b, "GOV", "RR", candidates);
    expect(r.remaining).toEqual(["pinar-del-rio"]);
    expect(trace(r.steps)).toEqual([
      "gov-3:skipped-none",
      "gov-6:all-met",
      "gov-8:all-met",
      "gov-9:skipped-none",
      "gov-11:skipped-none",
      "gov-12:all-met",
      "gov-13:selected",
    ]);
  });

  it("card 1 with the RR dot on 'most Support' (GOV-row5-columns): same space, by row 5", () => {
    const b = c89("c1AirStrike");
    const r = narrowByPriorities(
      b,
      "GOV",
      "RR",
      airStrikeVulnerableTargets(b),
      alt("GOV-row5-columns"),
    );
    expect(r.remaining).toEqual(["pinar-del-rio"]);
    expect(trace(r.steps)).toEqual(["gov-3:skipped-none", "gov-5:selected"]);
  });

  it("card 7: Pinar del Río over Sierra Maestra, fewest enemy forces 3 vs 4 (step 52)", () => {
    const b = c89("c7AirStrike");
    const candidates = airStrikeVulnerableTargets(b);
    expect(candidates).toEqual(["pinar-del-rio", "sierra-maestra"]);
    const r = narrowByPriorities(b, "GOV", "RR", candidates);
    expect(r.remaining).toEqual(["pinar-del-rio"]);
    expect(r.steps.at(-1)).toMatchObject({ row: "gov-13", outcome: "selected" });
    expect(
      narrowByPriorities(b, "GOV", "RR", candidates, alt("GOV-row5-columns")).remaining,
    ).toEqual(["pinar-del-rio"]);
  });
});

describe("GOV Transport and Train (C8.9 card 5)", () => {
  it("Transport destination: Las Villas via rows 7, 8, 12, 13 (step 36)", () => {
    const b = c89("c5Transport");
    const r = narrowByPriorities(b, "GOV", "TRN", transportDestinations("havana"));
    expect(r.remaining).toEqual(["las-villas"]);
    expect(trace(r.steps)).toEqual([
      "gov-7:narrowed",
      "gov-8:all-met",
      "gov-12:narrowed",
      "gov-13:selected",
    ]);
    expect(r.steps[2].after).toEqual(["las-villas", "oriente"]);
  });

  it("Train cubes, first space: Havana by most Population (step 37)", () => {
    const b = c89("c5TrainPc1");
    const candidates = trainCubeSpaces(b, []);
    expect(candidates).toEqual(["havana", "camaguey-city", "santiago-de-cuba"]);
    const r = narrowByPriorities(b, "GOV", "PC", candidates);
    expect(r.remaining).toEqual(["havana"]);
    expect(trace(r.steps)).toEqual([
      "gov-1:all-met",
      "gov-2:skipped-none",
      "gov-4:all-met",
      "gov-6:skipped-none",
      "gov-8:skipped-none",
      "gov-9:all-met",
      "gov-11:skipped-none",
      "gov-12:selected",
    ]);
  });

  it("Train cubes, second space: Camagüey City by fewest enemy forces (step 38)", () => {
    const b = c89("c5TrainPc2");
    const r = narrowByPriorities(b, "GOV", "PC", trainCubeSpaces(b, ["havana"]));
    expect(r.remaining).toEqual(["camaguey-city"]);
    expect(r.steps.slice(-2).map((s) => `${s.row}:${s.outcome}`)).toEqual([
      "gov-12:all-met",
      "gov-13:selected",
    ]);
  });
});

describe("26July selections (C8.9 cards 2, 4 and 6)", () => {
  it("Rally PG, first space: Oriente by fewest enemy forces (step 13)", () => {
    const b = c89("c2RallyPg1");
    const candidates = rally26jSpaces(b, ["sierra-maestra"]);
    expect(candidates).not.toContain("havana"); // Support bars 26J Rally (3.3.1)
    const r = narrowByPriorities(b, "26J", "PG", candidates);
    expect(r.remaining).toEqual(["oriente"]);
    expect(trace(r.steps)).toEqual([
      "m26-1:skipped-none",
      "m26-3:skipped-condition",
      "m26-4:all-met",
      "m26-5:narrowed",
      "m26-6:skipped-none",
      "m26-8:skipped-condition",
      "m26-9:all-met",
      "m26-10:selected",
    ]);
    expect(r.steps[3].after).toEqual(["las-villas", "oriente"]);
    expect(r.steps[1].note).toBe("GOV is not a player");
  });

  it("Rally PG, second space: Las Villas by most Population (step 14)", () => {
    const b = c89("c2RallyPg2");
    const r = narrowByPriorities(b, "26J", "PG", rally26jSpaces(b, ["sierra-maestra", "oriente"]));
    expect(r.remaining).toEqual(["las-villas"]);
    expect(r.steps.at(-1)).toMatchObject({ row: "m26-5", outcome: "selected" });
  });

  it("Infiltrate, RR: Las Villas via rows 4 and 5 (step 16)", () => {
    const b = c89("c2Infiltrate");
    const candidates = infiltrateSpaces(b);
    expect(candidates).toEqual(["las-villas", "sierra-maestra", "santiago-de-cuba"]);
    const r = narrowByPriorities(b, "26J", "RR", candidates);
    expect(r.remaining).toEqual(["las-villas"]);
    expect(trace(r.steps)).toEqual([
      "m26-1:skipped-none",
      "m26-3:skipped-condition",
      "m26-4:narrowed",
      "m26-5:selected",
    ]);
  });

  it("March destination, MD: Oriente from Sierra Maestra (step 32)", () => {
    const b = c89("c4March");
    // Origin: Sierra Maestra, the only space with 2+ moveable 26J (6 there, K4 keeps 3; card GG).
    const candidates = marchDestinations(["sierra-maestra"]);
    expect(candidates).toEqual(["oriente", "ec-east", "santiago-de-cuba"]);
    const r = narrowByPriorities(b, "26J", "MD", candidates);
    expect(r.remaining).toEqual(["oriente"]);
    expect(trace(r.steps)).toEqual([
      "m26-1:skipped-none",
      "m26-3:skipped-condition",
      "m26-4:all-met",
      "m26-5:selected",
    ]);
  });

  it("Kidnap, KID: Santiago is the only legal space (step 45)", () => {
    const b = c89("c6Kidnap");
    const r = narrowByPriorities(b, "26J", "KID", kidnapSpaces(b));
    expect(r.remaining).toEqual(["santiago-de-cuba"]);
    expect(trace(r.steps)).toEqual(["only-candidate:selected"]);
  });

  it("Terror, STAO: Las Villas via rows 4, 5, 9 (step 46)", () => {
    const b = c89("c6TerrorStao");
    const candidates = terror26jSpaces(b, ["santiago-de-cuba"]);
    expect(candidates).toEqual(["la-habana", "las-villas", "oriente"]);
    const r = narrowByPriorities(b, "26J", "STAO", candidates);
    expect(r.remaining).toEqual(["las-villas"]);
    expect(trace(r.steps)).toEqual([
      "m26-4:all-met",
      "m26-5:narrowed",
      "m26-8:skipped-condition",
      "m26-9:selected",
    ]);
  });
});

describe("DR Defections, RR column (C8.9 card 6, step 41)", () => {
  it("Santiago via rows 2 and 5 (the RR corrections)", () => {
    const b = c89("c6Defections");
    const candidates = defectionsSpaces(b);
    expect(candidates).toEqual(["havana", "camaguey-city", "santiago-de-cuba"]);
    const r = narrowByPriorities(b, "DR", "RR", candidates);
    expect(r.remaining).toEqual(["santiago-de-cuba"]);
    expect(trace(r.steps)).toEqual(["dr-2:all-met", "dr-4:skipped-none", "dr-5:selected"]);
  });

  it("the transcription's reading (no RR dot on row 5) would pick Havana by Population", () => {
    const b = c89("c6Defections");
    const r = narrowByPriorities(b, "DR", "RR", defectionsSpaces(b), alt("DR-row5-columns"));
    expect(r.remaining).toEqual(["havana"]);
    expect(r.steps.at(-1)).toMatchObject({ row: "dr-8", outcome: "selected" });
  });

  it("without the row 2 dot the pick is still Santiago, row 2 leaves the trace", () => {
    const b = c89("c6Defections");
    const r = narrowByPriorities(b, "DR", "RR", defectionsSpaces(b), alt("DR-row2-columns"));
    expect(r.remaining).toEqual(["santiago-de-cuba"]);
    expect(trace(r.steps)).toEqual(["dr-4:skipped-none", "dr-5:selected"]);
  });
});

describe("Syndicate selections (C8.9 cards 2, 4 and 7)", () => {
  it("Construct, PCas: Havana by most Support (step 19)", () => {
    const b = c89("c2Construct");
    const candidates = constructPlaceSpaces(b);
    expect(candidates).toEqual(["havana", "camaguey-city", "santiago-de-cuba"]);
    const r = narrowByPriorities(b, "SYN", "PCas", candidates);
    expect(r.remaining).toEqual(["havana"]);
    expect(trace(r.steps)).toEqual(["syn-3:skipped-none", "syn-4:skipped-none", "syn-7:selected"]);
  });

  it("Meyer Lansky, PCas: Pinar del Río twice, then Havana twice (step 48)", () => {
    const picks = (["c7Casino1", "c7Casino2", "c7Casino3", "c7Casino4"] as const).map((p) => {
      const b = c89(p);
      return narrowByPriorities(b, "SYN", "PCas", casinoRoomSpaces(b));
    });
    expect(picks.map((r) => r.remaining[0])).toEqual([
      "pinar-del-rio",
      "pinar-del-rio",
      "havana",
      "havana",
    ]);
    expect(trace(picks[0].steps)).toEqual(["syn-3:narrowed", "syn-4:selected"]);
    expect(picks[0].steps[0].after).toEqual(["pinar-del-rio", "la-habana", "havana"]);
    expect(trace(picks[2].steps)).toEqual([
      "syn-3:narrowed",
      "syn-4:skipped-none",
      "syn-7:selected",
    ]);
  });

  it("Rally PG: Havana, Pinar del Río, La Habana by most Support (step 28)", () => {
    const already: SpaceId[][] = [[], ["havana"], ["havana", "pinar-del-rio"]];
    const chosen = (["c4RallyPg1", "c4RallyPg2", "c4RallyPg3"] as const).map((p, i) => {
      const b = c89(p);
      return narrowByPriorities(b, "SYN", "PG", rallySynSpaces(b, already[i]));
    });
    expect(chosen.map((r) => r.remaining[0])).toEqual(["havana", "pinar-del-rio", "la-habana"]);
    expect(trace(chosen[0].steps)).toEqual([
      "syn-1:skipped-none",
      "syn-5:skipped-condition",
      "syn-6:skipped-condition",
      "syn-7:selected",
    ]);
  });

  it("Muscle destination, MUS: the two 3-Econ ECs tie, left to a random pick (step 29)", () => {
    const b = c89("c4Muscle");
    const candidates = muscleDestinations(b);
    expect(candidates).toEqual(["ec-west", "ec-central", "ec-east"]); // no open Casino anywhere
    const r = narrowByPriorities(b, "SYN", "MUS", candidates);
    expect(r.remaining).toEqual(["ec-west", "ec-central"]);
    expect(trace(r.steps)).toEqual([
      "syn-2:skipped-none",
      "syn-5:skipped-condition",
      "syn-9:narrowed",
      "syn-12:all-met",
      "syn-13:random",
    ]);
  });

  it("Muscle Troop origins, RR: Las Villas and Camagüey City tie on 4 enemy forces (step 29)", () => {
    const b = c89("c4Muscle");
    const origins = muscleTroopOrigins(b, "ec-west");
    expect(origins).toEqual([
      "havana",
      "las-villas",
      "camaguey-city",
      "sierra-maestra",
      "santiago-de-cuba",
    ]);
    const r = narrowByPriorities(b, "SYN", muscleOriginColumn(), origins);
    expect(r.remaining).toEqual(["las-villas", "camaguey-city"]);
    expect(r.steps.at(-2)).toMatchObject({ row: "syn-12", outcome: "narrowed" });
    expect(r.steps.at(-1)).toMatchObject({ row: "syn-13", outcome: "random" });
  });

  it("SYN-row12-columns alternative: RR has no row 12, Muscle origins move to the MUS column", () => {
    const b = c89("c4Muscle");
    const origins = muscleTroopOrigins(b, "ec-west");
    const options = alt("SYN-row12-columns");
    // With the transcription's RR column every Troop space would tie at random...
    expect(narrowByPriorities(b, "SYN", "RR", origins, options).remaining).toEqual(origins);
    // ...which is why that reading takes C8.7.7 literally and reads MUS, with the same result.
    expect(muscleOriginColumn(options)).toBe("MUS");
    expect(narrowByPriorities(b, "SYN", "MUS", origins, options).remaining).toEqual([
      "las-villas",
      "camaguey-city",
    ]);
  });
});
