import { OPERATION_HANDLERS as OPS } from "@/lib/engine/cuba/calixto/operations";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { choice, ctx, dice, done, need, position, texts } from "../fixtures";

const m26 = ctx("26J");

describe("Attack (3.3.3, C8.6.5)", () => {
  const b = position({
    matanzas: { pieces: { m26U: 2, m26A: 2, troop: 1, police: 1, govBase: 1 } },
  });

  it("① needs 4+ own Guerrillas and an enemy piece; ② needs all own Guerrillas Active", () => {
    const more = position({
      matanzas: { pieces: { m26U: 2, m26A: 2, troop: 1 } },
      oriente: { pieces: { m26A: 2, drU: 1 } },
      "las-villas": { pieces: { m26U: 1, m26A: 1, troop: 1 } },
      "camaguey-province": { pieces: { m26U: 4 } },
    });
    expect(OPS.attack4Plus.candidates(more, m26)).toEqual(["matanzas"]);
    expect(OPS.attackAllActive.candidates(more, m26)).toEqual(["oriente"]);
  });

  it("Activates every own Guerrilla, rolls 1d6 and removes 2 enemy pieces on a hit, Bases last", () => {
    const n = need(OPS.attack4Plus.execute(b, "matanzas", m26, []));
    expect(n).toMatchObject({ kind: "request", request: { kind: "dice", spec: "1d6" } });
    const r = done(OPS.attack4Plus, b, "matanzas", m26, [dice(4)]);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({
      m26U: 0,
      m26A: 4,
      troop: 0,
      police: 0,
      govBase: 1,
    });
  });

  it("does nothing on a miss beyond Activating", () => {
    const r = done(OPS.attack4Plus, b, "matanzas", m26, [dice(5)]);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ m26A: 4, troop: 1, police: 1 });
  });

  it("a roll of 1 also places an Available Guerrilla (Captured Goods)", () => {
    const r = done(OPS.attack4Plus, b, "matanzas", m26, [dice(1)]);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ m26U: 1, m26A: 4 });
  });

  it("removes the Base once no cubes remain", () => {
    const thin = position({ matanzas: { pieces: { m26A: 4, police: 1, govBase: 1 } } });
    const r = done(OPS.attackAllActive, thin, "matanzas", m26, [dice(2)]);
    expect(texts(r)).toEqual([
      "Remove 1 Police from Matanzas to Available",
      "Remove 1 Government Base from Matanzas to Available",
    ]);
  });

  it("closes a Casino only when no Syndicate Guerrilla, Troops or Police remain", () => {
    const guarded = position({ matanzas: { pieces: { m26A: 4, synU: 1, casinoOpen: 1 } } });
    const r = done(OPS.attackAllActive, guarded, "matanzas", m26, [dice(3)]);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({
      synU: 0,
      casinoOpen: 0,
      casinoClosed: 1,
    });
  });

  it("cannot fail with 6+ Guerrillas and none Available to place: no roll (C8.2.1)", () => {
    const sure = position(
      { matanzas: { pieces: { m26A: 6, troop: 2 } } },
      {
        tweak: (x: GameBoard) => {
          x.spaces["ec-east"].pieces.m26U = 9;
        },
      },
    );
    const r = done(OPS.attackAllActive, sure, "matanzas", m26, []);
    expect(r.board.spaces.matanzas.pieces.troop).toBe(0);
  });

  it("Raúl: NP 26July rerolls a failed Attack roll", () => {
    const raul = position(
      { matanzas: { pieces: { m26A: 4, troop: 2 } } },
      { capabilities: [{ card: 22, side: "unshaded" }] },
    );
    const second = need(OPS.attackAllActive.execute(raul, "matanzas", m26, [dice(6)]));
    expect(second).toMatchObject({ request: { kind: "dice", rule: "Event 22" } });
    const r = done(OPS.attackAllActive, raul, "matanzas", m26, [dice(6), dice(3)]);
    expect(r.board.spaces.matanzas.pieces.troop).toBe(0);
    const dr = position(
      { matanzas: { pieces: { drA: 4, troop: 2 } } },
      {
        capabilities: [{ card: 22, side: "unshaded" }],
      },
    );
    expect(
      done(OPS.attackAllActive, dr, "matanzas", ctx("DR"), [dice(6)]).board.spaces.matanzas.pieces
        .troop,
    ).toBe(2);
  });

  it("Pact of Caracas: 26July may not take DR pieces, so a DR-only space has no Attack", () => {
    const pact = position(
      {
        matanzas: { pieces: { m26A: 4, drU: 2 } },
        oriente: { pieces: { m26A: 4, drU: 1, troop: 1 } },
      },
      { capabilities: [{ card: 18, side: "unshaded" }] },
    );
    expect(OPS.attackAllActive.candidates(pact, m26)).toEqual(["oriente"]);
    const r = done(OPS.attackAllActive, pact, "oriente", m26, [dice(2)]);
    expect(r.board.spaces.oriente.pieces).toMatchObject({ troop: 0, drU: 1 });
  });

  it("Captured Goods: Cash freed by the Attack goes to an attacking Guerrilla", () => {
    const cash = position(
      { matanzas: { pieces: { m26A: 4, police: 1 }, cash: ["police"] } },
      { roles: { GOV: "player" } },
    );
    const r = done(OPS.attackAllActive, cash, "matanzas", m26, [dice(2), choice("free")]);
    expect(r.board.spaces.matanzas.cash).toEqual(["m26A"]);
    expect(r.trace.some((t) => t.kind === "note" && t.text.startsWith("Captured Goods"))).toBe(
      true,
    );
  });
});
