import { GET_CASTRO_RULES as GC, getCastro } from "@/lib/engine/cardgames/get-castro";
import { KILL_RASPUTIN_RULES as KR, killRasputin } from "@/lib/engine/cardgames/kill-rasputin";
import {
  chooseMeldMove,
  fillSeatTokens,
  type MeldBotId,
  type MeldEngine,
} from "@/lib/engine/cardgames/meld-game";
import { simulate } from "@/lib/engine/cardgames/sim";
import { meldFixture } from "./meld-fixture";

const threeMelds = [
  { key: "mafiosi", n: 2 },
  { key: "poison-pen", n: 2 },
  { key: "scuba-diving", n: 2 },
];

describe("meld-game bots make sensible choices", () => {
  it("both strengths meld a pair", () => {
    const s = meldFixture(GC, {
      players: 2,
      hands: [["diplomat", "diplomat", "poison-pen"], []],
      step: { at: "meld" },
    });
    for (const bot of ["novice", "shrewd"] as const)
      expect(chooseMeldMove(GC, s, 0, bot)?.move).toMatchObject({ type: "meld", card: "diplomat" });
  });

  it("foil an opponent who would roll next, and keep Saves when nobody is close", () => {
    const threat = meldFixture(GC, {
      players: 2,
      hands: [[], ["plot-fails", "diplomat"]],
      melds: [threeMelds, []],
      step: { at: "foil", seat: 1 },
    });
    for (const bot of ["novice", "shrewd"] as const)
      expect(chooseMeldMove(GC, threat, 1, bot)?.move).toMatchObject({
        type: "save",
        card: "plot-fails",
      });
    const calm = meldFixture(GC, {
      players: 2,
      hands: [[], ["plot-fails", "diplomat"]],
      melds: [threeMelds.slice(1, 2), []],
      step: { at: "foil", seat: 1 },
    });
    expect(chooseMeldMove(GC, calm, 1, "shrewd")?.move.type).toBe("done");
  });

  it("shrewd takes a meld with a matching card when it lacks that meld type", () => {
    const s = meldFixture(GC, {
      players: 2,
      hands: [[], ["mafiosi", "diplomat"]],
      melds: [threeMelds.slice(0, 1), []],
      step: { at: "foil", seat: 1 },
    });
    const c = chooseMeldMove(GC, s, 1, "shrewd");
    expect(c?.move).toMatchObject({ type: "match", card: "mafiosi" });
    expect(fillSeatTokens(c?.why ?? "", ["Ana", "Bo"])).toContain("Ana");
  });

  it("always rolls with three melds and steals toward a pair", () => {
    const kill = meldFixture(GC, {
      players: 2,
      hands: [[], []],
      melds: [threeMelds, []],
      step: { at: "kill" },
    });
    expect(chooseMeldMove(GC, kill, 0, "shrewd")?.move.type).toBe("attempt");
    const steal = meldFixture(GC, {
      players: 2,
      hands: [["diplomat"], ["united-nations", "diplomat"]],
      step: { at: "steal", target: 1 },
    });
    expect(chooseMeldMove(GC, steal, 0, "shrewd")?.move).toMatchObject({
      type: "steal",
      card: "diplomat",
    });
  });

  it("shrewd discards a dead single before a pair or a Save", () => {
    const s = meldFixture(GC, {
      players: 2,
      hands: [
        ["diplomat", "diplomat", "bad-timing", "havana-casino", "united-nations", "poison-pen"],
        [],
      ],
      discard: ["havana-casino", "havana-casino"],
      step: { at: "exit" },
    });
    expect(chooseMeldMove(GC, s, 0, "shrewd")?.move).toMatchObject({
      type: "discard",
      card: "havana-casino",
    });
  });

  it("Kill Rasputin: cancels a Save with Destiny", () => {
    const s = meldFixture(KR, {
      players: 2,
      hands: [["destiny"], []],
      melds: [[{ key: "poison", n: 2 }], []],
      step: { at: "negate", by: 1, card: 0, kind: "M" },
    });
    expect(chooseMeldMove(KR, s, 0, "shrewd")?.move.type).toBe("negate");
  });

  it.each([
    ["Get Castro", getCastro],
    ["Kill Rasputin", killRasputin],
  ])("%s: every bot move is legal and explained", (_, engine: MeldEngine) => {
    for (const bot of ["novice", "shrewd", "random"] as MeldBotId[]) {
      const r = engine.newGame({ players: 3, seed: `bots-${bot}` });
      if (!r.ok) throw new Error("setup");
      let s = r.value;
      for (let i = 0; i < 2000 && engine.pending(s).kind !== "over"; i++) {
        const p = engine.pending(s);
        const choice = p.kind === "decide" ? chooseMeldMove(engine.rules, s, p.seat, bot) : null;
        if (p.kind === "decide") expect(choice?.why.length).toBeGreaterThan(5);
        const input = p.kind === "chance" ? engine.resolveChance(s) : choice?.move;
        if (!input) throw new Error("no input");
        const next = engine.apply(s, input);
        expect(next.ok).toBe(true);
        if (next.ok) s = next.value.state;
      }
    }
  });

  it.each(["get-castro", "kill-rasputin"] as const)(
    "%s: shrewd wins more often than novice head to head",
    (game) => {
      const r = simulate({
        game,
        games: 400,
        seed: "strength",
        players: 2,
        bots: ["novice", "shrewd"],
        turnCap: 200,
        rotate: true,
      });
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      expect(r.value.byBot.shrewd.winRate).toBeGreaterThan(r.value.byBot.novice.winRate + 0.1);
    },
  );
});
