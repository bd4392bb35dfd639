import { GET_CASTRO_RULES, getCastro } from "@/lib/engine/cardgames/get-castro";
import {
  automaticInput,
  replay,
  type SessionEntry,
  type SessionSetup,
  undoCount,
} from "@/lib/engine/cardgames/session";
import { UNDO } from "@/lib/engine/core/log";
import { meldFixture } from "./meld-fixture";

const bots = (game: SessionSetup["game"], n: number, bot: string): SessionSetup => ({
  game,
  seed: "session",
  seats: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: "bot", bot })),
  first: 0,
});

/** Play with the app's own automatic inputs, logging each one. */
function playLogged(setup: SessionSetup, limit = 5000): SessionEntry[] {
  const entries: SessionEntry[] = [{ seq: 0, type: "game.setup", payload: setup }];
  for (let i = 0; i < limit; i++) {
    const r = replay(entries);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const next = automaticInput(setup, r.value.state);
    if (!next) break;
    entries.push({ seq: entries.length, type: "input", payload: next });
  }
  return entries;
}

describe("saved games replay from their log", () => {
  it.each(["get-castro", "kill-rasputin", "san-juan"] as const)(
    "%s: a bot game replays to the same state",
    (game) => {
      const setup = bots(game, 2, game === "san-juan" ? "general" : "shrewd");
      const entries = playLogged(setup, 400);
      const a = replay(entries);
      const b = replay(JSON.parse(JSON.stringify(entries)));
      expect(a.ok && b.ok).toBe(true);
      if (a.ok && b.ok) expect(b.value.state).toEqual(a.value.state);
      expect(
        entries.some(
          (e) => e.type === "input" && e.payload.by === "bot" && (e.payload.why?.length ?? 0) > 0,
        ),
      ).toBe(true);
    },
  );

  it("applies the logged chance values instead of rolling again", () => {
    const setup = bots("get-castro", 2, "shrewd");
    const entries = playLogged(setup, 150);
    const other = [
      { ...entries[0], payload: { ...setup, seed: "a different seed" } },
      ...entries.slice(1),
    ] as SessionEntry[];
    const a = replay(entries);
    const b = replay(other);
    if (!a.ok || !b.ok) throw new Error("replay");
    const strip = (s: unknown) => ({ ...(s as object), rng: 0 });
    expect(strip(b.value.state)).toEqual(strip(a.value.state));
  });

  it("stops at an entry that no longer replays, naming it", () => {
    const setup = bots("get-castro", 2, "shrewd");
    const entries = playLogged(setup, 5);
    entries.push({
      seq: entries.length,
      type: "input",
      payload: { input: { type: "attempt", seat: 1 }, by: "person" },
    });
    const r = replay(entries);
    expect(!r.ok && r.errors[0].field).toMatch(/^entry \d+/);
  });

  it("skips undone inputs (undo is an appended entry)", () => {
    const setup = bots("san-juan", 2, "general");
    const entries = playLogged(setup, 6);
    const before = replay(entries.slice(0, -1));
    const undone = replay([
      ...entries,
      { seq: entries.length, type: UNDO, payload: null } as SessionEntry,
    ]);
    if (!before.ok || !undone.ok) throw new Error("replay");
    expect(undone.value.state).toEqual(before.value.state);
  });
});

describe("undo is offered only while nothing hidden has come to light (D-undo)", () => {
  const setup: SessionSetup = {
    game: "get-castro",
    seed: "u",
    seats: [
      { name: "Ana", kind: "person", bot: "" },
      { name: "Bot", kind: "bot", bot: "shrewd" },
    ],
    first: 0,
  };
  const step = (by: "person" | "bot" | "app", reveal: number[] = []) => ({
    seq: 1,
    input: { type: "done", seat: 0 },
    by,
    events: [{ rule: "x", reveal }],
  });

  it("takes back the person's last decision and everything after it", () => {
    expect(undoCount(setup, [step("app", [0]), step("person", [1]), step("bot")])).toBe(2);
  });

  it("is closed once a card or a die has been revealed to a person", () => {
    expect(undoCount(setup, [step("person", [1]), step("bot", [0, 1])])).toBeNull();
    expect(undoCount(setup, [step("person", [0])])).toBeNull();
    expect(undoCount(setup, [step("app", [0])])).toBeNull();
  });

  it("works on a real position: a meld can be taken back, a Propaganda draw cannot", () => {
    const s = meldFixture(GET_CASTRO_RULES, {
      players: 2,
      hands: [
        ["cold-war-fever", "mafiosi", "mafiosi", "poison-pen", "poison-pen"],
        ["scuba-diving"],
      ],
      deck: ["scuba-diving", "united-nations"],
      step: { at: "meld" },
    });
    const meld = { type: "meld", seat: 0, card: "mafiosi", count: 2 } as const;
    const melded = getCastro.apply(s, meld);
    if (!melded.ok) throw new Error("meld");
    expect(
      undoCount(setup, [{ seq: 1, input: meld, by: "person", events: melded.value.events }]),
    ).toBe(1);
    const fate = { ...s, step: { at: "fate" as const }, phase: "fate" as const };
    const drew = getCastro.apply(fate, { type: "propaganda", seat: 0, card: "cold-war-fever" });
    if (!drew.ok) throw new Error("propaganda");
    expect(
      undoCount(setup, [
        { seq: 1, input: { type: "propaganda", seat: 0 }, by: "person", events: drew.value.events },
      ]),
    ).toBeNull();
  });

  it("hot seat: only the person who decided may take it back, while holding the device (U2)", () => {
    const two: SessionSetup = {
      ...setup,
      seats: [setup.seats[0], { name: "Bo", kind: "person", bot: "" }],
    };
    // Ana let a Save stand (nothing revealed); the device has gone to Bo.
    const allow = {
      seq: 1,
      input: { type: "allow", seat: 0 },
      by: "person" as const,
      seat: 0,
      events: [],
    };
    expect(undoCount(two, [allow], 1)).toBeNull();
    expect(undoCount(two, [allow], null)).toBeNull();
    expect(undoCount(two, [allow], 0)).toBe(1);
  });

  it("the app makes no move for a person", () => {
    const s = replay([{ seq: 0, type: "game.setup", payload: setup }]);
    if (!s.ok) throw new Error("setup");
    const shuffled = automaticInput(setup, s.value.state);
    expect(shuffled?.by).toBe("app");
  });
});
