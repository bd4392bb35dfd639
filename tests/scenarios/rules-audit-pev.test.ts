/**
 * Run-the-rule audit of the PLAYER's own Events (5.1): each docs/examples/rules/audit-pev-*.json
 * has a player Faction play one Event side and answer every choice the card text leaves open.
 * The expected results come from the card text (playbook, "Event Text and Background") and rules
 * 5.1-5.5, not from what the engine prints. Each side also has at least one answer the text
 * forbids: it must not be among the choices, and nothing is applied (5.1).
 */
import { type RawScenario, replayExample } from "./replay-example";

const replay = (name: string, patch?: (s: RawScenario) => void) =>
  replayExample(`docs/examples/rules/audit-pev-${name}.json`, patch);

/** The same board with other answers (a list, in the order the Event asks). */
const withAnswers = (name: string, answers: string[]) =>
  replay(name, (s) => {
    s.steps[0].answers = answers;
  });

/** An answer the text forbids: refused by name as not among the choices, nothing applied. */
function expectRefused(name: string, answers: string[], index: number) {
  const { report, refused } = withAnswers(name, answers);
  expect(report.ok).toBe(false);
  expect(refused).toContainEqual({
    field: `steps[0].answers[${index}]`,
    reason: expect.stringContaining(`"${answers[index]}" is not one of the choices`),
  });
  expect(report.steps[0].records).toEqual([]);
}

describe("#4 S.I.M. unshaded: remove Support from a space with no Police", () => {
  it("the Passive Support City named goes to Neutral; the others keep theirs", () => {
    const { report, final } = replay("04-u");
    expect(report.ok).toBe(true);
    expect(final.spaces["camaguey-city"].support).toBe(0);
    expect(final.spaces.matanzas.support).toBe(2);
    expect(final.spaces.havana.support).toBe(1);
    expect(final.cardActions).toEqual([{ faction: "DR", action: "event", side: "unshaded" }]);
  });
  it("a space with Police is not offered", () => expectRefused("04-u", ["havana"], 0));
});

describe("#5 Rolando Masferrer unshaded: a Province with Troops and 1 adjacent Province to Passive Opposition", () => {
  it("both Provinces go to Passive Opposition", () => {
    const { report, final } = replay("05-u");
    expect(report.ok).toBe(true);
    expect(final.spaces["las-villas"].support).toBe(-1);
    expect(final.spaces.matanzas.support).toBe(-1);
    expect(final.spaces["camaguey-province"].support).toBe(0);
  });
  it("the pair may be named in either order: Matanzas first, then Las Villas (with Troops) follows", () => {
    const { report, final } = withAnswers("05-u", ["matanzas"]);
    expect(report.ok).toBe(true);
    expect(final.spaces["las-villas"].support).toBe(-1);
    expect(final.spaces.matanzas.support).toBe(-1);
  });
  it("a Province neither with Troops nor next to them is not offered", () =>
    expectRefused("05-u", ["pinar-del-rio"], 0));
  it("a Province not adjacent is not offered second", () =>
    expectRefused("05-u", ["las-villas", "oriente"], 1));
  it("an adjacent EC is not a Province", () =>
    expectRefused("05-u", ["las-villas", "ec-central"], 1));
});

describe("#10 MAP unshaded: replace a cube with any 2 Guerrillas", () => {
  it("the Troop goes, 1 26July and 1 Directorio Guerrilla come Underground", () => {
    const { report, at } = replay("10-u");
    expect(report.ok).toBe(true);
    expect(at("oriente", "troop")).toBe(0);
    expect(at("oriente", "m26U")).toBe(1);
    expect(at("oriente", "drU")).toBe(1);
    expect(at("havana", "police")).toBe(1);
  });
  it("a space without a cube is not offered", () => expectRefused("10-u", ["sierra-maestra"], 0));
  it("an Active Guerrilla is not offered: placed pieces are Underground (1.4.3)", () =>
    expectRefused("10-u", ["oriente", "m26A"], 1));
});

