import { garrisonActivate, sweepActivate } from "@/lib/engine/cuba/calixto/procedures";
import { position } from "../fixtures";

describe("Government Activation (3.2.3 Sweep, 3.2.2 Garrison)", () => {
  it("Sweep Activates 1 per cube, but only 1 per 2 cubes in Forest", () => {
    const b = position({
      "pinar-del-rio": { pieces: { troop: 3, synU: 1, m26U: 2 } },
      "la-habana": { pieces: { troop: 2, police: 1, m26U: 5 } },
    });
    expect(sweepActivate(b, "pinar-del-rio").activated).toBe(1);
    expect(sweepActivate(b, "la-habana").board.spaces["la-habana"].pieces).toMatchObject({
      m26U: 2,
      m26A: 3,
    });
  });

  it("Activates player pieces first, then by the Piece Priorities (Cash holders, SYN, 26J, DR)", () => {
    const b = position(
      { matanzas: { pieces: { troop: 2, drU: 1, m26U: 1, synU: 1 }, cash: ["synU"] } },
      { roles: { DR: "player" } },
    );
    const r = sweepActivate(b, "matanzas").board.spaces.matanzas;
    expect(r.pieces).toMatchObject({ drA: 1, synA: 1, m26U: 1 });
    expect(r.cash).toEqual(["synA"]);
  });

  it("Garrison Activates 1 per cube on ECs only", () => {
    const b = position({
      "ec-central": { pieces: { police: 1, m26U: 2 } },
      matanzas: { pieces: { police: 1, m26U: 2 } },
    });
    expect(garrisonActivate(b, "ec-central").activated).toBe(1);
    expect(garrisonActivate(b, "matanzas").activated).toBe(0);
  });
});
