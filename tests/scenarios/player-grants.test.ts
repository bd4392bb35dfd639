/**
 * A player's Event that grants its Faction an Operation or SA (5.1, 5.1.1, 5.5): the Event step
 * then the granted action, each replayed from docs/examples/player/event-grant-*.json and checked
 * against the card text: free (no Resources, 3.1.2), confined as the text says ("at a March
 * destination", "into a space ... there", "each space it has a Base", "as if Neutral", "even if
 * Active"), no Sequence of Play box of its own, and nothing else on the card before it is done.
 * An illegal granted choice is refused by name, nothing applied.
 */
import { type RawScenario, replayExample } from "./replay-example";

const replay = (name: string, patch?: (s: RawScenario) => void) =>
  replayExample(`docs/examples/player/${name}.json`, patch);

describe("#20 The Twelve unshaded: a Faction free Marches, then free Rallies at a March destination", () => {
  it("26July Marches into 2 spaces and Rallies in 1 of them, paying nothing", () => {
    const { report, final, at, texts } = replay("event-grant-twelve");
    expect(report.ok).toBe(true);
    // The Event takes 26July's box; the granted actions take none (2.3.4, 5.1).
    expect(report.steps[0].records[0].action).toBe("event");
    expect(final.cardActions).toEqual([{ faction: "26J", action: "event", side: "unshaded" }]);
    expect(texts(0)).toEqual(["Sequence of Play: 26July cylinder to Event"]);
    expect(texts(1).some((t) => t.startsWith("Sequence of Play"))).toBe(false);
    expect(texts(2).some((t) => t.startsWith("Sequence of Play"))).toBe(false);
    // Free: with 1 Resource a paid March into 2 spaces (2) and a Rally (1) could not be paid.
    expect(final.resources["26J"]).toBe(1);
    expect(at("sierra-maestra", "m26U")).toBe(0);
    expect(at("santiago-de-cuba", "m26U")).toBe(1);
    // 2 marched in, then the Rally places 1 (no Base there, 3.3.1).
    expect(at("oriente", "m26U")).toBe(3);
    expect(texts(2)).toEqual(["Place 1 Underground 26July Guerrilla in Oriente"]);
  });

  it("refuses a Rally outside the March destinations, by name, and applies nothing", () => {
    const { report, refused, at } = replay("event-grant-twelve", (s) => {
      s.steps[2].spaces[0].space = "sierra-maestra";
    });
    expect(report.ok).toBe(false);
    expect(refused).toContainEqual({
      field: "steps[2].spaces[0].space",
      reason: "the Event allows this Rally only in Oriente, Santiago de Cuba (5.1.1)",
    });
    expect(report.steps[2].records).toEqual([]);
    expect(at("sierra-maestra", "m26U")).toBe(0);
    expect(at("oriente", "m26U")).toBe(2);
  });

  it("refuses a Rally in 2 March destinations: at a destination is one space", () => {
    const { refused } = replay("event-grant-twelve", (s) => {
      s.steps[2].spaces.push({
        space: "santiago-de-cuba",
        place: [{ piece: "m26U", count: 1 }],
      });
    });
    expect(refused).toContainEqual({
      field: "steps[2].spaces",
      reason: "the Event allows this Rally in one space only (5.1.1)",
    });
  });

  it("refuses another Operation than the one granted", () => {
    const { refused } = replay("event-grant-twelve", (s) => {
      s.steps[1] = {
        kind: "player",
        faction: "26J",
        operation: "rally",
        spaces: [{ space: "oriente", place: [{ piece: "m26U", count: 1 }] }],
      };
    });
    expect(refused).toContainEqual({
      field: "steps[1].operation",
      reason: "the Event grants a March, not Rally (5.1)",
    });
  });

  it("nothing else happens on the card before the granted action: the next NP waits", () => {
    const { report } = replay("event-grant-twelve", (s) => {
      s.steps.splice(1, 0, { kind: "turn" });
    });
    expect(report.ok).toBe(false);
    expect(report.steps[1].error).toMatch(/granted action is due/);
  });

  it("the player may decline: the Rally after a declined March is not due either", () => {
    const { report, final, at } = replay("event-grant-twelve", (s) => {
      s.steps.splice(1, 2, { kind: "player", faction: "26J", decline: true });
      // With nothing due, a player step is the Faction's own turn again, which it has had (2.3).
      s.steps.push({
        kind: "player",
        faction: "26J",
        operation: "rally",
        spaces: [{ space: "oriente", place: [{ piece: "m26U", count: 1 }] }],
      });
    });
    expect(report.steps[1].records[0].trace[0]).toMatchObject({
      kind: "note",
      text: expect.stringMatching(/^Declined: 26July: Free March/),
    });
    expect(report.steps[2].refused?.[0].field).toBe("steps[2].faction");
    expect(at("sierra-maestra", "m26U")).toBe(3);
    expect(final.resources["26J"]).toBe(1);
  });
});