describe("#16 Larrazábal unshaded: a 26July Base where there is a 26July piece", () => {
  it("the Base goes to the space named", () => {
    const { report, at } = replay("16-u");
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26Base")).toBe(1);
    expect(at("camaguey-province", "m26Base")).toBe(0);
  });
  it("a space holding 2 Bases is not offered (stacking, 1.4.2)", () =>
    expectRefused("16-u", ["las-villas"], 0));
  it("an EC is not offered (no Bases there, 1.4.2)", () => expectRefused("16-u", ["ec-east"], 0));
  it("a space without a 26July piece is not offered", () => expectRefused("16-u", ["matanzas"], 0));
});

describe("#21 Fangio unshaded: a City 1 level toward Active Opposition, 2 if a 26July piece is there", () => {
  it("2 levels where a 26July piece is", () => {
    const { report, final } = replay("21-u");
    expect(report.ok).toBe(true);
    expect(final.spaces.havana.support).toBe(-2);
    expect(final.spaces["camaguey-city"].support).toBe(1);
  });
  it("1 level where none is", () => {
    const { report, final } = replay("21-u-no-piece");
    expect(report.ok).toBe(true);
    expect(final.spaces["camaguey-city"].support).toBe(0);
    expect(final.spaces.havana.support).toBe(0);
  });
  it("a Province is not offered", () => expectRefused("21-u", ["matanzas"], 0));
});

describe("#21 Fangio shaded: in 2 spaces with Casinos, open a closed Casino or place 1 Cash with a Guerrilla or cube", () => {
  it("opens the Havana Casino and places Cash with the Syndicate Guerrilla in Las Villas", () => {
    const { report, final, at } = replay("21-s");
    expect(report.ok).toBe(true);
    expect(at("havana", "casinoOpen")).toBe(1);
    expect(at("havana", "casinoClosed")).toBe(0);
    expect(final.spaces.havana.cash).toEqual([]);
    expect(final.spaces["las-villas"].cash).toEqual(["synU"]);
  });
  it("a space without a Casino is not offered", () => expectRefused("21-s", ["matanzas"], 0));
  it("an open Casino space with only a Police is offered: Cash goes with any Guerrilla or cube", () => {
    const { report, final, at } = replay("21-s-police-cash");
    expect(report.ok).toBe(true);
    expect(final.spaces["camaguey-city"].cash).toEqual(["police"]);
    expect(at("havana", "casinoOpen")).toBe(1);
    expect(final.spaces["las-villas"].cash).toEqual([]);
  });
});

describe("#23 Radio Rebelde unshaded: 2 Provinces each 1 level toward Active Opposition", () => {
  it("each Province named shifts 1 level", () => {
    const { report, final } = replay("23-u");
    expect(report.ok).toBe(true);
    expect(final.spaces.matanzas.support).toBe(-1);
    expect(final.spaces.oriente.support).toBe(0);
  });
  it("a City is not offered", () => expectRefused("23-u", ["havana"], 0));
  it("the same Province is not offered twice", () =>
    expectRefused("23-u", ["matanzas", "matanzas"], 1));
});

describe("#23 Radio Rebelde shaded: remove a 26July Base from a Province", () => {
  it("the Base of the Province named goes", () => {
    const { report, at } = replay("23-s");
    expect(report.ok).toBe(true);
    expect(at("sierra-maestra", "m26Base")).toBe(0);
    expect(at("oriente", "m26Base")).toBe(1);
    expect(at("havana", "m26Base")).toBe(1);
  });
  it("a City is not offered", () => expectRefused("23-s", ["havana"], 0));
});

describe("#24 Vilma Espín unshaded: Sierra Maestra or an adjacent space to Active Opposition", () => {
  it("Santiago de Cuba goes from Active Support to Active Opposition", () => {
    const { report, final } = replay("24-u");
    expect(report.ok).toBe(true);
    expect(final.spaces["santiago-de-cuba"].support).toBe(-2);
  });
  it("a space not adjacent is not offered", () => expectRefused("24-u", ["havana"], 0));
  it("an EC is not offered: it holds no Support or Opposition (1.6)", () =>
    expectRefused("24-u", ["ec-east"], 0));
});

