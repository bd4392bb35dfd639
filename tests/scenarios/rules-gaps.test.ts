/**
 * Rule sentences docs/rules-coverage.md listed as "not covered: no test", each replayed from a
 * scenario written from the rule text (docs/examples/rules/gap-*.json, docs/examples/player/gap-*.json)
 * and checked against what the rule demands: the board, the Resources, the Sequence of Play box.
 */
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

type Raw = Record<string, unknown> & { setup: { edits: unknown[] } };

const player = (name: string, patch?: Patch<Raw>) => replayScenario<Raw>(`player/${name}`, patch);

const setResources = (value: number) => (s: Raw) => {
  s.setup.edits.push({ kind: "resources", faction: "GOV", value });
};

describe("a player Government's Operation costs by the US Alliance (3.2.1, 3.2.2, 3.2.4, 6.3.1)", () => {
  it("Train: 4 Resources per selected space when Embargoed (3.2.1)", () => {
    const { report, final } = player("gap-train-embargoed");
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(9 - 2 * 4);
    expect(final.spaces.havana.pieces.police).toBe(2);
    expect(final.spaces["las-villas"].pieces.troop).toBe(1);
  });

  it("Train: a second space the Government cannot pay for is refused (3.1, 3.2.1)", () => {
    const { report } = player("gap-train-embargoed", setResources(7));
    expect(report.ok).toBe(false);
    expect(report.steps[0].records).toEqual([]);
    expect(report.steps[0].refused?.map((e) => e.field)).toEqual(["steps[0].spaces[1]"]);
  });

  it("Garrison: one total cost of 4 when Embargoed, whatever the number of destinations (3.2.2)", () => {
    const { report, final } = player("gap-garrison-embargoed");
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(5 - 4);
    expect(final.spaces["ec-west"].pieces.police).toBe(1);
    expect(final.spaces["ec-central"].pieces.troop).toBe(1);
  });

  it("Garrison: refused when the Government has less than the total cost (3.1, 3.2.2)", () => {
    const { report } = player("gap-garrison-embargoed", setResources(3));
    expect(report.ok).toBe(false);
    expect(report.steps[0].records).toEqual([]);
    expect(report.steps[0].refused).toEqual([
      { field: "steps[0].spaces", reason: "Garrison costs 4 Resources; Government has 3" },
    ]);
  });

  it("Garrison as a Limited Operation: moves into two destinations are refused (3.2.2, 2.3.5)", () => {
    const { report } = player("gap-garrison-embargoed", (s) => {
      (s.steps as Record<string, unknown>[])[0].limited = true;
    });
    expect(report.ok).toBe(false);
    expect(report.steps[0].records).toEqual([]);
    expect(report.steps[0].refused?.map((e) => e.field)).toEqual(["steps[0].spaces[1]"]);
  });

  it("Assault: 3 Resources per selected space when Reluctant (3.2.4)", () => {
    const { report, final } = player("gap-assault-reluctant");
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(7 - 2 * 3);
    expect(final.spaces["la-habana"].pieces.drA).toBe(0);
    expect(final.spaces.matanzas.pieces.m26A).toBe(0);
  });
});

const rules = (name: string, patch?: Patch<Raw>) => replayScenario<Raw>(`rules/${name}`, patch);
const specials = (t: TraceRecord[]) =>
  t.filter((r) => r.kind === "specialActivity") as Extract<
    TraceRecord,
    { kind: "specialActivity" }
  >[];

