import { getCastro, GET_CASTRO_RULES as R } from "@/lib/engine/cardgames/get-castro";
import { chance, refused, step } from "../helpers";
import { allCards, keysOf, meldFixture } from "../meld-fixture";

describe("Get Castro set-up (sheet: Setup)", () => {
  it("takes 2 to 6 players", () => {
    expect(getCastro.newGame({ players: 1, seed: 1 }).ok).toBe(false);
    expect(getCastro.newGame({ players: 7, seed: 1 }).ok).toBe(false);
    const r = getCastro.newGame({ players: 1, seed: 1 });
    expect(!r.ok && r.errors[0].field).toBe("players");
    for (const n of [2, 6]) expect(getCastro.newGame({ players: n, seed: 1 }).ok).toBe(true);
  });

  it("waits for the shuffle, then deals five each and the first player draws", () => {
    const r = getCastro.newGame({ players: 3, seed: "t", first: 1 });
    if (!r.ok) throw new Error("setup");
    const p = getCastro.pending(r.value);
    expect(p).toMatchObject({ kind: "chance", request: { kind: "shuffle", size: 57 } });
    const order = Array.from({ length: 57 }, (_, i) => 56 - i);
    const { state } = step(getCastro, r.value, chance(...order));
    expect(state.turn).toBe(1);
    expect(state.active).toBe(1);
    expect(state.hands.map((h) => h.length)).toEqual([5, 6, 5]);
    expect(state.deck).toHaveLength(57 - 16);
    expect(allCards(state)).toEqual(Array.from({ length: 57 }, (_, i) => i));
  });

  it("refuses a shuffle that is not a permutation of the deck", () => {
    const r = getCastro.newGame({ players: 2, seed: 1 });
    if (!r.ok) throw new Error("setup");
    const errors = refused(getCastro, r.value, chance(0, 0, 1));
    expect(errors[0].field).toBe("values");
  });
});

describe("Get Castro Fate phase (sheet: Fate; D7)", () => {
  it("draws the top card at the start of the turn", () => {
    // Seat 0 is at Exit with 6 cards; discarding ends the turn and seat 1 draws the top card,
    // which pairs with its hand, so it stops to decide on a meld.
    const s = meldFixture(R, {
      players: 2,
      hands: [
        ["mafiosi", "diplomat", "poison-pen", "united-nations", "scuba-diving", "cia-spooks"],
        ["mafiosi"],
      ],
      deck: ["mafiosi", "diplomat"],
      step: { at: "exit" },
    });
    const { state, events } = step(getCastro, s, { type: "discard", seat: 0, card: "cia-spooks" });
    expect(state.active).toBe(1);
    expect(keysOf(R, state.hands[1])).toEqual(["mafiosi", "mafiosi"]);
    expect(getCastro.pending(state)).toMatchObject({ kind: "decide", seat: 1, prompt: "meld" });
    expect(events.find((e) => e.kind === "drew")).toMatchObject({
      seat: 1,
      secretTo: [1],
      reveal: [1],
    });
  });

  it("Propaganda is discarded to draw two cards", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [["cold-war-fever", "mafiosi"], ["diplomat"]],
      deck: ["mafiosi", "scuba-diving", "united-nations"],
      step: { at: "fate" },
    });
    const { state } = step(getCastro, s, { type: "propaganda", seat: 0, card: "cold-war-fever" });
    expect(keysOf(R, state.hands[0]).sort()).toEqual(["mafiosi", "mafiosi", "scuba-diving"]);
    expect(keysOf(R, state.discard).at(-1)).toBe("cold-war-fever");
  });

  it("Spy shows the target's hand to the spy only, then steals the chosen card", () => {
    const s = meldFixture(R, {
      players: 3,
      hands: [["spies", "diplomat", "diplomat"], ["mafiosi", "bad-timing"], ["diplomat"]],
      step: { at: "fate" },
    });
    const looked = step(getCastro, s, { type: "spy", seat: 0, card: "spies", target: 1 });
    const spy = looked.events.find((e) => e.kind === "spy");
    expect(spy).toMatchObject({ secretTo: [0], target: 1 });
    expect(spy?.kind === "spy" && keysOf(R, spy.seen).sort()).toEqual(["bad-timing", "mafiosi"]);
    expect(getCastro.pending(looked.state)).toMatchObject({
      kind: "decide",
      seat: 0,
      prompt: "steal",
    });
    const stolen = step(getCastro, looked.state, { type: "steal", seat: 0, card: "bad-timing" });
    expect(keysOf(R, stolen.state.hands[0])).toContain("bad-timing");
    expect(keysOf(R, stolen.state.hands[1])).toEqual(["mafiosi"]);
    expect(keysOf(R, stolen.state.discard)).toContain("spies");
  });

  it("a Spy needs an opponent holding a card", () => {
    const s = meldFixture(R, {
      players: 3,
      hands: [["spies", "mafiosi"], [], ["diplomat"]],
      step: { at: "fate" },
    });
    const errors = refused(getCastro, s, { type: "spy", seat: 0, card: "spies", target: 1 });
    expect(errors[0]).toMatchObject({ field: "target" });
  });

  it("Fate cards may be played several times in one phase and only by the active player", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [["cold-war-fever", "anti-castro-coup"], ["executive-actions"]],
      deck: ["poison-pen", "scuba-diving", "united-nations", "diplomat"],
      step: { at: "fate" },
    });
    expect(
      refused(getCastro, s, { type: "propaganda", seat: 1, card: "executive-actions" })[0].field,
    ).toBe("seat");
    const a = step(getCastro, s, { type: "propaganda", seat: 0, card: "cold-war-fever" }).state;
    const b = step(getCastro, a, { type: "propaganda", seat: 0, card: "anti-castro-coup" }).state;
    expect(b.hands[0]).toHaveLength(4);
  });

  it("skips the Fate decision when no Propaganda or Spy is held", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [
        ["mafiosi", "diplomat", "poison-pen", "united-nations", "scuba-diving", "cia-spooks"],
        ["cia-spooks"],
      ],
      deck: ["havana-casino"],
      step: { at: "exit" },
    });
    const { state } = step(getCastro, s, { type: "discard", seat: 0, card: "cia-spooks" });
    // Seat 1 drew Havana Casino: nothing to decide in Fate or Meld, no melds to foil, two cards: the
    // turn passes back to seat 0, who draws again.
    expect(state.active).toBe(0);
    expect(state.turn).toBe(5);
  });
});
