import { killRasputin, KILL_RASPUTIN_RULES as R } from "@/lib/engine/cardgames/kill-rasputin";
import { chance, refused, step } from "../helpers";
import { keysOf, meldFixture } from "../meld-fixture";

const threeMelds = [
  { key: "poison", n: 2 },
  { key: "nobles", n: 2 },
  { key: "palace", n: 2 },
];

describe("Kill Rasputin Foil phase: Destiny cancels a Save (sheet: Foil; D12)", () => {
  const saved = (activeHand: string[]) =>
    meldFixture(R, {
      players: 2,
      hands: [activeHand, ["method-fails", "club"]],
      melds: [threeMelds, []],
      step: { at: "foil", seat: 1 },
    });

  it("asks the active player holding Destiny whether to cancel the Save", () => {
    const { state } = step(killRasputin, saved(["destiny"]), {
      type: "save",
      seat: 1,
      card: "method-fails",
    });
    expect(killRasputin.pending(state)).toMatchObject({
      kind: "decide",
      seat: 0,
      prompt: "negate",
    });
    expect(state.melds[0]).toHaveLength(3);
  });

  it("discarding Destiny cancels the Save: the meld stays, both cards are discarded", () => {
    const a = step(killRasputin, saved(["destiny"]), {
      type: "save",
      seat: 1,
      card: "method-fails",
    }).state;
    const { state } = step(killRasputin, a, { type: "negate", seat: 0 });
    expect(state.melds[0].map((m) => m.kind)).toEqual(["M", "C", "L"]);
    expect(keysOf(R, state.discard).sort()).toEqual(["destiny", "method-fails"]);
    expect(killRasputin.pending(state)).toMatchObject({ kind: "decide", seat: 0, prompt: "kill" });
  });

  it("letting the Save stand discards the meld", () => {
    const a = step(killRasputin, saved(["destiny"]), {
      type: "save",
      seat: 1,
      card: "method-fails",
    }).state;
    const { state } = step(killRasputin, a, { type: "allow", seat: 0 });
    expect(state.melds[0].map((m) => m.kind)).toEqual(["C", "L"]);
    expect(keysOf(R, state.hands[0])).toEqual(["destiny"]);
  });

  it("without Destiny the Save takes effect at once; nobody else may cancel", () => {
    const { state } = step(killRasputin, saved(["club"]), {
      type: "save",
      seat: 1,
      card: "method-fails",
    });
    expect(state.melds[0].map((m) => m.kind)).toEqual(["C", "L"]);
    const a = step(killRasputin, saved(["destiny"]), {
      type: "save",
      seat: 1,
      card: "method-fails",
    }).state;
    expect(refused(killRasputin, a, { type: "negate", seat: 1 })[0].field).toBe("seat");
  });

  it("has no Event cards in the Foil phase", () => {
    const s = saved(["club"]);
    expect(
      killRasputin
        .legalMoves(s)
        .map((m) => m.type)
        .sort(),
    ).toEqual(["done", "save"]);
  });
});