describe("#24 Vilma Espín shaded: all 26July pieces from a City other than Havana", () => {
  it("every 26July piece in the City named goes, with no other question", () => {
    const { report, at } = replay("24-s");
    expect(report.ok).toBe(true);
    expect(at("santiago-de-cuba", "m26U")).toBe(0);
    expect(at("santiago-de-cuba", "m26A")).toBe(0);
    expect(at("santiago-de-cuba", "m26Base")).toBe(0);
    expect(at("havana", "m26U")).toBe(2);
    expect(at("camaguey-city", "m26U")).toBe(1);
  });
  it("Havana is not offered", () => expectRefused("24-s", ["havana"], 0));
});

describe("#28 Morgan shaded: a space with a Directorio Guerrilla to Active Support", () => {
  it("Matanzas goes from Active Opposition to Active Support", () => {
    const { report, final } = replay("28-s");
    expect(report.ok).toBe(true);
    expect(final.spaces.matanzas.support).toBe(2);
    expect(final.spaces.havana.support).toBe(0);
  });
  it("a space with a Directorio Base but no Guerrilla is not offered", () =>
    expectRefused("28-s", ["las-villas"], 0));
});

describe("#31 Escopeteros unshaded: any non-Casino Base and any 1 Guerrilla into a Mountain", () => {
  it("a 26July Base and a Directorio Guerrilla go to Sierra Maestra", () => {
    const { report, at } = replay("31-u");
    expect(report.ok).toBe(true);
    expect(at("sierra-maestra", "m26Base")).toBe(1);
    expect(at("sierra-maestra", "drU")).toBe(1);
  });
  it("a Province that is not a Mountain is not offered", () =>
    expectRefused("31-u", ["oriente"], 0));
  it("a Casino is not offered as the Base", () =>
    expectRefused("31-u", ["sierra-maestra", "casinoOpen"], 1));
});

describe("#33 Carlos Prío shaded: a DR Base in a space without Government Control, set to Neutral", () => {
  it("Matanzas gets the Base and goes to Neutral", () => {
    const { report, final, at } = replay("33-s");
    expect(report.ok).toBe(true);
    expect(at("matanzas", "drBase")).toBe(1);
    expect(final.spaces.matanzas.support).toBe(0);
    expect(final.spaces.havana.support).toBe(2);
  });
  it("a Government-Controlled space is not offered", () => expectRefused("33-s", ["havana"], 0));
});

describe("#35 Defections: where own and enemy pieces are, 2 enemy Guerrillas or cubes become own", () => {
  it("the 2 Troops in Las Villas become 2 Underground Directorio Guerrillas", () => {
    const { report, at } = replay("35");
    expect(report.ok).toBe(true);
    expect(at("las-villas", "troop")).toBe(0);
    expect(at("las-villas", "drU")).toBe(3);
    expect(at("camaguey-province", "police")).toBe(1);
  });
  it("a space without a Directorio piece is not offered", () =>
    expectRefused("35", ["matanzas"], 0));
});

describe("#36 Eloy Gutiérrez Menoyo unshaded: a non-DR non-Casino piece within 1 space of Las Villas to 2 DR Guerrillas", () => {
  it("the Matanzas Troop becomes 2 Underground Directorio Guerrillas", () => {
    const { report, at } = replay("36-u");
    expect(report.ok).toBe(true);
    expect(at("matanzas", "troop")).toBe(0);
    expect(at("matanzas", "drU")).toBe(2);
    expect(at("las-villas", "casinoOpen")).toBe(1);
  });
  it("a space 2 or more spaces from Las Villas is not offered", () =>
    expectRefused("36-u", ["havana"], 0));
  it("a space with only a Casino is not offered", () => expectRefused("36-u", ["las-villas"], 0));
});

