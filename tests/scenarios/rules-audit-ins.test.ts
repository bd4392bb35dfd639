/**
 * An audit of the player's own Insurgent Operations and Special Activities that RUNS the rule:
 * each case in docs/examples/rules/audit-ins-*.json was written from the rule text alone
 * (3.3.1-3.3.4, 4.3, 4.4, 2.3.5, 4.5.2), and the test asserts what the text demands. The refusals
 * change a file into the choice the text forbids and check that nothing is applied.
 */
import { appendFileSync } from "node:fs";
import type { PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

type Raw = Record<string, unknown> & {
  setup: { edits: unknown[] };
  steps: Record<string, unknown>[];
  dice?: number[];
};
// biome-ignore lint/suspicious/noExplicitAny: scenario JSON patched in place
type Any = any;

function replay(name: string, patch?: Patch<Raw>) {
  const r = replayScenario(`rules/audit-ins-${name}`, patch);
  const at = (space: SpaceId, piece: PieceKind) => r.final.spaces[space].pieces[piece];
  return { ...r, step: r.report.steps[0], at };
}

function refused(name: string, patch: Patch<Raw>) {
  const r = replay(name, patch);
  expect(r.report.ok).toBe(false);
  expect(r.step.records).toEqual([]);
  const why = (r.step.refused ?? []).map((e) => e.reason).join(" | ");
  // SHOW_WHY=file lists every refusal reason, to check each is refused for the case meant.
  if (process.env.SHOW_WHY) appendFileSync(process.env.SHOW_WHY, `${name}: ${why}\n`);
  return why;
}

const step0 = (s: Raw): Any => s.steps[0];
const edit = (s: Raw, ...edits: unknown[]) => s.setup.edits.push(...edits);

describe("Rally (3.3.1)", () => {
  it("26July Rallies at Neutral, not where there is Support", () => {
    const { report, final, at } = replay("rally-26j-support");
    expect(report.ok).toBe(true);
    expect(at("matanzas", "m26U")).toBe(1);
    expect(final.resources["26J"]).toBe(0);
    expect(
      refused("rally-26j-support", (s) =>
        edit(s, { kind: "support", space: "matanzas", value: 1 }),
      ),
    ).toMatch(/Support/);
  });

  it("Directorio Rallies at Passive Support or Opposition, not at Active", () => {
    const { report, final, at } = replay("rally-dr-passive");
    expect(report.ok).toBe(true);
    expect(at("matanzas", "drU")).toBe(1);
    expect(at("la-habana", "drU")).toBe(1);
    expect(final.resources.DR).toBe(0);
    for (const value of [2, -2])
      expect(
        refused("rally-dr-passive", (s) => edit(s, { kind: "support", space: "matanzas", value })),
      ).toMatch(/Active/);
  });

  it("Rally selects Provinces or Cities, never an EC", () => {
    expect(
      refused("rally-26j-support", (s) => {
        step0(s).spaces[0].space = "ec-west";
      }),
    ).toContain("Rally selects Cities and Provinces, not ECs (3.3.1)");
  });

  it("26July at its Base places up to 2 x Bases + 2 x Population; 1 more is refused", () => {
    const { report, final, at } = replay("rally-26j-base");
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26U")).toBe(6);
    expect(final.resources["26J"]).toBe(0);
    expect(
      refused("rally-26j-base", (s) => {
        step0(s).spaces[0].place[0].count = 7;
      }),
    ).toContain("up to 6 here: twice the Bases plus twice the Population (3.3.1)");
  });

  it("Directorio at its Base places up to Bases + Population; 1 more is refused", () => {
    const { report, at } = replay("rally-dr-base");
    expect(report.ok).toBe(true);
    expect(at("las-villas", "drU")).toBe(3);
    expect(
      refused("rally-dr-base", (s) => {
        step0(s).spaces[0].place[0].count = 4;
      }),
    ).toContain("up to 3 here: the Bases plus the Population (3.3.1)");
  });

  it("without a Base Rally places just 1 Guerrilla; at a City Base 2 x 1 + 2 x 6 = 14", () => {
    expect(
      refused("rally-26j-support", (s) => {
        step0(s).spaces[0].place[0].count = 2;
      }),
    ).toContain("Rally places 1 Guerrilla here (more only where you have a Base, 3.3.1)");
    const city = (n: number) => (s: Raw) => {
      edit(s, { kind: "pieces", space: "havana", piece: "m26Base", value: 1 });
      step0(s).spaces[0] = { space: "havana", place: [{ piece: "m26U", count: n }] };
    };
    const { report, at } = replay("rally-26j-base", city(14));
    expect(report.ok).toBe(true);
    expect(at("havana", "m26U")).toBe(14);
    expect(refused("rally-26j-base", city(15))).toContain(
      "up to 14 here: twice the Bases plus twice the Population (3.3.1)",
    );
  });

  it("Rally at a Base flips all the Faction's Guerrillas there Underground", () => {
    const { report, at } = replay("rally-flip");
    expect(report.ok).toBe(true);
    expect(at("sierra-maestra", "m26U")).toBe(4);
    expect(at("sierra-maestra", "m26A")).toBe(0);
  });
});

describe("March (3.3.2, 2.3.5)", () => {
  it("1 Resource per destination City or Province, 0 for an EC", () => {
    const { report, final, at } = replay("march-costs");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(0);
    expect(at("oriente", "m26U")).toBe(2);
    expect(at("ec-east", "m26U")).toBe(2);
  });

  it("a Limited March: several origins, 1 destination; a second destination is refused", () => {
    const { report, turn, final, at } = replay("march-limited");
    expect(report.ok).toBe(true);
    expect(turn?.action).toBe("limOp");
    expect(at("oriente", "m26U")).toBe(3);
    expect(final.resources["26J"]).toBe(1);
    expect(
      refused("march-limited", (s) => {
        const sp = step0(s).spaces;
        sp.push({ space: "ec-east", moves: [sp[0].moves.shift()] });
      }),
    ).toContain("a Limited Operation is in one space only (2.3.5)");
  });

  it("each group goes Active only if it plus the cubes exceed 3, entering Support or an EC", () => {
    const { report, final, at } = replay("march-activation");
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26A")).toBe(2);
    expect(at("oriente", "m26U")).toBe(1);
    expect(at("ec-east", "m26A")).toBe(4);
    expect(at("la-habana", "m26U")).toBe(2);
    expect(final.resources["26J"]).toBe(0);
  });

  it("no Guerrilla moves twice: only the one already in Oriente may go on", () => {
    const { report, at } = replay("march-once");
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26U")).toBe(2);
    expect(at("camaguey-province", "m26U")).toBe(1);
    expect(
      refused("march-once", (s) => {
        step0(s).spaces[1].moves[0].count = 2;
      }),
    ).toBe("Oriente has 1 Underground 26July Guerrilla that has not moved yet, not 2");
  });

  it("an EC destination is free: 0 Resources suffice; the same destination twice is refused", () => {
    const { report, at } = replay("march-costs", (s) => {
      edit(s, { kind: "resources", faction: "26J", value: 0 });
      step0(s).spaces.shift();
    });
    expect(report.ok).toBe(true);
    expect(at("ec-east", "m26U")).toBe(2);
    expect(
      refused("march-costs", (s) => {
        const sp = step0(s).spaces;
        sp.push({ space: "oriente", moves: [sp[0].moves.pop()] });
      }),
    ).toContain("Oriente is selected twice: once per Operation (3.1)");
  });

  it("Guerrillas from one space to one destination are one group, however written", () => {
    const { report, at } = replay("march-one-group");
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26A")).toBe(2);
    expect(at("oriente", "m26U")).toBe(0);
    // At Neutral nobody flips: the Active one stays Active, the Underground one Underground.
    const calm = replay("march-one-group", (s) =>
      edit(s, { kind: "support", space: "oriente", value: 0 }),
    );
    expect(calm.at("oriente", "m26A")).toBe(1);
    expect(calm.at("oriente", "m26U")).toBe(1);
  });

  it("Cash moves with the Guerrilla holding it (4.5.2)", () => {
    const { report, final } = replay("march-cash");
    expect(report.ok).toBe(true);
    expect(final.spaces.oriente.cash).toEqual(["m26U"]);
    expect(final.spaces["sierra-maestra"].cash).toEqual([]);
  });
});

describe("Attack (3.3.3)", () => {
  it("costs 1 Resource in an EC too; a 1 places a captured Guerrilla; 0 Resources is refused", () => {
    const { report, final, at } = replay("attack-ec");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(0);
    expect(at("ec-central", "troop")).toBe(0);
    expect(at("ec-central", "m26A")).toBe(1);
    expect(at("ec-central", "m26U")).toBe(1);
    expect(
      refused("attack-ec", (s) => edit(s, { kind: "resources", faction: "26J", value: 0 })),
    ).toMatch(/Resource/);
  });

  it("a Base only after its Faction's cubes; an Underground Guerrilla may be removed", () => {
    const { report, at } = replay("attack-base-last");
    expect(report.ok).toBe(true);
    expect(at("las-villas", "troop")).toBe(0);
    expect(at("las-villas", "govBase")).toBe(0);
    expect(at("las-villas", "drA")).toBe(2);
    expect(
      refused("attack-base-last", (s) => {
        step0(s).spaces[0].remove = [
          { piece: "govBase", count: 1 },
          { piece: "m26U", count: 1 },
        ];
      }),
    ).toContain(
      "Bases last: the Government Base stays while Troops or Police are in Las Villas (3.3.3)",
    );
    const under = replay("attack-base-last", (s) => {
      step0(s).spaces[0].remove = [
        { piece: "m26U", count: 1 },
        { piece: "troop", count: 1 },
      ];
    });
    expect(under.report.ok).toBe(true);
    expect(under.at("las-villas", "m26U")).toBe(0);
    expect(under.at("las-villas", "govBase")).toBe(1);
  });

  it("an open Casino closes (stays) once no Syndicate Guerrilla or cube protects it", () => {
    const { report, at } = replay("attack-casino");
    expect(report.ok).toBe(true);
    expect(at("havana", "synU")).toBe(0);
    expect(at("havana", "casinoOpen")).toBe(0);
    expect(at("havana", "casinoClosed")).toBe(1);
    expect(
      refused("attack-casino", (s) => {
        step0(s).spaces[0].remove = [{ piece: "casinoOpen", count: 1 }];
      }),
    ).toContain(
      "a Casino closes only once no Syndicate Guerrillas, Troops or Police are in Havana (3.3.3)",
    );
  });

  it("a Troop also protects the Casino: closing it while a Troop stays is refused", () => {
    expect(
      refused("attack-casino", (s) =>
        edit(s, { kind: "pieces", space: "havana", piece: "troop", value: 1 }),
      ),
    ).toContain(
      "a Casino closes only once no Syndicate Guerrillas, Troops or Police are in Havana (3.3.3)",
    );
  });

  it("the roll counts Active and Underground attackers alike", () => {
    const { report, at } = replay("attack-base-last", (s) =>
      edit(
        s,
        { kind: "pieces", space: "las-villas", piece: "drU", value: 1 },
        { kind: "pieces", space: "las-villas", piece: "drA", value: 1 },
      ),
    );
    expect(report.ok).toBe(true);
    expect(at("las-villas", "drA")).toBe(2);
    expect(at("las-villas", "govBase")).toBe(0);
  });

  it("a 1 with no Guerrilla Available places none (1.4.1)", () => {
    const { report, at } = replay("attack-ec", (s) =>
      edit(s, { kind: "pieces", space: "pinar-del-rio", piece: "m26A", value: 14 }),
    );
    expect(report.ok).toBe(true);
    expect(at("ec-central", "troop")).toBe(0);
    expect(at("ec-central", "m26A")).toBe(1);
    expect(at("ec-central", "m26U")).toBe(0);
  });

  it("a failed roll still Activates every attacker and costs 1", () => {
    const { report, final, at } = replay("attack-fail");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(0);
    expect(at("oriente", "m26A")).toBe(2);
    expect(at("oriente", "m26U")).toBe(0);
    expect(at("oriente", "troop")).toBe(2);
  });

  it("Cash of a removed cube goes to a Guerrilla of the attacker", () => {
    const { report, final, at } = replay("attack-cash");
    expect(report.ok).toBe(true);
    expect(at("havana", "police")).toBe(0);
    expect(final.spaces.havana.cash).toHaveLength(1);
    expect(["m26U", "m26A"]).toContain(final.spaces.havana.cash[0]);
  });
});

describe("Terror (3.3.4)", () => {
  it("ECs cost nothing; Sabotage only where there is none; no Terror marker in an EC", () => {
    const { report, final, at } = replay("terror-ec");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(0);
    expect(final.spaces["ec-central"].sabotage).toBe(true);
    expect(final.spaces["ec-west"].sabotage).toBe(true);
    expect(final.spaces["ec-west"].terror + final.spaces["ec-central"].terror).toBe(0);
    expect(at("ec-west", "m26A")).toBe(1);
    expect(at("ec-central", "m26A")).toBe(1);
  });

  it("26July shifts toward Active Opposition (or toward Neutral from Support)", () => {
    const { report, final } = replay("terror-26j-shift");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(0);
    expect(final.spaces.matanzas.support).toBe(-1);
    expect(final.spaces["la-habana"].support).toBe(-2);
    expect(final.spaces["camaguey-province"].support).toBe(0);
    for (const id of ["matanzas", "la-habana", "camaguey-province"] as const)
      expect(final.spaces[id].terror).toBe(1);
    expect(final.spaces["camaguey-province"].pieces.m26U).toBe(1);
  });

  it("26July may instead shift toward Neutral: Active Opposition to Passive", () => {
    const { report, final } = replay("terror-26j-shift", (s) => {
      step0(s).spaces[1].toward = "neutral";
    });
    expect(report.ok).toBe(true);
    expect(final.spaces["la-habana"].support).toBe(-1);
  });

  it("Directorio shifts toward Neutral; a space with only Active Guerrillas is refused", () => {
    const { report, final } = replay("terror-dr");
    expect(report.ok).toBe(true);
    expect(final.spaces.matanzas.support).toBe(0);
    expect(final.spaces.havana.support).toBe(1);
    expect(final.resources.DR).toBe(0);
    expect(
      refused("terror-dr", (s) => {
        step0(s).spaces[0].space = "la-habana";
      }),
    ).toMatch(/Underground/);
  });

  it("no Terror marker when all 20 are on the map; the shift still happens", () => {
    const { report, final } = replay("terror-markers-out");
    expect(report.ok).toBe(true);
    expect(final.spaces.matanzas.terror).toBe(0);
    expect(final.spaces.matanzas.support).toBe(-1);
  });
});

describe("26July Special Activities (4.3)", () => {
  it("Infiltrate: Police first, next to an Underground Guerrilla, Cash to a 26July Guerrilla", () => {
    const { report, final, at } = replay("infiltrate");
    expect(report.ok).toBe(true);
    expect(at("ec-east", "police")).toBe(0);
    expect(at("ec-east", "troop")).toBe(2);
    expect(at("ec-east", "m26U")).toBe(1);
    // The owner passes its Cash on first (4.5.2): an NP Government to its own Troop (C8.2.1).
    expect(final.spaces["ec-east"].cash).toEqual(["troop"]);
    // With no other Government piece the Cash is freed: Commandeer gives it to 26July (4.3.1).
    const alone = replay("infiltrate", (s) =>
      edit(s, { kind: "pieces", space: "ec-east", piece: "troop", value: 0 }),
    );
    expect(alone.final.spaces["ec-east"].cash).toEqual(["m26U"]);
  });

  it("Infiltrate after a March that brings an Underground Guerrilla next door, not before", () => {
    const { report, at } = replay("infiltrate-march");
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26U")).toBe(1);
    expect(at("camaguey-province", "troop")).toBe(0);
    expect(at("camaguey-province", "m26U")).toBe(1);
    expect(
      refused("infiltrate-march", (s) => {
        step0(s).special.when = "before";
      }),
    ).toMatch(/adjacent/);
  });

  it("Infiltrate accompanies only Rally or March, and never where there is Support", () => {
    expect(
      refused("infiltrate", (s) => {
        const st = step0(s);
        st.operation = "terror";
        st.spaces = [{ space: "sierra-maestra" }];
      }),
    ).toContain("Infiltrate may accompany only Rally or March, not Terror (4.1.1)");
    expect(
      refused("infiltrate", (s) => {
        edit(
          s,
          { kind: "support", space: "oriente", value: 1 },
          { kind: "pieces", space: "oriente", piece: "police", value: 1 },
        );
        step0(s).special.spaces[0].space = "oriente";
      }),
    ).toContain("Infiltrate is in a space without Support; Oriente has Support (4.3.1)");
  });

  it("Ambush: 1 Guerrilla Activated, no roll, 2 removed, 1 placed; the die goes to the next Attack", () => {
    const { report, final, at } = replay("ambush");
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26A")).toBe(1);
    expect(at("oriente", "m26U")).toBe(3);
    expect(at("oriente", "troop")).toBe(0);
    expect(at("camaguey-province", "police")).toBe(1);
    expect(at("camaguey-province", "m26A")).toBe(1);
    expect(final.resources["26J"]).toBe(0);
    expect(
      refused("ambush", (s) =>
        edit(
          s,
          { kind: "pieces", space: "oriente", piece: "m26U", value: 0 },
          { kind: "pieces", space: "oriente", piece: "m26A", value: 3 },
        ),
      ),
    ).toMatch(/Underground/);
  });

  it("Ambush only in a space selected for the Attack; with none Available nothing is placed", () => {
    expect(
      refused("ambush", (s) => {
        edit(s, { kind: "pieces", space: "las-villas", piece: "m26U", value: 1 });
        edit(s, { kind: "pieces", space: "las-villas", piece: "troop", value: 1 });
        step0(s).special.spaces[0].space = "las-villas";
      }),
    ).toContain("Ambush is in a space selected for the Attack, not Las Villas (4.3.2)");
    const { report, at } = replay("ambush", (s) =>
      edit(s, { kind: "pieces", space: "pinar-del-rio", piece: "m26A", value: 11 }),
    );
    expect(report.ok).toBe(true);
    expect(at("oriente", "troop")).toBe(0);
    expect(at("oriente", "m26U") + at("oriente", "m26A")).toBe(3);
  });

  it("Kidnap in a Province with open Casinos: the Syndicate, 1 Casino closed", () => {
    const { report, final, at } = replay("kidnap-province-casino");
    expect(report.ok).toBe(true);
    expect(final.resources.SYN).toBe(6);
    expect(final.resources["26J"]).toBe(4);
    expect(at("matanzas", "casinoOpen")).toBe(1);
    expect(at("matanzas", "casinoClosed")).toBe(1);
    expect(
      refused("kidnap-province-casino", (s) => {
        step0(s).special.spaces[0].target = "GOV";
      }),
    ).toContain("Kidnap in Matanzas cannot target Government (4.3.3)");
  });

  it("Kidnap the Government in an EC: at most 49, the rest is lost", () => {
    const { report, final } = replay("kidnap-gov");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(49);
    expect(final.resources.GOV).toBe(5);
    expect(final.spaces["ec-west"].sabotage).toBe(true);
  });

  it("Kidnap takes no more than the target has", () => {
    const { report, final } = replay("kidnap-gov", (s) =>
      edit(
        s,
        { kind: "resources", faction: "GOV", value: 3 },
        { kind: "resources", faction: "26J", value: 0 },
      ),
    );
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(3);
    expect(final.resources.GOV).toBe(0);
  });

  it("Kidnap is refused: the Syndicate with no open Casino, Police not outnumbered, a Province", () => {
    expect(
      refused("kidnap-gov", (s) => {
        step0(s).special.spaces[0].target = "SYN";
      }),
    ).toContain("Kidnap in West EC cannot target Syndicate (4.3.3)");
    expect(
      refused("kidnap-gov", (s) =>
        edit(s, { kind: "pieces", space: "ec-west", piece: "police", value: 2 }),
      ),
    ).toMatch(/Police/);
    expect(
      refused("kidnap-gov", (s) => {
        edit(s, { kind: "pieces", space: "la-habana", piece: "m26U", value: 2 });
        step0(s).spaces[0].space = "la-habana";
        step0(s).special.spaces[0].space = "la-habana";
      }),
    ).toContain("Kidnap is in a City, an EC or a space with an open Casino, not La Habana (4.3.3)");
  });

  it("Cash Ransom: the Cash goes to 26July instead of a roll, and the Casino closes", () => {
    const { report, final, at } = replay("kidnap-ransom");
    expect(report.ok).toBe(true);
    expect(final.resources.SYN).toBe(10);
    expect(final.resources["26J"]).toBe(0);
    expect(final.spaces.havana.cash).toHaveLength(1);
    expect(["m26U", "m26A"]).toContain(final.spaces.havana.cash[0]);
    expect(at("havana", "casinoOpen")).toBe(0);
    expect(at("havana", "casinoClosed")).toBe(1);
    expect(final.spaces.havana.support).toBe(-1);
  });
});

describe("Directorio Special Activities (4.4)", () => {
  it("Subvert after the March that gives Control: +Population up to 49, Neutral", () => {
    const { report, final } = replay("subvert");
    expect(report.ok).toBe(true);
    expect(final.resources.DR).toBe(49);
    expect(final.spaces["las-villas"].support).toBe(0);
    expect(final.spaces["las-villas"].pieces.drU).toBe(2);
  });

  it("Subvert is refused before the March gives Control, and in a City", () => {
    expect(
      refused("subvert", (s) => {
        step0(s).special.when = "before";
      }),
    ).toMatch(/Control/);
    expect(
      refused("subvert", (s) => {
        edit(s, { kind: "pieces", space: "havana", piece: "drU", value: 2 });
        step0(s).special.spaces[0].space = "havana";
      }),
    ).toContain("Subvert is in a Province, not Havana (4.4.1)");
  });

  it("Assassinate closes an open Casino though a Police and a Guerrilla protect it", () => {
    const { report, final, at } = replay("assassinate");
    expect(report.ok).toBe(true);
    expect(at("havana", "casinoOpen")).toBe(0);
    expect(at("havana", "casinoClosed")).toBe(1);
    expect(at("havana", "synU")).toBe(1);
    expect(final.resources.DR).toBe(0);
    expect(
      refused("assassinate", (s) =>
        edit(s, { kind: "pieces", space: "havana", piece: "police", value: 2 }),
      ),
    ).toMatch(/Police/);
  });

  it("Assassinate: Cash of the removed piece goes to a Directorio Guerrilla", () => {
    // The NP Government would pass it to the NP Syndicate Guerrilla first (4.5.2, C8.2.1).
    const passed = replay("assassinate", (s) => {
      edit(s, { kind: "cash", space: "havana", value: ["police"] });
      step0(s).special.spaces[0].remove = [{ piece: "police", count: 1 }];
    });
    expect(passed.final.spaces.havana.cash).toEqual(["synU"]);
    const { report, final, at } = replay("assassinate", (s) => {
      edit(s, { kind: "cash", space: "havana", value: ["police"] });
      edit(s, { kind: "pieces", space: "havana", piece: "synU", value: 0 });
      step0(s).special.spaces[0].remove = [{ piece: "police", count: 1 }];
    });
    expect(report.ok).toBe(true);
    expect(at("havana", "police")).toBe(0);
    expect(["drU", "drA"]).toContain(final.spaces.havana.cash[0]);
  });
});

describe("Limited Operation (2.3.5)", () => {
  it("no Special Activity, and 1 space only", () => {
    expect(
      refused("infiltrate", (s) => {
        step0(s).limited = true;
      }),
    ).toContain("a Limited Operation has no Special Activity (2.3.5)");
    expect(
      refused("march-costs", (s) => {
        step0(s).limited = true;
      }),
    ).toContain("a Limited Operation is in one space only (2.3.5)");
  });
});

describe("lasting Events that change these Operations (5.3)", () => {
  const cap =
    (card: number, side = "unshaded") =>
    (s: Raw) =>
      edit(s, { kind: "capabilities", value: [{ card, side }] });

  it("Pact of Caracas (#18): no DR Terror or Subvert where there is Opposition", () => {
    expect(refused("terror-dr", cap(18))).toContain(
      "the Pact of Caracas: Directorio may not shift the Opposition in Matanzas toward Neutral (Event 18)",
    );
    expect(refused("subvert-pays-rally", cap(18))).toContain(
      "the Pact of Caracas: Directorio may not remove the Opposition in Las Villas (Event 18)",
    );
    // Havana alone (Active Support) is still open to DR Terror.
    const { report } = replay("terror-dr", (s) => {
      cap(18)(s);
      step0(s).spaces.shift();
    });
    expect(report.ok).toBe(true);
  });

  it("Pact of Caracas (#18): no Attack or Assassinate that removes the other's pieces", () => {
    expect(
      refused("attack-base-last", (s) => {
        cap(18)(s);
        step0(s).spaces[0].remove = [
          { piece: "m26U", count: 1 },
          { piece: "troop", count: 1 },
        ];
      }),
    ).toContain("the Pact of Caracas forbids Directorio to remove 26July pieces");
    expect(
      refused("assassinate", (s) => {
        cap(18)(s);
        edit(s, { kind: "pieces", space: "havana", piece: "m26U", value: 1 });
        step0(s).special.spaces[0].remove = [{ piece: "m26U", count: 1 }];
      }),
    ).toContain("the Pact of Caracas forbids Directorio to remove 26July pieces");
  });

  it("El Che (#13): the first group to move on the March flips Underground", () => {
    const { report, at } = replay("march-activation", cap(13));
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26U")).toBe(3);
    expect(at("oriente", "m26A")).toBe(0);
    expect(at("ec-east", "m26A")).toBe(4);
  });

  it("The Guerrilla Life (#30): a 26July Rally flips its Guerrillas Underground even if placing", () => {
    const { report, at } = replay("rally-26j-support", (s) => {
      cap(30)(s);
      edit(s, { kind: "pieces", space: "matanzas", piece: "m26A", value: 2 });
    });
    expect(report.ok).toBe(true);
    expect(at("matanzas", "m26U")).toBe(3);
    expect(at("matanzas", "m26A")).toBe(0);
  });

  it("Guantánamo Bay (#2): Kidnap in Sierra Maestra as if a City", () => {
    const move = (s: Raw) => {
      edit(
        s,
        { kind: "pieces", space: "sierra-maestra", piece: "m26U", value: 2 },
        { kind: "pieces", space: "sierra-maestra", piece: "police", value: 1 },
      );
      step0(s).spaces[0].space = "sierra-maestra";
      step0(s).special.spaces[0].space = "sierra-maestra";
    };
    expect(refused("kidnap-gov", move)).toContain(
      "Kidnap is in a City, an EC or a space with an open Casino, not Sierra Maestra (4.3.3)",
    );
    const { report, final } = replay("kidnap-gov", (s) => {
      move(s);
      cap(2)(s);
    });
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(5);
    expect(final.spaces["sierra-maestra"].terror).toBe(1);
  });
});

describe("more edges", () => {
  it("a Rally Base within stacking: Casinos do not count against the 2 Bases (1.4.2)", () => {
    const { report, at } = replay("rally-26j-support", (s) => {
      edit(
        s,
        { kind: "pieces", space: "matanzas", piece: "m26U", value: 2 },
        { kind: "pieces", space: "matanzas", piece: "govBase", value: 1 },
        { kind: "pieces", space: "matanzas", piece: "casinoOpen", value: 2 },
      );
      step0(s).spaces[0] = { space: "matanzas", base: [{ piece: "m26U", count: 2 }] };
    });
    expect(report.ok).toBe(true);
    expect(at("matanzas", "m26Base")).toBe(1);
    expect(at("matanzas", "m26U")).toBe(0);
  });

  it("a targeted Faction loses as many as the Attack can take (1.4.1, 3.1)", () => {
    expect(
      refused("attack-full", (s) => {
        step0(s).spaces[0].remove = [{ piece: "troop", count: 1 }];
      }),
    ).toMatch(/targeted.*Troop.*1\.4\.1/);
    const two = replay("attack-full");
    expect(two.report.ok).toBe(true);
    expect(two.at("oriente", "troop")).toBe(0);
    const mixed = replay("attack-full", (s) => {
      step0(s).spaces[0].remove = [
        { piece: "troop", count: 1 },
        { piece: "synU", count: 1 },
      ];
    });
    expect(mixed.report.ok).toBe(true);
    expect(mixed.at("oriente", "troop")).toBe(1);
    expect(mixed.at("oriente", "synU")).toBe(0);
  });

  it("Cash Ransom from the Government: its Cash in a City goes to 26July, no roll", () => {
    const { report, final } = replay("kidnap-pays-terror", (s) => {
      edit(s, { kind: "resources", faction: "26J", value: 1 });
      edit(s, { kind: "cash", space: "havana", value: ["police"] });
      s.dice = [];
    });
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(10);
    expect(["m26U", "m26A"]).toContain(final.spaces.havana.cash[0]);
  });
});

describe("limits on spaces and markers", () => {
  it("Terror and Sabotage share 20 markers: with 19 Terror and 1 Sabotage out, no Sabotage", () => {
    const { report, final } = replay("terror-ec", (s) =>
      edit(s, { kind: "terror", space: "havana", value: 19 }),
    );
    expect(report.ok).toBe(true);
    expect(final.spaces["ec-central"].sabotage).toBe(false);
    expect(final.spaces["ec-central"].pieces.m26A).toBe(1);
  });

  it("a space is selected once per Operation (3.1): Terror or Attack twice there is refused", () => {
    expect(
      refused("terror-dr", (s) => {
        step0(s).spaces.push({ space: "matanzas" });
      }),
    ).toContain("Matanzas is selected twice: once per Operation (3.1)");
    expect(
      refused("ambush", (s) => {
        step0(s).spaces.push({ space: "camaguey-province" });
        s.dice = [6, 6];
      }),
    ).toContain("Camagüey Province is selected twice: once per Operation (3.1)");
  });

  it("Kidnap, Ambush and Infiltrate each take 1 space only", () => {
    expect(
      refused("kidnap-gov", (s) => {
        edit(
          s,
          { kind: "pieces", space: "ec-central", piece: "m26U", value: 2 },
          { kind: "pieces", space: "havana", piece: "m26U", value: 0 },
        );
        step0(s).spaces.push({ space: "ec-central" });
        step0(s).special.spaces.push({ space: "ec-central", target: "GOV" });
        s.dice = [5, 5];
      }),
    ).toContain("Kidnap is in 1 space (4.3.3)");
    expect(
      refused("ambush", (s) => {
        edit(s, { kind: "pieces", space: "camaguey-province", piece: "m26U", value: 2 });
        step0(s).special.spaces.push({ space: "camaguey-province" });
        step0(s).spaces[1].remove = [{ piece: "police", count: 1 }];
        s.dice = [];
      }),
    ).toContain("Ambush is in 1 space (4.3.2)");
    expect(
      refused("infiltrate", (s) => {
        edit(s, { kind: "pieces", space: "oriente", piece: "police", value: 1 });
        step0(s).special.spaces.push({ space: "oriente" });
      }),
    ).toContain("Infiltrate is in 1 space (4.3.1)");
  });
});

describe("which Operation each Special Activity accompanies (4.1.1)", () => {
  it("Subvert with Terror, Kidnap with Attack, Assassinate with March, Ambush with March: refused", () => {
    expect(
      refused("subvert-pays-rally", (s) => {
        step0(s).operation = "terror";
        step0(s).spaces = [{ space: "las-villas" }];
      }),
    ).toContain("Subvert may accompany only Rally or March, not Terror (4.1.1)");
    expect(
      refused("kidnap-gov", (s) => {
        step0(s).operation = "attack";
        step0(s).spaces = [{ space: "ec-west", remove: [{ piece: "police", count: 1 }] }];
        s.dice = [1, 5];
      }),
    ).toContain("Kidnap may accompany only Terror, not Attack (4.1.1)");
    expect(
      refused("assassinate", (s) => {
        edit(s, { kind: "pieces", space: "la-habana", piece: "drU", value: 1 });
        step0(s).operation = "march";
        step0(s).spaces = [
          { space: "havana", moves: [{ from: "la-habana", piece: "drU", count: 1 }] },
        ];
      }),
    ).toContain("Assassinate may accompany only Terror, not March (4.1.1)");
    expect(
      refused("infiltrate-march", (s) => {
        step0(s).special = { special: "ambush", spaces: [{ space: "oriente" }] };
      }),
    ).toContain("Ambush may accompany only Attack, not March (4.1.1)");
  });

  it("Subvert only in a Province: an EC with Directorio Control is refused", () => {
    expect(
      refused("subvert-pays-rally", (s) => {
        edit(s, { kind: "pieces", space: "ec-central", piece: "drU", value: 1 });
        step0(s).special.spaces[0].space = "ec-central";
      }),
    ).toContain("Subvert is in a Province, not Central EC (4.4.1)");
  });

  it("a Limited Terror in 2 spaces is refused (2.3.5)", () => {
    expect(
      refused("terror-dr", (s) => {
        step0(s).limited = true;
      }),
    ).toContain("a Limited Operation is in one space only (2.3.5)");
  });
});

describe("the full-capacity rule and a lent Syndicate piece (#43, 1.4.1)", () => {
  it("the lent Guerrilla is the attacker's own: removing the only other Syndicate piece is full", () => {
    const r = replayScenario("rules/mafia-offensive-attack", (s: Any) => {
      s.setup.edits.push(
        { kind: "pieces", space: "oriente", piece: "synU", value: 2 },
        { kind: "pieces", space: "oriente", piece: "troop", value: 0 },
      );
      s.steps[1].spaces[0].remove = [{ piece: "synU", count: 1 }];
    });
    expect(r.report.steps[1].refused ?? []).toEqual([]);
    expect(r.report.ok).toBe(true);
    const o = r.final.spaces.oriente.pieces;
    expect(o.synU + o.synA).toBe(1);
  });
});
