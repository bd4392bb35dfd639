import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { ctx, done, position } from "../fixtures";

describe("Ambush (4.3.2, 4.4.2, C8.7.5)", () => {
  const b = position({
    matanzas: { pieces: { drU: 2, troop: 2, police: 1 } },
    oriente: { pieces: { drA: 2, troop: 1 } },
  });

  it("needs an own Underground Guerrilla and an enemy piece to take", () => {
    expect(SAS.ambush.candidates(b, ctx("DR", { operation: "attack" }))).toEqual(["matanzas"]);
    expect(SAS.ambush.candidates(b, ctx("DR", { operation: "rally" }))).toEqual([]);
  });

  it("after the Attack, every Attack space is resolved: no space is left (4.3.2)", () => {
    const after = ctx("DR", { operation: "attack", operationSpaces: ["oriente"] });
    expect(SAS.ambush.candidates(b, after)).toEqual([]);
    const r = SAS.ambush.execute(b, "matanzas", after, []);
    expect(r.kind).toBe("error");
  });

  it("Activates 1 only, succeeds without a roll, removes 2 and places 1", () => {
    const r = done(SAS.ambush, b, "matanzas", ctx("DR", { operation: "attack" }));
    expect(r.board.spaces.matanzas.pieces).toMatchObject({
      drU: 2,
      drA: 1,
      police: 0,
      troop: 1,
    });
  });
});
