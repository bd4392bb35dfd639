import { available } from "@/lib/engine/cuba/board";
import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { ctx, done, position, texts } from "../fixtures";

/** Park `n` Guerrillas of a kind on the east EC, out of the way, to use up the Available ones. */
const park = (kind: "m26U" | "drU" | "synU", n: number) => (b: GameBoard) => {
  b.spaces["ec-east"].pieces[kind] += n;
};

describe("Rally support restrictions (3.3.1)", () => {
  const b = position({
    havana: { support: 1 },
    matanzas: { support: -1 },
    oriente: { support: -2 },
    "camaguey-city": { support: 2 },
  });

  it("26July only at Neutral or Opposition, never on ECs", () => {
    const c = OPS.rallyPlaceGuerrillas.candidates(b, ctx("26J"));
    expect(c).toEqual(expect.arrayContaining(["matanzas", "oriente", "las-villas"]));
    for (const no of ["havana", "camaguey-city", "ec-west"] as const) expect(c).not.toContain(no);
  });

  it("Directorio not at Active Support or Active Opposition", () => {
    const c = OPS.rallyPlaceGuerrillas.candidates(b, ctx("DR"));
    expect(c).toEqual(expect.arrayContaining(["havana", "matanzas", "las-villas"]));
    for (const no of ["oriente", "camaguey-city"] as const) expect(c).not.toContain(no);
  });

  it("Syndicate anywhere it can pay 1 Resource per space", () => {
    expect(OPS.rallyPlaceGuerrillas.candidates(b, ctx("SYN"))).toHaveLength(10);
    const broke = { ...b, resources: { ...b.resources, SYN: 0 } };
    expect(OPS.rallyPlaceGuerrillas.candidates(broke, ctx("SYN"))).toEqual([]);
    const r = done(OPS.rallyPlaceGuerrillas, b, "havana", ctx("SYN"));
    expect(r.board.resources.SYN).toBe(b.resources.SYN - 1);
  });
});

describe("Rally ①: place 1 Base where 3+ Guerrillas (C8.6.5)", () => {
  it("replaces 2 Guerrillas, Active ones first, within stacking", () => {
    const b = position({
      matanzas: { pieces: { m26U: 2, m26A: 1 } },
      oriente: { pieces: { m26U: 3, govBase: 1, drBase: 1 } },
      "las-villas": { pieces: { m26U: 2 } },
    });
    expect(OPS.rallyPlaceBase.candidates(b, ctx("26J"))).toEqual(["matanzas"]);
    const r = done(OPS.rallyPlaceBase, b, "matanzas", ctx("26J"));
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ m26U: 1, m26A: 0, m26Base: 1 });
    expect(OPS.rallyPlaceBase.maxSpaces).toBe(1);
  });

  it("needs an Available Base", () => {
    const b = position({
      matanzas: { pieces: { drU: 3 } },
      "las-villas": { pieces: { drBase: 2 } },
      oriente: { pieces: { drBase: 2 } },
    });
    expect(OPS.rallyPlaceBase.candidates(b, ctx("DR"))).toEqual([]);
  });
});

describe("Rally ②③: place Guerrillas (3.3.1, C8.6.5)", () => {
  it("② keeps to spaces with own Bases; 26July places 2×Bases + 2×Pop there", () => {
    const b = position({ "las-villas": { pieces: { m26Base: 2 } }, matanzas: {} });
    const c = ctx("26J", { where: "withOwnBase" });
    expect(OPS.rallyPlaceGuerrillas.candidates(b, c)).toEqual(["las-villas"]);
    const r = done(OPS.rallyPlaceGuerrillas, b, "las-villas", c);
    expect(r.board.spaces["las-villas"].pieces.m26U).toBe(8);
  });

  it("Directorio places Bases + Pop at a Base; 1 elsewhere; never more than Available", () => {
    const b = position({ "las-villas": { pieces: { drBase: 1 } } }, { tweak: park("drU", 13) });
    expect(
      done(OPS.rallyPlaceGuerrillas, b, "las-villas", ctx("DR")).board.spaces["las-villas"].pieces
        .drU,
    ).toBe(2);
    const plenty = position({ "las-villas": { pieces: { drBase: 1 } } });
    expect(
      done(OPS.rallyPlaceGuerrillas, plenty, "las-villas", ctx("DR")).board.spaces["las-villas"]
        .pieces.drU,
    ).toBe(3);
    expect(
      done(OPS.rallyPlaceGuerrillas, plenty, "matanzas", ctx("DR")).board.spaces.matanzas.pieces
        .drU,
    ).toBe(1);
  });

  it("with none Available, 26July has no Rally space: NPs never take pieces off to get more (C8.2.1)", () => {
    const b = position({ matanzas: { pieces: { m26A: 2 } } }, { tweak: park("m26U", 13) });
    expect(OPS.rallyPlaceGuerrillas.candidates(b, ctx("26J"))).toEqual([]);
  });

  it("NP Syndicate with none Available flips 1 Active Guerrilla Underground per space", () => {
    const b = position(
      { havana: { pieces: { synA: 2 } }, matanzas: { pieces: { synU: 1 } } },
      { tweak: park("synU", 3) },
    );
    expect(available(b, "synGuerrilla")).toBe(0);
    expect(OPS.rallyPlaceGuerrillas.candidates(b, ctx("SYN"))).toEqual(["havana"]);
    const r = done(OPS.rallyPlaceGuerrillas, b, "havana", ctx("SYN"));
    expect(r.board.spaces.havana.pieces).toMatchObject({ synA: 1, synU: 1 });
    expect(texts(r)).toContain("Flip Underground 1 Active Syndicate Guerrilla in Havana");
  });

  it("The Guerrilla Life: 26July's Rally flips its Guerrillas there Underground", () => {
    const b = position(
      { matanzas: { pieces: { m26A: 2 } } },
      { capabilities: [{ card: 30, side: "unshaded" }] },
    );
    const r = done(OPS.rallyPlaceGuerrillas, b, "matanzas", ctx("26J"));
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ m26U: 3, m26A: 0 });
  });
});

describe("Rally ④: flip Guerrillas where most Active (C8.6.5)", () => {
  it("picks spaces with own Guerrillas and Bases having the most Active, and flips them all", () => {
    const b = position({
      matanzas: { pieces: { m26A: 3, m26Base: 1 } },
      "las-villas": { pieces: { m26A: 2, m26Base: 1 } },
      oriente: { pieces: { m26A: 5 } },
    });
    expect(OPS.rallyFlipMostActive.candidates(b, ctx("26J"))).toEqual(["matanzas"]);
    const r = done(OPS.rallyFlipMostActive, b, "matanzas", ctx("26J"));
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ m26A: 0, m26U: 3 });
    expect(
      OPS.rallyFlipMostActive.candidates(r.board, ctx("26J", { selected: ["matanzas"] })),
    ).toEqual(["las-villas"]);
  });
});
