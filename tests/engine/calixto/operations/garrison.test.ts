import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import { ctx, done, position } from "../fixtures";

describe("Garrison's EC Assault (3.2.2, C8.6.4)", () => {
  const b = position({
    "ec-west": { pieces: { police: 2, m26A: 1, drA: 2 } },
    "ec-east": { pieces: { troop: 1, drA: 1 } },
    matanzas: { pieces: { troop: 3, drA: 1 } },
  });

  it("targets ECs only, with no Activation roll, one EC in all", () => {
    expect(OPS.garrisonAssaultEc.candidates(b, ctx("GOV"))).toEqual(["ec-west", "ec-east"]);
    expect(OPS.garrisonAssaultEc.activationRoll).toBe("none");
    expect(OPS.garrisonAssaultEc.maxSpaces).toBe(1);
  });

  it("Police count on an EC", () => {
    const r = done(OPS.garrisonAssaultEc, b, "ec-west", ctx("GOV"));
    expect(r.board.spaces["ec-west"].pieces).toMatchObject({ m26A: 0, drA: 1 });
  });

  it("may reuse a selected EC (a LimOp's destination only: runner.test.ts)", () => {
    const c = ctx("GOV", { selected: ["ec-east"] });
    expect(OPS.garrisonAssaultEc.candidates(b, c)).toEqual(["ec-west", "ec-east"]);
  });
});
