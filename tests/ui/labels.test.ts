import { actionLabel, readableIds } from "@/lib/ui/labels";

describe("labels for engine ids", () => {
  it("turns data ids in engine texts into the labels a player reads", () => {
    expect(readableIds("sweep: sweepMove")).toBe(
      "Sweep: Sweep, moving Troops by the Move Priorities",
    );
    expect(readableIds("Special Activity A: airStrikeVulnerable")).toBe(
      "Special Activity A: Air Strike on a Vulnerable Base or Casino",
    );
    expect(readableIds("Special Activity C: muscle")).toBe("Special Activity C: Muscle");
    expect(readableIds("infiltrate")).toBe("Infiltrate");
    // Words that merely look like ids stay as they are.
    expect(readableIds("Muscle in West EC")).toBe("Muscle in West EC");
    expect(readableIds("march: the McGuffin onTable")).toBe("March: the McGuffin onTable");
    expect(readableIds("Sweep destination")).toBe("Sweep destination");
  });

  it("reads eligibility results (2.3.4)", () => {
    expect(actionLabel("opSA")).toBe("Operation + Special Activity");
    expect(actionLabel("limOp")).toBe("Limited Operation");
    expect(actionLabel("something else")).toBe("something else");
  });
});
