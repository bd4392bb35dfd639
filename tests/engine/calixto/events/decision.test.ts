import { EVENT_PROGRAMS } from "@/data/cuba/calixto/event-programs";
import { standardBoard } from "@/data/cuba/scenarios";
import {
  correctEventCell,
  EVENT_TABLES,
  type EventDecision,
  effectiveQuestionId,
  eventDecision,
  isPersistentQuestion,
  tableQuestionId,
} from "@/lib/engine/cuba/calixto/events";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { ALL_NP, c89 } from "../c89-positions";

const fresh = (card: number, campaignCard = 1): GameBoard => {
  const b = standardBoard({ roles: ALL_NP, shortGame: false });
  b.currentCard = card;
  b.nextCard = 40;
  b.campaignCard = campaignCard;
  return b;
};

function decided(d: EventDecision) {
  if (d.kind !== "decided") throw new Error(JSON.stringify(d));
  return d;
}

describe("event decision (C8.5.5)", () => {
  it("M counts as Critical only in the first three cards of a Campaign", () => {
    // #4 S.I.M.: M for GOV; its shaded side is Momentum, effective early in a Campaign.
    const early = decided(eventDecision(fresh(4, 3), 4, "GOV", 1));
    expect(early.letter).toBe("C");
    expect(early.take).toBe(true);
    expect(early.side).toBe("shaded");
    expect(early.marker).toEqual({ momentum: 4 });
    const late = decided(eventDecision(fresh(4, 4), 4, "GOV", 1));
    expect(late.letter).toBe("-");
    expect(late.take).toBe(false);
    expect(decided(eventDecision(fresh(4, 4), 4, "GOV", 2)).take).toBe(false);
  });

  it("the card showing next is judged one card further into the Campaign", () => {
    const b = fresh(8, 3);
    b.nextCard = 4;
    expect(decided(eventDecision(b, 4, "GOV", 1)).letter).toBe("-");
    b.campaignCard = 2;
    expect(decided(eventDecision(b, 4, "GOV", 1)).letter).toBe("C");
  });

  it("1st Eligible takes only C; 2nd Eligible takes C or P (C8.9 card 1: #8 is P for DR)", () => {
    const b = c89("c1AfterGov");
    expect(decided(eventDecision(b, 8, "DR", 1)).take).toBe(false);
    const second = decided(eventDecision(b, 8, "DR", 2));
    expect(second.take).toBe(true);
    expect(second.side).toBe("unshaded");
    expect(second.columnHints).toEqual(["PG", "STN"]);
  });

  it("a P Event is not taken when it would not be effective", () => {
    // #8 unshaded for DR: every City at Neutral and no DR Guerrilla Available.
    const b = c89("c1AfterGov");
    for (const c of ["havana", "camaguey-city", "santiago-de-cuba"] as const)
      b.spaces[c].support = 0;
    b.spaces.matanzas.pieces.drU = 12;
    const d = decided(eventDecision(b, 8, "DR", 2));
    expect(d.take).toBe(false);
    expect(d.why.at(-1)).toMatch(/not effective/);
  });

  it("a C★ whose condition fails falls back as the Instructions say (#35 DR: –)", () => {
    const b = c89("c6Start");
    b.spaces.matanzas.pieces.drU = 10; // leaves 1 DR Guerrilla Available
    const d = decided(eventDecision(b, 35, "DR", 1));
    expect(d.letter).toBe("-");
    expect(d.take).toBe(false);
  });

  it("#44 DR falls back to P by the recommended reading, to – by the alternative (CONFLICT)", () => {
    const b = fresh(44);
    const rec = decided(eventDecision(b, 44, "DR", 2));
    expect(rec.letter).toBe("P");
    expect(rec.take).toBe(true); // grants a DR free Ambush
    expect(rec.grants).toEqual(["ambush"]);
    const alt = { conflicts: { "ei-44-fallback": "alternative" as const } };
    expect(decided(eventDecision(b, 44, "DR", 2, {}, undefined, alt)).letter).toBe("-");
  });

  it("'Only Critical if' without a fallback reads as – unless the alternative is chosen", () => {
    const b = fresh(10);
    b.spaces.matanzas.pieces.drU = 11; // 1 DR Guerrilla Available: the ★ condition fails
    expect(decided(eventDecision(b, 10, "DR", 2)).letter).toBe("-");
    const alt = { conflicts: { "ei-only-critical-fallback": "alternative" as const } };
    expect(decided(eventDecision(b, 10, "DR", 2, {}, undefined, alt)).letter).toBe("P");
  });

  it("'Only performed if' gates the Event whatever the letter (#17 GOV: only against a player 26J)", () => {
    const b = fresh(17);
    expect(decided(eventDecision(b, 17, "GOV", 2)).letter).toBe("-");
    b.roles["26J"] = "player";
    // A side with no program is judged by asking the player: #17 shaded without its program.
    const t = {
      ...EVENT_TABLES,
      programs: EVENT_PROGRAMS.filter((p) => !(p.card === 17 && p.side === "shaded")),
    };
    const ask = eventDecision(b, 17, "GOV", 2, {}, t);
    expect(ask.kind).toBe("need");
    if (ask.kind !== "need" || ask.request.kind !== "question")
      throw new Error("question expected");
    expect(ask.request.id).toBe(effectiveQuestionId(17, "GOV", "shaded", 0));
    expect(ask.request.text).toMatch(/adds Support/);
    expect(ask.request.options.map((o) => o.value)).toEqual(["yes", "no"]);
    expect(isPersistentQuestion(ask.request.id)).toBe(false);
    expect(decided(eventDecision(b, 17, "GOV", 2, { [ask.request.id]: "yes" }, t)).take).toBe(true);
    expect(decided(eventDecision(b, 17, "GOV", 2, { [ask.request.id]: "no" }, t)).take).toBe(false);
    const bad = eventDecision(b, 17, "GOV", 2, { [ask.request.id]: "maybe" }, t);
    expect(bad.kind === "error" && bad.errors[0].field).toBe(`answers.${ask.request.id}`);
  });

  it("an uncertain cell is asked once, with our reading offered first; the answer persists", () => {
    const b = fresh(4);
    const ask = eventDecision(b, 4, "DR", 1);
    if (ask.kind !== "need" || ask.request.kind !== "question")
      throw new Error("question expected");
    expect(ask.request.id).toBe(tableQuestionId(4, "DR"));
    expect(isPersistentQuestion(ask.request.id)).toBe(true);
    expect(ask.request.options[0]).toMatchObject({ value: "C" });
    expect(ask.request.options[0].label).toMatch(/our best reading/);
    expect(ask.request.options[0].label).toMatch(/Critical/);
    const bad = eventDecision(b, 4, "DR", 1, { [ask.request.id]: "X" });
    expect(bad.kind).toBe("error");
  });

  it("plays the side the Instructions name (#16 DR shaded; #29 26J by Base availability)", () => {
    const b = fresh(16);
    expect(decided(eventDecision(b, 16, "DR", 2)).side).toBe("shaded");
    const c = fresh(29);
    const q = tableQuestionId(29, "26J");
    expect(decided(eventDecision(c, 29, "26J", 1, { [q]: "C" })).side).toBe("unshaded");
    c.spaces.matanzas.pieces.m26Base = 3; // all four 26J Bases on the map
    expect(decided(eventDecision(c, 29, "26J", 1, { [q]: "C" })).side).toBe("shaded");
  });

  it("a Capability is not effective in the final Campaign (Morgan, DR)", () => {
    const b = c89("c3Start");
    expect(decided(eventDecision(b, 28, "DR", 1)).take).toBe(true);
    b.propagandaLeft = 1;
    expect(decided(eventDecision(b, 28, "DR", 1)).take).toBe(false);
  });

  it("GOV only counts Momentum early in a Campaign; #2 also needs the US Alliance Embargoed", () => {
    const b = fresh(2, 1);
    expect(decided(eventDecision(b, 2, "GOV", 1)).letter).toBe("-");
    b.usAlliance = "embargoed";
    const d = decided(eventDecision(b, 2, "GOV", 1));
    expect(d.take).toBe(true);
    expect(d.marker).toEqual({ momentum: 2 });
  });

  it("Event Instructions hints and columns come first (#38 SYN: relocate with the Casino column)", () => {
    const d = decided(eventDecision(c89("c7Start"), 38, "SYN", 1));
    expect(d.instructions[0].column).toBe("PCas");
    expect(d.columnHints[0]).toBe("PCas");
  });

  it("names the field of bad input", () => {
    const bad = eventDecision(fresh(8), 49, "GOV", 1);
    expect(bad.kind === "error" && bad.errors[0].field).toBe("card");
    const pos = eventDecision(fresh(8), 8, "GOV", 3 as 1);
    expect(pos.kind === "error" && pos.errors[0].field).toBe("position");
  });
});

describe("player corrections of the Event Cards table", () => {
  it("a corrected cell is used as read and never asked again", () => {
    const b = fresh(18);
    const t = correctEventCell(EVENT_TABLES, 18, "DR", "C");
    expect(t.eventTable[18].DR.provenance.source).toBe("player");
    const d = decided(eventDecision(b, 18, "DR", 1, {}, t));
    expect(d.take).toBe(true);
    expect(eventDecision(b, 18, "DR", 1).kind).toBe("need");
  });
});
