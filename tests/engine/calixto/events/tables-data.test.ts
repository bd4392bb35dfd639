import { CAPABILITY_INSTRUCTIONS } from "@/data/cuba/calixto/capability-instructions";
import { EFFECTIVE_EVENTS } from "@/data/cuba/calixto/effective-events";
import { FIRST_ELIGIBLE_ROWS, SECOND_ELIGIBLE_ROWS } from "@/data/cuba/calixto/eligibility";
import { EVENT_EFFECTS } from "@/data/cuba/calixto/event-effects";
import { EVENT_INSTRUCTIONS } from "@/data/cuba/calixto/event-instructions";
import { EVENT_TABLE } from "@/data/cuba/calixto/event-table";
import { EVENT_CARDS } from "@/data/cuba/events";
import { FACTIONS } from "@/lib/engine/cuba/types";

/** Self-checks of the Event and Eligibility tables against each other and the card list. */
describe("NP Event and Eligibility tables (data)", () => {
  it("has a cell for each of the 48 Event cards and 4 Factions, each with provenance", () => {
    expect(Object.keys(EVENT_TABLE).map(Number)).toEqual(EVENT_CARDS.map((c) => c.id));
    for (const row of Object.values(EVENT_TABLE))
      for (const f of FACTIONS) expect(row[f].provenance.ref).toMatch(/ref 3\.5/);
  });

  it("keeps the eleven cells the worked example confirms (C8.9)", () => {
    const confirmed = Object.entries(EVENT_TABLE).flatMap(([card, row]) =>
      FACTIONS.filter((f) => row[f].status === "confirmed").map(
        (f) => `${card} ${f} ${row[f].letter}`,
      ),
    );
    expect(confirmed.sort()).toEqual(
      ["8 DR P", "20 SYN -", "28 SYN -", "28 DR C", "35 DR C", "37 26J -", "38 SYN C"].sort(),
    );
    expect(EVENT_TABLE[11].DR.letter).toBe("-");
    expect(EVENT_TABLE[37].GOV.letter).not.toBe("C");
    expect(EVENT_TABLE[20]["26J"].letter).not.toBe("C");
  });

  it("marks the reference's unreadable and uncertain cells to be asked", () => {
    const asked = Object.entries(EVENT_TABLE).flatMap(([card, row]) =>
      FACTIONS.filter((f) => row[f].status === "unknown" || row[f].status === "uncertain").map(
        (f) => `${card} ${f}`,
      ),
    );
    expect(asked.sort()).toEqual(
      [
        "1 GOV",
        "1 26J",
        "4 DR",
        "15 GOV",
        "15 DR",
        "18 DR",
        "19 GOV",
        "25 26J",
        "27 GOV",
        "29 GOV",
        "29 26J",
        "31 26J",
        "35 SYN",
        "36 SYN",
        "39 26J",
        "44 GOV",
        "44 SYN",
      ].sort(),
    );
  });

  it("has an Event Instructions entry exactly where a cell carries ★", () => {
    const starred = Object.entries(EVENT_TABLE).flatMap(([card, row]) =>
      FACTIONS.filter((f) => row[f].star).map((f) => `${card} ${f}`),
    );
    const entries = EVENT_INSTRUCTIONS.map((e) => `${e.card} ${e.faction}`);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.sort()).toEqual(starred.sort());
  });

  it("puts M only on Government Momentum cards", () => {
    for (const [card, row] of Object.entries(EVENT_TABLE))
      for (const f of FACTIONS)
        if (row[f].letter === "M") {
          expect(f).toBe("GOV");
          expect(EVENT_CARDS.find((c) => c.id === Number(card))?.momentum).toBe(true);
        }
  });

  it("describes lasting Events on the side the card list says", () => {
    for (const c of EVENT_CARDS) {
      if (c.capability) {
        const e = EVENT_EFFECTS.find((x) => x.card === c.id && x.side === c.capability?.side);
        expect(e?.effects.some((x) => x.kind === "capability")).toBe(true);
      }
      if (c.momentum) {
        const e = EVENT_EFFECTS.find((x) => x.card === c.id && x.side === "shaded");
        expect(e?.effects.some((x) => x.kind === "momentum")).toBe(true);
      }
      if (c.single)
        expect(EVENT_EFFECTS.some((x) => x.card === c.id && x.side === "shaded")).toBe(false);
    }
  });

  it("lists the Effective Events for each Faction, with the red conditions of the sheet", () => {
    expect(EFFECTIVE_EVENTS.GOV.find((e) => e.id === "momentum")?.onlyIf).toBe(
      "firstThreeCardsOfCampaign",
    );
    for (const f of ["SYN", "DR", "26J"] as const)
      expect(EFFECTIVE_EVENTS[f].find((e) => e.id === "capability")?.onlyIf).toBe(
        "notFinalCampaign",
      );
    expect(EFFECTIVE_EVENTS.DR.find((e) => e.id === "reduceAid")?.onlyIf).toBe("govIsPlayer");
  });

  it("reads the Eligibility rows in the order of the sheet, ending with an 'otherwise' row", () => {
    expect(FIRST_ELIGIBLE_ROWS.map((r) => r.result)).toEqual([
      "opSA",
      "event",
      "opOnly",
      "pass",
      "opSA",
    ]);
    expect(SECOND_ELIGIBLE_ROWS.map((r) => r.result)).toEqual([
      "pass",
      "opSA",
      "event",
      "pass",
      "limOp",
    ]);
    expect(FIRST_ELIGIBLE_ROWS[0].onlyFor).toBe("GOV");
  });

  it("names the eight Additional Capability & Momentum Instructions on lasting cards", () => {
    expect(CAPABILITY_INSTRUCTIONS).toHaveLength(8);
    for (const c of CAPABILITY_INSTRUCTIONS) {
      const card = EVENT_CARDS.find((x) => x.id === c.card);
      if (c.lasting.kind === "momentum") expect(card?.momentum).toBe(true);
      else expect(card?.capability?.side).toBe(c.lasting.side);
    }
  });
});
