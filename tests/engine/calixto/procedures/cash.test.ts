import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { choice, ctx, done, need, position, texts } from "../fixtures";

/** Removing Cash (4.5.2; C8.2.1 hand-off order NP GOV, NP DR, NP 26J, NP SYN, else Available). */
describe("Cash whose holder is removed", () => {
  const strike = ctx("GOV", { operation: "sweep" });

  it("NP hand-off skips the owner's enemies only by order: GOV, then DR, then 26J, then SYN", () => {
    const b = position({
      matanzas: { pieces: { synA: 1, m26U: 1, drU: 1 }, cash: ["synA"] },
    });
    const r = done(SAS.airStrike, b, "matanzas", strike);
    expect(r.board.spaces.matanzas.cash).toEqual(["drU"]);
  });

  it("a player Faction's pieces never receive NP hand-offs", () => {
    const b = position(
      { matanzas: { pieces: { synA: 1, drU: 1, m26U: 1 }, cash: ["synA"] } },
      { roles: { DR: "player" } },
    );
    const r = done(SAS.airStrike, b, "matanzas", strike);
    expect(r.board.spaces.matanzas.cash).toEqual(["m26U"]);
  });

  it("with nobody to take it, the Cash returns to Available (no capture rule for Air Strike)", () => {
    const b = position({ matanzas: { pieces: { synA: 1 }, cash: ["synA"] } });
    const r = done(SAS.airStrike, b, "matanzas", strike);
    expect(r.board.spaces.matanzas.cash).toEqual([]);
    expect(texts(r)).toContain("Return the freed Cash marker in Matanzas to Available");
  });

  it("every Cash marker a removed piece holds is handed off (a piece may hold several, 4.5.2)", () => {
    const b = position({ matanzas: { pieces: { synA: 1, drU: 1 }, cash: ["synA", "synA"] } });
    const r = done(SAS.airStrike, b, "matanzas", strike);
    expect(r.board.spaces.matanzas.cash).toEqual(["drU", "drU"]);
  });

  it("an NP piece already holding Cash can take more in a hand-off (C8.2.1)", () => {
    const b = position({ matanzas: { pieces: { synA: 1, drU: 1 }, cash: ["synA", "drU"] } });
    const r = done(SAS.airStrike, b, "matanzas", strike);
    expect(r.board.spaces.matanzas.cash.sort()).toEqual(["drU", "drU"]);
  });

  it("a player may pass freed Cash to a piece that already holds Cash (4.5.2)", () => {
    const b = position(
      { matanzas: { pieces: { synA: 1, drU: 1 }, cash: ["synA", "drU"] } },
      { roles: { SYN: "player" } },
    );
    expect(need(SAS.airStrike.execute(b, "matanzas", strike, []))).toMatchObject({
      kind: "request",
      request: { kind: "question", id: "cash-hand-off" },
    });
    const r = done(SAS.airStrike, b, "matanzas", strike, [choice("drU")]);
    expect(r.board.spaces.matanzas.cash.sort()).toEqual(["drU", "drU"]);
  });

  it("friendly removal puts a piece without Cash first (Train's Place Base, C8.5.8 bottom-up)", () => {
    const b = position({ oriente: { pieces: { troop: 2, police: 1 }, cash: ["troop"] } });
    const r = done(OPS.trainPlaceBase, b, "oriente", ctx("GOV"));
    expect(r.board.spaces.oriente.pieces).toMatchObject({ troop: 1, police: 0, govBase: 1 });
    expect(r.board.spaces.oriente.cash).toEqual(["troop"]);
  });
});
