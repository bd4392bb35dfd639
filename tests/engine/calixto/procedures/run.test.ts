import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { choice, ctx, dice, done, position, space } from "../fixtures";

/** The answer-replay contract (engine design "Chance and answers"; architecture: results). */
describe("Executing a line with answers", () => {
  const b = position({ matanzas: { pieces: { m26A: 4, troop: 2 } } });
  const m26 = ctx("26J");

  it("is pure: the same answers give the same result and the input board is untouched", () => {
    const before = structuredClone(b);
    const r1 = done(OPS.attackAllActive, b, "matanzas", m26, [dice(2)]);
    const r2 = done(OPS.attackAllActive, b, "matanzas", m26, [dice(2)]);
    expect(r2).toEqual(r1);
    expect(b).toEqual(before);
  });

  it("reports an answer of the wrong kind, naming it", () => {
    const r = OPS.attackAllActive.execute(b, "matanzas", m26, [choice("3")]);
    expect(r).toMatchObject({ kind: "error", errors: [{ field: "answers[0]" }] });
  });

  it("reports a die face out of range and surplus answers", () => {
    expect(OPS.attackAllActive.execute(b, "matanzas", m26, [dice(7)])).toMatchObject({
      kind: "error",
    });
    expect(OPS.attackAllActive.execute(b, "matanzas", m26, [dice(2), dice(3)])).toMatchObject({
      kind: "error",
      errors: [{ field: "answers[1]" }],
    });
  });

  it("reports a tie-break or a space that was not offered", () => {
    const rep = position({
      "las-villas": { pieces: { troop: 3, drU: 1 } },
      matanzas: { support: -1 },
      "camaguey-province": { support: -1 },
    });
    const g = ctx("GOV", { operation: "sweep" });
    expect(SAS.reprisal.execute(rep, "las-villas", g, [choice("havana")]).kind).toBe("error");
    const mus = position({ matanzas: { pieces: { troop: 1 } }, oriente: { pieces: { troop: 1 } } });
    expect(SAS.muscle.execute(mus, "ec-east", ctx("SYN"), [space("havana")]).kind).toBe("error");
  });

  it("refuses a space where the line is illegal or has no effect, naming the space", () => {
    const r = OPS.assault.execute(b, "havana", ctx("GOV"), []);
    expect(r).toMatchObject({ kind: "error", errors: [{ field: "space" }] });
  });

  it("records the line and its rule section in the trace", () => {
    const r = done(OPS.attackAllActive, b, "matanzas", m26, [dice(2)]);
    expect(r.trace[0]).toMatchObject({ kind: "instruction", line: "attackAllActive" });
    expect(r.trace.every((t) => typeof t.rule === "string" && t.rule.length > 0)).toBe(true);
  });
});
