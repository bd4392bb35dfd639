import type { TableChange } from "@/lib/engine/cuba/calixto/types";
import { combineChanges } from "@/lib/ui/checklist";

const track = (text: string): TableChange => ({ kind: "track", text });

/** The checklist says once what a track ends at, however many times the turn moved it. */
describe("combineChanges", () => {
  it("makes repeated changes of one track one line, from the first value to the last", () => {
    const out = combineChanges([
      track("Syndicate Resources 10 → 14"),
      { kind: "marker", space: "havana", text: "Place 1 Terror marker in Havana" },
      track("Syndicate Resources 14 → 12"),
      track("Aid 15 → 12"),
      track("Syndicate Resources 12 → 10"),
    ]);
    expect(out.map((c) => c.text)).toEqual([
      "Syndicate Resources 10 → 10 (was 14, then 12, on the way)",
      "Place 1 Terror marker in Havana",
      "Aid 15 → 12",
    ]);
  });

  it("a track moved twice in one direction shows where it ends", () => {
    const out = combineChanges([
      track("Government Resources 20 → 17"),
      track("Government Resources 17 → 11"),
    ]);
    expect(out.map((c) => c.text)).toEqual(["Government Resources 20 → 11 (was 17 on the way)"]);
  });

  it("leaves other changes and single track changes as they are", () => {
    const list = [track("Aid 15 → 12"), track("Shuffle the Calixto deck")];
    expect(combineChanges(list)).toEqual(list);
  });
});