describe("no Special Activity possible (C8.5.3, C8.7.1): NP Government Sweeps with card U", () => {
  const first = rules("gap-no-sa-possible");

  it("replays with every input used", () => {
    expect(first.report.ok).toBe(true);
    expect(first.report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("the Sweep is done: Havana's Police Activate the DR Guerrilla", () => {
    expect(first.final.spaces.havana.pieces.drA).toBe(1);
    expect(first.final.spaces.havana.pieces.drU).toBe(0);
  });

  it("every entry A to D is tried in letter order and fails; after the last one, no SA (C8.7.1)", () => {
    expect(specials(first.turn.trace).map((r) => `${r.letter}:${r.sa}:${r.result}`)).toEqual([
      "A:airStrikeVulnerable:skipped",
      "B:reprisal:skipped",
      "C:transport:skipped",
      "D:airStrike:skipped",
    ]);
  });

  it("1st Eligible: the cylinder goes to Operation Only (C8.5.3)", () => {
    expect(first.turn.action).toBe("opOnly");
    expect(first.texts.at(-1)).toBe("Sequence of Play: Government cylinder to Operation Only");
  });

  // #13 (26July first): 26July took the Event, so the Government is 2nd Eligible and may do an
  // Operation with a Special Activity (2.3.4); with none possible it records that box, no SA.
  const second = rules("gap-no-sa-possible", (s) => {
    s.eventDeck = [13, 7];
    s.setup.edits.push({ kind: "cardActions", value: [{ faction: "26J", action: "event" }] });
  });

  it("2nd Eligible after an Event: Operation + Special Activity, with no SA done (C8.5.3)", () => {
    expect(second.report.ok).toBe(true);
    expect(second.report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(second.final.spaces.havana.pieces.drA).toBe(1);
    expect(specials(second.turn.trace).every((r) => r.result === "skipped")).toBe(true);
    expect(second.turn.action).toBe("opSA");
    expect(second.texts.at(-1)).toBe(
      "Sequence of Play: Government cylinder to Operation + Special Activity",
    );
  });
});

const activations = (t: TraceRecord[]) =>
  t.filter((r) => r.kind === "activation") as Extract<TraceRecord, { kind: "activation" }>[];

describe("NP Insurgent March onto an EC: no Activation roll (C8.5.4, C8.6.5)", () => {
  const { report, turn, texts, final } = rules("gap-march-ec-no-roll");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("the East EC is the first destination, Oriente the second, with no roll between them", () => {
    expect(texts.slice(0, 2)).toEqual([
      "Move 2 Underground 26July Guerrillas from Sierra Maestra to East EC",
      "Move 4 Underground 26July Guerrillas from Sierra Maestra to Oriente",
    ]);
    expect(final.spaces["ec-east"].pieces.m26U).toBe(2);
    expect(final.spaces.oriente.pieces.m26U).toBe(4);
    expect(final.spaces["sierra-maestra"].pieces.m26U).toBe(6);
  });

  it("one Activation roll in all, after Oriente, and it ends the March", () => {
    expect(activations(turn.trace).map((r) => [r.roll, r.an, r.continues])).toEqual([
      [1, 2, false],
    ]);
    expect(final.spaces["santiago-de-cuba"].pieces.m26U).toBe(0);
  });
});

describe("Move Priorities: a row with a red condition applies only if it is true (C8.5.7)", () => {
  const support = (space: string, value: number) => (s: Raw) => {
    s.setup.edits.push({ kind: "support", space, value });
  };

  it("origin at Passive Support: the keep-3 row (room for a Base, no Support) is false, 1 stays", () => {
    const { report, texts, final } = rules("gap-move-red-condition");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(texts).toEqual(["Move 7 Underground 26July Guerrillas from Sierra Maestra to Oriente"]);
    expect(final.spaces["sierra-maestra"].pieces.m26U).toBe(1);
  });

  it("origin Neutral: the same row is true and keeps 3", () => {
    const { report, final } = rules("gap-move-red-condition", support("sierra-maestra", 0));
    expect(report.ok).toBe(true);
    expect(final.spaces["sierra-maestra"].pieces.m26U).toBe(3);
    expect(final.spaces.oriente.pieces.m26U).toBe(5);
  });

  it("destination at Passive Support: the get-3 row is false, so 1 for Control plus the 1d6", () => {
    const { report, final } = rules("gap-move-red-condition", (s) => {
      support("oriente", 1)(s);
      s.dice = [1];
    });
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(final.spaces.oriente.pieces.m26U).toBe(2);
  });

  it("destination Neutral with the same 1d6: the get-3 row is true, 3 plus 1", () => {
    const { report, final } = rules("gap-move-red-condition", (s) => {
      s.dice = [1];
    });
    expect(report.ok).toBe(true);
    expect(final.spaces.oriente.pieces.m26U).toBe(4);
  });
});

describe("NP friendly removal: one at a time, from the space holding most of them (C8.2.1; #11 Batista Flees)", () => {
  const { report, texts } = rules("gap-friendly-removal");
  const removals = texts.filter((t) => t.startsWith("Remove"));

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("4 Troops leave one at a time, each from the space with the most Troops at that moment", () => {
    expect(removals).toEqual([
      "Remove 1 Troop from La Habana to Available",
      "Remove 1 Troop from Matanzas to Available",
      "Remove 1 Troop from La Habana to Available",
      "Remove 1 Troop from La Habana to Available",
    ]);
    expect(removals).not.toContain("Remove 1 Troop from Las Villas to Available");
  });

  it("a tie on the most Troops is a random pick, not the order the spaces are listed in", () => {
    const other = rules("gap-friendly-removal", (s) => {
      s.ties = ["la-habana", "matanzas", "la-habana", "la-habana"];
    });
    expect(other.report.ok).toBe(true);
    expect(other.texts.filter((t) => t.startsWith("Remove"))).toEqual([
      "Remove 1 Troop from La Habana to Available",
      "Remove 1 Troop from La Habana to Available",
      "Remove 1 Troop from Matanzas to Available",
      "Remove 1 Troop from Matanzas to Available",
    ]);
  });
});

describe("March: no Guerrilla moves more than once (3.3.2)", () => {
  it("a Guerrilla that was in Oriente before the March may go on; 1 Resource per Province", () => {
    const { report, final } = player("gap-march-once");
    expect(report.ok).toBe(true);
    expect(final.spaces.oriente.pieces.m26U).toBe(3);
    expect(final.spaces["camaguey-province"].pieces.m26U).toBe(1);
    expect(final.resources["26J"]).toBe(5 - 2);
  });

  it("a Guerrilla that just Marched into Oriente may not move on: refused, nothing applied", () => {
    const { report } = player("gap-march-once", (s) => {
      const steps = s.steps as { spaces: { moves: { count: number }[] }[] }[];
      steps[0].spaces[1].moves[0].count = 2;
    });
    expect(report.ok).toBe(false);
    expect(report.steps[0].records).toEqual([]);
    expect(report.steps[0].refused).toEqual([
      {
        field: "steps[0].spaces[1].moves[0]",
        reason: "Oriente has 1 Underground 26July Guerrilla that has not moved yet, not 2",
      },
    ]);
  });
});

describe("Launder: at most 1 Cash marker per Faction per card (2.3.6, C8.2.1)", () => {
  const { report, turn, texts, final } = rules("gap-launder-once");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("NP 26July spends one of its 2 Cash markers on one free Limited Operation (a Base in Oriente)", () => {
    expect(texts.filter((t) => t.startsWith("Remove a Cash marker"))).toHaveLength(1);
    expect(final.spaces.oriente.pieces.m26Base).toBe(1);
    expect(turn.action).toBe("limOp");
  });

  it("the second marker stays: the free Limited Operation does not launder again", () => {
    expect(final.spaces.oriente.cash).toHaveLength(1);
  });
});

describe("Mafia Offensive (#43 shaded): Terror goes in the Assassinate space (back page)", () => {
  it("replays with every input used: Terror in Camagüey City, the Assassinate space; Matanzas untouched", () => {
    const { report, texts, final } = rules("gap-mafia-terror-space");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(texts).toContain("Place 1 Terror marker in Camagüey City");
    expect(final.spaces["camaguey-city"].terror).toBe(1);
    expect(final.spaces.matanzas.terror).toBe(0);
    const s = final.spaces["camaguey-city"].pieces;
    expect(s.troop + s.police).toBe(2);
  });

  it("contrast: without the Capability the Terror's own first space is Matanzas", () => {
    const { report, final } = rules("gap-mafia-terror-space", (s) => {
      s.setup.edits = s.setup.edits.filter((e) => (e as { kind: string }).kind !== "capabilities");
    });
    expect(report.ok).toBe(true);
    expect(final.spaces.matanzas.terror).toBe(1);
    expect(final.spaces["camaguey-city"].terror).toBe(0);
  });
});

describe("Pact of Caracas (#18): Bases tied on Population and enemy forces go by a random pick (back page)", () => {
  const removals = (texts: string[]) => texts.filter((t) => /^Remove 1 DR Base/.test(t));

  it("lowest Population first, then the random pick: Las Villas", () => {
    const { report, texts, final } = rules("gap-pact-random");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(removals(texts)).toEqual([
      "Remove 1 DR Base from Camagüey Province to Available",
      "Remove 1 DR Base from Las Villas to Available",
    ]);
    expect(final.spaces.oriente.pieces.drBase).toBe(1);
  });

  it("the other pick: Oriente", () => {
    const { report, texts } = rules("gap-pact-random", (s) => {
      s.ties = ["oriente"];
    });
    expect(report.ok).toBe(true);
    expect(removals(texts)).toEqual([
      "Remove 1 DR Base from Camagüey Province to Available",
      "Remove 1 DR Base from Oriente to Available",
    ]);
  });
});

describe("a free Operation keeps its own requirements (3.1.2): NP Directorio's free Rally on #26 at Active Support", () => {
  const { report, final, trace } = rules("gap-free-rally-requirements");
  const notes = trace.flatMap((r) => (r.kind === "note" ? [r] : []));
  const drOnMap = Object.values(final.spaces).reduce(
    (n, s) => n + s.pieces.drU + s.pieces.drA + s.pieces.drBase,
    0,
  );

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("the Guerrilla is placed, and no Rally follows there: the Directorio Rallies only at Neutral or Passive (3.3.1)", () => {
    expect(drOnMap).toBe(1);
    expect(final.spaces.havana.pieces.drU).toBe(1);
    expect(final.spaces.havana.support).toBe(2);
  });

  it("the same with every space Neutral: the free Rally is done there (a second Guerrilla)", () => {
    const neutral = rules("gap-free-rally-requirements", (s) => {
      for (const e of s.setup.edits as { kind: string; value: number }[])
        if (e.kind === "support") e.value = 0;
    });
    expect(neutral.report.ok).toBe(true);
    expect(neutral.final.spaces.havana.pieces.drU).toBe(2);
  });

  it("the trace says the free Rally has no legal space and that part of the Event is not done, with no new card drawn for it", () => {
    const said = notes.find((n) => /free Rally has no legal space/.test(n.text));
    expect(said?.text).toMatch(/not carried out/);
    expect(said?.rule).toMatch(/3\.1\.2/);
    expect(notes.some((n) => /a new card is drawn/.test(n.text))).toBe(false);
  });
});