describe("#42 Llano shaded: a City's Opposition removed and an open Casino placed", () => {
  it("Camagüey City goes to Neutral and gets an open Casino", () => {
    const { report, final, at } = replay("42-s");
    expect(report.ok).toBe(true);
    expect(final.spaces["camaguey-city"].support).toBe(0);
    expect(at("camaguey-city", "casinoOpen")).toBe(1);
    expect(final.spaces.havana.support).toBe(-2);
  });
  it("a Province is not offered", () => expectRefused("42-s", ["matanzas"], 0));
});

describe("#44 Rebel Air Force shaded: a die roll of 26July or DR Resources to the Syndicate", () => {
  it("a player 26July with 2 gives only its 2 though the die is 5 (1.8)", () => {
    const { report, final } = replay("44-s");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(0);
    expect(final.resources.SYN).toBe(12);
    expect(final.resources.DR).toBe(10);
  });
  it("the Government is not offered", () => expectRefused("44-s", ["GOV"], 0));
});

describe("#8 General Strike unshaded: each City 1 level toward Neutral and any 1 Guerrilla placed", () => {
  it("every City shifts toward Neutral and gets the Guerrilla the player picks, Underground", () => {
    const { report, final, at } = replay("08-u");
    expect(report.ok).toBe(true);
    expect(final.spaces.havana.support).toBe(1);
    expect(final.spaces["santiago-de-cuba"].support).toBe(-1);
    expect(final.spaces["camaguey-city"].support).toBe(0);
    expect(at("havana", "drU")).toBe(1);
    expect(at("camaguey-city", "synU")).toBe(1);
    expect(at("santiago-de-cuba", "m26U")).toBe(1);
  });
  it("a Base is not offered: the text places a Guerrilla", () =>
    expectRefused("08-u", ["m26Base"], 0));
});

describe("#8 General Strike shaded: a City to Active Support, its Guerrillas Active, any 1 closed Casino opened", () => {
  it("Havana to Active Support with all 3 Guerrillas Active; the Las Villas Casino opens", () => {
    const { report, final, at } = replay("08-s");
    expect(report.ok).toBe(true);
    expect(final.spaces.havana.support).toBe(2);
    expect(at("havana", "m26A")).toBe(2);
    expect(at("havana", "drA")).toBe(1);
    expect(at("havana", "m26U") + at("havana", "drU")).toBe(0);
    expect(at("las-villas", "casinoOpen")).toBe(1);
    expect(at("camaguey-city", "casinoClosed")).toBe(1);
  });
  it("a Province is not offered as the City", () => expectRefused("08-s", ["matanzas"], 0));
});

describe("#12 BRAC unshaded: remove any 2 Guerrillas", () => {
  it("the 2 Guerrillas named go; the Base and the third Guerrilla stay", () => {
    const { report, at } = replay("12-u");
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26U")).toBe(0);
    expect(at("oriente", "m26Base")).toBe(1);
    expect(at("las-villas", "synU")).toBe(0);
    expect(at("havana", "drA")).toBe(1);
  });
  it("a space with no Guerrilla is not offered", () => expectRefused("12-u", ["camaguey-city"], 0));
});

describe("#15 Come Comrades! unshaded: 3 26July Guerrillas anywhere", () => {
  it("only the 2 Available are placed (5.1.1)", () => {
    const { report, at } = replay("15-u");
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26U")).toBe(1);
    expect(at("matanzas", "m26U")).toBe(1);
    expect(at("sierra-maestra", "m26U")).toBe(13);
  });
  it("no third space is asked for: none is left to place", () => {
    const { report } = withAnswers("15-u", ["oriente", "matanzas", "havana"]);
    expect(report.ok).toBe(false);
    expect(report.steps[0].refused?.[0].field).toBe("steps[0].answers");
  });
});

describe("#27 Echeverría unshaded: 2 DR Guerrillas anywhere, Havana to Neutral, DR Eligible", () => {
  it("places both where named and sets Havana Neutral; the Directorio stays Eligible", () => {
    const { report, final, at } = replay("27-u");
    expect(report.ok).toBe(true);
    expect(at("havana", "drU")).toBe(1);
    expect(at("las-villas", "drU")).toBe(1);
    expect(final.spaces.havana.support).toBe(0);
    expect(final.eligibility.DR).toBe("eligible");
    expect(JSON.stringify(report.steps[0].records[0].trace)).toContain("DR Eligible");
  });
});

