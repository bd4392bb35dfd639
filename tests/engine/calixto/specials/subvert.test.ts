import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { ctx, done, position } from "../fixtures";

const dr = ctx("DR", { operation: "rally" });

describe("Subvert (4.4.1, C8.7.6)", () => {
  it("needs a Province with DR Control; no SA when only Neutral ones qualify", () => {
    const neutral = position({ matanzas: { pieces: { drU: 1 } } });
    expect(SAS.subvert.candidates(neutral, dr)).toEqual([]);
    const b = position({
      matanzas: { pieces: { drU: 1 }, support: 2 },
      havana: { pieces: { drU: 1 }, support: 1 },
      oriente: { pieces: { drU: 1, troop: 1 }, support: 1 },
    });
    expect(SAS.subvert.candidates(b, dr)).toEqual(["matanzas"]);
    expect(SAS.subvert.candidates(b, ctx("DR", { operation: "terror" }))).toEqual([]);
  });

  it("sets it to Neutral; NP Directorio gains no Resources", () => {
    const b = position({ matanzas: { pieces: { drU: 1 }, support: -2 } });
    const r = done(SAS.subvert, b, "matanzas", dr);
    expect(r.board.spaces.matanzas.support).toBe(0);
    expect(r.board.resources.DR).toBe(b.resources.DR);
  });
});
