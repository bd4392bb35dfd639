import type { SelectionStep } from "@/lib/engine/cuba/calixto/types";
import { highlightedSpaces, type SelectionRecord, selectionHighlight } from "@/lib/ui/highlight";
import { howChosen, outcomeText, stepRule } from "@/lib/ui/narrowing";
import { CARD1_GOV_TRACE } from "@/tests/fixtures/c89-card1-gov";

const [, sierra, strike] = CARD1_GOV_TRACE.filter(
  (r): r is SelectionRecord => r.kind === "selection",
);

describe("reading a space selection (C8.5.6)", () => {
  it("cites Step 1 for skipped rows and the first applied row, Step 2 and 3 for later ones", () => {
    expect(sierra.steps.map((_, i) => stepRule(sierra.steps, i))).toEqual([
      "C8.5.6 Step 1",
      "C8.5.6 Step 1",
      "C8.5.6 Step 1",
      "C8.5.6 Step 2",
    ]);
    expect(strike.steps.map((_, i) => stepRule(strike.steps, i)).at(-1)).toBe("C8.5.6 Step 3");
    const red: SelectionStep = {
      row: "10",
      label: "[26J player] most Opposition",
      before: [],
      after: [],
      outcome: "skipped-condition",
    };
    expect(stepRule([red], 0)).toBe("C8.5.6 Step 2");
    expect(outcomeText(red)).toBe("skipped: red condition off");
  });

  it("tells a chosen space from a random pick", () => {
    expect(howChosen(sierra)).toEqual({ how: "rows", space: "sierra-maestra" });
    expect(howChosen({ ...strike, steps: strike.steps.slice(0, -1) })).toEqual({
      how: "random",
      space: "pinar-del-rio",
      among: ["pinar-del-rio", "la-habana"],
    });
    expect(howChosen({ ...strike, chosen: null })).toEqual({ how: "none" });
    expect(howChosen({ ...strike, steps: [] })).toEqual({ how: "single", space: "pinar-del-rio" });
  });

  it("gives the map candidates, kept, dropped and chosen spaces row by row", () => {
    expect(selectionHighlight(sierra, 0).map((h) => h.role)).toEqual([
      "kept",
      "kept",
      "kept",
      "kept",
    ]);
    expect(selectionHighlight(sierra, 1).map((h) => h.role)).toEqual([
      "dropped",
      "kept",
      "kept",
      "kept",
    ]);
    expect(selectionHighlight(sierra)).toEqual([
      { space: "matanzas", role: "dropped" },
      { space: "camaguey-province", role: "dropped" },
      { space: "sierra-maestra", role: "chosen" },
      { space: "santiago-de-cuba", role: "dropped" },
    ]);
    expect(highlightedSpaces(selectionHighlight(sierra, 1))).toEqual([
      "camaguey-province",
      "sierra-maestra",
      "santiago-de-cuba",
    ]);
    expect(highlightedSpaces(selectionHighlight(sierra), ["chosen"])).toEqual(["sierra-maestra"]);
    expect(selectionHighlight({ ...sierra, steps: [] })).toEqual([
      { space: "sierra-maestra", role: "chosen" },
    ]);
  });
});
