import { lastingSpecial, SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { ctx, done, position } from "../fixtures";

describe("SAs a lasting Event puts first (rulebook back page)", () => {
  it("Rolando Masferrer (card 5 Momentum): only for a GOV Sweep, after it", () => {
    const b = position({});
    expect(lastingSpecial(b, "GOV", "sweep")).toBeNull();
    b.momentum = [5];
    expect(lastingSpecial(b, "GOV", "sweep")).toMatchObject({ card: 5, position: "after" });
    expect(lastingSpecial(b, "GOV", "garrison")).toBeNull();
    expect(lastingSpecial(b, "GOV", "assault")).toBeNull();
  });

  it("Mafia Offensive (card 43 shaded Capability): only for a SYN Terror, before it", () => {
    const b = position({});
    b.capabilities = [{ card: 43, side: "unshaded" }];
    expect(lastingSpecial(b, "SYN", "terror")).toBeNull();
    b.capabilities = [{ card: 43, side: "shaded" }];
    const l = lastingSpecial(b, "SYN", "terror");
    expect(l).toMatchObject({ card: 43, position: "before" });
    expect(l?.list.entries.map((e) => [e.instruction, e.column, e.notes])).toEqual([
      ["assassinate", "RR", ["terrorFirst"]],
    ]);
    expect(lastingSpecial(b, "SYN", "rally")).toBeNull();
    expect(lastingSpecial(b, "DR", "terror")).toBeNull();
  });

  it("Masferrer's Assault: one of the Sweep's spaces, only where the Assault removes something", () => {
    const b = position({
      havana: { pieces: { troop: 2, drA: 1 } },
      "sierra-maestra": { pieces: { troop: 1, m26A: 1 } },
      "las-villas": { pieces: { troop: 3, drA: 2 } },
    });
    b.momentum = [5];
    const sweep = ctx("GOV", {
      operation: "sweep",
      operationSpaces: ["havana", "sierra-maestra"],
    });
    // Las Villas was not swept; Sierra Maestra's one Troop removes nothing in Mountain (3.2.4).
    expect(SAS.masferrerAssault.candidates(b, sweep)).toEqual(["havana"]);
    expect(SAS.masferrerAssault.candidates(b, { ...sweep, operation: "garrison" })).toEqual([]);
    const r = done(SAS.masferrerAssault, b, "havana", sweep);
    expect(r.board.spaces.havana.pieces.drA).toBe(0);
    b.momentum = [];
    expect(SAS.masferrerAssault.candidates(b, sweep)).toEqual([]);
  });
});
