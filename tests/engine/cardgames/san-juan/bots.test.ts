import { chooseSjMove, sanJuan } from "@/lib/engine/cardgames/san-juan";
import { simulate } from "@/lib/engine/cardgames/sim";
import { step } from "../helpers";
import { sjFixture } from "./fixture";

describe("San Juan bots make sensible choices", () => {
  it("the General sends up the balloon before his own reserve", () => {
    const s = sjFixture({
      hands: [["us-observation-balloon", "us-rough-riders"], ["es-companies"]],
      step: { at: "reserve", side: 0 },
    });
    expect(chooseSjMove(s, 0, "general")?.move.type).toBe("balloon");
  });

  it("picks the eliminating Special that should remove the most force", () => {
    // The strong American Infantry Units are all in the discard pile; the Leaders are unseen.
    const s = sjFixture({
      hands: [
        [
          "us-roosevelt",
          "us-wood",
          "us-artillery",
          "us-charge",
          "us-encirclement",
          "us-krag-jorgensen",
        ],
        ["es-malaria", "es-leader-casualties", "es-companies", "es-trenches"],
      ],
      discards: [
        [
          "us-rough-riders",
          "us-us-regiments",
          "us-infantry",
          "us-buffalo-soldiers",
          "us-v-corps",
          "us-71st-ny",
          "us-troopers",
          "us-dismounted-cavalry",
        ],
        [],
      ],
      step: { at: "attack", side: 1 },
    });
    s.committed[0] = [];
    const m = chooseSjMove(s, 1, "general")?.move;
    expect(m?.type === "attack" && m.cards).toContain("es-leader-casualties");
    expect(m?.type === "attack" && m.cards).not.toContain("es-malaria");
  });

  it("having seen a stronger Spanish hand, the General keeps his best cards for later", () => {
    let s = sjFixture({
      hands: [
        ["us-observation-balloon", "us-volunteer-formations", "us-aging-equipment", "us-artillery"],
        [
          "es-high-ground",
          "es-counterattack",
          "es-krupp-pieces",
          "es-mauser-rifles",
          "es-main-spanish-line",
          "es-linares",
        ],
      ],
      decks: [[], []],
      step: { at: "reserve", side: 0 },
    });
    s = step(sanJuan, s, { type: "balloon", seat: 0 }).state;
    s = step(sanJuan, s, { type: "reserve", seat: 0, cards: [] }).state;
    const c = chooseSjMove(s, 0, "general");
    expect(c?.move.type === "attack" && c.move.cards).not.toContain("us-artillery");
    expect(c?.why).toContain("keeps");
  });

  it("decides the attack without looking at the hidden American choice", () => {
    const base = () =>
      sjFixture({
        hands: [["us-rough-riders"], ["es-malaria", "es-companies", "es-high-ground"]],
        step: { at: "attack", side: 1 },
      });
    // Three cards face down either way (the count is on the table); which three is hidden.
    const a = base();
    a.committed[0] = [...a.decks[0].splice(0, 3)];
    const b = base();
    b.committed[0] = [...b.decks[0].splice(3, 3)];
    expect(chooseSjMove(a, 1, "general")).toEqual(chooseSjMove(b, 1, "general"));
  });

  it.each([
    ["general", "recruit"],
    ["recruit", "general"],
  ])("the General beats the Recruit (American %s, Spanish %s)", (us, es) => {
    const r = simulate({
      game: "san-juan",
      games: 300,
      seed: "sj",
      players: 2,
      bots: [us, es],
      turnCap: 200,
      rotate: false,
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.value.byBot.general.winRate).toBeGreaterThan(r.value.byBot.recruit.winRate + 0.2);
  });
});
