import { emptyBoard } from "@/data/cuba/scenarios";
import { applyEdits, type BoardEdit } from "@/lib/engine/cuba/board/edit";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { applyPlayerAction, checkPlayerAction } from "@/lib/engine/cuba/player/apply";
import type { GameBoard } from "@/lib/engine/cuba/types";

/** The engine API the form calls: check and apply on a board, outside any game or scenario. */
function board(edits: BoardEdit[]): GameBoard {
  const b = emptyBoard({
    roles: { GOV: "np", "26J": "player", DR: "np", SYN: "player" },
    shortGame: false,
  });
  const r = applyEdits(b, edits);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const RALLY: PlayerAction = {
  faction: "26J",
  operation: "rally",
  spaces: [{ space: "oriente", place: [{ piece: "m26U", count: 1 }] }],
};

describe("checkPlayerAction and applyPlayerAction (3.0, 3.1.2, 5.1.1)", () => {
  const b = board([
    { kind: "resources", faction: "26J", value: 0 },
    { kind: "support", space: "oriente", value: 1 },
  ]);

  it("name every problem: 26July Rallies not where there is Support (3.3.1)", () => {
    expect(checkPlayerAction(b, RALLY, { sequence: false })).toEqual([
      {
        field: "spaces[0].space",
        reason: "26July may not Rally where there is Support, as in Oriente (3.3.1)",
      },
    ]);
  });

  it("an Event's terms: Rally as if Neutral (#17), free (3.1.2): no Resources needed", () => {
    const r = applyPlayerAction(b, RALLY, [], {
      sequence: false,
      free: true,
      grant: { asIfNeutral: true },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.value.board.spaces.oriente.pieces.m26U).toBe(1);
    expect(r.value.board.resources["26J"]).toBe(0);
    expect(r.value.cardAction).toBe("opOnly");
    expect(r.value.changes.map((c) => c.text)).toEqual([
      "Place 1 Underground 26July Guerrilla in Oriente",
    ]);
  });

  it("Construct is never free (3.3.5)", () => {
    const s = board([
      { kind: "resources", faction: "SYN", value: 4 },
      { kind: "pieces", space: "havana", piece: "police", value: 1 },
    ]);
    const construct: PlayerAction = {
      faction: "SYN",
      operation: "construct",
      spaces: [{ space: "havana" }],
    };
    expect(checkPlayerAction(s, construct, { sequence: false, free: true })).toEqual([
      { field: "spaces[0]", reason: "Construct in Havana costs 5 Resources; Syndicate has 4" },
    ]);
  });

  it("dice given but not asked for are refused", () => {
    expect(
      checkPlayerAction(b, RALLY, {
        sequence: false,
        grant: { asIfNeutral: true },
        free: true,
        dice: [3],
      }),
    ).toEqual([{ field: "dice", reason: "1 die roll was given but not needed" }]);
  });
});
