import {
  legalAttacks,
  resolveBattle,
  SJ_BY_KEY,
  sanJuan,
  sjViewFor,
} from "@/lib/engine/cardgames/san-juan";
import { chance, refused, step } from "../helpers";
import { names, sjFixture } from "./fixture";

const id = (k: string) => SJ_BY_KEY[k];

describe("San Juan set-up and Draw phase (sheet: Decks, Draw phase; S1, S8)", () => {
  it("shuffles both decks, then each side draws up to eight", () => {
    let s = sanJuan.newGame({ seed: 3 });
    expect(sanJuan.pending(s)).toMatchObject({
      kind: "chance",
      request: { kind: "shuffle", size: 32 },
    });
    s = step(sanJuan, s, sanJuan.resolveChance(s) ?? chance()).state;
    s = step(sanJuan, s, sanJuan.resolveChance(s) ?? chance()).state;
    expect(s.hand).toBe(1);
    expect(s.hands.map((h) => h.length)).toEqual([8, 8]);
    expect(s.decks.map((d) => d.length)).toEqual([24, 24]);
    expect(sanJuan.pending(s)).toMatchObject({ kind: "decide", seat: 1, prompt: "reserve" });
  });

  it("draws up to eight after a hand, reshuffling a side's discard pile when its deck runs out", () => {
    const s = sjFixture({
      hands: [
        ["us-rough-riders"],
        [
          "es-companies",
          "es-bravery",
          "es-battalions",
          "es-artillery",
          "es-trenches",
          "es-machetes",
          "es-remingtons",
        ],
      ],
      step: { at: "withdraw", side: 1 },
      hand: 2,
    });
    s.discards[1] = s.decks[1].splice(0, s.decks[1].length - 0);
    const { state } = step(sanJuan, s, { type: "withdraw", seat: 1, cards: [] });
    expect(state.hands[0]).toHaveLength(8);
    expect(sanJuan.pending(state)).toMatchObject({ kind: "chance", request: { kind: "shuffle" } });
    const size = state.discards[1].length;
    const r = step(sanJuan, state, chance(...Array.from({ length: size }, (_, i) => i)));
    expect(r.state.hands[1]).toHaveLength(8);
    expect(r.events[0]).toMatchObject({ kind: "shuffled", side: 1, reshuffle: true });
  });
});

describe("San Juan Reserve phase (sheet: Reserve phase; S2, S3)", () => {
  const reserve = () =>
    sjFixture({
      hands: [
        [
          "us-observation-balloon",
          "us-rough-riders",
          "us-artillery",
          "us-black-powder",
          "us-troopers",
          "us-wood",
          "us-charge",
          "us-encirclement",
        ],
        [
          "es-companies",
          "es-bravery",
          "es-battalions",
          "es-artillery",
          "es-trenches",
          "es-machetes",
          "es-remingtons",
          "es-high-ground",
        ],
      ],
      decks: [
        ["us-infantry", "us-v-corps"],
        ["es-linares", "es-mauser-rifles"],
      ],
      step: { at: "reserve", side: 1 },
    });

  it("the Spanish reserve first: discard up to two and draw as many", () => {
    const { state } = step(sanJuan, reserve(), {
      type: "reserve",
      seat: 1,
      cards: ["es-machetes", "es-companies"],
    });
    expect(names(state.hands[1])).toEqual(
      expect.arrayContaining(["es-linares", "es-mauser-rifles"]),
    );
    expect(state.hands[1]).toHaveLength(8);
    expect(sanJuan.pending(state)).toMatchObject({ kind: "decide", seat: 0, prompt: "reserve" });
    expect(
      refused(sanJuan, reserve(), {
        type: "reserve",
        seat: 1,
        cards: ["es-machetes", "es-companies", "es-bravery"],
      })[0].field,
    ).toBe("cards");
    expect(refused(sanJuan, reserve(), { type: "reserve", seat: 0, cards: [] })[0].field).toBe(
      "seat",
    );
  });

  it("the balloon shows the American the Spanish hand after the Spanish reserve and before his own", () => {
    const a = step(sanJuan, reserve(), { type: "reserve", seat: 1, cards: [] }).state;
    expect(refused(sanJuan, reserve(), { type: "balloon", seat: 1 })[0].reason).toContain(
      "only the American",
    );
    expect(refused(sanJuan, reserve(), { type: "balloon", seat: 0 })[0].field).toBe("seat");
    const { state, events } = step(sanJuan, a, { type: "balloon", seat: 0 });
    expect(events[0]).toMatchObject({ kind: "balloon", secretTo: [0] });
    expect(state.hands[0]).toHaveLength(7);
    expect(names(state.discards[0])).toEqual(["us-observation-balloon"]);
    expect(sjViewFor(state, 0).seen).toEqual(state.hands[1]);
    expect(sjViewFor(state, 1).seen).toBeNull();
    const r = step(sanJuan, state, { type: "reserve", seat: 0, cards: ["us-black-powder"] }).state;
    expect(r.hands[0]).toHaveLength(7);
    expect(sanJuan.pending(r)).toMatchObject({ kind: "decide", seat: 0, prompt: "attack" });
  });
});

