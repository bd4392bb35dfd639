/**
 * #43 Mafia Offensive unshaded for a player Faction (playbook card 43; 5.1.1, 2.3.5): the free
 * Limited Operation may use exactly 1 Syndicate piece as the Faction's own. Replayed from
 * docs/examples/rules/mafia-offensive-*.json; what is asserted is what the rules demand (3.3.2,
 * 3.3.3, 3.3.4), not what the engine prints.
 */
import { type RawScenario, replayExample } from "./replay-example";

const replay = (name: string, patch?: (s: RawScenario) => void) =>
  replayExample(`docs/examples/rules/${name}.json`, patch);

describe("#43 Mafia Offensive: a player's free LimOp with 1 Syndicate piece as its own", () => {
  it("Terror where 26July has no Guerrilla: the lent Underground Syndicate one is Activated (3.3.4)", () => {
    const { report, final, at, refused } = replay("mafia-offensive-terror");
    expect(refused).toEqual([]);
    expect(report.ok).toBe(true);
    expect(at("oriente", "synU")).toBe(0);
    expect(at("oriente", "synA")).toBe(1);
    expect(final.spaces.oriente.terror).toBe(1);
    // 26July shifts toward Active Opposition: Passive Support to Neutral.
    expect(final.spaces.oriente.support).toBe(0);
    expect(final.resources["26J"]).toBe(0);
  });

  it("Attack counts the lent Syndicate Guerrilla: 2 Guerrillas against a roll of 2 (3.3.3)", () => {
    const { report, at, refused } = replay("mafia-offensive-attack");
    expect(refused).toEqual([]);
    expect(report.ok).toBe(true);
    expect(at("oriente", "troop")).toBe(0);
    // All attackers Activated, the lent one too; it stays a Syndicate piece.
    expect(at("oriente", "m26A")).toBe(1);
    expect(at("oriente", "m26U")).toBe(0);
    expect(at("oriente", "synA")).toBe(1);
    expect(at("oriente", "synU")).toBe(0);
  });

  it("March moves 1 lent Syndicate Guerrilla with 26July's (3.3.2)", () => {
    const { report, at, refused } = replay("mafia-offensive-march");
    expect(refused).toEqual([]);
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26U")).toBe(1);
    expect(at("oriente", "synU")).toBe(1);
    expect(at("sierra-maestra", "synU")).toBe(1);
    expect(at("sierra-maestra", "m26U")).toBe(0);
  });

  it("refuses a 2nd Syndicate Guerrilla marching, naming the move", () => {
    const { report, refused, at } = replay("mafia-offensive-march", (s) => {
      s.steps[1].spaces[0].moves[1].count = 2;
    });
    expect(report.ok).toBe(false);
    expect(refused).toContainEqual({
      field: "steps[1].spaces[0].moves[1].count",
      reason: "the Event lends you 1 Syndicate piece, not 2 (5.1.1)",
    });
    expect(at("sierra-maestra", "synU")).toBe(2);
  });

  it("without the lent piece the Attack has only 26July's 1 Guerrilla: the roll of 2 fails", () => {
    const { report, refused } = replay("mafia-offensive-attack", (s) => {
      delete s.steps[1].spaces[0].lent;
    });
    expect(report.ok).toBe(false);
    expect(refused).toContainEqual({
      field: "steps[1].spaces[0].remove",
      reason: "the Attack in Oriente failed: nothing is removed",
    });
  });
});
