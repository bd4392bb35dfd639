import fc from "fast-check";
import {
  buildGameExport,
  type GameEntry,
  parseGameExport,
  parseGameText,
  tooBig,
} from "@/lib/engine/cuba/game";
import { LIMITS } from "@/lib/engine/cuba/game/parse-util";
import { edit, logOf, push } from "@/tests/fixtures/game-log";
import { junk, mutated, refusedWithMessage } from "@/tests/fixtures/garbage";

const META = { name: "Fuzzed game", createdAt: 1000, updatedAt: 2000 };
/** An export as a hand-edited file: no checksum, so only its contents are judged. */
const file = (log: GameEntry[]) => {
  const { checksum: _, ...rest } = buildGameExport(META, log);
  return JSON.parse(JSON.stringify(rest));
};
const reasons = (r: ReturnType<typeof parseGameExport>) =>
  r.ok ? [] : r.errors.map((e) => `${e.field}: ${e.reason}`);

describe("game import: nothing crashes on a huge list", () => {
  it("refuses 61,000 duplicate Momentum cards with a few named errors, not a stack overflow", () => {
    const log = push(logOf(), edit({ kind: "momentum", value: Array(61_000).fill(49) }));
    const r = parseGameExport(file(log));
    expect(r.ok).toBe(false);
    expect(reasons(r).length).toBeGreaterThan(0);
    expect(reasons(r).length).toBeLessThanOrEqual(12);
  });

  it("refuses a set-up board with 61,000 duplicate Momentum cards", () => {
    const log = logOf();
    const f = file(log);
    f.log[0].payload.board.momentum = Array(61_000).fill(49);
    expect(() => parseGameExport(f)).not.toThrow();
    expect(parseGameExport(f).ok).toBe(false);
  });
});

/** A game at C8.9 card 1 (card 8 in play, 20 next), with the entries given after it. */
const game = (...entries: Omit<GameEntry, "seq">[]) => {
  let log = push(logOf(), edit({ kind: "currentCard", value: 8 }, { kind: "nextCard", value: 20 }));
  for (const e of entries) log = push(log, e);
  return file(log);
};
const begin = {
  type: "turn.begin" as const,
  payload: { kind: "np" as const, faction: "GOV" as const },
};
const input = (event: unknown, rngAfter?: number) =>
  ({
    type: "turn.input",
    payload: { event, ...(rngAfter === undefined ? {} : { rngAfter }) },
  }) as never;