describe("San Juan Attack phase (sheet: Attack phase; S4-S6)", () => {
  const attack = (us: string[], es: string[]) =>
    sjFixture({ hands: [us, es], step: { at: "attack", side: 0 } });

  it("one card per type, the Americans up to two Infantry Units, the Spanish up to two Terrain", () => {
    const s = attack(
      [
        "us-rough-riders",
        "us-troopers",
        "us-infantry",
        "us-artillery",
        "us-gatling-guns",
        "us-easily-flanked",
        "us-encirclement",
      ],
      ["es-trenches", "es-high-ground", "es-bloody-ford", "es-companies", "es-battalions"],
    );
    expect(
      refused(sanJuan, s, {
        type: "attack",
        seat: 0,
        cards: ["us-rough-riders", "us-troopers", "us-infantry"],
      })[0].reason,
    ).toContain("at most 2");
    expect(
      refused(sanJuan, s, {
        type: "attack",
        seat: 0,
        cards: ["us-artillery", "us-gatling-guns"],
      })[0].reason,
    ).toContain("at most 1");
    expect(
      refused(sanJuan, s, {
        type: "attack",
        seat: 0,
        cards: ["us-easily-flanked", "us-encirclement"],
      })[0].reason,
    ).toContain("at most 1");
    const a = step(sanJuan, s, {
      type: "attack",
      seat: 0,
      cards: ["us-rough-riders", "us-troopers", "us-artillery"],
    }).state;
    expect(
      refused(sanJuan, a, { type: "attack", seat: 1, cards: ["es-companies", "es-battalions"] })[0]
        .reason,
    ).toContain("at most 1");
    expect(
      step(sanJuan, a, {
        type: "attack",
        seat: 1,
        cards: ["es-trenches", "es-high-ground", "es-companies"],
      }).state.battles,
    ).toHaveLength(1);
  });

  it("keeps the first choice secret until both are in, then reveals, scores and discards", () => {
    const s = attack(["us-rough-riders", "us-wood"], ["es-high-ground", "es-linares"]);
    const a = step(sanJuan, s, { type: "attack", seat: 0, cards: ["us-rough-riders", "us-wood"] });
    expect(a.events).toEqual([expect.objectContaining({ kind: "committed", side: 0 })]);
    expect(sjViewFor(a.state, 1).battles).toHaveLength(0);
    const b = step(sanJuan, a.state, {
      type: "attack",
      seat: 1,
      cards: ["es-high-ground", "es-linares"],
    });
    expect(b.state.battles[0]).toMatchObject({ totals: [8, 8], winner: null });
    expect(names(b.state.discards[0]).sort()).toEqual(["us-rough-riders", "us-wood"]);
    expect(b.state.hands[0]).toHaveLength(0);
  });

  it("eliminating cards remove the strongest opposing card of their type, which then adds nothing", () => {
    const b = resolveBattle(1, [
      [id("us-rough-riders"), id("us-troopers"), id("us-roosevelt"), id("us-sims-dudley")],
      [id("es-high-ground"), id("es-kettle-hill"), id("es-malaria")],
    ]);
    expect(names(b.eliminated).sort()).toEqual(["es-high-ground", "us-rough-riders"]);
    expect(b.totals).toEqual([3 + 5 + 1, 1 + 1]);
    expect(b.winner).toBe(0);
    const lc = resolveBattle(2, [
      [id("us-roosevelt")],
      [id("es-leader-casualties"), id("es-companies")],
    ]);
    expect(names(lc.eliminated)).toEqual(["us-roosevelt"]);
    expect(lc.totals).toEqual([0, 3]);
    expect(lc.winner).toBe(1);
    expect(resolveBattle(3, [[id("us-sims-dudley")], [id("es-companies")]]).eliminated).toEqual([]);
  });

  it("when two cards qualify, the eliminating side takes the stronger (the first played on equal force; S5)", () => {
    const equal = resolveBattle(4, [[id("us-troopers"), id("us-infantry")], [id("es-malaria")]]);
    expect(names(equal.eliminated)).toEqual(["us-troopers"]);
    const terrain = resolveBattle(5, [
      [id("us-sims-dudley")],
      [id("es-kettle-hill"), id("es-high-ground")],
    ]);
    expect(names(terrain.eliminated)).toEqual(["es-high-ground"]);
    expect(terrain.totals).toEqual([1, 1]);
    expect(terrain.winner).toBeNull();
  });

  it("a side may attack with no cards at all", () => {
    expect(legalAttacks(0, [id("us-rough-riders")])).toContainEqual([]);
  });
});

