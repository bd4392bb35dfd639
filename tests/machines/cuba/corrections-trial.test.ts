import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type Correction,
  overlayCorrections,
  readCorrectionsFile,
} from "@/lib/engine/cuba/calixto/corrections";
import { FACTIONS } from "@/lib/engine/cuba/types";
import { autoplayGame } from "@/lib/machines/cuba/autoplay";
import {
  needsTrial,
  trialCorrections,
  trialCorrectionsInSteps,
} from "@/lib/machines/cuba/corrections-trial";

// Issue 21.1-21.2: corrections that break a turn (here laid over without the check, as an older
// app could have stored them) end the turn with its error named, never a stack trace from a timer
// or a card that silently cannot go on; the seeded trial finds them before they are saved.

const row = (r: string, test: string, result: string): Correction =>
  ({ kind: "eligibilityRow", row: r, test, onlyFor: null, result }) as Correction;
const unchecked = (...c: Correction[]) => ({ conflicts: {}, data: overlayCorrections(c) });
const SHORT = { games: 1, firstSeed: 10, turns: 40 };

describe("a turn the corrected data breaks fails by name (issue 21.1, 21.2)", () => {
  it('"otherwise → Event" on 2nd-3: the turn fails with its error, the process lives on', () => {
    const g = autoplayGame(1, [...FACTIONS], false, unchecked(row("2nd-3", "otherwise", "event")));
    expect(g.result.error).toMatch(/reading 'faction'/);
  });

  it("2nd-5 as Op + SA: the turn says the action cannot be recorded (2.3.4)", () => {
    const g = autoplayGame(
      11,
      [...FACTIONS],
      false,
      unchecked(row("2nd-5", "nextEligibleCouldTakeCritical", "opSA")),
    );
    expect(g.result.error).toMatch(
      /the NP's action cannot be recorded: the 2nd Eligible may do Op \+ SA only after the Event \(2.3.4\)/,
    );
    expect(g.result.error).not.toMatch(/current card is not finished/);
  });
});

describe("the seeded trial of a set of corrections", () => {
  it("reports where the set breaks a game", () => {
    const r = trialCorrections([row("2nd-3", "otherwise", "event")], SHORT);
    expect(r.problems[0]).toMatchObject({ seed: 10, what: expect.stringMatching(/faction/) });
  });

  it("passes the example corrections, showing progress card by card", async () => {
    const file = readCorrectionsFile(
      readFileSync(join(__dirname, "../../../docs/examples/corrections/example.json"), "utf8"),
    );
    if (!file.ok) throw new Error(JSON.stringify(file.errors));
    const list = file.value.corrections.map((c) => c.correction);
    expect(needsTrial(list)).toBe(true);
    const seen: number[] = [];
    const r = await trialCorrectionsInSteps(list, (p) => seen.push(p.turns), undefined, SHORT);
    expect(r?.problems).toEqual([]);
    expect(r?.turns).toBeGreaterThanOrEqual(SHORT.turns);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(SHORT.turns);
  });

  it("is not needed for tables the static check decides", () => {
    expect(needsTrial([row("2nd-5", "otherwise", "limOp")])).toBe(false);
  });
});
