import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import { ctx, done, position } from "../fixtures";

const syn = ctx("SYN");

describe("Construct (3.3.5, C8.6.5)", () => {
  it("places a closed Casino where Government or Syndicate Controls, within stacking, for 5", () => {
    const b = position({
      havana: { pieces: { police: 1 } },
      matanzas: { pieces: { synU: 1 } },
      oriente: { pieces: { drU: 1 } },
      "camaguey-city": { pieces: { police: 3, casinoClosed: 2 } },
    });
    expect(OPS.constructPlace.candidates(b, syn)).toEqual(["havana", "matanzas"]);
    const r = done(OPS.constructPlace, b, "matanzas", syn);
    expect(r.board.spaces.matanzas.pieces.casinoClosed).toBe(1);
    expect(r.board.resources.SYN).toBe(b.resources.SYN - 5);
  });

  it("needs 5 Resources even when free (never free, 3.1.2)", () => {
    const b = position({ havana: { pieces: { police: 1 } } }, { resources: { SYN: 4 } });
    expect(OPS.constructPlace.candidates(b, ctx("SYN", { free: true }))).toEqual([]);
    const rich = { ...b, resources: { ...b.resources, SYN: 5 } };
    const r = done(OPS.constructPlace, rich, "havana", ctx("SYN", { free: true }));
    expect(r.board.resources.SYN).toBe(0);
  });

  it("opens closed Casinos only in the final Campaign, until 8 are open", () => {
    const b = position({ havana: { pieces: { police: 1, casinoClosed: 1 } } });
    expect(OPS.constructOpen.candidates(b, syn)).toEqual([]);
    const final = { ...b, propagandaLeft: 1 };
    expect(OPS.constructOpen.candidates(final, syn)).toEqual(["havana"]);
    const r = done(OPS.constructOpen, final, "havana", syn);
    expect(r.board.spaces.havana.pieces).toMatchObject({ casinoOpen: 1, casinoClosed: 0 });
  });
});
