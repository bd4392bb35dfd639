import { standardBoard } from "@/data/cuba/scenarios";
import {
  buildGameExport,
  type GameEntry,
  parseBoard,
  parseBoardOrGame,
  parseGameExport,
  parseGameText,
} from "@/lib/engine/cuba/game";
import { TURN_PARSERS } from "@/lib/engine/cuba/game/parse-turns";
import { ALL_NP } from "@/tests/fixtures/boards";
import { edit, logOf, push, troops, undo } from "@/tests/fixtures/game-log";

const META = { name: "Test game", createdAt: 1000, updatedAt: 2000 };
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

describe("parseBoard: a deep shape check naming exact paths", () => {
  const board = standardBoard({ roles: ALL_NP, shortGame: false });

  it("accepts a whole board and returns it unchanged", () => {
    expect(parseBoard(clone(board))).toEqual({ ok: true, value: board });
  });

  it("names a misspelt space, suggests the right one, and reports the missing one", () => {
    const b = clone(board) as unknown as { spaces: Record<string, unknown> };
    b.spaces.havanna = b.spaces.havana;
    delete b.spaces.havana;
    const r = parseBoard(b);
    expect(!r.ok && r.errors).toEqual([
      { field: "spaces.havanna", reason: 'unknown space "havanna" (did you mean "havana"?)' },
      { field: "spaces.havana", reason: "missing" },
    ]);
  });

  it("names wrong types down to the piece", () => {
    const b = clone(board) as unknown as {
      spaces: { havana: { pieces: Record<string, unknown>; support: unknown } };
    };
    b.spaces.havana.pieces.troop = "6";
    b.spaces.havana.support = 3;
    const r = parseBoard(b);
    expect(!r.ok && r.errors).toEqual([
      {
        field: "spaces.havana.pieces.troop",
        reason: 'expected a whole number, got the string "6"',
      },
      { field: "spaces.havana.support", reason: "expected one of -2, -1, 0, 1, 2, got number 3" },
    ]);
  });

  it("refuses a non-object and extra fields", () => {
    expect(parseBoard(null)).toEqual({
      ok: false,
      errors: [{ field: "(top)", reason: "expected an object, got null" }],
    });
    const r = parseBoard({ ...clone(board), cheat: true });
    expect(!r.ok && r.errors[0].field).toBe("cheat");
  });

  it("keeps the side of an Event on the Sequence of Play track and refuses a side elsewhere", () => {
    const withSide = {
      ...clone(board),
      cardActions: [{ faction: "DR", action: "event", side: "shaded" }],
    };
    expect(parseBoard(withSide)).toEqual({ ok: true, value: withSide });
    const r = parseBoard({
      ...clone(board),
      cardActions: [
        { faction: "DR", action: "opSA", side: "shaded" },
        { faction: "GOV", action: "event", side: "grey" },
      ],
    });
    expect(!r.ok && r.errors).toEqual([
      { field: "cardActions[0].side", reason: "only an Event has a side" },
      {
        field: "cardActions[1].side",
        reason: 'unknown Event side "grey" (one of unshaded, shaded)',
      },
    ]);
  });
});

describe("a player's action in the log (2.3, 2.3.7)", () => {
  const parse = (payload: unknown) => {
    const errors: { field: string; reason: string }[] = [];
    const value = TURN_PARSERS["player.action"](payload, "payload", errors);
    return { value, errors };
  };

  it("reads the side of an Event and refuses it on anything else", () => {
    expect(
      parse({ faction: "DR", action: "event", edits: [], side: "unshaded", note: "x" }).value,
    ).toEqual({ faction: "DR", action: "event", edits: [], side: "unshaded", note: "x" });
    expect(parse({ faction: "DR", action: "limOp", edits: [], side: "unshaded" }).errors).toEqual([
      { field: "payload.side", reason: "only an Event has a side" },
    ]);
    const bad = parse({ faction: "DR", action: "event", edits: [], side: "both" });
    expect(bad.value).toBeUndefined();
    expect(bad.errors[0]?.field).toBe("payload.side");
  });
});

describe("exported games", () => {
  const log = push(push(logOf(), edit(troops("las-villas", 4))), undo);

  it("round-trip: export, parse, fold to the same state", () => {
    const file = clone(buildGameExport(META, log, "2026-01-01T00:00:00.000Z"));
    const r = parseGameExport(file);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.game).toEqual(META);
    expect(r.value.log).toEqual(log);
    expect(r.value.state.board.spaces["las-villas"].pieces.troop).toBe(3);
    expect(r.value.state.redoable).toEqual([2]);
  });

  it("names the exact path of a bad edit", () => {
    const bad = clone(push(logOf(), edit(troops("las-villas", 4))));
    (bad[1] as { payload: { edits: { space: string }[] } }).payload.edits[0].space = "havanna";
    const { checksum: _, ...file } = buildGameExport(META, bad as GameEntry[]);
    const r = parseGameExport(clone(file));
    expect(!r.ok && r.errors).toEqual([
      {
        field: "log[1].payload.edits[0].space",
        reason: 'unknown space "havanna" (did you mean "havana"?)',
      },
    ]);
  });

  it("refuses a file whose log was changed after export", () => {
    const file = clone(buildGameExport(META, log));
    (file.log[1] as { payload: { edits: { value: number }[] } }).payload.edits[0].value = 9;
    const r = parseGameExport(file);
    expect(!r.ok && r.errors[0].field).toBe("checksum");
    expect(!r.ok && r.errors[0].reason).toMatch(/changed after export/);
  });

  it("refuses an entry that does not apply, naming it", () => {
    const over = push(
      logOf(),
      edit({ kind: "pieces", space: "oriente", piece: "drBase", value: 3 }),
    );
    const r = parseGameExport(clone(buildGameExport(META, over)));
    expect(!r.ok && r.errors[0].field).toBe("log[1] → spaces.oriente.bases");
  });

  it("names format, version, name and log problems", () => {
    const file = clone(buildGameExport(META, log));
    expect(parseGameExport({ ...file, format: "chess" })).toMatchObject({
      ok: false,
      errors: [{ field: "format" }],
    });
    expect(parseGameExport({ ...file, version: 99 })).toMatchObject({
      ok: false,
      errors: [{ field: "version" }],
    });
    expect(parseGameExport({ ...file, game: { ...META, name: " " } })).toMatchObject({
      ok: false,
      errors: [{ field: "game.name" }],
    });
    expect(parseGameExport({ ...file, log: [] })).toMatchObject({
      ok: false,
      errors: [{ field: "log" }],
    });
    const noType = clone(file);
    (noType.log[2] as { type: string }).type = "meta.undoo";
    const r = parseGameExport(noType);
    expect(!r.ok && r.errors[0]).toEqual({
      field: "log[2].type",
      reason: 'unknown entry type "meta.undoo" (did you mean "meta.undo"?)',
    });
  });

  it("says when the text is not JSON at all", () => {
    const r = parseGameText("{ not json");
    expect(!r.ok && r.errors[0].field).toBe("file");
  });

  it("parseBoardOrGame reads either an exported game or a bare board", () => {
    const fromGame = parseBoardOrGame(
      clone(buildGameExport(META, push(logOf(), edit(troops("havana", 7))))),
    );
    expect(fromGame.ok && fromGame.value.board.spaces.havana.pieces.troop).toBe(7);
    const bare = parseBoardOrGame(clone(standardBoard({ roles: ALL_NP, shortGame: false })));
    expect(bare.ok && bare.value.game).toBeUndefined();
  });
});
