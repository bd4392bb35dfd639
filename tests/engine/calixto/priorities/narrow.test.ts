import { GOV_PRIORITIES } from "@/data/cuba/calixto/priorities";
import { standardBoard } from "@/data/cuba/scenarios";
import { narrowByPriorities, type PriorityTable } from "@/lib/engine/cuba/calixto/priorities";
import { YOUR_DOTS } from "@/lib/engine/cuba/calixto/priorities/narrow";
import type { ColumnId } from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { ALL_NP, c89 } from "./c89-positions";
import { marchDestinations, rallySynSpaces, sweepDestinations } from "./legal-spaces";

const sweepDestinationsAt = (b: Parameters<typeof sweepDestinations>[0]) =>
  sweepDestinations(b, []);

/** The narrowing procedure itself (C8.5.6 Steps 1-4), beyond the worked example. */
const outcomes = (r: { steps: { row: string; outcome: string }[] }) =>
  r.steps.map((s) => `${s.row}:${s.outcome}`);

describe("red conditionals (C8.5.6 Step 1)", () => {
  it("[GOV is player] highest Econ turns on for 26J March and picks the EC", () => {
    const b = c89("c4March");
    const candidates = marchDestinations(["sierra-maestra"]);
    b.roles.GOV = "player";
    const r = narrowByPriorities(b, "26J", "MD", candidates);
    expect(r.remaining).toEqual(["ec-east"]);
    expect(outcomes(r)).toEqual(["m26-1:skipped-none", "m26-3:selected"]);
  });

  it("[DR is player] DR Control turns on for SYN Rally and picks Camagüey Province", () => {
    const b = c89("c4RallyPg1");
    b.roles.DR = "player";
    const r = narrowByPriorities(b, "SYN", "PG", rallySynSpaces(b, []));
    expect(r.remaining).toEqual(["camaguey-province"]);
    expect(r.steps[1]).toMatchObject({ row: "syn-5", outcome: "selected" });
  });

  it("[26J is player] most Opposition changes the GOV STAS pick", () => {
    const candidates: SpaceId[] = ["matanzas", "camaguey-province", "sierra-maestra"];
    const np = standardBoard({ roles: { ...ALL_NP }, shortGame: false });
    const asNp = narrowByPriorities(np, "GOV", "STAS", candidates);
    expect(asNp.remaining).toEqual(["matanzas"]); // fewest enemy forces: none there
    expect(asNp.steps.find((s) => s.row === "gov-10")).toMatchObject({
      outcome: "skipped-condition",
      note: "26J is not a player",
    });
    const withPlayer = standardBoard({ roles: { ...ALL_NP, "26J": "player" }, shortGame: false });
    const r = narrowByPriorities(withPlayer, "GOV", "STAS", candidates);
    expect(r.remaining).toEqual(["sierra-maestra"]); // Active Opposition
    expect(r.steps.at(-1)).toMatchObject({ row: "gov-10", outcome: "selected" });
  });
});

describe("skipping, narrowing and stopping (C8.5.6 Steps 1-3)", () => {
  it("skips a row no candidate meets and leaves the set unchanged", () => {
    const b = c89("c1Sweep2");
    const r = narrowByPriorities(b, "GOV", "SWP", ["camaguey-province", "sierra-maestra"]);
    const skipped = r.steps.find((s) => s.row === "gov-3");
    expect(skipped).toMatchObject({ outcome: "skipped-none" });
    expect(skipped?.after).toEqual(skipped?.before);
  });

  it("stops at the first row that leaves one space: later rows are not read", () => {
    const b = c89("start");
    const r = narrowByPriorities(b, "GOV", "SWP", ["havana", "la-habana", "sierra-maestra"]);
    expect(r.remaining).toEqual(["havana"]);
    expect(r.steps).toHaveLength(1);
  });

  it("each row starts from what the previous one left, and only narrows", () => {
    const b = c89("c5Transport");
    const r = narrowByPriorities(b, "GOV", "TRN", ["pinar-del-rio", "las-villas", "oriente"]);
    for (let i = 1; i < r.steps.length; i++)
      expect(r.steps[i].before).toEqual(r.steps[i - 1].after);
    for (const s of r.steps) for (const x of s.after) expect(s.before).toContain(x);
  });

  it("leaves a tie to the random row, listing the tied spaces", () => {
    const b = standardBoard({ roles: { ...ALL_NP }, shortGame: false });
    const r = narrowByPriorities(b, "SYN", "MUS", ["ec-west", "ec-central"]);
    expect(r.remaining).toEqual(["ec-west", "ec-central"]);
    expect(r.steps.at(-1)).toMatchObject({
      row: "syn-13",
      outcome: "random",
      after: ["ec-west", "ec-central"],
    });
  });

  it("returns none with the draw-a-new-card row when nothing is legal", () => {
    const b = standardBoard({ roles: { ...ALL_NP }, shortGame: false });
    const r = narrowByPriorities(b, "DR", "PG", []);
    expect(r.remaining).toEqual([]);
    expect(r.steps).toEqual([
      {
        row: "dr-16",
        label: "no legal space: draw a new Calixto card",
        before: [],
        after: [],
        outcome: "draw",
      },
    ]);
  });

  it("a single legal space is selected without reading the rows", () => {
    const b = standardBoard({ roles: { ...ALL_NP }, shortGame: false });
    const r = narrowByPriorities(b, "GOV", "RR", ["havana"]);
    expect(r.remaining).toEqual(["havana"]);
    expect(outcomes(r)).toEqual(["only-candidate:selected"]);
  });

  it("never returns a space outside the candidates, even one a row names", () => {
    const b = standardBoard({ roles: { ...ALL_NP }, shortGame: false });
    // Row 3 names Havana; Havana is not legal here, so the row is skipped.
    const r = narrowByPriorities(b, "GOV", "SWP", ["la-habana", "sierra-maestra"]);
    expect(r.remaining).not.toContain("havana");
    expect(r.steps[0]).toMatchObject({ row: "gov-3", outcome: "skipped-none" });
  });
});