describe("game import: nothing is accepted that the app could not have written", () => {
  it("refuses a dice roll with no faces instead of playing it as a 1", () => {
    const r = parseGameExport(
      game(begin, input({ type: "dice.rolled", faces: [], source: "app" })),
    );
    expect(reasons(r)).toEqual([
      "log[3].payload.event.faces: a dice roll needs its faces, e.g. [4]",
    ]);
  });

  it("refuses a roll of more dice than any request asks for (3d6 at most)", () => {
    const r = parseGameExport(
      game(begin, input({ type: "dice.rolled", faces: [1, 2, 3, 4], source: "app" })),
    );
    expect(reasons(r)).toEqual([
      "log[3].payload.event.faces: a roll is of 3 dice at most, got 4 faces",
    ]);
  });

  it("refuses a generator state outside 32 bits", () => {
    const big = 2 ** 32;
    const r = parseGameExport(
      game(begin, input({ type: "dice.rolled", faces: [3], source: "app" }, big)),
    );
    expect(reasons(r)).toEqual([
      `log[3].payload.rngAfter: the generator's state is a whole number from 0 to 4294967295, got ${big}`,
    ]);
    const f = game({ type: "deck.shuffled", payload: { order: ["U", "V"], rngAfter: -1 } });
    expect(reasons(parseGameExport(f))[0]).toMatch(/rngAfter: the generator's state .* got -1/);
  });

  it("refuses a seq past a safe integer or absurdly large, and seqs that do not increase", () => {
    const f = game(begin);
    f.log[2].seq = 1.8e19;
    expect(reasons(parseGameExport(f))).toEqual([
      "log[2].seq: entries are numbered 1, 2, 3… up to 1000000000, got 18000000000000000000",
    ]);
    const g = game(begin);
    g.log[2].seq = 2;
    expect(reasons(parseGameExport(g))).toEqual(["log[2].seq: must be greater than 2, got 2"]);
  });

  it("refuses an empty or duplicated Calixto deck", () => {
    const empty = game({ type: "deck.shuffled", payload: { order: [], rngAfter: 5 } });
    expect(reasons(parseGameExport(empty))).toEqual([
      "log[2].payload.order: the Calixto deck has no cards",
    ]);
    const twice = game({ type: "deck.shuffled", payload: { order: ["U", "V", "U"], rngAfter: 5 } });
    expect(reasons(parseGameExport(twice))).toEqual([
      "log[2].payload.order[2]: card U is in the deck twice",
    ]);
  });

  it("refuses a disputed reading that does not exist", () => {
    const f = game();
    f.log[0].payload.options.conflicts = { "no-such-reading": "alternative" };
    expect(reasons(parseGameExport(f))).toEqual([
      "log[0].payload.options.conflicts.no-such-reading: no disputed reading has this id",
    ]);
  });

  it("refuses a next card equal to the card it puts in play, or a card already played", () => {
    const done = [
      { kind: "eligibility", faction: "GOV", value: "ineligible" },
      { kind: "eligibility", faction: "26J", value: "ineligible" },
      { kind: "eligibility", faction: "DR", value: "ineligible" },
      { kind: "eligibility", faction: "SYN", value: "ineligible" },
    ] as const;
    const same = game(edit(...done), { type: "card.next", payload: { revealed: 20 } });
    expect(reasons(parseGameExport(same))).toEqual([
      "log[3] → revealed: card 20 goes into play now: the next card is another one",
    ]);
    const again = game(edit(...done), { type: "card.next", payload: { revealed: 8 } });
    expect(reasons(parseGameExport(again))).toEqual([
      "log[3] → revealed: card 8 has already been played",
    ]);
  });
});

describe("game import: stated size limits", () => {
  it("refuses more log entries than a game can hold, saying the limit", () => {
    const f = game();
    const extra = Array.from({ length: LIMITS.entries + 1 }, (_, i) => ({
      seq: i + 3,
      type: "board.edited",
      payload: { edits: [] },
    }));
    f.log.push(...extra);
    const t = Date.now();
    expect(reasons(parseGameExport(f))).toEqual([
      `log: a game holds at most 100000 log entries, this file has ${LIMITS.entries + 3}`,
    ]);
    expect(Date.now() - t).toBeLessThan(2000);
  });

  it("refuses an entry with more edits than the app ever writes in one", () => {
    const r = parseGameExport(game(edit(...Array(501).fill({ kind: "aid", value: 10 }))));
    expect(reasons(r)).toEqual([
      "log[2].payload.edits: an entry holds at most 500 board edits, got 501",
    ]);
  });

  it("refuses a file over 100 MB before reading it", () => {
    expect(tooBig(LIMITS.fileChars + 1)).toEqual({
      field: "file",
      reason: "a game file is 100 MB at most, this one is 100.0 MB",
    });
    const text = `{"format":"calixto-game","pad":"${"x".repeat(1000)}"}`;
    const r = parseGameText(text);
    expect(!r.ok && r.errors[0].field).not.toBe("file");
  });
});

describe("game import: random garbage never throws and is refused with a message", () => {
  const valid = game(begin, input({ type: "dice.rolled", faces: [3], source: "app" }, 7), {
    type: "deck.shuffled",
    payload: { order: ["U", "V"], rngAfter: 5 },
  } as never);

  it("any JSON value", () => {
    fc.assert(
      fc.property(junk, (v) => {
        const r = parseGameExport(v);
        expect(r.ok).toBe(false);
        expect(refusedWithMessage(r)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("a valid game file with one value replaced or removed", () => {
    fc.assert(
      fc.property(mutated(valid), (v) => {
        const r = parseGameExport(v);
        expect(refusedWithMessage(r)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
