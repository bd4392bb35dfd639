import { standardBoard } from "@/data/cuba/scenarios";
import { applyEdits, type BoardEdit, diffBoards } from "@/lib/engine/cuba/board";
import { ALL_NP } from "@/tests/fixtures/boards";

describe("board edits", () => {
  const board = standardBoard({ roles: ALL_NP, shortGame: false });

  it("set values and leave the original board alone", () => {
    const r = applyEdits(board, [
      { kind: "pieces", space: "las-villas", piece: "troop", value: 4 },
      { kind: "aid", value: 12 },
    ]);
    expect(r.ok && r.value.spaces["las-villas"].pieces.troop).toBe(4);
    expect(r.ok && r.value.aid).toBe(12);
    expect(board.spaces["las-villas"].pieces.troop).toBe(3);
  });

  it("reject a whole batch when the result breaks a limit, naming every problem", () => {
    const r = applyEdits(board, [
      { kind: "aid", value: 10 },
      { kind: "pieces", space: "havana", piece: "govBase", value: 3 },
    ]);
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: "spaces.havana.bases", reason: "3 Bases exceed the stacking limit of 2 (1.4.2)" },
        {
          field: "pieces.govBase",
          reason: "3 Government Bases on the map exceed the inventory of 2",
        },
      ],
    });
  });

  it("reject unknown spaces, piece kinds and Factions instead of inventing them", () => {
    const bad = (e: unknown) => applyEdits(board, [e as BoardEdit]);
    expect(bad({ kind: "pieces", space: "havanna", piece: "troop", value: 1 })).toEqual({
      ok: false,
      errors: [
        { field: "edits[0].space", reason: 'unknown space "havanna" (did you mean "havana"?)' },
      ],
    });
    expect(bad({ kind: "pieces", space: "havana", piece: "tank", value: 1 })).toEqual({
      ok: false,
      errors: [{ field: "edits[0].piece", reason: 'unknown piece kind "tank"' }],
    });
    expect(bad({ kind: "resources", faction: "USA", value: 1 })).toEqual({
      ok: false,
      errors: [
        { field: "edits[0].faction", reason: 'unknown Faction "USA" (one of GOV, 26J, DR, SYN)' },
      ],
    });
  });

  it("diffBoards gives the edits that turn one board into the other", () => {
    const r = applyEdits(board, [
      { kind: "pieces", space: "oriente", piece: "m26U", value: 2 },
      { kind: "support", space: "oriente", value: -2 },
      { kind: "eligibility", faction: "DR", value: "ineligible" },
      { kind: "momentum", value: [1] },
    ]);
    if (!r.ok) throw new Error("setup");
    const edits = diffBoards(board, r.value);
    expect(edits).toHaveLength(4);
    const again = applyEdits(board, edits);
    expect(again.ok && again.value).toEqual(r.value);
  });
});
