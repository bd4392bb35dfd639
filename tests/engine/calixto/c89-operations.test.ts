import { available } from "@/lib/engine/cuba/board";
import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import {
  c89AfterCard1,
  c89AfterCard2,
  c89AfterCard3,
  c89AfterCard4,
  c89AfterCard5,
  c89Card1Sweep,
  c89Card2Rally,
  c89Card4Rally,
  c89Card5Transport,
  c89Card6Defections,
  c89Card7Sweep,
  ctx,
  done,
  need,
  space,
  texts,
} from "./fixtures";

/**
 * The Operation and SA steps of the C8.9 worked example (reference §4). Space choice belongs to
 * the priorities module, so the chosen space is given; the candidate sets are those the book
 * names as viable.
 */
describe("C8.9 card 1: Air Strike after the Sweep", () => {
  const b = c89Card1Sweep();
  const c = ctx("GOV", { operation: "sweep" });

  it("finds the two Vulnerable Casinos outside Cities (Havana is a City)", () => {
    expect(SAS.airStrikeVulnerable.candidates(b, c).sort()).toEqual(["la-habana", "pinar-del-rio"]);
  });

  it("closes the Casino in Pinar del Río", () => {
    const r = done(SAS.airStrikeVulnerable, b, "pinar-del-rio", c);
    expect(r.board.spaces["pinar-del-rio"].pieces).toMatchObject({
      casinoOpen: 0,
      casinoClosed: 1,
    });
    expect(texts(r)).toEqual(["Close 1 open Casino in Pinar del Río"]);
  });
});

describe("C8.9 card 2: 26July Rally, Infiltrate; Syndicate Construct", () => {
  it("Rally ② places 4 in Sierra Maestra, its only Base (2×Bases + 2×Pop)", () => {
    const b = c89AfterCard1();
    const c = ctx("26J", { where: "withOwnBase" });
    expect(OPS.rallyPlaceGuerrillas.candidates(b, c)).toEqual(["sierra-maestra"]);
    const r = done(OPS.rallyPlaceGuerrillas, b, "sierra-maestra", c);
    expect(r.board.spaces["sierra-maestra"].pieces.m26U).toBe(5);
    expect(available(r.board, "m26Guerrilla")).toBe(7);
  });

  it("Rally ③ may not use Support spaces or the space already selected; places 1 each", () => {
    const b = c89AfterCard1();
    const afterBase = done(OPS.rallyPlaceGuerrillas, b, "sierra-maestra", ctx("26J")).board;
    const c = ctx("26J", { selected: ["sierra-maestra"] });
    const cands = OPS.rallyPlaceGuerrillas.candidates(afterBase, c);
    expect(cands).toEqual(
      expect.arrayContaining(["las-villas", "oriente", "matanzas", "santiago-de-cuba"]),
    );
    for (const barred of ["havana", "la-habana", "pinar-del-rio", "sierra-maestra"] as const)
      expect(cands).not.toContain(barred);
    const r1 = done(OPS.rallyPlaceGuerrillas, afterBase, "oriente", c);
    const r2 = done(OPS.rallyPlaceGuerrillas, r1.board, "las-villas", c);
    expect(r2.board.spaces.oriente.pieces.m26U).toBe(1);
    expect(r2.board.spaces["las-villas"].pieces.m26U).toBe(1);
    expect(available(r2.board, "m26Guerrilla")).toBe(5);
  });

  it("Infiltrate: candidates Las Villas, Sierra Maestra, Santiago; replaces a Troop in Las Villas", () => {
    const b = c89Card2Rally();
    const c = ctx("26J", { operation: "rally" });
    expect(SAS.infiltrate.candidates(b, c).sort()).toEqual([
      "las-villas",
      "santiago-de-cuba",
      "sierra-maestra",
    ]);
    const r = done(SAS.infiltrate, b, "las-villas", c);
    expect(r.board.spaces["las-villas"].pieces).toMatchObject({ troop: 2, m26U: 2 });
    expect(available(r.board, "m26Guerrilla")).toBe(4);
    expect(available(r.board, "troop")).toBe(4);
  });

  it("Construct places a closed Casino in Havana for 5 Resources (15 → 10)", () => {
    const b = c89AfterCard2();
    const before = { ...b, resources: { ...b.resources, SYN: 15 } };
    before.spaces = { ...b.spaces, havana: structuredClone(b.spaces.havana) };
    before.spaces.havana.pieces.casinoClosed = 0;
    const c = ctx("SYN", { limited: true });
    expect(OPS.constructOpen.candidates(before, c)).toEqual([]);
    expect(OPS.constructPlace.candidates(before, c).sort()).toEqual([
      "camaguey-city",
      "havana",
      "santiago-de-cuba",
    ]);
    const r = done(OPS.constructPlace, before, "havana", c);
    expect(r.board.spaces.havana.pieces.casinoClosed).toBe(1);
    expect(r.board.resources.SYN).toBe(10);
    expect(texts(r)).toEqual(["Syndicate Resources 15 → 10", "Place 1 closed Casino in Havana"]);
  });
});

