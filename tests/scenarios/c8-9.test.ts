/**
 * The rulebook's worked example (C8.9) replayed from docs/examples/c8-9.json, decision by
 * decision: one assertion per decision the book states (reference §4 items 1-60). The scenario
 * supplies only what the book supplies: the Event deck, the Calixto cards drawn, the dice and the
 * two random picks it reports. The three Events (General Strike, Defections, Meyer Lansky) are
 * carried out by the engine from their programs: the file has no hand-written Event edits.
 *
 * Two places where the book's narrative slips are not encoded (reference §4, §5 item 17):
 *  - card 6: the book calls Las Villas' 26July Guerrillas moveable; the keep rules hold both
 *    (K1 Control), so only Oriente answers card J's first box;
 *  - card 8: the book speaks of "ECs without Terror"; ECs take Sabotage, not Terror (3.3.4), so
 *    the Civic Action budget counts ECs without Sabotage.
 */
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { runScenarioFile } from "@/tests/fixtures/replay-scenario";

const { report } = runScenarioFile("c8-9");
const records = report.steps.flatMap((s) => s.records);

function turn(card: number, faction: Faction) {
  const r = records.find((x) => x.card === card && x.faction === faction);
  if (!r) throw new Error(`no turn for ${faction} on #${card}`);
  return r;
}
const of = <K extends TraceRecord["kind"]>(t: TraceRecord[], kind: K) =>
  t.filter((r) => r.kind === kind) as Extract<TraceRecord, { kind: K }>[];
const decidingRow = (t: TraceRecord[]) =>
  of(t, "eligibility").find((r) => r.decision !== undefined);
const rowsRead = (t: TraceRecord[]) => of(t, "eligibility").map((r) => `${r.row}:${r.result}`);
const draws = (t: TraceRecord[]) => of(t, "cardDrawn").map((r) => r.card);
const answers = (t: TraceRecord[]) => of(t, "box").map((r) => `${r.side}.${r.box}=${r.answer}`);
const outcomes = (t: TraceRecord[]) => of(t, "cardOutcome").map((r) => `${r.side}:${r.outcome}`);
const chosen = (t: TraceRecord[], column?: string) =>
  of(t, "selection")
    .filter((s) => !column || s.column === column)
    .map((s) => s.chosen);
const rolls = (t: TraceRecord[]) =>
  of(t, "activation").map((r) => `${r.roll}${r.continues ? "+" : "-"}`);
const texts = (r: { changes: { text: string }[] }) => r.changes.map((c) => c.text);
const rowsOf = (t: TraceRecord[], purpose: RegExp) =>
  of(t, "selection")
    .find((s) => purpose.test(s.purpose))
    ?.steps.map((x) => `${x.row}:${x.after.length}`);

