import { appRolls } from "@/lib/engine/cuba/game/player-operation";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import {
  applyPlayerOperation,
  type CalixtoDB,
  createGame,
  editBoard,
  exportGame,
  importGame,
  loadGame,
  redo,
  rollForPlayerOperation,
  undo,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

/**
 * The player's own Operation and SA, applied by the app as ONE log entry (2.3, 3.0, 4.0): the
 * board and Resources as the rules say, the Sequence of Play box filled, one Undo takes it back.
 */
const GOV_PLAYER = { GOV: "player", "26J": "np", DR: "np", SYN: "np" } as const;
const M26_PLAYER = { GOV: "np", "26J": "player", DR: "np", SYN: "np" } as const;

async function game(db: CalixtoDB, roles: typeof GOV_PLAYER | typeof M26_PLAYER, card: number) {
  const r = await createGame(db, {
    name: "Own Operation",
    scenario: "standard",
    roles,
    shortGame: false,
    dice: "app",
    deck: "app",
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const e = await editBoard(db, r.value.id, [
    { kind: "currentCard", value: card },
    { kind: "nextCard", value: 2 },
    { kind: "pieces", space: "la-habana", piece: "troop", value: 2 },
    { kind: "pieces", space: "la-habana", piece: "m26A", value: 2 },
    { kind: "pieces", space: "oriente", piece: "m26U", value: 2 },
    { kind: "pieces", space: "oriente", piece: "troop", value: 1 },
  ]);
  if (!e.ok) throw new Error(JSON.stringify(e.errors));
  return r.value.id;
}

// Assault in La Habana (Grassland): 2 Troops remove the 2 Active 26July Guerrillas (3.2.4).
const ASSAULT: PlayerAction = {
  faction: "GOV",
  operation: "assault",
  spaces: [{ space: "la-habana", remove: [{ piece: "m26A", count: 2 }] }],
};

describe("applying your own Operation (2.3, 3.0)", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("logs one entry with the record, pays, fills the box; one Undo takes it all back", async () => {
    const id = await game(db, GOV_PLAYER, 1);
    const before = await loadGame(db, id);
    const start = before?.state?.board;
    if (!start) throw new Error("no board");
    const r = await applyPlayerOperation(db, id, ASSAULT);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const g = await loadGame(db, id);
    expect(g?.entries.length).toBe((before?.entries.length ?? 0) + 1);
    const entry = g?.entries.at(-1);
    expect(entry?.type).toBe("player.action");
    const board = r.value.state.board;
    expect(board.spaces["la-habana"].pieces.m26A).toBe(0);
    expect(board.resources.GOV).toBe(start.resources.GOV - 2); // Firm: 2 per space
    expect(board.cardActions).toEqual([{ faction: "GOV", action: "opOnly" }]);
    if (entry?.type !== "player.action") throw new Error("not a player action");
    expect(entry.payload.operation?.changes).toEqual([
      `Government Resources ${start.resources.GOV} → ${start.resources.GOV - 2}`,
      "Remove 2 Active 26July Guerrillas from La Habana to Available",
      "Sequence of Play: Government cylinder to Operation Only",
    ]);
    const u = await undo(db, id);
    if (!u.ok) throw new Error(JSON.stringify(u.errors));
    expect(u.value.state.board).toEqual(start);
    const again = await redo(db, id);
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(again.value.state.board).toEqual(board);
  });

  it("refuses an illegal choice by field and logs nothing", async () => {
    const id = await game(db, GOV_PLAYER, 1);
    const before = (await loadGame(db, id))?.entries.length;
    const r = await applyPlayerOperation(db, id, {
      ...ASSAULT,
      spaces: [{ space: "la-habana", remove: [{ piece: "m26A", count: 3 }] }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toContainEqual({
      field: "spaces[0].remove",
      reason: "at most 2 pieces can go in La Habana (2 Troops and 0 Police)",
    });
    expect((await loadGame(db, id))?.entries.length).toBe(before);
  });

  it("refuses when it is not the player's turn on the card (2.3.2)", async () => {
    const id = await game(db, GOV_PLAYER, 13); // 26July (NP) is 1st Eligible on #13
    const r = await applyPlayerOperation(db, id, ASSAULT);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0].field).toBe("turn");
  });

  it("app dice: the generator's faces only, and its state goes in the entry", async () => {
    const id = await game(db, M26_PLAYER, 13);
    const attack: PlayerAction = {
      faction: "26J",
      operation: "attack",
      spaces: [{ space: "oriente" }],
    };
    const faces = await rollForPlayerOperation(db, id, 1);
    if (!faces.ok) throw new Error(JSON.stringify(faces.errors));
    const roll = faces.value[0];
    const wrong = await applyPlayerOperation(db, id, attack, {
      faces: [roll === 6 ? 5 : 6],
      source: "app",
    });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.errors[0].field).toBe("dice.faces[0]");
    // With 2 Guerrillas, a roll of 1 or 2 succeeds and must remove the Troop or not: here none
    // is named, which "up to 2" allows (3.3.3).
    const state = (await loadGame(db, id))?.state;
    if (!state) throw new Error("no state");
    const r = await applyPlayerOperation(db, id, attack, { faces: [roll], source: "app" });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.value.state.rng).toBe(appRolls(state, 1).rngAfter);
    expect(r.value.state.board.spaces.oriente.pieces.m26A).toBe(2);
    expect(r.value.state.board.spaces.oriente.pieces.m26U).toBe(roll === 1 ? 1 : 0);
  });

  it("an exported game with the Operation imports; a changed record is refused by field", async () => {
    const id = await game(db, GOV_PLAYER, 1);
    const r = await applyPlayerOperation(db, id, ASSAULT);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const ex = await exportGame(db, id);
    if (!ex.ok) throw new Error(JSON.stringify(ex.errors));
    const back = await importGame(db, ex.value);
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    expect(back.value.state.board).toEqual(r.value.state.board);

    const copy = JSON.parse(JSON.stringify(ex.value));
    delete copy.checksum; // a hand-written file may carry none (parse-export.ts)
    const entries = copy.log as { type: string; payload: Record<string, unknown> }[];
    const mine = entries.findLast((e) => e.type === "player.action");
    if (!mine) throw new Error("no entry");
    const op = mine.payload.operation as { action: PlayerAction };
    // A typo in the record is named by its path (parse-turns.ts)…
    (op.action.spaces[0] as unknown as Record<string, unknown>).remvoe = [];
    const typo = await importGame(db, copy);
    expect(typo.ok).toBe(false);
    if (!typo.ok)
      expect(typo.errors.map((e) => e.field).join(" ")).toMatch(
        /payload\.operation\.action\.spaces\[0\]\.remvoe/,
      );
    // …and a record whose edits do not follow from it is refused by the strict fold.
    delete (op.action.spaces[0] as unknown as Record<string, unknown>).remvoe;
    op.action.spaces[0].remove = [{ piece: "m26A", count: 1 }];
    const changed = await importGame(db, copy);
    expect(changed.ok).toBe(false);
    if (!changed.ok)
      expect(changed.errors.map((e) => e.reason).join(" ")).toMatch(/edits|targeted/);
  });
});