describe("#29 Fauré Chomón shaded: remove a DR piece or replace it with its 26July counterpart", () => {
  it("the Las Villas DR Base becomes a 26July Base", () => {
    const { report, at } = replay("29-s");
    expect(report.ok).toBe(true);
    expect(at("las-villas", "drBase")).toBe(0);
    expect(at("las-villas", "m26Base")).toBe(1);
    expect(at("havana", "drU")).toBe(1);
  });
  it("a space with only 26July pieces is not offered", () =>
    expectRefused("29-s", ["0", "oriente"], 1));
});

describe("#34 US Speaking Tour unshaded: an Insurgent Faction adds a die roll, each other +2", () => {
  it("the Directorio +4 (the die), 26July and the Syndicate +2, the Government nothing", () => {
    const { report, final } = replay("34-u");
    expect(report.ok).toBe(true);
    expect(final.resources.DR).toBe(9);
    expect(final.resources["26J"]).toBe(7);
    expect(final.resources.SYN).toBe(7);
    expect(final.resources.GOV).toBe(5);
  });
  it("the Government is not offered: it is no Insurgent Faction (1.0)", () =>
    expectRefused("34-u", ["GOV"], 0));
});

describe("#41 Fat Butcher unshaded: close 1 Casino or Aid -8", () => {
  it("the player closes the Havana Casino; Aid stays", () => {
    const { report, final, at } = replay("41-u");
    expect(report.ok).toBe(true);
    expect(at("havana", "casinoClosed")).toBe(1);
    expect(at("camaguey-city", "casinoOpen")).toBe(1);
    expect(final.aid).toBe(10);
  });
  it("with no open Casino, closing is not offered (5.1.3): Aid -8 with no question", () => {
    const { report, final, at } = replay("41-u-no-casino");
    expect(report.ok).toBe(true);
    expect(final.aid).toBe(2);
    expect(at("havana", "casinoClosed")).toBe(1);
  });
  it("with no open Casino, an answer choosing to close is refused: nothing is asked", () => {
    const { report, refused } = withAnswers("41-u-no-casino", ["0"]);
    expect(report.ok).toBe(false);
    expect(refused).toContainEqual({
      field: "steps[0].answers",
      reason: expect.stringContaining("left over"),
    });
    expect(report.steps[0].records).toEqual([]);
  });
});

describe("#7 Election shaded: a City to Neutral, Aid +10", () => {
  it("Havana to Neutral; Aid stops at 49 (1.8, 5.1.1)", () => {
    const { report, final } = replay("07-s");
    expect(report.ok).toBe(true);
    expect(final.spaces.havana.support).toBe(0);
    expect(final.spaces["santiago-de-cuba"].support).toBe(-1);
    expect(final.aid).toBe(49);
  });
  it("a Province is not offered", () => expectRefused("07-s", ["matanzas"], 0));
});

describe("#20 The Twelve shaded: half, rounded up, of any Guerrillas from the space with the most", () => {
  it("2 of the 3 in Las Villas go, the player picking which; Oriente's stay", () => {
    const { report, at } = replay("20-s");
    expect(report.ok).toBe(true);
    expect(at("las-villas", "m26U")).toBe(0);
    expect(at("las-villas", "drU")).toBe(1);
    expect(at("oriente", "m26U")).toBe(2);
  });
  it("a Guerrilla kind not there is not offered", () => expectRefused("20-s", ["synU"], 0));
});

describe("#26 Rodríguez Loeches shaded: remove 1 DR Guerrilla, DR Resources -5", () => {
  it("the Guerrilla named goes; a player Directorio with 3 goes to 0 (1.8)", () => {
    const { report, final, at } = replay("26-s");
    expect(report.ok).toBe(true);
    expect(at("las-villas", "drA")).toBe(0);
    expect(at("havana", "drU")).toBe(1);
    expect(final.resources.DR).toBe(0);
  });
  it("a space without a DR Guerrilla is not offered", () => expectRefused("26-s", ["matanzas"], 0));
});

