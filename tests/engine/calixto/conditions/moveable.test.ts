import { COND } from "@/data/cuba/calixto/cards";
import { ask, board, yes } from "./board-fixture";

/** "Moveable" = not held back by the Move Priorities keep rules (C8.9/c4; C8.5.7). */
describe("moveable-Guerrilla questions (GG, J, DD, FF, NN)", () => {
  it("GG counts moveable 26J per space: 2 spread over two spaces do not make 2+", () => {
    // 2 Underground 26J in each of two Neutral Provinces: the keep-3 rule (room for a Base)
    // cannot be met and is ignored; Control keeps 1 → 1 free in each space.
    const spread = board({ matanzas: { m26U: 2 }, oriente: { m26U: 2 } });
    expect(yes(ask(spread, COND.m26Moveable1, "26J"))).toBe(true);
    expect(yes(ask(spread, COND.m26Moveable2, "26J"))).toBe(false);
    // 5 in Oriente: the keep-3 rule now holds 3 back → 2 free in one space.
    spread.spaces.oriente.pieces.m26U = 5;
    expect(ask(spread, COND.m26Moveable2, "26J")).toMatchObject({
      answer: true,
      evidence: [expect.stringMatching(/^Oriente: 2 moveable 26J Guerrillas, next to /)],
    });
  });

  it("needs a City or Province without own Control next to it", () => {
    // Camagüey City is surrounded by Camagüey Province only; both under 26J Control.
    const b = board({
      "camaguey-city": { m26U: 6, support: -2 },
      "camaguey-province": { m26U: 1 },
    });
    b.spaces["camaguey-province"].support = -2;
    expect(yes(ask(b, COND.m26Moveable2, "26J"))).toBe(false);
    // Camagüey Province passes to DR Control: now the City's free Guerrillas count.
    b.spaces["camaguey-province"].pieces.drU = 2;
    expect(ask(b, COND.m26Moveable2, "26J")).toMatchObject({
      answer: true,
      evidence: ["Camagüey City: 3 moveable 26J Guerrillas, next to Camagüey Province"],
    });
  });

  it("DD asks the same of DR Guerrillas", () => {
    const b = board({ matanzas: { drU: 4, support: -2 } });
    expect(ask(b, COND.drMoveable2, "DR")).toMatchObject({ answer: true });
    expect(yes(ask(board({ matanzas: { drU: 1 } }), COND.drMoveable1, "DR"))).toBe(false);
  });

  it("NN: a moveable SYN Guerrilla holding Cash", () => {
    const b = board({ "ec-west": { synU: 2, troop: 1 } });
    expect(yes(ask(b, COND.synMoveableWithCash, "SYN"))).toBe(false);
    b.spaces["ec-west"].cash = ["synU"];
    expect(ask(b, COND.synMoveableWithCash, "SYN")).toMatchObject({
      answer: true,
      evidence: ["West EC: 1 moveable SYN Guerrilla with Cash"],
    });
    // Cash held by a cube is not a SYN Guerrilla's.
    b.spaces["ec-west"].cash = ["troop"];
    expect(yes(ask(b, COND.synMoveableWithCash, "SYN"))).toBe(false);
  });
});