describe("tables passed in, and bad input", () => {
  it("uses a corrected table when one is passed (player overlay)", () => {
    const b = c89("c5Transport");
    const candidates: SpaceId[] = ["las-villas", "oriente"];
    expect(narrowByPriorities(b, "GOV", "TRN", candidates).remaining).toEqual(["las-villas"]);
    const corrected: PriorityTable = {
      ...GOV_PRIORITIES,
      rows: GOV_PRIORITIES.rows.map((r) =>
        r.id === "gov-13"
          ? { ...r, filter: "most-own-guerrillas", provenance: { source: "player" } }
          : r,
      ),
    };
    // GOV has no Guerrillas: the corrected row 13 is skipped and the tie goes to random.
    const r = narrowByPriorities(b, "GOV", "TRN", candidates, undefined, corrected);
    expect(r.remaining).toEqual(candidates);
    expect(r.steps.at(-1)?.outcome).toBe("random");
  });

  it("rejects a column the Faction does not have, naming the field", () => {
    const b = standardBoard({ roles: { ...ALL_NP }, shortGame: false });
    const r = narrowByPriorities(b, "GOV", "KID" as ColumnId, ["havana"]);
    expect(r.remaining).toEqual([]);
    expect(r.errors?.[0].field).toBe("column");
  });

  it("drops unknown and repeated spaces, naming each unknown one", () => {
    const b = standardBoard({ roles: { ...ALL_NP }, shortGame: false });
    const r = narrowByPriorities(b, "GOV", "SWP", ["havana", "atlantis" as SpaceId, "havana"]);
    expect(r.remaining).toEqual(["havana"]);
    expect(r.errors).toEqual([
      { field: "candidates[1]", reason: '"atlantis" is not a space on the map' },
    ]);
  });
});

describe("the player's own reading of a row's dots (C8.5.6; data provenance: player)", () => {
  it("takes a dot away: C8.9 card 1's first Sweep destination is then read from rows 4 and 5", () => {
    const b = c89("start");
    const candidates = sweepDestinationsAt(b);
    const book = narrowByPriorities(b, "GOV", "SWP", candidates);
    expect(outcomes(book)).toEqual(["gov-3:selected"]);
    const own = narrowByPriorities(b, "GOV", "SWP", candidates, {
      conflicts: {},
      dots: { "gov-3": ["STAS", "GAR", "RR"] },
    });
    // Without row 3, every candidate has Underground Guerrillas (row 4) and row 5 keeps Havana.
    expect(outcomes(own)).toEqual(["gov-4:all-met", "gov-5:selected"]);
    expect(own.remaining).toEqual(["havana"]);
  });

  it("adds a dot, and the trace says the row was read with the player's dots", () => {
    const b = c89("start");
    const candidates = sweepDestinationsAt(b);
    const r = narrowByPriorities(b, "GOV", "SWP", candidates, {
      conflicts: {},
      dots: { "gov-1": ["STAS", "PC", "SWP"] },
    });
    expect(r.steps[0]).toMatchObject({ row: "gov-1", note: YOUR_DOTS });
  });
});
