import fc from "fast-check";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { scenarioBoard } from "@/lib/machines/cuba/scenario-runner";
import { junk, mutated, refusedWithMessage } from "@/tests/fixtures/garbage";

// docs/scenario-format.md: a malformed scenario is refused naming every bad field (exit 2).
const base = {
  format: "calixto-scenario",
  version: 1,
  name: "strict",
  setup: { preset: "standard" },
  steps: [{ kind: "turn" }],
};
const errs = (d: unknown) => {
  const r = parseScenario(d);
  return r.ok ? [] : r.errors.map((e) => `${e.field}: ${e.reason}`);
};

describe("scenario files: every field is shape-checked and named", () => {
  it("accepts the minimal scenario and one without an events block", () => {
    expect(errs(base)).toEqual([]);
  });

  it("checks setup.board as a whole board and by the rules", () => {
    expect(errs({ ...base, setup: { board: "standard" } })).toEqual([
      'setup.board: expected an object, got the string "standard"',
    ]);
    const r = errs({ ...base, setup: { board: { spaces: {} } } });
    expect(r.length).toBeGreaterThan(0);
    expect(r.every((e) => e.startsWith("setup.board."))).toBe(true);
  });

  it("checks setup.edits and edit steps edit by edit", () => {
    expect(errs({ ...base, setup: { edits: [null] } })).toEqual([
      "setup.edits[0]: expected an object, got null",
    ]);
    expect(errs({ ...base, setup: { edits: [{ kind: "dices", value: 3 }] } })[0]).toMatch(
      /^setup\.edits\[0\]\.kind: unknown edit kind "dices"/,
    );
    const step = errs({
      ...base,
      steps: [{ kind: "edit", edits: [{ kind: "pieces", space: "havana" }] }],
    });
    expect(step).toContain("steps[0].edits[0].piece: missing");
    expect(step).toContain("steps[0].edits[0].value: missing");
  });

  it("refuses unknown keys anywhere, naming the key", () => {
    expect(errs({ ...base, dices: [3] })).toEqual([
      'dices: unknown field "dices" (did you mean "dice"?)',
    ]);
    expect(errs({ ...base, setup: { preset: "standard", shortgame: true } })).toEqual([
      'setup.shortgame: unknown field "shortgame" (did you mean "shortGame"?)',
    ]);
    expect(errs({ ...base, steps: [{ kind: "turn", factoin: "GOV" }] })).toEqual([
      'steps[0].factoin: unknown field "factoin" (did you mean "faction"?)',
    ]);
    expect(errs({ ...base, calixto: { mode: "physical", draws: [], order: [] } })).toEqual([
      'calixto.order: unknown field "order" (one of mode, draws)',
    ]);
  });

  it("refuses an app deck with a card twice", () => {
    expect(errs({ ...base, calixto: { mode: "app", order: ["U", "V", "U"] } })).toEqual([
      "calixto.order[2]: card U is in the deck twice",
    ]);
  });

  it("checks Event work: a null edit, an unknown work kind, an unknown key", () => {
    expect(errs({ ...base, events: { "35:DR": [{ type: "event.edit", edits: [null] }] } })).toEqual(
      ["events.35:DR[0].edits[0]: expected an object, got null"],
    );
    expect(errs({ ...base, events: { "35:DR": [{ type: "event.fly" }] } })[0]).toMatch(
      /^events\.35:DR\[0\]\.type: unknown input "event\.fly"/,
    );
    expect(errs({ ...base, events: { "35:DR": [{ type: "event.done", later: 1 }] } })).toEqual([
      'events.35:DR[0].later: unknown field "later" (one of type)',
    ]);
  });

  it("refuses a seed outside 0..2^32-1 and non-text ties or answers", () => {
    expect(errs({ ...base, seed: 2 ** 32 })).toEqual([
      "seed: must be a whole number from 0 to 4294967295, got 4294967296",
    ]);
    expect(errs({ ...base, ties: [{}] })).toEqual(["ties[0]: expected text, got an object"]);
    expect(errs({ ...base, answers: { q: 3 } })).toEqual([
      "answers.q: expected text, got number 3",
    ]);
  });
});

describe("scenario files: random garbage never throws and is refused with a message", () => {
  const full = {
    ...base,
    description: "fuzz",
    setup: { preset: "standard", roles: { GOV: "player" }, edits: [{ kind: "aid", value: 10 }] },
    eventDeck: [8, 20],
    calixto: { mode: "app", order: ["U", "V"] },
    dice: [3],
    ties: ["havana"],
    answers: { q: "yes" },
    events: {
      "35:DR": [{ type: "event.edit", edits: [{ kind: "aid", value: 5 }] }, { type: "event.done" }],
    },
    steps: [
      { kind: "edit", edits: [{ kind: "aid", value: 9 }] },
      { kind: "select", faction: "GOV", column: "SWP", candidates: ["havana"] },
    ],
  };
  it("any JSON value", () => {
    fc.assert(
      fc.property(junk, (v) => {
        const r = parseScenario(v);
        expect(refusedWithMessage(r)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
  it("a valid scenario with one value replaced or removed", () => {
    expect(errs(full)).toEqual([]);
    fc.assert(
      fc.property(mutated(full), (v) => {
        const r = parseScenario(v);
        expect(refusedWithMessage(r)).toBe(true);
        // What is accepted sets up without a raw TypeError (the runner's first step).
        if (r.ok) expect(() => scenarioBoard(r.value)).not.toThrow();
      }),
      { numRuns: 400 },
    );
  });
});

// Issue 21.5: a deeply nested or huge bad value is refused by name, never echoed whole and never
// overflowing the stack; a tie-break no request could offer is refused when the file is read.
describe("scenario files: bad values are named, not echoed", () => {
  /** A 21 KB file: a value nested 5,000 deep, as the example. */
  const deep = `${"[".repeat(5000)}1${"]".repeat(5000)}`;
  const file = (at: string) =>
    JSON.parse(`{"format":"calixto-scenario","version":1,"name":"deep","steps":[${at}]}`);

  it("refuses a value nested 5,000 deep by name, without overflowing the stack", () => {
    expect(errs(file(`{"kind":"turn","faction":${deep}}`))).toEqual([
      "steps[0].faction: must be GOV, 26J, DR or SYN, got a list",
    ]);
    expect(
      errs(file(`{"kind":"move","faction":"GOV","movement":"march","destination":${deep}}`)),
    ).toEqual(["steps[0].destination: unknown space (a list)"]);
    const preset = JSON.parse(`{"preset":${deep}}`);
    expect(errs({ ...base, setup: preset })).toEqual([
      "setup.preset: must be standard, empty or variable, got a list",
    ]);
  });

  it("shows a long bad value cut short", () => {
    const r = errs({ ...base, dice: [3, "x".repeat(100_000)] });
    expect(r).toEqual([`dice[1]: a die face is 1-6, got "${"x".repeat(40)}…"`]);
  });

  it("refuses a tie-break that names no space or Cash marker", () => {
    expect(errs({ ...base, ties: ["havana", "narnia", "havana:synU:0"] })).toEqual([
      'ties[1]: unknown tie-break choice "narnia": a space id (e.g. "havana") or a Cash marker ("havana:synU:0")',
    ]);
  });
});
