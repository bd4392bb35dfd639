import { entryText } from "@/lib/ui/import-errors";

// An import's refusal read as a player reads it: the entry's number in the log, then the field.
describe("entryText", () => {
  it("names the entry by its number in the game's log", () => {
    expect(
      entryText({
        field: "log[11].payload.event.faces",
        reason: "a dice roll needs its faces, e.g. [4]",
      }),
    ).toBe("Entry 12 (event.faces): a dice roll needs its faces, e.g. [4]");
    expect(entryText({ field: "log[3] → decision", reason: "no decision 99 in this turn" })).toBe(
      "Entry 4 (decision): no decision 99 in this turn",
    );
    expect(entryText({ field: "log[0]", reason: "expected an object, got null" })).toBe(
      "Entry 1: expected an object, got null",
    );
  });

  it("leaves other fields as they are", () => {
    expect(entryText({ field: "file", reason: "not valid JSON" })).toBe("file: not valid JSON");
  });
});
