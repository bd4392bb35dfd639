import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import { assaultCapacity } from "@/lib/engine/cuba/calixto/procedures";
import { choice, ctx, done, need, position, texts } from "../fixtures";

const gov = ctx("GOV");

describe("Assault (3.2.4, C8.6.4)", () => {
  it("in Mountain removes only 1 piece per 2 Troops, and Police do not count in a Province", () => {
    const b = position({ "las-villas": { pieces: { troop: 3, police: 2, m26A: 3 } } });
    expect(assaultCapacity(b, "las-villas")).toBe(1);
    const r = done(OPS.assault, b, "las-villas", gov);
    expect(r.board.spaces["las-villas"].pieces.m26A).toBe(2);
  });

  it("needs 2 Troops in Mountain: 1 Troop there has no effect (C8.9 card 3)", () => {
    const b = position({ "sierra-maestra": { pieces: { troop: 1, m26A: 1 } } });
    expect(OPS.assault.candidates(b, gov)).toEqual([]);
  });

  it("in a Province off Mountain removes 1 per Troop; Police add nothing there", () => {
    const b = position({ matanzas: { pieces: { troop: 2, police: 3, drA: 4 } } });
    expect(done(OPS.assault, b, "matanzas", gov).board.spaces.matanzas.pieces.drA).toBe(2);
  });

  it("in a City and on an EC, Police add 1 removal each", () => {
    const b = position({
      havana: { pieces: { troop: 1, police: 2, drA: 5 } },
      "ec-central": { pieces: { troop: 1, police: 1, m26A: 3 } },
    });
    expect(done(OPS.assault, b, "havana", gov).board.spaces.havana.pieces.drA).toBe(2);
    expect(done(OPS.assault, b, "ec-central", gov).board.spaces["ec-central"].pieces.m26A).toBe(1);
  });

  it("removes Bases only after all that Faction's Guerrillas: an Underground one protects it", () => {
    const b = position({ matanzas: { pieces: { troop: 3, m26A: 1, m26U: 1, m26Base: 1 } } });
    expect(OPS.assaultBasesCasinos.candidates(b, gov)).toEqual([]);
    const r = done(OPS.assault, b, "matanzas", gov);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ m26A: 0, m26U: 1, m26Base: 1 });
  });

  it("takes the Guerrilla first, then the exposed Base", () => {
    const b = position({ matanzas: { pieces: { troop: 3, m26A: 1, m26Base: 1 } } });
    expect(OPS.assaultBasesCasinos.candidates(b, gov)).toEqual(["matanzas"]);
    const r = done(OPS.assaultBasesCasinos, b, "matanzas", gov);
    expect(texts(r)).toEqual([
      "Remove 1 Active 26July Guerrilla from Matanzas to Available",
      "Remove 1 26July Base from Matanzas to Available",
    ]);
  });

  it("closes an open Casino instead of removing it, and ignores closed Casinos (1.4.5)", () => {
    const b = position({
      "la-habana": { pieces: { troop: 2, casinoOpen: 1 } },
      matanzas: { pieces: { troop: 2, casinoClosed: 2 } },
    });
    expect(OPS.assault.candidates(b, gov)).toEqual(["la-habana"]);
    const r = done(OPS.assault, b, "la-habana", gov);
    expect(r.board.spaces["la-habana"].pieces).toMatchObject({ casinoOpen: 0, casinoClosed: 1 });
  });

  it("takes Guerrillas of a Faction with a Vulnerable Casino first (Piece Priorities row 3)", () => {
    const b = position({ matanzas: { pieces: { troop: 1, drA: 1, synA: 1, casinoOpen: 1 } } });
    const r = done(OPS.assault, b, "matanzas", gov);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ synA: 0, drA: 1, casinoOpen: 1 });
  });

  it("takes player pieces before NP pieces (C8.5.8)", () => {
    const b = position(
      { matanzas: { pieces: { troop: 1, drA: 1, m26A: 1 } } },
      { roles: { "26J": "player" } },
    );
    expect(done(OPS.assault, b, "matanzas", gov).board.spaces.matanzas.pieces).toMatchObject({
      m26A: 0,
      drA: 1,
    });
  });

  it("S.I.M.: Police Assault as if Troops; Sánchez Mosquera: Mountain as City", () => {
    const sim = position(
      { "las-villas": { pieces: { troop: 1, police: 3, m26A: 3 } } },
      { momentum: [4] },
    );
    expect(assaultCapacity(sim, "las-villas")).toBe(2);
    const sanchez = position(
      { "las-villas": { pieces: { troop: 1, police: 2, m26A: 3 } } },
      { momentum: [6] },
    );
    expect(assaultCapacity(sanchez, "las-villas")).toBe(3);
  });
});

describe("Assault and Cash (4.5.2, C8.2.1, Seizure 3.2.4)", () => {
  it("an NP owner passes the Cash to another of its own pieces first", () => {
    const b = position({ matanzas: { pieces: { troop: 1, drA: 1, drU: 1 }, cash: ["drA"] } });
    const r = done(OPS.assault, b, "matanzas", gov);
    expect(r.board.spaces.matanzas.cash).toEqual(["drU"]);
  });

  it("with no piece of its own, an NP owner hands it to NP Government first", () => {
    const b = position({ matanzas: { pieces: { troop: 1, police: 1, drA: 1 }, cash: ["drA"] } });
    const r = done(OPS.assault, b, "matanzas", gov);
    expect(r.board.spaces.matanzas.cash).toEqual(["police"]);
    expect(r.trace.some((t) => t.kind === "note" && t.rule === "C8.2.1")).toBe(true);
  });

  it("a player owner decides; Cash it frees is seized by a Government cube", () => {
    const b = position(
      { matanzas: { pieces: { troop: 1, m26A: 1, drU: 1 }, cash: ["m26A"] } },
      { roles: { "26J": "player" } },
    );
    const q = need(OPS.assault.execute(b, "matanzas", gov, []));
    expect(q).toMatchObject({
      kind: "request",
      request: { kind: "question", id: "cash-hand-off" },
    });
    const keep = done(OPS.assault, b, "matanzas", gov, [choice("drU")]);
    expect(keep.board.spaces.matanzas.cash).toEqual(["drU"]);
    const seized = done(OPS.assault, b, "matanzas", gov, [choice("free")]);
    expect(seized.board.spaces.matanzas.cash).toEqual(["troop"]);
  });
});