describe("C8.9 card 3: Government Air Strike then Assault", () => {
  const b = c89AfterCard2();

  it("Air Strike Ⓐ: La Habana's Casino is the only Vulnerable target, and it closes", () => {
    const c = ctx("GOV", { operation: "assault" });
    expect(SAS.airStrikeVulnerable.candidates(b, c)).toEqual(["la-habana"]);
    const r = done(SAS.airStrikeVulnerable, b, "la-habana", c);
    expect(r.board.spaces["la-habana"].pieces).toMatchObject({ casinoOpen: 0, casinoClosed: 1 });
  });

  it("Assault ① in Havana removes the 2 Active DR and closes the Casino; ② has no space", () => {
    const struck = done(SAS.airStrikeVulnerable, b, "la-habana", ctx("GOV")).board;
    expect(OPS.assaultBasesCasinos.candidates(struck, ctx("GOV"))).toEqual(["havana"]);
    const r = done(OPS.assaultBasesCasinos, struck, "havana", ctx("GOV"));
    expect(r.board.spaces.havana.pieces).toMatchObject({
      drA: 0,
      drU: 1,
      casinoOpen: 0,
      casinoClosed: 2,
    });
    expect(texts(r)).toEqual([
      "Close 1 open Casino in Havana",
      "Remove 1 Active DR Guerrilla from Havana to Available",
      "Remove 1 Active DR Guerrilla from Havana to Available",
    ]);
    // 1 Troop in Mountain Sierra Maestra cannot remove the Active 26July Guerrilla.
    expect(OPS.assault.candidates(r.board, ctx("GOV", { selected: ["havana"] }))).toEqual([]);
  });
});

describe("C8.9 card 4: Syndicate Rally, no Profit or Bribe, Muscle", () => {
  it("Rally places in Havana, Pinar del Río and La Habana for 3 Resources (10 → 7)", () => {
    let b = c89AfterCard3();
    const selected: ("havana" | "pinar-del-rio" | "la-habana")[] = [];
    for (const id of ["havana", "pinar-del-rio", "la-habana"] as const) {
      const c = ctx("SYN", { selected: [...selected] });
      expect(OPS.rallyPlaceGuerrillas.candidates(b, c)).toContain(id);
      b = done(OPS.rallyPlaceGuerrillas, b, id, c).board;
      selected.push(id);
    }
    expect(b.resources.SYN).toBe(7);
    expect(available(b, "synGuerrilla")).toBe(3);
  });

  it("Profit has nothing to do: no open Casino, no Cash", () => {
    const b = c89Card4Rally();
    const c = ctx("SYN", { operation: "rally" });
    expect(SAS.profitPlaceCash.candidates(b, c)).toEqual([]);
    expect(SAS.profitCloseCasinos.candidates(b, c)).toEqual([]);
    expect(SAS.profitRemoveCash.candidates(b, c)).toEqual([]);
  });

  it("Muscle to the west EC takes 2 Troops from Las Villas, origins by the Remove column", () => {
    const b = c89Card4Rally();
    const c = ctx("SYN", { operation: "rally" });
    expect(SAS.muscle.candidates(b, c).sort()).toEqual(["ec-central", "ec-east", "ec-west"]);
    const first = need(SAS.muscle.execute(b, "ec-west", c, []));
    expect(first).toMatchObject({ kind: "select", column: "RR" });
    expect(first.kind === "select" && [...first.candidates].sort()).toEqual([
      "camaguey-city",
      "havana",
      "las-villas",
      "santiago-de-cuba",
      "sierra-maestra",
    ]);
    const r = done(SAS.muscle, b, "ec-west", c, [space("las-villas"), space("las-villas")]);
    expect(r.board.spaces["ec-west"].pieces.troop).toBe(2);
    expect(r.board.spaces["las-villas"].pieces.troop).toBe(0);
    expect(texts(r)).toEqual([
      "Move 1 Troop from Las Villas to West EC",
      "Move 1 Troop from Las Villas to West EC",
    ]);
  });
});

