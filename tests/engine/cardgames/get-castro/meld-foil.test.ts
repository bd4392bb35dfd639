import { getCastro, GET_CASTRO_RULES as R } from "@/lib/engine/cardgames/get-castro";
import { refused, step } from "../helpers";
import { keysOf, meldFixture } from "../meld-fixture";

describe("Get Castro Meld phase (sheet: Meld; D8)", () => {
  const base = () =>
    meldFixture(R, {
      players: 2,
      hands: [
        ["mafiosi", "mafiosi", "mafiosi", "poison-pen", "poison-pen", "diplomat"],
        ["bad-timing"],
      ],
      step: { at: "meld" },
    });

  it("melds two or more identical cards face up", () => {
    const { state } = step(getCastro, base(), { type: "meld", seat: 0, card: "mafiosi", count: 3 });
    expect(state.melds[0]).toEqual([{ kind: "C", key: "mafiosi", cards: expect.any(Array) }]);
    expect(state.melds[0][0].cards).toHaveLength(3);
    expect(keysOf(R, state.hands[0]).sort()).toEqual(["diplomat", "poison-pen", "poison-pen"]);
  });

  it("refuses a meld of one card or of cards not held", () => {
    expect(
      refused(getCastro, base(), { type: "meld", seat: 0, card: "mafiosi", count: 1 })[0].field,
    ).toBe("count");
    expect(
      refused(getCastro, base(), { type: "meld", seat: 0, card: "diplomat", count: 2 })[0].field,
    ).toBe("count");
    expect(
      refused(getCastro, base(), { type: "meld", seat: 0, card: "cia-spooks", count: 2 })[0],
    ).toMatchObject({
      field: "card",
      reason: expect.stringContaining("holds no CIA Spooks"),
    });
  });

  it("allows one meld of each type only", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [["diplomat", "diplomat", "poison-pen"], ["bad-timing"]],
      melds: [[{ key: "mafiosi", n: 2 }]],
      step: { at: "meld" },
    });
    const errors = refused(getCastro, s, { type: "meld", seat: 0, card: "diplomat", count: 2 });
    expect(errors[0].reason).toContain("only one Conspiracy meld");
  });

  it("adds a later copy to a meld in play during the Meld phase only", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [["mafiosi", "poison-pen"], ["bad-timing"]],
      melds: [[{ key: "mafiosi", n: 2 }]],
      step: { at: "meld" },
    });
    const { state } = step(getCastro, s, { type: "add", seat: 0, card: "mafiosi" });
    expect(state.melds[0][0].cards).toHaveLength(3);
    const atKill = meldFixture(R, {
      players: 2,
      hands: [["mafiosi"], []],
      melds: [
        [
          { key: "mafiosi", n: 2 },
          { key: "poison-pen", n: 2 },
          { key: "scuba-diving", n: 2 },
        ],
      ],
      step: { at: "kill" },
    });
    expect(refused(getCastro, atKill, { type: "add", seat: 0, card: "mafiosi" })[0].field).toBe(
      "type",
    );
  });

  it("makes several melds in one phase", () => {
    const a = step(getCastro, base(), { type: "meld", seat: 0, card: "mafiosi", count: 2 }).state;
    const b = step(getCastro, a, { type: "meld", seat: 0, card: "poison-pen", count: 2 }).state;
    expect(b.melds[0].map((m) => m.kind)).toEqual(["C", "M"]);
  });
});