describe("#17 Alberto Bayo unshaded: 26July free Rallies in each space it has a Base, as if Neutral", () => {
  it("Rallies at Active Support (counted as Neutral) and flips at its other Base, paying nothing", () => {
    const { report, final, at } = replay("event-grant-bayo");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(0);
    expect(at("las-villas", "m26U")).toBe(3);
    expect(final.spaces["las-villas"].support).toBe(2);
    expect(at("camaguey-province", "m26U")).toBe(1);
    expect(at("camaguey-province", "m26A")).toBe(0);
    expect(final.cardActions).toEqual([{ faction: "26J", action: "event", side: "unshaded" }]);
    // Said as "each", not as a choice between the spaces.
    expect(JSON.stringify(report.steps[0])).toContain(
      "Free Rally in each of Las Villas, Camagüey Province",
    );
  });

  it("refuses a Rally where 26July has no Base", () => {
    const { refused, at } = replay("event-grant-bayo", (s) => {
      s.steps[1].spaces[0].space = "matanzas";
    });
    expect(refused).toContainEqual({
      field: "steps[1].spaces[0].space",
      reason: "the Event allows this Rally only in Las Villas, Camagüey Province (5.1.1)",
    });
    expect(at("las-villas", "m26U")).toBe(0);
  });

  it("refuses a Rally that leaves out a Base space where it could act: 'in each space' (5.1.1)", () => {
    const { refused, at } = replay("event-grant-bayo", (s) => {
      s.steps[1].spaces.pop();
    });
    expect(refused).toContainEqual({
      field: "steps[1].spaces",
      reason:
        "the Event has the Rally in each of Las Villas, Camagüey Province: add Camagüey Province (5.1.1)",
    });
    expect(at("las-villas", "m26U")).toBe(0);
  });

  it("leaves out a Base space where the Rally can do nothing there (5.1.3)", () => {
    // Every 26July Guerrilla is on the map once Las Villas has its 3: none is Available, and
    // Camagüey Province holds no Active one to flip Underground, so no Rally can act there.
    const { report, at } = replay("event-grant-bayo", (s) => {
      s.setup.edits = s.setup.edits.filter(
        // biome-ignore lint/suspicious/noExplicitAny: scenario JSON
        (e: any) => !(e.space === "camaguey-province" && e.piece === "m26A"),
      );
      s.setup.edits.push({ kind: "pieces", space: "sierra-maestra", piece: "m26U", value: 12 });
      s.steps[1].spaces.pop();
    });
    expect(report.ok).toBe(true);
    expect(at("las-villas", "m26U")).toBe(3);
  });
});

describe("#1 Armored Cars unshaded: free March into a space, then free Ambush there even if Active", () => {
  it("Marches 2 Active Guerrillas in and Ambushes with no Underground one, paying nothing", () => {
    const { report, final, at, texts } = replay("event-grant-armored-cars");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(0);
    expect(at("oriente", "troop")).toBe(0);
    expect(at("oriente", "police")).toBe(1);
    expect(at("oriente", "m26A")).toBe(2);
    // Ambush succeeds as if a 1 and places a Guerrilla (4.3.2).
    expect(at("oriente", "m26U")).toBe(1);
    expect(texts(2)).toContain("Remove 2 Troops from Oriente to Available");
  });

  it("refuses a March into 2 spaces: into a space is one destination", () => {
    const { refused } = replay("event-grant-armored-cars", (s) => {
      s.setup.edits.push({ kind: "pieces", space: "sierra-maestra", piece: "m26A", value: 3 });
      s.steps[1].spaces.push({
        space: "santiago-de-cuba",
        moves: [{ from: "sierra-maestra", piece: "m26A", count: 1 }],
      });
    });
    expect(refused).toContainEqual({
      field: "steps[1].spaces",
      reason: "the Event allows this March in one space only (one destination) (5.1.1)",
    });
  });

  it("refuses the Ambush anywhere but there", () => {
    const { refused } = replay("event-grant-armored-cars", (s) => {
      s.setup.edits.push({ kind: "pieces", space: "santiago-de-cuba", piece: "m26U", value: 1 });
      s.setup.edits.push({ kind: "pieces", space: "santiago-de-cuba", piece: "police", value: 1 });
      s.steps[2].spaces[0] = { space: "santiago-de-cuba", remove: [{ piece: "police", count: 1 }] };
      s.steps[2].special.spaces[0].space = "santiago-de-cuba";
    });
    expect(refused).toContainEqual({
      field: "steps[2].spaces[0].space",
      reason: "the Event allows this Ambush only in Oriente (5.1.1)",
    });
  });
});

describe("#44 Rebel Air Force unshaded: a 26July Guerrilla, Active or not, free Ambushes Government forces, Bases first", () => {
  it("takes the Government Base first though cubes are there, then a Troop, paying nothing", () => {
    const { report, final, at, texts } = replay("event-grant-rebel-air-force");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(0);
    expect(at("las-villas", "govBase")).toBe(0);
    expect(at("las-villas", "troop")).toBe(1);
    expect(at("las-villas", "police")).toBe(1);
    expect(at("las-villas", "m26A")).toBe(1);
    expect(at("las-villas", "m26U")).toBe(1);
    expect(texts(1)[0]).toBe("Remove 1 Government Base from Las Villas to Available");
  });

  it("refuses 2 cubes while the Base is there: the text says Bases first", () => {
    const { refused, at } = replay("event-grant-rebel-air-force", (s) => {
      s.steps[1].spaces[0].remove = [{ piece: "troop", count: 2 }];
    });
    expect(refused).toContainEqual({
      field: "steps[1].spaces[0].remove",
      reason: "the Event removes Bases first: take the Bases there before other pieces (5.1.1)",
    });
    expect(at("las-villas", "govBase")).toBe(1);
  });
});
