import { quickPass, suggestMeldMove } from "@/app/_components/games/quick-play";
import { GET_CASTRO_RULES } from "@/lib/engine/cardgames/get-castro";
import { undoCount } from "@/lib/engine/cardgames/session";
import { meldFixture } from "../../engine/cardgames/meld-fixture";
import { people } from "./session-fixture";

/** Ana (a person) may foil Bo's melds (GC Foil; D2). */
const foilOffer = (boMelds: { key: string; n: number }[], anaHand: string[]) =>
  meldFixture(GET_CASTRO_RULES, {
    players: 2,
    active: 1,
    hands: [anaHand, []],
    melds: [[], boMelds],
    step: { at: "foil", seat: 0 },
  });

describe("quick play for the one person at the table (issue 23)", () => {
  const solo = people("get-castro", ["Ana", "Bo"], [1]);
  const two = [
    { key: "mafiosi", n: 2 },
    { key: "poison-pen", n: 2 },
  ];

  it("passes a Foil offer while the active player cannot roll, when passing is the suggestion", () => {
    const s = foilOffer(two, ["plot-fails", "diplomat"]);
    expect(suggestMeldMove(solo, s)?.move).toEqual({ type: "done", seat: 0 });
    expect(quickPass(solo, s)).toEqual({
      input: { type: "done", seat: 0 },
      by: "person",
      seat: 0,
      why: "Quick play passed: {seat1} cannot roll this turn.",
    });
  });

  it("asks the person when a roll could follow, or when taking a meld is the better play", () => {
    const three = [...two, { key: "scuba-diving", n: 2 }];
    expect(quickPass(solo, foilOffer(three, ["plot-fails"]))).toBeNull();
    // A matching card takes a meld type Ana lacks: Shrewd would take it, so Ana is asked.
    const take = foilOffer(two, ["mafiosi"]);
    expect(suggestMeldMove(solo, take)?.move.type).toBe("match");
    expect(quickPass(solo, take)).toBeNull();
  });

  it("never plays for a person in hot seat", () => {
    const s = foilOffer(two, ["plot-fails"]);
    expect(quickPass(people("get-castro", ["Ana", "Bo"]), s)).toBeNull();
  });

  it("undo goes back past quick play's passes to the person's own decision", () => {
    const own = {
      seq: 1,
      input: { type: "meld", seat: 0 },
      by: "person" as const,
      seat: 0,
      events: [],
    };
    const auto = {
      seq: 2,
      input: { type: "done", seat: 0 },
      by: "person" as const,
      seat: 0,
      why: "Quick play passed: {seat1} cannot roll this turn.",
      events: [],
    };
    expect(undoCount(solo, [own, auto], 0)).toBe(2);
  });
});