describe("Kill Rasputin Event phase (sheet: Event; D13, D14)", () => {
  const afterKill = (opts: {
    meldPlayed: boolean;
    hands?: string[][];
    players?: number;
    deck?: string[];
  }) =>
    meldFixture(R, {
      players: opts.players ?? 3,
      hands: opts.hands ?? [["poison"], ["club", "knife"], ["river"]],
      melds: [threeMelds.slice(0, 1)],
      deck: opts.deck,
      meldPlayed: opts.meldPlayed,
      step: { at: "kill" },
    });

  it("rolls 1d6 only when no card was played in the Meld phase", () => {
    const played = step(killRasputin, afterKill({ meldPlayed: true }), {
      type: "done",
      seat: 0,
    }).events;
    expect(played.map((e) => e.kind)).not.toContain("eventRoll");
    const pending = step(killRasputin, afterKill({ meldPlayed: false }), {
      type: "done",
      seat: 0,
    }).state;
    expect(killRasputin.pending(pending)).toMatchObject({
      kind: "chance",
      request: { kind: "dice", count: 1 },
    });
  });

  const rolled = (roll: number, opts: Parameters<typeof afterKill>[0] = { meldPlayed: false }) => {
    const s = step(killRasputin, afterKill(opts), { type: "done", seat: 0 }).state;
    return step(killRasputin, s, chance(roll));
  };

  it("1 Spies: the active player sees the chosen opponent's hand, nobody else does", () => {
    const r = rolled(1);
    expect(killRasputin.pending(r.state)).toMatchObject({ prompt: "eventTarget" });
    const { events } = step(killRasputin, r.state, { type: "target", seat: 0, target: 1 });
    const look = events.find((e) => e.kind === "looked");
    expect(look).toMatchObject({ target: 1, secretTo: [0] });
    expect(look?.kind === "looked" && keysOf(R, look.cards)).toEqual(["club", "knife"]);
  });

  it("2 Revolution: trade hands with the chosen opponent", () => {
    const r = rolled(2, {
      meldPlayed: false,
      hands: [["poison", "palace", "church"], ["club"], ["river", "river"]],
    });
    const { state } = step(killRasputin, r.state, { type: "target", seat: 0, target: 2 });
    expect(keysOf(R, state.hands[2])).toEqual(["poison", "palace", "church"]);
    expect(keysOf(R, state.hands[0])).toEqual(["river", "river"]);
  });

  it("3 Sabotage: the chosen opponent discards a card picked at random", () => {
    const r = rolled(3);
    const t = step(killRasputin, r.state, { type: "target", seat: 0, target: 1 }).state;
    expect(killRasputin.pending(t)).toMatchObject({
      kind: "chance",
      request: { kind: "pick", among: 2 },
    });
    const { state, events } = step(killRasputin, t, chance(1));
    // (Seat 1's next turn has begun with a draw, so check what left its hand.)
    expect(keysOf(R, state.hands[1])).toContain("club");
    expect(keysOf(R, state.hands[1])).not.toContain("knife");
    expect(keysOf(R, state.discard).at(-1)).toBe("knife");
    expect(events[0]).toMatchObject({ kind: "sabotaged", target: 1 });
  });

  it("3 Sabotage and 5 Betrayal target only opponents holding cards; a single one is chosen for you", () => {
    const r = rolled(5, { meldPlayed: false, hands: [["poison"], ["club", "knife"], []] });
    expect(killRasputin.pending(r.state)).toMatchObject({
      kind: "chance",
      request: { kind: "pick", among: 2 },
    });
    const none = rolled(3, { meldPlayed: false, hands: [["poison"], [], []] });
    expect(none.events.map((e) => e.kind)).toContain("noTarget");
  });

  it("4 Plot: draw one card", () => {
    const r = rolled(4, { meldPlayed: false, deck: ["church"] });
    expect(r.events.find((e) => e.kind === "drew")).toMatchObject({ seat: 0 });
    expect(r.events.find((e) => e.kind === "drew" && e.seat === 0)).toBeTruthy();
  });

  it("5 Betrayal: steal a random card from the chosen opponent", () => {
    const r = rolled(5);
    const t = step(killRasputin, r.state, { type: "target", seat: 0, target: 1 }).state;
    const { state, events } = step(killRasputin, t, chance(0));
    expect(events[0]).toMatchObject({ kind: "betrayed", secretTo: [0, 1] });
    expect(keysOf(R, state.hands[0])).toContain("club");
    expect(keysOf(R, state.hands[1])).not.toContain("club");
  });

  it("6 Prophecy: the active player sees the top five cards, which stay in order", () => {
    const s = step(
      killRasputin,
      afterKill({
        meldPlayed: false,
        deck: ["church", "river", "village", "palace", "knife", "club"],
      }),
      {
        type: "done",
        seat: 0,
      },
    ).state;
    const before = s.deck.slice();
    const { events } = step(killRasputin, s, chance(6));
    const p = events.find((e) => e.kind === "prophecy");
    expect(p?.kind === "prophecy" && keysOf(R, p.cards)).toEqual([
      "church",
      "river",
      "village",
      "palace",
      "knife",
    ]);
    expect(p).toMatchObject({ secretTo: [0] });
    // Nothing was drawn by the Prophecy itself: the next turn's draw takes the top card.
    const drew = events.find((e) => e.kind === "drew");
    expect(drew?.kind === "drew" && drew.cards).toEqual([before.at(-1)]);
  });

  it("a Fate phase with nothing to decide", () => {
    const s = afterKill({ meldPlayed: true });
    expect(R.fateCards).toBe(false);
    expect(killRasputin.legalMoves(s).every((m) => m.type !== "propaganda")).toBe(true);
  });
});

describe("Kill Rasputin End phase and deck (sheet: End, Fate; D6, D11)", () => {
  it("discards down to five in the End phase", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [["poison", "club", "knife", "revolver", "river", "church"], ["nobles"]],
      step: { at: "exit" },
    });
    const { state } = step(killRasputin, s, { type: "discard", seat: 0, card: "poison" });
    expect(state.hands[0]).toHaveLength(5);
    expect(state.active).toBe(1);
  });

  it("reshuffles the discard pile as often as the deck runs out", () => {
    const s = meldFixture(R, {
      players: 2,
      hands: [["poison", "club", "knife", "revolver", "river", "church"], ["nobles"]],
      discard: ["palace", "village"],
      rest: "removed",
      runOuts: 5,
      step: { at: "exit" },
    });
    const a = step(killRasputin, s, { type: "discard", seat: 0, card: "poison" }).state;
    expect(killRasputin.pending(a)).toMatchObject({ kind: "chance", request: { kind: "shuffle" } });
    const { state } = step(killRasputin, a, chance(2, 0, 1));
    expect(state.result).toBeNull();
    expect(state.runOuts).toBe(6);
  });
});
