import { flipPieces, movePieces } from "@/lib/engine/cuba/board";
import { moveGroup } from "@/lib/engine/cuba/calixto/moves";
import { piecesIn } from "@/lib/engine/cuba/calixto/piece-priorities";
import { position } from "@/tests/engine/calixto/fixtures";

/** Cash stacks with its piece and moves with it; a piece may hold several markers (4.5.2). */
describe("Cash moving with the piece holding it (4.5.2)", () => {
  it("a piece holding several Cash markers carries all of them when it moves", () => {
    const b = position({ havana: { pieces: { synU: 1 }, cash: ["synU", "synU"] } });
    const r = movePieces(b, "havana", "la-habana", "synU", 1, 2);
    expect(r.board.spaces.havana.cash).toEqual([]);
    expect(r.board.spaces["la-habana"].cash).toEqual(["synU", "synU"]);
    expect(r.change.text).toContain("with 2 Cash");
  });

  it("the last piece of a kind to leave takes every marker of that kind with it", () => {
    const b = position({ havana: { pieces: { troop: 1 }, cash: ["troop", "troop"] } });
    const r = movePieces(b, "havana", "la-habana", "troop", 1, 1);
    expect(r.board.spaces.havana.cash).toEqual([]);
    expect(r.board.spaces["la-habana"].cash).toEqual(["troop", "troop"]);
  });

  it("a flipped Guerrilla keeps all its Cash", () => {
    const b = position({ oriente: { pieces: { m26U: 1 }, cash: ["m26U", "m26U", "m26U"] } });
    const r = flipPieces(b, "oriente", "m26U", "m26A", 1, 3);
    expect(r.board.spaces.oriente.cash).toEqual(["m26A", "m26A", "m26A"]);
  });

  it("piece refs share the markers out, so one marching Guerrilla takes several (C8.5.7 March)", () => {
    const b = position({ "sierra-maestra": { pieces: { m26U: 1 }, cash: ["m26U", "m26U"] } });
    const group = piecesIn(b.spaces["sierra-maestra"], ["m26U"]);
    expect(group).toEqual([{ kind: "m26U", cash: 2 }]);
    const r = moveGroup(b, "26J", "march", "sierra-maestra", "oriente", group);
    expect(r.step.board.spaces["sierra-maestra"].cash).toEqual([]);
    expect(r.step.board.spaces.oriente.cash).toHaveLength(2);
  });
});
