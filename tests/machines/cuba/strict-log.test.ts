import { buildGameExport, type GameEntry, parseGameExport } from "@/lib/engine/cuba/game";
import { STRICT_REDUCERS } from "@/lib/machines/cuba/strict-log";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

// An imported turn's inputs get the checks the app makes before logging one (input-check.ts).
const META = { name: "Fuzzed game", createdAt: 1000, updatedAt: 2000 };
const game = (...entries: Omit<GameEntry, "seq">[]) => {
  let log = logOf("standard", undefined, 42);
  log[0] = {
    ...log[0],
    payload: { ...log[0].payload, dice: "physical", deck: "physical" },
  } as GameEntry;
  log = push(log, edit({ kind: "currentCard", value: 8 }, { kind: "nextCard", value: 20 }));
  for (const e of entries) log = push(log, e);
  const { checksum: _, ...rest } = buildGameExport(META, log);
  return JSON.parse(JSON.stringify(rest));
};
const begin = {
  type: "turn.begin" as const,
  payload: { kind: "np" as const, faction: "GOV" as const },
};
const input = (event: unknown) => ({ type: "turn.input", payload: { event } }) as never;
const card = (c: string) => input({ type: "card.drawn", card: c, source: "physical" });
const strict = (f: unknown) => {
  const r = parseGameExport(f, { reducers: STRICT_REDUCERS });
  return r.ok ? [] : r.errors.map((e) => `${e.field}: ${e.reason}`);
};

describe("importing a turn in progress checks every input against what the turn waited for", () => {
  it("accepts the C8.9 card 1 Government turn as the app logs it", () => {
    const f = game(
      begin,
      card("Y"),
      card("U"),
      input({ type: "dice.rolled", faces: [3], source: "physical" }),
    );
    expect(strict(f)).toEqual([]);
  });

  it("refuses a tie-break given where the turn waits for a Calixto card", () => {
    const f = game(begin, input({ type: "tie.broken", choice: "atlantis", source: "app" }));
    expect(strict(f)).toEqual([
      "log[3] → input: the app is waiting for the Calixto card you drew, not tie.broken",
    ]);
    // The plain fold (a saved game's load) still only checks the shape.
    expect(parseGameExport(f).ok).toBe(true);
  });

  it("refuses a card of another Faction and a second roll of one die", () => {
    expect(strict(game(begin, card("G")))[0]).toMatch(/^log\[3\] → card: card G is not a GOV card/);
    const twoFaces = game(
      begin,
      card("Y"),
      card("U"),
      input({ type: "dice.rolled", faces: [3, 4], source: "physical" }),
    );
    expect(strict(twoFaces)).toEqual(["log[5] → dice: 1d6 needs 1 die face, got 2"]);
  });

  it("refuses a correction of a decision the turn has not made", () => {
    const f = game(begin, card("Y"), {
      type: "turn.override",
      payload: { decision: 99, value: true, reason: "fuzz", keepInputs: 0 },
    });
    expect(strict(f)).toEqual(["log[4] → decision: no decision 99 in this turn to correct"]);
  });
});