describe("Get Castro Foil phase (sheet: Foil; D2-D5)", () => {
  const threeMelds = [
    { key: "mafiosi", n: 2 },
    { key: "poison-pen", n: 2 },
    { key: "scuba-diving", n: 2 },
  ];

  it("offers the foil to opponents in turn order from the active player's left", () => {
    // Four players, seat 2 active: seats 3, 0, 1 in that order; seat 0 holds nothing to foil with.
    const s = meldFixture(R, {
      players: 4,
      hands: [["diplomat"], ["bad-timing"], [], ["mafiosi"]],
      melds: [[], [], threeMelds, []],
      active: 2,
      step: { at: "meld" },
    });
    const a = step(getCastro, s, { type: "done", seat: 2 }).state;
    expect(getCastro.pending(a)).toMatchObject({ kind: "decide", seat: 3, prompt: "foil" });
    const b = step(getCastro, a, { type: "done", seat: 3 }).state;
    expect(getCastro.pending(b)).toMatchObject({ kind: "decide", seat: 1, prompt: "foil" });
  });

  it("a Save discards the meld of its type, and the Save goes to the discard pile", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [[], ["plot-fails", "diplomat"]],
      melds: [threeMelds, []],
      step: { at: "foil", seat: 1 },
    });
    const { state, events } = step(getCastro, s, { type: "save", seat: 1, card: "plot-fails" });
    expect(state.melds[0].map((m) => m.key)).toEqual(["mafiosi", "scuba-diving"]);
    expect(keysOf(R, state.discard)).toEqual(["plot-fails", "poison-pen", "poison-pen"]);
    expect(events.map((e) => e.kind)).toContain("meldLost");
  });

  it("refuses a Save whose meld type the active player has not melded", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [[], ["security-risk", "plot-fails"]],
      melds: [[{ key: "poison-pen", n: 2 }], []],
      step: { at: "foil", seat: 1 },
    });
    expect(
      refused(getCastro, s, { type: "save", seat: 1, card: "security-risk" })[0].reason,
    ).toContain("no meld that Security Risk negates");
  });

  it("an Event discards any meld and leaves the game", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [[], ["missile-crisis", "diplomat"]],
      melds: [threeMelds, []],
      step: { at: "foil", seat: 1 },
    });
    const { state } = step(getCastro, s, {
      type: "event",
      seat: 1,
      card: "missile-crisis",
      meld: "L",
    });
    expect(state.melds[0].map((m) => m.kind)).toEqual(["C", "M"]);
    expect(keysOf(R, state.removed)).toEqual(["missile-crisis"]);
    expect(keysOf(R, state.discard)).toEqual(["scuba-diving", "scuba-diving"]);
  });

  it("a matching card takes the whole meld into the foiler's hand", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [[], ["mafiosi", "plot-fails"]],
      melds: [threeMelds, []],
      step: { at: "foil", seat: 1 },
    });
    const { state } = step(getCastro, s, { type: "match", seat: 1, card: "mafiosi" });
    expect(state.melds[0].map((m) => m.key)).toEqual(["poison-pen", "scuba-diving"]);
    expect(keysOf(R, state.hands[1]).sort()).toEqual(["mafiosi", "mafiosi", "plot-fails"]);
    expect(keysOf(R, state.discard)).toEqual(["mafiosi"]);
  });

  it("a foiler may play several cards before passing", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [[], ["plot-fails", "bad-timing", "diplomat"]],
      melds: [threeMelds, []],
      step: { at: "foil", seat: 1 },
    });
    const a = step(getCastro, s, { type: "save", seat: 1, card: "plot-fails" }).state;
    expect(getCastro.pending(a)).toMatchObject({ kind: "decide", seat: 1, prompt: "foil" });
    const b = step(getCastro, a, { type: "save", seat: 1, card: "bad-timing" }).state;
    expect(b.melds[0].map((m) => m.key)).toEqual(["mafiosi"]);
  });

  it("only opponents foil, and the foil ends when no meld is left", () => {
    const s = meldFixture(R, {
      players: 3,
      hands: [
        ["diplomat", "diplomat", "diplomat", "poison-pen", "poison-pen"],
        ["security-risk", "united-nations"],
        ["cia-spooks"],
      ],
      melds: [[{ key: "mafiosi", n: 2 }], [], []],
      deck: ["united-nations"],
      step: { at: "foil", seat: 1 },
    });
    expect(refused(getCastro, s, { type: "save", seat: 0, card: "security-risk" })[0].field).toBe(
      "seat",
    );
    const { state } = step(getCastro, s, { type: "save", seat: 1, card: "security-risk" });
    // No meld left: no more foil offers, no attempt; Exit finds 5 cards, the turn passes to seat
    // 1, whose draw makes a pair.
    expect(state.active).toBe(1);
    expect(state.melds[0]).toEqual([]);
    expect(getCastro.pending(state)).toMatchObject({ kind: "decide", seat: 1, prompt: "meld" });
  });
});
