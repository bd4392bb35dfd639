import { emptyBoard } from "@/data/cuba/scenarios";
import { flipPieces, movePieces, placePieces, removePieces } from "@/lib/engine/cuba/board/changes";
import { combineChanges } from "@/lib/engine/cuba/board/combine-changes";
import type { TableChange } from "@/lib/engine/cuba/calixto/types";
import type { GameBoard } from "@/lib/engine/cuba/types";

/** Run primitives in order on a board, collecting their checklist lines. */
function run(
  board: GameBoard,
  ...fns: ((b: GameBoard) => { board: GameBoard; change: TableChange })[]
) {
  const out: TableChange[] = [];
  let b = board;
  for (const f of fns) {
    const r = f(b);
    b = r.board;
    out.push(r.change);
  }
  return out;
}

describe("the checklist merges the same hand movement made several times", () => {
  const b = emptyBoard({
    roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" },
    shortGame: false,
  });
  const seeded = {
    ...b,
    spaces: {
      ...b.spaces,
      oriente: { ...b.spaces.oriente, pieces: { ...b.spaces.oriente.pieces, troop: 3 } },
      havana: { ...b.spaces.havana, pieces: { ...b.spaces.havana.pieces, police: 2 } },
    },
  };

  it("two single Troop removals from one space are one line of 2 Troops", () => {
    const lines = run(
      seeded,
      (x) => removePieces(x, "oriente", "troop", 1),
      (x) => removePieces(x, "oriente", "troop", 1),
    );
    expect(combineChanges(lines).map((c) => c.text)).toEqual([
      "Remove 2 Troops from Oriente to Available",
    ]);
  });

  it("placements interleaved with another piece's removal in the same space merge in order", () => {
    const lines = run(
      seeded,
      (x) => placePieces(x, "havana", "drU", 1),
      (x) => removePieces(x, "havana", "police", 1),
      (x) => placePieces(x, "havana", "drU", 1),
    );
    expect(combineChanges(lines).map((c) => c.text)).toEqual([
      "Place 2 Underground DR Guerrillas in Havana",
      "Remove 1 Police from Havana to Available",
    ]);
  });

  it("moves along the same way merge; a flip of those pieces in between keeps them apart", () => {
    const moves = run(
      seeded,
      (x) => movePieces(x, "oriente", "sierra-maestra", "troop", 1),
      (x) => movePieces(x, "oriente", "sierra-maestra", "troop", 1),
    );
    expect(combineChanges(moves).map((c) => c.text)).toEqual([
      "Move 2 Troops from Oriente to Sierra Maestra",
    ]);
    const withFlip = run(
      seeded,
      (x) => placePieces(x, "havana", "drU", 1),
      (x) => flipPieces(x, "havana", "drU", "drA", 1),
      (x) => placePieces(x, "havana", "drU", 1),
    );
    expect(combineChanges(withFlip)).toHaveLength(3);
  });
});
