import { permute, rollChance, validateChance } from "@/lib/engine/cardgames/shared/chance";

describe("chance requests answered by logged inputs", () => {
  const shuffle = { kind: "shuffle", size: 5, purpose: "p", rule: "r" } as const;

  it("the same generator state gives the same answer, and the answer carries the next state", () => {
    const a = rollChance(42, shuffle);
    const b = rollChance(42, shuffle);
    expect(a).toEqual(b);
    expect(a.rng).not.toBe(42);
    expect([...a.values].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it("validates shuffles, dice and picks, naming the bad field", () => {
    expect(validateChance(shuffle, { type: "chance", values: [0, 1, 2, 3, 4] }).ok).toBe(true);
    const dup = validateChance(shuffle, { type: "chance", values: [0, 1, 1, 3, 4] });
    expect(!dup.ok && dup.errors[0].field).toBe("values[2]");
    const dice = validateChance(
      { kind: "dice", count: 1, purpose: "", rule: "" },
      { type: "chance", values: [0] },
    );
    expect(!dice.ok && dice.errors[0].reason).toContain("1 to 6");
    const pick = validateChance(
      { kind: "pick", among: 3, purpose: "", rule: "" },
      { type: "chance", values: [3] },
    );
    expect(pick.ok).toBe(false);
  });

  it("permute puts old position values[i] at new position i", () => {
    expect(permute(["a", "b", "c"], [2, 0, 1])).toEqual(["c", "a", "b"]);
  });
});