describe("C8.9 worked example replays decision by decision", () => {
  it("runs to the end with every scripted input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  describe("Card 1: #8 General Strike", () => {
    const gov = turn(8, "GOV").trace;
    it("1. GOV 1st Eligible: row 1 (Underground DR in Havana) → Op + SA", () => {
      expect(decidingRow(gov)).toMatchObject({ row: "1st-1", result: "opSA" });
    });
    it("2. draws Y: Q1 false → DRAW", () => {
      expect(draws(gov)[0]).toBe("Y");
      expect(answers(gov)[0]).toBe("Y.q1=false");
      expect(outcomes(gov)[0]).toBe("Y:draw");
    });
    it("3. draws U: Q1 true, Q2 true → Sweep", () => {
      expect(draws(gov)).toEqual(["Y", "U"]);
      expect(answers(gov).slice(1)).toEqual(["U.q1=true", "U.q2=true"]);
      expect(outcomes(gov)[1]).toBe("U:operation");
    });
    it("4. Sweep destination 1 is Havana (SWP row 3), swept in place: both DR Activated", () => {
      expect(chosen(gov, "SWP")[0]).toBe("havana");
      expect(rowsOf(gov, /sweep/)?.[0]).toBe("gov-3:1");
      expect(texts(turn(8, "GOV"))).toContain("Activate 2 Underground DR Guerrillas in Havana");
    });
    it("5. AN roll 3 > 2: destination 2 is Sierra Maestra (rows 4, 5 skipped, 6)", () => {
      expect(rolls(gov)[0]).toBe("3+");
      const sel = of(gov, "selection").filter((s) => s.column === "SWP")[1];
      expect(sel.chosen).toBe("sierra-maestra");
      expect(sel.steps.map((s) => s.row)).toEqual(["gov-3", "gov-4", "gov-5", "gov-6"]);
      expect(sel.steps.find((s) => s.row === "gov-5")?.outcome).toBe("skipped-none");
    });
    it("6. origin Santiago keeps 1 Troop and 1 Police: 1 Troop moves; 1 26July Activated", () => {
      expect(texts(turn(8, "GOV"))).toEqual(
        expect.arrayContaining([
          "Move 1 Troop from Santiago de Cuba to Sierra Maestra",
          "Activate 1 Underground 26July Guerrilla in Sierra Maestra",
        ]),
      );
    });
    it("7. AN roll 1 ends the Sweep", () => {
      expect(rolls(gov)).toEqual(["3+", "1-"]);
    });
    it("8. SA Ⓐ Air Strike: Pinar del Río over La Habana, its Casino closed", () => {
      const sel = of(gov, "selection").find((s) => /airStrike/.test(s.purpose));
      expect(sel?.steps[0].before).toEqual(["pinar-del-rio", "la-habana"]);
      expect(sel?.chosen).toBe("pinar-del-rio");
      expect(texts(turn(8, "GOV"))).toContain("Close 1 open Casino in Pinar del Río");
    });
    it("9. DR 2nd Eligible: row 3 (Op + SA before, Event Performed and effective) → Event", () => {
      const dr = turn(8, "DR");
      expect(rowsRead(dr.trace)).toEqual(["2nd-1:no", "2nd-2:no", "2nd-3:event"]);
      expect(texts(dr)).toEqual(
        expect.arrayContaining([
          "Havana: Active Support → Passive Support",
          "Camagüey City: Passive Support → Neutral",
          "Place 1 Underground DR Guerrilla in Havana",
          "Place 1 Underground DR Guerrilla in Camagüey City",
          "Place 1 Underground DR Guerrilla in Santiago de Cuba",
        ]),
      );
      // The engine, not the player, made the changes: no placement outside the Cities.
      expect(texts(dr).filter((t) => /^Place/.test(t))).toHaveLength(3);
      expect(report.steps[0].records.length).toBe(2);
    });
  });

  describe("Card 2: #20 The Twelve", () => {
    const m26 = turn(20, "26J").trace;
    it("10. 26J 1st Eligible: rows 2-4 false → Op + SA", () => {
      expect(rowsRead(m26)).toEqual([
        "1st-1:not read",
        "1st-2:no",
        "1st-3:no",
        "1st-4:no",
        "1st-5:opSA",
      ]);
    });
    it("11. draws M: Q1 true, Q2 true without a roll (11 Available)", () => {
      expect(draws(m26)).toEqual(["M"]);
      expect(answers(m26)).toEqual(["M.q1=true", "M.q2=true"]);
      expect(of(m26, "box")[1].evidence.join(" ")).toMatch(/no roll/i);
    });
    it("12. Rally ②: 4 Guerrillas at Sierra Maestra", () => {
      expect(chosen(m26, "PG")[0]).toBe("sierra-maestra");
      expect(texts(turn(20, "26J"))).toContain(
        "Place 4 Underground 26July Guerrillas in Sierra Maestra",
      );
    });
    it("13. AN 3 → ③ Place Guerrillas: Oriente by fewest enemy forces after most Population", () => {
      const sel = of(m26, "selection").filter((s) => s.column === "PG")[1];
      expect(sel.chosen).toBe("oriente");
      expect(sel.steps.find((s) => s.row === "m26-5")?.after.sort()).toEqual([
        "las-villas",
        "oriente",
      ]);
      expect(sel.steps.at(-1)?.row).toBe("m26-10");
    });
    it("14. AN 4 → Las Villas", () => {
      expect(rolls(m26).slice(0, 2)).toEqual(["3+", "4+"]);
      expect(chosen(m26, "PG")[2]).toBe("las-villas");
    });
    it("15. AN 2 ends the Rally before ④", () => {
      expect(rolls(m26)).toEqual(["3+", "4+", "2-"]);
      expect(chosen(m26, "PG")).toHaveLength(3);
    });
    it("16. SA Infiltrate in Las Villas replaces a Troop", () => {
      const sel = of(m26, "selection").find((s) => /infiltrate/.test(s.purpose));
      expect(sel?.steps[0].before.sort()).toEqual([
        "las-villas",
        "santiago-de-cuba",
        "sierra-maestra",
      ]);
      expect(sel?.chosen).toBe("las-villas");
      expect(texts(turn(20, "26J"))).toEqual(
        expect.arrayContaining([
          "Remove 1 Troop from Las Villas to Available",
          "Place 1 Underground 26July Guerrilla in Las Villas",
        ]),
      );
    });
    it("17. SYN 2nd Eligible: rows 1-4 false → Limited Operation", () => {
      expect(rowsRead(turn(20, "SYN").trace)).toEqual([
        "2nd-1:no",
        "2nd-2:no",
        "2nd-3:no",
        "2nd-4:no",
        "2nd-5:limOp",
      ]);
    });
    it("18. draws N → Construct, no SA", () => {
      const syn = turn(20, "SYN").trace;
      expect(draws(syn)).toEqual(["N"]);
      expect(answers(syn)).toEqual(["N.q1=true", "N.q2=true"]);
      expect(of(syn, "specialActivity")).toHaveLength(0);
    });
    it("19. Place Casinos: Havana (row 7 most Support); SYN Resources 15 → 10", () => {
      const syn = turn(20, "SYN");
      expect(chosen(syn.trace, "PCas")).toEqual(["havana"]);
      expect(texts(syn)).toEqual(
        expect.arrayContaining(["Place 1 closed Casino in Havana", "Syndicate Resources 15 → 10"]),
      );
    });
  });

  describe("Card 3: #28 Morgan", () => {
    it("20. DR 1st Eligible: Critical → Event; Morgan in play", () => {
      const dr = turn(28, "DR");
      expect(decidingRow(dr.trace)).toMatchObject({ row: "1st-2", result: "event" });
      expect(texts(dr).join(" ")).toMatch(/Morgan/);
    });
    const gov = turn(28, "GOV").trace;
    it("21. GOV 2nd Eligible: DR took the Event → Op + SA", () => {
      expect(rowsRead(gov)).toEqual(["2nd-1:no", "2nd-2:opSA"]);
    });
    it("22. draws Z: both boxes true → SA first, then Assault", () => {
      expect(draws(gov)).toEqual(["Z"]);
      expect(answers(gov)).toEqual(["Z.q1=true", "Z.q2=true"]);
    });
    it("23. SA Ⓐ Air Strike closes La Habana's Casino (the only Vulnerable target)", () => {
      const sel = of(gov, "selection")[0];
      expect(sel.chosen).toBe("la-habana");
      expect(sel.steps[0].before).toEqual(["la-habana"]);
    });
    it("24. Assault ① in Havana: Casino closed, 2 Active DR removed", () => {
      expect(chosen(gov, "RR")[1]).toBe("havana");
      expect(texts(turn(28, "GOV"))).toEqual(
        expect.arrayContaining([
          "Close 1 open Casino in Havana",
          "Remove 1 Active DR Guerrilla from Havana to Available",
        ]),
      );
      expect(
        texts(turn(28, "GOV")).filter(
          (t) => t === "Remove 1 Active DR Guerrilla from Havana to Available",
        ),
      ).toHaveLength(2);
    });
    it("25. AN roll 3, but no other Assault space would have an effect", () => {
      expect(rolls(gov)).toEqual(["3+"]);
      expect(of(gov, "selection")).toHaveLength(2);
    });
  });

  describe("Card 4: #37 Herbert Matthews", () => {
    const syn = turn(37, "SYN").trace;
    it("26. SYN 1st Eligible → Op + SA", () => {
      expect(decidingRow(syn)).toMatchObject({ row: "1st-5", result: "opSA" });
    });
    it("27. draws R: Q1 true without a roll, Q2 false → flip to RR", () => {
      expect(draws(syn)).toEqual(["R"]);
      expect(answers(syn)).toEqual(["R.q1=true", "R.q2=false"]);
      expect(outcomes(syn)).toEqual(["R:flip", "RR:operation"]);
    });
    it("28. RR Rally: Havana, Pinar del Río, La Habana; AN 4, 5, 3; SYN Resources 7", () => {
      expect(chosen(syn, "PG")).toEqual(["havana", "pinar-del-rio", "la-habana"]);
      expect(rolls(syn)).toEqual(["4+", "5+", "3-"]);
      expect(texts(turn(37, "SYN"))).toContain("Syndicate Resources 8 → 7");
    });
    it("29. SA: Profit and Bribe skipped; Muscle to the west EC with 2 Troops from Las Villas", () => {
      expect(of(syn, "specialActivity").map((s) => `${s.letter}:${s.result}`)).toEqual([
        "A:skipped",
        "B:skipped",
        "C:done",
      ]);
      expect(chosen(syn, "MUS")).toEqual(["ec-west"]);
      expect(
        texts(turn(37, "SYN")).filter((t) => t === "Move 1 Troop from Las Villas to West EC"),
      ).toHaveLength(2);
    });
    const m26 = turn(37, "26J").trace;
    it("30. 26J 2nd Eligible → LimOp; G's 1d6 (5) exceeds 4 Available → flip to GG", () => {
      expect(decidingRow(m26)).toMatchObject({ row: "2nd-5", result: "limOp" });
      expect(answers(m26).slice(0, 2)).toEqual(["G.q1=true", "G.q2=false"]);
    });
    it("31. GG: 2+ moveable next to a space without 26J Control → March (no SA, no AN)", () => {
      expect(answers(m26)[2]).toBe("GG.q=true");
      expect(rolls(m26)).toEqual([]);
      expect(of(m26, "specialActivity")).toHaveLength(0);
    });
    it("32. March destination Oriente (most Population)", () => {
      expect(chosen(m26, "MD")).toEqual(["oriente"]);
    });
    it("33. 3 Underground Guerrillas move from Sierra Maestra to Oriente", () => {
      expect(texts(turn(37, "26J"))).toContain(
        "Move 3 Underground 26July Guerrillas from Sierra Maestra to Oriente",
      );
    });
  });

  describe("Card 5: #11 Batista Flees", () => {
    const gov = turn(11, "GOV").trace;
    it("34. GOV 1st Eligible: row 1 → Op + SA", () => {
      expect(decidingRow(gov)).toMatchObject({ row: "1st-1", result: "opSA" });
    });
    it("35. draws V: both boxes true → SA first", () => {
      expect(draws(gov)).toEqual(["V"]);
      expect(answers(gov)).toEqual(["V.q1=true", "V.q2=true"]);
    });
    it("36. Transport to Las Villas (TRN rows 7, 8, 12, 13): 3 Troops from Havana", () => {
      expect(rowsOf(gov, /transport/)).toEqual(["gov-7:7", "gov-8:7", "gov-12:2", "gov-13:1"]);
      expect(texts(turn(11, "GOV"))).toContain("Move 3 Troops from Havana to Las Villas");
    });
    it("37-38. Train: Havana, AN 4, Camagüey City: 2 Police and 2 Troops each", () => {
      expect(chosen(gov, "PC")).toEqual(["havana", "camaguey-city"]);
      expect(rolls(gov)).toEqual(["4+", "1-"]);
      expect(texts(turn(11, "GOV"))).toEqual(
        expect.arrayContaining([
          "Place 2 Police in Havana",
          "Place 2 Troops in Havana",
          "Place 2 Police in Camagüey City",
          "Place 2 Troops in Camagüey City",
        ]),
      );
    });
    it("39. AN 1: Place Base in Las Villas replacing 2 Troops; no Civic Action", () => {
      expect(chosen(gov, "PB")).toEqual(["las-villas"]);
      expect(texts(turn(11, "GOV"))).toContain("Place 1 Government Base in Las Villas");
      expect(of(gov, "selection").some((s) => s.column === "STAS")).toBe(false);
    });
    it("40. DR 2nd Eligible passes (1st on the Critical #35), gaining nothing", () => {
      const dr = turn(11, "DR");
      expect(decidingRow(dr.trace)).toMatchObject({ row: "2nd-1", result: "pass" });
      expect(texts(dr).some((t) => /Resources/.test(t))).toBe(false);
    });
  });

  describe("Card 6: #35 Defections", () => {
    it("41. DR 1st Eligible: Critical → Event; RR rows 2 and 5 pick Santiago; Police replaced", () => {
      const dr = turn(35, "DR");
      expect(decidingRow(dr.trace)).toMatchObject({ row: "1st-2", result: "event" });
      expect(rowsOf(dr.trace, /Defections/)).toEqual(["dr-2:3", "dr-4:3", "dr-5:1"]);
      expect(chosen(dr.trace, "RR")).toEqual(["santiago-de-cuba"]);
      expect(texts(dr)).toEqual(
        expect.arrayContaining([
          "Remove 1 Police from Santiago de Cuba to Available",
          "Place 1 Underground DR Guerrilla in Santiago de Cuba",
        ]),
      );
      expect(
        texts(dr).filter((t) => t === "Remove 1 Police from Santiago de Cuba to Available"),
      ).toHaveLength(2);
    });
    it("42. SYN 2nd Eligible passes (1st on the Critical #38) and gains 1 Resource", () => {
      const syn = turn(35, "SYN");
      expect(decidingRow(syn.trace)).toMatchObject({ row: "2nd-1", result: "pass" });
      expect(texts(syn)).toContain("Syndicate Resources 7 → 8");
    });
    const m26 = turn(35, "26J").trace;
    it("43. 26J becomes 2nd Eligible: the 1st took the Event → Op + SA", () => {
      expect(rowsRead(m26)).toEqual(["2nd-1:no", "2nd-2:opSA"]);
    });
    it("44. draws J: Q1 true (Oriente; Las Villas' Guerrillas are held by K1), Q2 true", () => {
      expect(draws(m26)).toEqual(["J"]);
      expect(answers(m26)).toEqual(["J.q1=true", "J.q2=true"]);
      const q1 = of(m26, "box")[0].evidence.join(" ");
      expect(q1).toMatch(/Oriente/);
      expect(q1).not.toMatch(/Las Villas/);
    });
    it("45. Kidnap in Santiago with Terror first: Activate, Terror marker, Passive Opposition", () => {
      expect(chosen(m26, "KID")).toEqual(["santiago-de-cuba"]);
      expect(texts(turn(35, "26J"))).toEqual(
        expect.arrayContaining([
          "Place 1 Terror marker in Santiago de Cuba",
          "Santiago de Cuba: Neutral → Passive Opposition",
        ]),
      );
    });
    it("46. AN passed → Terror in Las Villas (STAO rows 4, 5, 9)", () => {
      expect(rowsOf(m26, /terrorShift/)).toEqual(["m26-4:3", "m26-5:2", "m26-8:2", "m26-9:1"]);
      expect(chosen(m26, "STAO")).toEqual(["las-villas"]);
    });
    it("47. AN 2 ends the Terror", () => {
      expect(rolls(m26)).toEqual(["5+", "2-"]);
    });
  });

  describe("Card 7: #38 Meyer Lansky", () => {
    it("48. SYN 1st Eligible: Critical → Event; Casinos to Pinar del Río twice, then Havana twice", () => {
      const syn = turn(38, "SYN");
      expect(decidingRow(syn.trace)).toMatchObject({ row: "1st-2", result: "event" });
      expect(chosen(syn.trace, "PCas")).toEqual([
        "pinar-del-rio",
        "pinar-del-rio",
        "havana",
        "havana",
      ]);
      expect(report.final?.board.spaces["pinar-del-rio"].pieces.casinoOpen).toBe(2);
      expect(report.final?.board.spaces.havana.pieces.casinoOpen).toBe(2);
    });
    const gov = turn(38, "GOV").trace;
    it("49. GOV 2nd Eligible → Op + SA; draws U → Sweep", () => {
      expect(rowsRead(gov)).toEqual(["2nd-1:no", "2nd-2:opSA"]);
      expect(draws(gov)).toEqual(["U"]);
    });
    it("50. Havana in place (DR and SYN Activated); AN 4 → Pinar del Río: 2 Troops from the west EC, SYN Activated", () => {
      expect(chosen(gov, "SWP")).toEqual(["havana", "pinar-del-rio", "sierra-maestra"]);
      expect(texts(turn(38, "GOV"))).toEqual(
        expect.arrayContaining([
          "Activate 1 Underground DR Guerrilla in Havana",
          "Move 2 Troops from West EC to Pinar del Río",
          "Activate 1 Underground Syndicate Guerrilla in Pinar del Río",
        ]),
      );
    });
    it("51. AN 5 → Sierra Maestra: the Troop from Santiago, 2 26July Activated", () => {
      expect(texts(turn(38, "GOV"))).toEqual(
        expect.arrayContaining([
          "Move 1 Troop from Santiago de Cuba to Sierra Maestra",
          "Activate 2 Underground 26July Guerrillas in Sierra Maestra",
        ]),
      );
    });
    it("52. AN 1 ends; Air Strike in Pinar del Río removes the Active SYN Guerrilla", () => {
      expect(rolls(gov)).toEqual(["4+", "5+", "1-"]);
      expect(texts(turn(38, "GOV"))).toContain(
        "Remove 1 Active Syndicate Guerrilla from Pinar del Río to Available",
      );
    });
  });

  describe("Card 8: Propaganda", () => {
    const prop = records.find((r) => r.kind === "propaganda");
    const b = report.final?.board;
    it("53. no Faction wins", () => {
      expect(prop?.trace.some((t) => t.kind === "note" && /no victory/.test(t.text))).toBe(true);
      expect(report.final?.winner).toBeNull();
    });
    it("54. SYN earns 8 and pays 2 Skim: Resources 14", () => {
      expect(b?.resources.SYN).toBe(14);
    });
    it("55. Total Support ≤ 18: US Alliance Reluctant, Aid 5", () => {
      expect(b?.usAlliance).toBe("reluctant");
      expect(b?.aid).toBe(5);
    });
    it("56. Civic Action: Havana and Camagüey City to Active Support", () => {
      expect(b?.spaces.havana.support).toBe(2);
      expect(b?.spaces["camaguey-city"].support).toBe(2);
    });
    it("57. Agitation: Oriente to Active Opposition", () => {
      expect(b?.spaces.oriente.support).toBe(-2);
    });
    it("58. Expat Backing: a DR Base in Santiago de Cuba replacing 2 DR Guerrillas", () => {
      expect(b?.spaces["santiago-de-cuba"].pieces.drBase).toBe(1);
      expect(b?.spaces["santiago-de-cuba"].pieces.drU).toBe(1);
    });
    it("59. Redeploy: 2 Troops each from Pinar del Río and Sierra Maestra to Havana and Camagüey City", () => {
      expect(
        texts(prop as { changes: { text: string }[] })
          .filter((t) => /^Move 1 Troop/.test(t))
          .sort(),
      ).toEqual([
        "Move 1 Troop from Pinar del Río to Camagüey City",
        "Move 1 Troop from Pinar del Río to Camagüey City",
        "Move 1 Troop from Sierra Maestra to Havana",
        "Move 1 Troop from Sierra Maestra to Havana",
      ]);
      expect(b?.spaces["pinar-del-rio"].pieces.troop).toBe(0);
      expect(b?.spaces["sierra-maestra"].pieces.troop).toBe(0);
    });
    it("60. Reset, and the Calixto deck is shuffled", () => {
      expect(texts(prop as { changes: { text: string }[] })).toContain("Shuffle the Calixto deck");
      expect(
        Object.values(b?.spaces ?? {}).every(
          (s) => s.terror === 0 && s.pieces.m26A + s.pieces.drA + s.pieces.synA === 0,
        ),
      ).toBe(true);
    });
  });
});
