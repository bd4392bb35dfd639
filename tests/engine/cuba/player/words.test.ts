import { specialRule } from "@/lib/engine/cuba/player/action";
import { eitherOf } from "@/lib/engine/cuba/player/pieces";

describe("the player's refusals in a player's words", () => {
  it("cite each Faction's own section for its Ambush: 26July 4.3.2, Directorio 4.4.2", () => {
    expect(specialRule("ambush", "26J")).toBe("4.3.2");
    expect(specialRule("ambush", "DR")).toBe("4.4.2");
    expect(specialRule("kidnap", "26J")).toBe("4.3.3");
  });

  it("offer alternatives with 'or'", () => {
    expect(eitherOf(["Attack"])).toBe("Attack");
    expect(eitherOf(["Rally", "March"])).toBe("Rally or March");
    expect(eitherOf(["Garrison", "Sweep", "Assault"])).toBe("Garrison, Sweep or Assault");
  });
});
