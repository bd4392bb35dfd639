import { standardBoard } from "@/data/cuba/scenarios";
import { boardBreaches } from "@/lib/engine/cuba/board/invariants";

const board = () =>
  standardBoard({ roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" }, shortGame: false });

describe("board invariants for the autoplay matrix", () => {
  it("the Standard deployment breaks none", () => {
    expect(boardBreaches(board())).toEqual([]);
  });
  it("a negative count, Cash with no holder, Terror on an EC and too many pieces are each named", () => {
    const b = board();
    b.spaces.havana.pieces.troop = -1;
    b.spaces.matanzas.cash = ["drU"];
    b.spaces["ec-west"].terror = 1;
    b.spaces.oriente.pieces.m26U = 20;
    const out = boardBreaches(b).join("\n");
    expect(out).toMatch(/Havana: troop count -1/);
    expect(out).toMatch(/Matanzas: a Cash marker is held by a drU that is not there/);
    expect(out).toMatch(/West EC: an EC with Support\/Opposition or Terror/);
    expect(out).toMatch(/m26Guerrilla: fewer than 0 Available/);
  });
});