describe("C8.9 card 5: Government Train", () => {
  it("places 2 Police + 2 Troops in Havana, then Camagüey City, then no set of 4 is left", () => {
    const b = c89Card5Transport();
    const c = ctx("GOV");
    expect(OPS.trainPlaceCubes.candidates(b, c).sort()).toEqual([
      "camaguey-city",
      "havana",
      "santiago-de-cuba",
    ]);
    const r1 = done(OPS.trainPlaceCubes, b, "havana", c);
    expect(texts(r1)).toEqual(["Place 2 Police in Havana", "Place 2 Troops in Havana"]);
    const c2 = ctx("GOV", { selected: ["havana"] });
    const r2 = done(OPS.trainPlaceCubes, r1.board, "camaguey-city", c2);
    expect(r2.board.spaces["camaguey-city"].pieces).toMatchObject({ police: 4, troop: 3 });
    expect(available(r2.board, "troop")).toBe(0);
    expect(
      OPS.trainPlaceCubes.candidates(
        r2.board,
        ctx("GOV", { selected: ["havana", "camaguey-city"] }),
      ),
    ).toEqual([]);
  });

  it("Place Base replaces 2 Troops in Las Villas, a space not selected for Train", () => {
    const b = c89Card5Transport();
    const c = ctx("GOV", { selected: ["havana", "camaguey-city"] });
    expect(OPS.trainPlaceBase.candidates(b, c)).toEqual(["las-villas"]);
    const r = done(OPS.trainPlaceBase, b, "las-villas", c);
    expect(r.board.spaces["las-villas"].pieces).toMatchObject({ troop: 1, govBase: 1 });
    expect(available(r.board, "govBase")).toBe(1);
    expect(available(r.board, "troop")).toBe(6); // 4 before Train + the 2 replaced
  });
});

describe("C8.9 card 6: 26July Kidnap with Terror first, then Terror", () => {
  const b = c89Card6Defections();

  it("Kidnap: only Santiago; Activate, Terror marker, Neutral → Passive Opposition; no roll vs NP GOV", () => {
    const c = ctx("26J", { operation: "terror" });
    expect(SAS.kidnap.candidates(b, c)).toEqual(["santiago-de-cuba"]);
    const r = done(SAS.kidnap, b, "santiago-de-cuba", c);
    const s = r.board.spaces["santiago-de-cuba"];
    expect(s.pieces).toMatchObject({ m26U: 0, m26A: 1 });
    expect(s.terror).toBe(1);
    expect(s.support).toBe(-1);
    expect(r.board.resources).toEqual(b.resources);
  });

  it("Terror ①: La Habana, Las Villas, Oriente are viable; Las Villas shifts to Passive Opposition", () => {
    const kidnapped = done(SAS.kidnap, b, "santiago-de-cuba", ctx("26J")).board;
    const c = ctx("26J", { selected: ["santiago-de-cuba"] });
    expect(OPS.terrorShift.candidates(kidnapped, c).sort()).toEqual([
      "la-habana",
      "las-villas",
      "oriente",
    ]);
    const r = done(OPS.terrorShift, kidnapped, "las-villas", c);
    expect(r.board.spaces["las-villas"]).toMatchObject({ terror: 1, support: -1 });
    expect(r.board.spaces["las-villas"].pieces).toMatchObject({ m26U: 1, m26A: 1 });
    expect(OPS.terrorEcs.candidates(r.board, c)).toEqual([]);
  });
});

describe("C8.9 card 7: Air Strike after Meyer Lansky and the Sweep", () => {
  it("Pinar del Río and Sierra Maestra are Vulnerable; the Active Syndicate Guerrilla goes", () => {
    const b = c89Card7Sweep();
    const c = ctx("GOV", { operation: "sweep" });
    expect(SAS.airStrikeVulnerable.candidates(b, c).sort()).toEqual([
      "pinar-del-rio",
      "sierra-maestra",
    ]);
    const r = done(SAS.airStrikeVulnerable, b, "pinar-del-rio", c);
    expect(r.board.spaces["pinar-del-rio"].pieces).toMatchObject({ synA: 0, casinoOpen: 2 });
  });
});

describe("C8.9 fixtures", () => {
  it("match the Available counts the book states along the way", () => {
    expect(available(c89AfterCard1(), "drGuerrilla")).toBe(9);
    expect(available(c89AfterCard4(), "synGuerrilla")).toBe(3);
    expect(available(c89AfterCard4(), "m26Guerrilla")).toBe(4);
    expect(available(c89AfterCard5(), "govBase")).toBe(1);
  });
});