describe("San Juan Withdrawal and result (sheet: Withdrawal phase, Object; S7, S8)", () => {
  it("withdraws up to three cards, American first", () => {
    const s = sjFixture({
      hands: [
        ["us-black-powder", "us-springfields", "us-aging-equipment", "us-wheeler"],
        ["es-machetes"],
      ],
      step: { at: "withdraw", side: 0 },
    });
    expect(
      refused(sanJuan, s, {
        type: "withdraw",
        seat: 0,
        cards: ["us-black-powder", "us-springfields", "us-aging-equipment", "us-wheeler"],
      })[0].reason,
    ).toContain("at most 3");
    const { state } = step(sanJuan, s, {
      type: "withdraw",
      seat: 0,
      cards: ["us-black-powder", "us-springfields", "us-aging-equipment"],
    });
    expect(names(state.hands[0])).toEqual(["us-wheeler"]);
    expect(sanJuan.pending(state)).toMatchObject({ seat: 1, prompt: "withdraw" });
  });

  const eighth = (won: [number, number], tied: number) => {
    const s = sjFixture({ hands: [[], []], step: { at: "withdraw", side: 1 }, hand: 8, won, tied });
    return step(sanJuan, s, { type: "withdraw", seat: 1, cards: [] }).state;
  };

  it("after eight hands: five or more American wins, five or more Spanish wins, else the historical draw", () => {
    expect(eighth([5, 3], 0).result?.kind).toBe("american");
    expect(eighth([2, 5], 1).result?.kind).toBe("spanish");
    expect(eighth([4, 4], 0).result?.kind).toBe("draw");
    expect(eighth([4, 3], 1).result).toEqual({ kind: "draw", won: [4, 3], tied: 1 });
    expect(sanJuan.pending(eighth([5, 3], 0))).toEqual({ kind: "over" });
  });

  it("plays all eight hands even when the result is settled", () => {
    const s = sjFixture({
      hands: [[], []],
      step: { at: "withdraw", side: 1 },
      hand: 6,
      won: [5, 0],
      tied: 0,
    });
    const { state } = step(sanJuan, s, { type: "withdraw", seat: 1, cards: [] });
    expect(state.result).toBeNull();
    expect(state.hand).toBe(7);
  });
});
