import { getCastro, GET_CASTRO_RULES as R } from "@/lib/engine/cardgames/get-castro";
import { chance, refused, step } from "../helpers";
import { keysOf, meldFixture } from "../meld-fixture";

const threeMelds = [
  { key: "mafiosi", n: 2 },
  { key: "poison-pen", n: 3 },
  { key: "scuba-diving", n: 2 },
];

describe("Get Castro Kill phase (sheet: Kill; D9)", () => {
  const atKill = () =>
    meldFixture(R, {
      players: 2,
      hands: [["diplomat", "diplomat"], ["cia-spooks"]],
      melds: [threeMelds, []],
      step: { at: "kill" },
    });

  it("offers the Assassination Attempt only with a Method, a Conspiracy and a Location meld", () => {
    expect(getCastro.legalMoves(atKill()).map((m) => m.type)).toEqual(["attempt", "done"]);
    const two = meldFixture(R, {
      players: 2,
      hands: [["diplomat", "diplomat"], ["cia-spooks"]],
      melds: [threeMelds.slice(0, 2), []],
      step: { at: "foil", seat: 1 },
    });
    const { events } = step(getCastro, two, { type: "done", seat: 1 });
    expect(events.map((e) => e.kind)).not.toContain("attempt");
    expect(events.map((e) => e.kind)).toContain("turnStarted");
  });

  it("rolls three dice: all different kills Castro and wins", () => {
    const rolling = step(getCastro, atKill(), { type: "attempt", seat: 0 }).state;
    expect(getCastro.pending(rolling)).toMatchObject({
      kind: "chance",
      request: { kind: "dice", count: 3 },
    });
    const { state, events } = step(getCastro, rolling, chance(1, 4, 6));
    expect(state.result).toEqual({ kind: "killed", winner: 0, turn: 3 });
    expect(getCastro.pending(state)).toEqual({ kind: "over" });
    expect(events.map((e) => e.kind)).toEqual(["attempt", "won"]);
  });

  it("one pair: the roller discards one meld of their choice", () => {
    const rolling = step(getCastro, atKill(), { type: "attempt", seat: 0 }).state;
    const paired = step(getCastro, rolling, chance(2, 5, 2)).state;
    expect(getCastro.pending(paired)).toMatchObject({
      kind: "decide",
      seat: 0,
      prompt: "loseMeld",
    });
    expect(getCastro.legalMoves(paired)).toHaveLength(3);
    const { state } = step(getCastro, paired, { type: "loseMeld", seat: 0, meld: "M" });
    expect(state.melds[0].map((m) => m.kind)).toEqual(["C", "L"]);
    expect(keysOf(R, state.discard)).toEqual(["poison-pen", "poison-pen", "poison-pen"]);
    expect(state.result).toBeNull();
  });

  it("three of a kind: every meld is discarded", () => {
    const rolling = step(getCastro, atKill(), { type: "attempt", seat: 0 }).state;
    const { state } = step(getCastro, rolling, chance(3, 3, 3));
    expect(state.melds[0]).toEqual([]);
    expect(state.discard).toHaveLength(7);
  });

  it("the attempt is optional and the dice must be real faces", () => {
    const { events } = step(getCastro, atKill(), { type: "done", seat: 0 });
    expect(events[0].kind).toBe("noAttempt");
    const rolling = step(getCastro, atKill(), { type: "attempt", seat: 0 }).state;
    expect(refused(getCastro, rolling, chance(1, 2, 7))[0].field).toBe("values[2]");
    expect(refused(getCastro, rolling, chance(1, 2))[0].field).toBe("values");
  });
});

describe("Get Castro Exit phase (sheet: Exit; D6)", () => {
  it("discards down to five, one card at a time, then the next player's turn begins", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [
        [
          "diplomat",
          "mafiosi",
          "poison-pen",
          "united-nations",
          "scuba-diving",
          "cia-spooks",
          "havana-casino",
        ],
        ["cuban-exiles"],
      ],
      deck: ["cuban-exiles"],
      step: { at: "exit" },
    });
    expect(getCastro.legalMoves(s)).toHaveLength(7);
    const a = step(getCastro, s, { type: "discard", seat: 0, card: "diplomat" }).state;
    expect(a.active).toBe(0);
    const b = step(getCastro, a, { type: "discard", seat: 0, card: "mafiosi" }).state;
    expect(b.hands[0]).toHaveLength(5);
    expect(b.active).toBe(1);
  });

  it("an opponent who gained cards keeps them until their own Exit phase", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [[], ["mafiosi", "diplomat", "diplomat", "united-nations", "havana-casino"]],
      melds: [
        [
          { key: "mafiosi", n: 2 },
          { key: "poison-pen", n: 2 },
        ],
        [],
      ],
      deck: ["cia-spooks", "cuban-exiles"],
      step: { at: "foil", seat: 1 },
    });
    const { state } = step(getCastro, s, { type: "match", seat: 1, card: "mafiosi" });
    // Seat 1 now holds 6 cards through seat 0's Exit; on its own turn it draws (7), melds or
    // keeps, and only its own Exit brings it down to 5.
    expect(state.active).toBe(1);
    expect(state.hands[1].length).toBeGreaterThan(5);
    expect(getCastro.pending(state)).toMatchObject({ seat: 1, prompt: "meld" });
  });
});

describe("Get Castro end of the deck (sheet: Winning; D10)", () => {
  const lastCard = (runOuts: number, discard: string[]) =>
    meldFixture(R, {
      players: 2,
      hands: [
        ["diplomat", "mafiosi", "poison-pen", "united-nations", "scuba-diving", "cia-spooks"],
        ["cuban-exiles"],
      ],
      discard,
      rest: "removed",
      runOuts,
      step: { at: "exit" },
    });

  it("the first run-out shuffles the discard pile into a new deck; removed Events stay out", () => {
    const s = lastCard(0, ["havana-casino", "havana-casino", "public-speech"]);
    const a = step(getCastro, s, { type: "discard", seat: 0, card: "cia-spooks" }).state;
    expect(getCastro.pending(a)).toMatchObject({
      kind: "chance",
      request: { kind: "shuffle", size: 4 },
    });
    const { state, events } = step(getCastro, a, chance(3, 2, 1, 0));
    expect(state.runOuts).toBe(1);
    expect(events[0].kind).toBe("shuffled");
    expect(state.removed.length).toBeGreaterThan(0);
    expect(state.result).toBeNull();
  });

  it("the second run-out ends the game: Castro survives and nobody wins", () => {
    const s = lastCard(1, ["havana-casino"]);
    const { state, events } = step(getCastro, s, { type: "discard", seat: 0, card: "cia-spooks" });
    expect(state.result).toEqual({ kind: "survived", turn: 4 });
    expect(getCastro.pending(state)).toEqual({ kind: "over" });
    expect(events.map((e) => e.kind)).toContain("survived");
  });

  it("a run-out with an empty discard pile loses that draw; the next draw ends the game", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [["diplomat"], ["cuban-exiles"]],
      melds: [threeMelds, []],
      rest: "removed",
      step: { at: "kill" },
    });
    const { state, events } = step(getCastro, s, { type: "done", seat: 0 });
    // Seat 1 cannot draw: deck and discard pile are empty (first run-out, draw lost). Seat 0's
    // next draw is the second run-out.
    const kinds = events.map((e) => e.kind);
    expect(kinds.indexOf("drawLost")).toBeLessThan(kinds.indexOf("survived"));
    expect(state.runOuts).toBe(2);
    expect(state.result?.kind).toBe("survived");
  });
});
