import { killRasputin, KILL_RASPUTIN_RULES as R } from "@/lib/engine/cardgames/kill-rasputin";
import { describeMeldEvent, type MeldEvent } from "@/lib/engine/cardgames/meld-game";
import { chance, step } from "../helpers";
import { meldFixture } from "../meld-fixture";

const names = ["Ana", "Bo", "Cy"];
/** What a seat reads in the log: the lines it may see, empty lines left out. */
const read = (events: readonly MeldEvent[], viewer: number | null) =>
  events.map((e) => describeMeldEvent(R, e, viewer, names)).filter((line) => line !== "");

describe("Kill Rasputin hidden information (KR Foil: Destiny; D12)", () => {
  const threeMelds = [
    { key: "poison", n: 2 },
    { key: "nobles", n: 2 },
    { key: "palace", n: 2 },
  ];
  const position = (anaHand: string[]) =>
    meldFixture(R, {
      players: 3,
      hands: [anaHand, ["method-fails", "club"], ["river"]],
      melds: [threeMelds, [], []],
      step: { at: "foil", seat: 1 },
      foilQueue: [2],
    });
  const save = { type: "save", seat: 1, card: "method-fails" } as const;

  it("the table reads the same log whether Ana let the Save stand or held no Destiny", () => {
    // Holding Destiny, Ana is asked and lets the Save stand.
    const asked = step(killRasputin, position(["destiny", "knife"]), save);
    const stood = step(killRasputin, asked.state, { type: "allow", seat: 0 });
    const withDestiny = [...asked.events, ...stood.events];
    // Without Destiny the Save takes effect at once.
    const without = step(killRasputin, position(["church", "knife"]), save).events;
    for (const viewer of [1, 2, null])
      expect(read(withDestiny, viewer)).toEqual(read(without, viewer));
    expect(read(withDestiny, 1).join(" ")).not.toMatch(/stand|Destiny/);
    // Ana herself reads her choice.
    expect(read(withDestiny, 0)).toContain("Ana lets the Save stand.");
    expect(stood.state.melds[0].map((m) => m.kind)).toEqual(["C", "L"]);
  });

  it("Revolution tells the two traders which cards changed hands, and nobody else (KR Event 2)", () => {
    const s = meldFixture(R, {
      players: 3,
      hands: [["poison", "church"], ["nobles", "river", "club"], ["knife"]],
      step: { at: "eventTarget", roll: 2 },
    });
    const { state, events } = step(killRasputin, s, { type: "target", seat: 0, target: 1 });
    expect(state.hands[0].map((id) => R.cards[id].key).sort()).toEqual(["club", "nobles", "river"]);
    const traded = events.find((e) => e.kind === "traded");
    expect(traded).toMatchObject({ secretTo: [0, 1] });
    expect(read(events, 0)).toContain(
      "Ana and Bo trade hands: Ana gives Poison, Church and gets Nobles, River, Club.",
    );
    expect(read(events, 1)).toContain(
      "Ana and Bo trade hands: Ana gives Poison, Church and gets Nobles, River, Club.",
    );
    expect(read(events, 2)[0]).toBe("Ana and Bo trade hands.");
  });

  it("Betrayal names the stolen card to thief and victim only (KR Event 5; D14)", () => {
    const s = meldFixture(R, {
      players: 3,
      hands: [["poison"], ["nobles", "river"], ["knife"]],
      step: { at: "eventPick", roll: 5, target: 1 },
    });
    const { events } = step(killRasputin, s, chance(1));
    expect(read(events, 1)).toContain("Ana steals a random card from Bo: River.");
    expect(read(events, 2)).toContain("Ana steals a random card from Bo.");
    expect(read(events, 2).join(" ")).not.toContain("River");
  });
});
