import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import { ctx, done, position, texts } from "../fixtures";

describe("Terror (3.3.4, C8.6.5)", () => {
  it("26July shifts toward Active Opposition where not already there", () => {
    const b = position({
      matanzas: { pieces: { m26U: 1 }, support: 1 },
      oriente: { pieces: { m26U: 1 }, support: -2 },
    });
    expect(OPS.terrorShift.column("26J")).toBe("STAO");
    expect(OPS.terrorShift.candidates(b, ctx("26J"))).toEqual(["matanzas"]);
    const r = done(OPS.terrorShift, b, "matanzas", ctx("26J"));
    expect(r.board.spaces.matanzas).toMatchObject({ support: 0, terror: 1 });
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ m26U: 0, m26A: 1 });
    expect(texts(r)).toEqual([
      "Activate 1 Underground 26July Guerrilla in Matanzas",
      "Place 1 Terror marker in Matanzas",
      "Matanzas: Passive Support → Neutral",
    ]);
  });

  it("Directorio and Syndicate shift toward Neutral, only where there is Support or Opposition", () => {
    const b = position({
      matanzas: { pieces: { drU: 1, synU: 1 }, support: -2 },
      oriente: { pieces: { drU: 1, synU: 1 }, support: 0 },
    });
    expect(OPS.terrorShift.column("DR")).toBe("STN");
    expect(OPS.terrorShift.candidates(b, ctx("DR"))).toEqual(["matanzas"]);
    expect(done(OPS.terrorShift, b, "matanzas", ctx("DR")).board.spaces.matanzas.support).toBe(-1);
    const syn = done(OPS.terrorShift, b, "matanzas", ctx("SYN"));
    expect(syn.board.resources.SYN).toBe(b.resources.SYN - 1);
  });

  it("keeps 1 Underground guarding a friendly Base outside Mountain (2+ needed); Mountain is exempt", () => {
    const b = position({
      matanzas: { pieces: { m26U: 1, m26Base: 1 }, support: 1 },
      oriente: { pieces: { m26U: 2, m26Base: 1 }, support: 1 },
      "sierra-maestra": { pieces: { m26U: 1, m26Base: 1 }, support: 1 },
      havana: { pieces: { synU: 1, casinoOpen: 1 }, support: 1 },
    });
    expect(OPS.terrorShift.candidates(b, ctx("26J"))).toEqual(["oriente", "sierra-maestra"]);
    expect(OPS.terrorShift.candidates(b, ctx("SYN"))).toEqual([]);
  });

  it("places no marker once all 20 are on the map, but still shifts", () => {
    const b = position({
      matanzas: { pieces: { m26U: 1 }, support: 0 },
      havana: { terror: 20 },
    });
    const r = done(OPS.terrorShift, b, "matanzas", ctx("26J"));
    expect(r.board.spaces.matanzas).toMatchObject({ terror: 0, support: -1 });
  });

  it("Pact of Caracas: Directorio leaves Opposition alone (INF reading)", () => {
    const b = position(
      {
        matanzas: { pieces: { drU: 1 }, support: -1 },
        oriente: { pieces: { drU: 1 }, support: 1 },
      },
      { capabilities: [{ card: 18, side: "unshaded" }] },
    );
    expect(OPS.terrorShift.candidates(b, ctx("DR"))).toEqual(["oriente"]);
  });

  it("② Sabotages every EC without Sabotage, highest Econ first, with no Activation roll", () => {
    const b = position({
      "ec-east": { pieces: { m26U: 1 } },
      "ec-central": { pieces: { m26U: 1 } },
      "ec-west": { pieces: { m26U: 1 }, sabotage: true },
    });
    expect(OPS.terrorEcs.activationRoll).toBe("none");
    expect(OPS.terrorEcs.candidates(b, ctx("26J"))).toEqual(["ec-central", "ec-east"]);
    const r = done(OPS.terrorEcs, b, "ec-east", ctx("26J"));
    expect(r.board.spaces["ec-east"]).toMatchObject({ sabotage: true, terror: 0 });
    expect(r.skipActivationRoll).toBe(true);
  });
});
