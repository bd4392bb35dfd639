import { keepInOrigin, planGet, stepC } from "@/lib/engine/cuba/calixto/moves";
import { handBoard } from "./board";

const ctx = (over: Partial<Parameters<typeof planGet>[4]> = {}) => ({
  roll: null,
  extraMoved: 0,
  capLeft: Number.POSITIVE_INFINITY,
  ...over,
});

describe("get rules (C8.5.7, C8.5.2 Get)", () => {
  it("G1 counts pieces already in the destination: 2 26J there vs 3 enemies need 2 more", () => {
    const b = handBoard({
      matanzas: { m26U: 2, troop: 3, support: -2 },
      "la-habana": { m26U: 6, m26Base: 2 },
    });
    const keep = keepInOrigin(b, "26J", "la-habana", "march");
    // Las Villas next door lacks 26J Control, so G11 adds the roll (1 here) after G1's 2.
    const plan = planGet(b, "26J", "matanzas", keep.moveable, ctx({ roll: 1 }));
    if (plan.kind !== "plan") throw new Error("the roll is given");
    expect(plan.rows.map((r) => [r.id, r.result, r.pieces])).toEqual([
      ["G1", "moved", 2],
      ["G9", "met", 0],
      ["G11", "moved", 1],
    ]);
    expect(plan.take.length).toBe(3);
  });

  it("moves nothing when every applicable row is already met", () => {
    // Sierra Maestra at Active Opposition with 26J Control and neighbours under 26J Control.
    const b = handBoard({
      "sierra-maestra": { m26U: 3, support: -2 },
      oriente: { m26U: 5 },
      "santiago-de-cuba": { m26U: 1 },
    });
    const keep = keepInOrigin(b, "26J", "oriente", "march");
    const plan = planGet(b, "26J", "sierra-maestra", keep.moveable, ctx());
    expect(plan).toMatchObject({ kind: "plan", take: [] });
    expect(plan.kind === "plan" && plan.rows.every((r) => r.result === "met")).toBe(true);
  });

  it("moves as many as possible when a row cannot be met (short)", () => {
    const b = handBoard({ oriente: { m26U: 5 }, "ec-east": { troop: 1 } });
    const keep = keepInOrigin(b, "GOV", "ec-east", "sweep");
    const plan = planGet(b, "GOV", "oriente", keep.moveable, ctx());
    expect(plan.kind === "plan" && plan.take.length).toBe(1);
    expect(plan.kind === "plan" && plan.rows[0]).toMatchObject({
      id: "G1",
      result: "short",
      pieces: 1,
    });
  });

  it("Sweep and Transport cannot bring Police: G2 stays short, Troops still come for the other rows", () => {
    const b = handBoard({ matanzas: { m26U: 1 }, "la-habana": { troop: 6 } });
    const keep = keepInOrigin(b, "GOV", "la-habana", "sweep");
    const plan = planGet(b, "GOV", "matanzas", keep.moveable, ctx());
    if (plan.kind !== "plan") throw new Error("no dice expected");
    expect(plan.rows.map((r) => [r.id, r.result, r.pieces])).toEqual([
      ["G1", "moved", 2],
      ["G2", "short", 0],
      ["G7", "moved", 1],
    ]);
  });

  it("Transport brings at most 3 Troops (4.2.1)", () => {
    const b = handBoard({ havana: { troop: 10, police: 4 }, "las-villas": { m26U: 6 } });
    const keep = keepInOrigin(b, "GOV", "havana", "transport");
    const plan = planGet(b, "GOV", "las-villas", keep.moveable, ctx({ capLeft: 3 }));
    expect(plan.kind === "plan" && plan.take.length).toBe(3);
  });

  it("G9 needs an Available 26J Base (1.4.1) and room for it (1.4.2)", () => {
    const b = handBoard({ "sierra-maestra": { m26U: 8, m26Base: 2, support: -2 }, oriente: {} });
    const take = () => {
      const keep = keepInOrigin(b, "26J", "sierra-maestra", "march");
      const p = planGet(b, "26J", "oriente", keep.moveable, ctx({ roll: 1 }));
      return p.kind === "plan" ? p.take.length : -1;
    };
    expect(take()).toBe(4); // G1 1, G9 2 more, G11 1 (roll 1)
    b.spaces.havana.pieces.m26Base = 2; // all 4 26J Bases on the map: none Available
    expect(take()).toBe(2); // G1 1, G11 1
    b.spaces.havana.pieces.m26Base = 0;
    b.spaces.oriente.pieces.govBase = 2; // no room: G9 off; G1 now needs 3
    expect(take()).toBe(4);
  });

  it("G11 asks for 1d6 only when more than one piece could come (C8.2.1), once per destination", () => {
    const b = handBoard({ "sierra-maestra": { m26U: 8, m26Base: 2, support: -2 }, oriente: {} });
    const keep = keepInOrigin(b, "26J", "sierra-maestra", "march");
    expect(planGet(b, "26J", "oriente", keep.moveable, ctx())).toEqual({
      kind: "needDice",
      spec: "1d6",
      row: "G11",
    });
    const rolled = planGet(b, "26J", "oriente", keep.moveable, ctx({ roll: 6 }));
    // 7 moveable: 3 for G1/G9, then 4 of the 6 extra.
    expect(rolled.kind === "plan" && [rolled.take.length, rolled.extraTaken]).toEqual([7, 4]);
    // A later origin owes the rest of the same roll, not a new one (Oriente now holds 7).
    b.spaces.oriente.pieces.m26U = 7;
    const later = planGet(
      b,
      "26J",
      "oriente",
      keep.moveable.slice(0, 3),
      ctx({ roll: 6, extraMoved: 4 }),
    );
    expect(later.kind === "plan" && later.extraTaken).toBe(2);
    b.spaces.oriente.pieces.m26U = 0;
    // One piece left after the other rows: any roll moves exactly that one, so no roll.
    const one = planGet(b, "26J", "oriente", keep.moveable.slice(0, 4), ctx());
    expect(one.kind === "plan" && one.extraTaken).toBe(1);
  });

  it("G11 reads 'adjacent' as a Province or City by default; the alternative also counts ECs", () => {
    // Camagüey City's only neighbour is Camagüey Province, under 26J Control here.
    const b = handBoard({
      "camaguey-province": { m26U: 6, m26Base: 2, support: -2 },
      "camaguey-city": { m26U: 1 },
    });
    const keep = keepInOrigin(b, "26J", "camaguey-province", "march");
    const plan = planGet(b, "26J", "camaguey-city", keep.moveable, ctx());
    expect(plan.kind === "plan" && plan.rows.some((r) => r.id === "G11")).toBe(false);
    // Oriente touches the east EC (never Controlled): G11 applies only in the alternative reading.
    const c = handBoard({
      oriente: { m26U: 3 },
      "camaguey-province": { m26U: 1 },
      "sierra-maestra": { m26U: 8, m26Base: 2 },
    });
    const k = keepInOrigin(c, "26J", "sierra-maestra", "march");
    expect(planGet(c, "26J", "oriente", k.moveable, ctx()).kind).toBe("plan");
    const options = { conflicts: { "move-get-G11-adjacent": "alternative" as const } };
    expect(planGet(c, "26J", "oriente", k.moveable, ctx({ options })).kind).toBe("needDice");
  });

  it("EC destinations: no Control row; 26J gets its Guerrillas above the cubes (G12) and Police (G13)", () => {
    const b = handBoard({
      "ec-east": { troop: 2, police: 1 },
      "sierra-maestra": { m26U: 8, m26Base: 2 },
      oriente: { m26U: 1 },
    });
    const keep = keepInOrigin(b, "26J", "sierra-maestra", "march");
    const plan = planGet(b, "26J", "ec-east", keep.moveable, ctx());
    if (plan.kind !== "plan") throw new Error("no dice: both neighbours are under 26J Control");
    expect(plan.rows.map((r) => [r.id, r.result, r.pieces])).toEqual([
      ["G8", "moved", 1],
      ["G12", "moved", 3],
      ["G13", "met", 0],
    ]);
  });
});

describe("Step C (C8.5.7)", () => {
  it("an EC destination or a Controlled one ends the destination; lacking Control asks for another origin", () => {
    const b = handBoard({ oriente: { m26U: 3, troop: 1 } });
    expect(stepC(b, "GOV", "sweep", "oriente").goTo).toBe("B");
    expect(stepC(b, "26J", "march", "oriente").goTo).toBe("A");
    expect(stepC(b, "GOV", "garrison", "ec-east")).toMatchObject({ goTo: "A", row: "C1" });
    expect(stepC(b, "GOV", "transport", "oriente")).toMatchObject({ goTo: "A", row: "4.2.1" });
  });
});