describe("#35 Defections: 2 of one enemy's Guerrillas or cubes", () => {
  it("with 1 Troop and 1 26July Guerrilla, the Troop picked is replaced alone", () => {
    const { report, at } = replay("35-one-of-each");
    expect(report.ok).toBe(true);
    expect(at("las-villas", "troop")).toBe(0);
    expect(at("las-villas", "m26U")).toBe(1);
    expect(at("las-villas", "drU")).toBe(2);
  });
});

describe("#36 Eloy Gutiérrez Menoyo shaded: a DR Guerrilla replaced with a non-DR Guerrilla", () => {
  it("the Active DR Guerrilla becomes an Underground Syndicate one; the DR Base stays", () => {
    const { report, at } = replay("36-s");
    expect(report.ok).toBe(true);
    expect(at("las-villas", "drA")).toBe(0);
    expect(at("las-villas", "synU")).toBe(1);
    expect(at("las-villas", "drBase")).toBe(1);
  });
  it("a DR Guerrilla is not offered as the replacement", () => expectRefused("36-s", ["drU"], 0));
});

describe("#47 Pact of Miami unshaded: remove 2 Guerrillas, Government Ineligible through next card", () => {
  it("the 2 named go; the Government is marked Ineligible for the next card", () => {
    const { report, at } = replay("47-u");
    expect(report.ok).toBe(true);
    expect(at("havana", "drU")).toBe(0);
    expect(at("matanzas", "synU")).toBe(0);
    expect(at("las-villas", "drU")).toBe(1);
    expect(JSON.stringify(report.steps[0].records[0].trace)).toContain(
      "Government Ineligible through next card",
    );
  });
  it("a space without a Guerrilla is not offered", () => expectRefused("47-u", ["oriente"], 0));
});

describe("#38 Meyer Lansky shaded: the Syndicate relocates any Casinos within stacking; all Casinos open", () => {
  it("the Matanzas Casino goes to Santiago de Cuba; every Casino ends open", () => {
    const { report, at } = replay("38-s");
    expect(report.ok).toBe(true);
    expect(at("matanzas", "casinoClosed") + at("matanzas", "casinoOpen")).toBe(0);
    expect(at("santiago-de-cuba", "casinoOpen")).toBe(1);
    expect(at("havana", "casinoOpen")).toBe(1);
    expect(at("camaguey-city", "casinoOpen")).toBe(2);
    expect(at("camaguey-city", "casinoClosed")).toBe(0);
  });
  it("a third Casino in one City is not offered (1.4.2)", () =>
    expectRefused("38-s", ["camaguey-city", "camaguey-city", "camaguey-city"], 2));
  it("an EC is not offered (no Casinos there, 1.4.2)", () => expectRefused("38-s", ["ec-east"], 0));
});

describe("#19 Sierra Maestra Manifesto: each Faction may place 2 non-Casino pieces where it has a piece; the executor stays Eligible", () => {
  it("26July places a Base and a Guerrilla in Oriente; each other Faction places only where it already was", () => {
    const { report, final, at } = replay("19");
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26Base")).toBe(1);
    expect(at("oriente", "m26U")).toBe(2);
    // The NP Factions place by their own choices, but only where they had a piece.
    for (const id of Object.keys(final.spaces) as (keyof typeof final.spaces)[]) {
      if (id === "las-villas" || id === "havana" || id === "matanzas" || id === "oriente") continue;
      const p = final.spaces[id].pieces;
      expect(Object.values(p).reduce((a, b) => a + b, 0)).toBe(0);
    }
    expect(JSON.stringify(report.steps[0].records[0].trace)).toContain(
      "the executing Faction stays Eligible for the next card",
    );
  });
  it("a space without a 26July piece is not offered", () => expectRefused("19", ["havana"], 0));
  it("a Casino is not offered: non-Casino pieces only", () =>
    expectRefused("19", ["oriente", "casinoClosed"], 1));
});
