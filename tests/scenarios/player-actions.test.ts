/**
 * A player's own Operations and Special Activities (3.0, 4.0), each replayed from its scenario in
 * docs/examples/player/ and checked against the rule text: the board, the Resources and the
 * table checklist the rules demand. The refusals at the end change one example into an illegal
 * choice and check that it is refused by name, with nothing applied.
 */
import type { PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { type Patch, readScenario, replayScenario } from "@/tests/fixtures/replay-scenario";

type Raw = Record<string, unknown> & {
  setup: { edits: unknown[] };
  steps: Record<string, unknown>[];
  dice?: number[];
};

const load = (name: string) => readScenario(`player/${name}`) as Raw;

/** Replay a scenario file; `patch` may change it first. */
function replay(name: string, patch?: Patch<Raw>) {
  const r = replayScenario(`player/${name}`, patch);
  const at = (space: SpaceId, piece: PieceKind) => r.final.spaces[space].pieces[piece];
  return { ...r, step: r.report.steps[0], record: r.turn, at };
}

describe("Government (3.2, 4.2)", () => {
  it("Train: 4 cubes in a City, cubes in a Province with a Base, a Base for 2 cubes; Transport first", () => {
    const { report, record, texts, final, at } = replay("gov-train-transport");
    expect(report.ok).toBe(true);
    expect(record.action).toBe("opSA");
    // 3 spaces at 2 Resources (Firm, 6.3.1).
    expect(final.resources.GOV).toBe(4);
    // Transport is done before the Train: the Troops leave Havana first (4.1).
    expect(texts[0]).toBe("Move 3 Troops from Havana to Sierra Maestra");
    expect(at("sierra-maestra", "troop")).toBe(3);
    expect(at("havana", "troop")).toBe(2);
    expect(at("havana", "police")).toBe(2);
    expect(at("las-villas", "police")).toBe(1);
    expect(at("camaguey-province", "govBase")).toBe(1);
    expect(at("camaguey-province", "troop") + at("camaguey-province", "police")).toBe(0);
    expect(texts).toContain("Place 1 Government Base in Camagüey Province");
    expect(texts.at(-1)).toBe(
      "Sequence of Play: Government cylinder to Operation + Special Activity",
    );
  });

  it("Limited Train with Civic Action: 4 Resources a step, Terror first, then a shift", () => {
    const { report, record, texts, final } = replay("gov-train-civic-limited");
    expect(report.ok).toBe(true);
    expect(record.action).toBe("limOp");
    expect(final.resources.GOV).toBe(12 - 2 - 8);
    expect(final.spaces.havana.terror).toBe(0);
    expect(final.spaces.havana.support).toBe(1);
    expect(texts).toContain("Remove 1 Terror marker from Havana");
    expect(texts).toContain("Havana: Neutral → Passive Support");
  });

  it("Garrison: cost once, cubes into an EC, Activation in every EC, Assault in 1 EC; Reprisal", () => {
    const { report, texts, final, at } = replay("gov-garrison-reprisal");
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(5 - 3); // Reluctant: 3 in all (3.2.2)
    expect(at("ec-west", "police")).toBe(2);
    expect(at("ec-west", "troop")).toBe(1);
    // 3 cubes Activate 3 and the Assault (EC: Troops and Police) removes the 3 Active ones.
    expect(at("ec-west", "drA") + at("ec-west", "drU")).toBe(0);
    expect(at("ec-west", "m26A")).toBe(0);
    expect(at("ec-west", "m26U")).toBe(1);
    // The East EC is Activated though no cube moved there (3.2.2).
    expect(at("ec-east", "synA")).toBe(1);
    expect(at("ec-east", "m26U")).toBe(1);
    // Reprisal: Terror, Opposition 1 level toward Neutral, 1 Guerrilla relocated (4.2.3).
    expect(final.spaces.havana.terror).toBe(1);
    expect(final.spaces.havana.support).toBe(0);
    expect(at("havana", "m26U")).toBe(0);
    expect(at("la-habana", "m26U")).toBe(1);
    expect(texts).toContain("Move 1 Underground 26July Guerrilla from Havana to La Habana");
  });

  it("Sweep: adjacent Troops move in, 1 Activation per cube, 1 per 2 in Forest; Air Strike", () => {
    const { report, final, at } = replay("gov-sweep-air-strike");
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(2);
    expect(at("la-habana", "troop")).toBe(3);
    expect(at("la-habana", "m26A")).toBe(2);
    expect(at("la-habana", "drA") + at("la-habana", "drU")).toBe(0); // Air Strike
    expect(at("pinar-del-rio", "m26A")).toBe(1);
    expect(at("pinar-del-rio", "m26U")).toBe(1);
  });

  it("Assault: Mountain 1 per 2 Troops, City Police too, Bases last, Casino closes, Seizure", () => {
    const { report, texts, final, at } = replay("gov-assault-transport");
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(0);
    expect(at("sierra-maestra", "troop")).toBe(4);
    expect(at("sierra-maestra", "m26A")).toBe(0);
    expect(at("sierra-maestra", "m26Base")).toBe(1);
    expect(at("havana", "drA")).toBe(0);
    expect(at("havana", "drBase")).toBe(0);
    expect(at("havana", "casinoOpen")).toBe(0);
    expect(at("havana", "casinoClosed")).toBe(1);
    expect(final.spaces.havana.cash).toEqual(["police"]);
    expect(texts).toContain("Put the freed Cash marker with a Police in Havana");
    expect(texts).toContain("Close 1 open Casino in Havana");
  });
});

describe("26July (3.3, 4.3)", () => {
  it("Rally: more where it has a Base, a Base for 2 Guerrillas; Infiltrate replaces the Police", () => {
    const { report, final, at } = replay("m26-rally-infiltrate");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(2);
    expect(at("sierra-maestra", "m26U")).toBe(5);
    expect(at("santiago-de-cuba", "m26Base")).toBe(1);
    expect(at("santiago-de-cuba", "m26A") + at("santiago-de-cuba", "m26U")).toBe(0);
    expect(at("oriente", "m26U")).toBe(2);
    expect(at("oriente", "police")).toBe(0);
    expect(at("oriente", "troop")).toBe(1);
  });

  it("March: Active entering Support past 3, Underground into an EC, ECs free", () => {
    const { report, record, final, at } = replay("m26-march");
    expect(report.ok).toBe(true);
    expect(record.action).toBe("opOnly");
    expect(final.resources["26J"]).toBe(1);
    expect(at("oriente", "m26A")).toBe(2);
    expect(at("ec-east", "m26U")).toBe(2);
    expect(at("sierra-maestra", "m26U")).toBe(0);
  });

  it("Kidnap before the Terror pays for it; Terror shifts toward Active Opposition, Sabotage", () => {
    const { report, texts, final, at } = replay("m26-terror-kidnap");
    expect(report.ok).toBe(true);
    expect(report.unused.dice).toEqual([]);
    expect(final.resources.SYN).toBe(6);
    expect(final.resources["26J"]).toBe(3);
    expect(texts.indexOf("26July Resources 0 → 4")).toBeLessThan(
      texts.indexOf("26July Resources 4 → 3"),
    );
    expect(at("havana", "casinoClosed")).toBe(1);
    expect(final.spaces.havana.terror).toBe(1);
    expect(final.spaces.havana.support).toBe(0);
    expect(final.spaces["ec-west"].sabotage).toBe(true);
    expect(at("ec-west", "m26A")).toBe(1);
  });

  it("Attack: a 1 succeeds and places a Guerrilla; Ambush succeeds without a roll", () => {
    const { report, final, at } = replay("m26-attack-ambush");
    expect(report.ok).toBe(true);
    expect(final.resources["26J"]).toBe(1);
    expect(at("oriente", "troop")).toBe(0);
    expect(at("oriente", "police")).toBe(1);
    expect(at("oriente", "m26A")).toBe(3);
    expect(at("oriente", "m26U")).toBe(1);
    expect(at("camaguey-city", "police")).toBe(0);
    expect(at("camaguey-city", "govBase")).toBe(0);
    expect(at("camaguey-city", "m26A")).toBe(1);
    expect(at("camaguey-city", "m26U")).toBe(1);
  });
});

describe("Directorio (3.3, 4.4)", () => {
  it("Rally: Bases plus Population where it has a Base, a Base for 2; Subvert", () => {
    const { report, final, at } = replay("dr-rally-subvert");
    expect(report.ok).toBe(true);
    expect(final.resources.DR).toBe(3 - 3 + 2);
    expect(at("las-villas", "drU")).toBe(4);
    expect(final.spaces["las-villas"].support).toBe(0);
    expect(at("matanzas", "drBase")).toBe(1);
    expect(at("matanzas", "drU")).toBe(0);
    expect(at("camaguey-province", "drU")).toBe(1);
  });

  it("March with Morgan 2 spaces away; Subvert where it now Controls", () => {
    const { report, final, at } = replay("dr-march-subvert");
    expect(report.ok).toBe(true);
    expect(final.resources.DR).toBe(1);
    expect(at("matanzas", "drU")).toBe(3);
    expect(final.spaces.matanzas.support).toBe(0);
    expect(at("camaguey-city", "drU")).toBe(1);
    expect(at("las-villas", "drU")).toBe(0);
  });

  it("Terror toward Neutral; Assassinate takes a protected Base", () => {
    const { report, final, at } = replay("dr-terror-assassinate");
    expect(report.ok).toBe(true);
    expect(final.resources.DR).toBe(1);
    expect(final.spaces.havana.support).toBe(1);
    expect(final.spaces.havana.terror).toBe(1);
    expect(at("havana", "govBase")).toBe(0);
    expect(at("havana", "drA")).toBe(1);
    expect(final.spaces["ec-central"].sabotage).toBe(true);
  });

  it("a failed Attack removes nothing; Ambush closes an unprotected Casino", () => {
    const { report, final, at } = replay("dr-attack-ambush");
    expect(report.ok).toBe(true);
    expect(final.resources.DR).toBe(0);
    expect(at("las-villas", "drA")).toBe(2);
    expect(at("las-villas", "troop")).toBe(1);
    expect(at("las-villas", "synU")).toBe(1);
    expect(at("matanzas", "police")).toBe(0);
    expect(at("matanzas", "casinoClosed")).toBe(1);
    expect(at("matanzas", "drU")).toBe(1);
  });
});

describe("Syndicate (3.3, 4.5)", () => {
  it("Rally flips at an open Casino; Profit places Cash in 2 Casino spaces", () => {
    const { report, final, at } = replay("syn-rally-profit");
    expect(report.ok).toBe(true);
    expect(final.resources.SYN).toBe(2);
    expect(at("havana", "synU")).toBe(2);
    expect(at("havana", "synA")).toBe(0);
    expect(at("las-villas", "synU")).toBe(1);
    expect(final.spaces.havana.cash).toEqual(["synU"]);
    expect(final.spaces["pinar-del-rio"].cash).toEqual(["police"]);
  });

  it("March stays Underground at 3 or fewer; Muscle brings Police into a Casino City", () => {
    const { report, final, at } = replay("syn-march-muscle");
    expect(report.ok).toBe(true);
    expect(final.resources.SYN).toBe(2);
    expect(at("havana", "synU")).toBe(2);
    expect(at("havana", "police")).toBe(2);
    expect(at("matanzas", "police")).toBe(1);
  });

  it("Terror toward Neutral; Bribe costs 3 and removes 2 cubes", () => {
    const { report, final, at } = replay("syn-terror-bribe");
    expect(report.ok).toBe(true);
    expect(final.resources.SYN).toBe(6 - 1 - 3);
    expect(final.spaces["pinar-del-rio"].support).toBe(-1);
    expect(at("pinar-del-rio", "synA")).toBe(1);
    expect(at("la-habana", "troop")).toBe(1);
    expect(at("la-habana", "police")).toBe(0);
  });

  it("Construct places a closed Casino or opens one for 5; Profit +3 per Casino closed or Cash", () => {
    const { report, final, at } = replay("syn-construct-profit");
    expect(report.ok).toBe(true);
    expect(final.resources.SYN).toBe(12 - 10 + 6);
    expect(at("havana", "casinoClosed")).toBe(2);
    expect(at("havana", "casinoOpen")).toBe(0);
    expect(at("pinar-del-rio", "casinoOpen")).toBe(1);
    expect(final.spaces.matanzas.cash).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------
// Refusals: an illegal choice is named by its field; nothing is applied and no later step runs.

// biome-ignore lint/suspicious/noExplicitAny: scenario JSON patched in place
type Any = any;
const step0 = (s: Raw): Any => s.steps[0];
const edit = (s: Raw, ...edits: unknown[]) => s.setup.edits.push(...edits);

function refused(name: string, patch: (s: Raw) => void) {
  const r = replay(name, patch);
  expect(r.report.ok).toBe(false);
  expect(r.step.records).toEqual([]);
  return { ...r, errors: r.step.refused ?? [] };
}

describe("an illegal choice is refused by name, nothing applied", () => {
  it("a March from a space not adjacent to the destination (3.3.2)", () => {
    const { errors, final, at, report } = refused("m26-march", (s) => {
      step0(s).spaces[0].space = "havana";
      s.steps.push({ kind: "card" });
    });
    expect(errors).toContainEqual({
      field: "steps[0].spaces[0].moves[0].from",
      reason: "Sierra Maestra is not adjacent to Havana",
    });
    expect(report.steps).toHaveLength(1); // the card step never ran
    expect(final.resources["26J"]).toBe(2);
    expect(at("sierra-maestra", "m26U")).toBe(4);
    expect(final.cardActions).toEqual([]);
  });

  it("placing cubes none of which is Available (1.4.1)", () => {
    const { errors } = refused("gov-train-transport", (s) =>
      edit(s, { kind: "pieces", space: "pinar-del-rio", piece: "troop", value: 11 }),
    );
    expect(errors).toContainEqual({
      field: "steps[0].spaces[0].place[0]",
      reason: "only 0 Troops are Available (you may take your own pieces off the map first, 1.4.1)",
    });
  });

  it("taking own pieces off the map first makes them Available (1.4.1)", () => {
    const { report, at } = replay("gov-train-transport", (s) => {
      edit(s, { kind: "pieces", space: "pinar-del-rio", piece: "troop", value: 11 });
      step0(s).removeOwn = [{ space: "pinar-del-rio", piece: "troop", count: 2 }];
    });
    expect(report.ok).toBe(true);
    expect(at("pinar-del-rio", "troop")).toBe(9);
    expect(at("havana", "troop")).toBe(2);
  });

  it("a Base beyond stacking: 2 non-Casino Bases already (1.4.2)", () => {
    const { errors } = refused("m26-rally-infiltrate", (s) =>
      edit(
        s,
        { kind: "pieces", space: "santiago-de-cuba", piece: "govBase", value: 1 },
        { kind: "pieces", space: "santiago-de-cuba", piece: "drBase", value: 1 },
      ),
    );
    expect(errors).toContainEqual({
      field: "steps[0].spaces[2].base",
      reason: "Santiago de Cuba already has 2 Bases (stacking, 1.4.2)",
    });
  });

  it("a space the Faction cannot pay for (3.1)", () => {
    const { errors } = refused("gov-sweep-air-strike", (s) =>
      edit(s, { kind: "resources", faction: "GOV", value: 3 }),
    );
    expect(errors).toEqual([
      {
        field: "steps[0].spaces[1]",
        reason: "Sweep in Pinar del Río costs 2 Resources; Government has 1",
      },
    ]);
  });

  it("a Limited Operation in two spaces, or with an SA (2.3.5)", () => {
    const two = refused("gov-train-civic-limited", (s) => {
      step0(s).spaces.push({ space: "camaguey-city" });
    });
    expect(two.errors).toContainEqual({
      field: "steps[0].spaces",
      reason: "a Limited Operation is in one space only (2.3.5)",
    });
    const sa = refused("gov-train-civic-limited", (s) => {
      step0(s).special = {
        special: "transport",
        spaces: [{ space: "la-habana", moves: [{ from: "havana", piece: "troop", count: 1 }] }],
      };
    });
    expect(sa.errors).toContainEqual({
      field: "steps[0].special",
      reason: "a Limited Operation has no Special Activity (2.3.5)",
    });
  });

  it("the 2nd Eligible after an Operation Only may do only a Limited Operation (2.3.4)", () => {
    const { errors } = refused("gov-train-civic-limited", (s) => {
      step0(s).limited = false;
    });
    expect(errors).toEqual([
      {
        field: "steps[0].limited",
        reason:
          "the Sequence of Play does not allow an Operation without a Special Activity now: after an Operation, the 2nd Eligible may do only a Limited Operation (2.3.4)",
      },
    ]);
  });

  it("on the last Event card before the final Propaganda, Operations are Limited (2.3.9)", () => {
    const { errors } = refused("gov-sweep-air-strike", (s) => {
      s.eventDeck = [1, 49];
      edit(s, { kind: "propagandaLeft", value: 1 });
    });
    expect(errors[0].field).toBe("steps[0].special");
    expect(errors[0].reason).toMatch(/must be Limited \(2\.3\.9\)/);
  });

  it("an SA with an Operation it may not accompany (4.1.1)", () => {
    const { errors } = refused("gov-train-transport", (s) => {
      step0(s).special = {
        special: "airStrike",
        spaces: [{ space: "oriente", remove: [{ piece: "m26A", count: 1 }] }],
      };
    });
    expect(errors).toContainEqual({
      field: "steps[0].special.special",
      reason: "Air Strike may accompany only Garrison, Sweep or Assault, not Train (4.1.1)",
    });
  });

  it("another Faction's Operation or SA (3.0, 4.0)", () => {
    const { errors } = refused("m26-march", (s) => {
      step0(s).operation = "construct";
    });
    expect(errors).toEqual([
      {
        field: "steps[0].operation",
        reason: "26July has no Construct Operation: it may Rally, March, Attack or Terror (3.0)",
      },
    ]);
  });

  it("a Base before its Faction's Guerrillas (Bases last, 3.2.4), and not to the full extent (1.4.1)", () => {
    const { errors } = refused("gov-assault-transport", (s) => {
      step0(s).spaces[1].remove = [
        { piece: "drBase", count: 1 },
        { piece: "casinoOpen", count: 1 },
      ];
    });
    expect(errors).toContainEqual({
      field: "steps[0].spaces[1].remove[0]",
      reason: "Bases last: the DR Base stays while Directorio Guerrillas are in Havana",
    });
  });

  it("a failed Attack removes nothing (3.3.3)", () => {
    const { errors } = refused("dr-attack-ambush", (s) => {
      step0(s).spaces[0].remove = [{ piece: "troop", count: 1 }];
    });
    expect(errors).toContainEqual({
      field: "steps[0].spaces[0].remove",
      reason: "the Attack in Las Villas failed: nothing is removed",
    });
  });

  it("a roll the scenario does not give", () => {
    const { errors } = refused("m26-terror-kidnap", (s) => {
      s.dice = [];
    });
    expect(errors).toContainEqual({
      field: "steps[0].special.spaces[0]",
      reason: "roll a die for the Kidnap in Havana",
    });
  });

  it("Profit with every Cash marker already on the map (4.5.2)", () => {
    const { errors } = refused("syn-rally-profit", (s) =>
      edit(s, {
        kind: "cash",
        space: "pinar-del-rio",
        value: ["police", "police", "police", "police"],
      }),
    );
    expect(errors).toContainEqual({
      field: "steps[0].special.spaces[1]",
      reason: "no Cash marker is Available (4.5.2)",
    });
  });

  it("Pact of Caracas: 26July removes no Directorio piece (Event 18)", () => {
    const { errors } = refused("m26-attack-ambush", (s) => {
      edit(
        s,
        { kind: "capabilities", value: [{ card: 18, side: "unshaded" }] },
        { kind: "pieces", space: "oriente", piece: "drU", value: 1 },
      );
      step0(s).spaces[0].remove = [{ piece: "drU", count: 1 }];
    });
    expect(errors).toContainEqual({
      field: "steps[0].spaces[0].remove[0]",
      reason: "the Pact of Caracas forbids 26July to remove Directorio pieces",
    });
  });

  it("Pact of Caracas: Directorio Terror does not shift Opposition toward Neutral (Event 18, INF)", () => {
    const { errors } = refused("dr-terror-assassinate", (s) =>
      edit(
        s,
        { kind: "capabilities", value: [{ card: 18, side: "unshaded" }] },
        { kind: "support", space: "havana", value: -1 },
      ),
    );
    expect(errors[0]).toEqual({
      field: "steps[0].spaces[0].space",
      reason:
        "the Pact of Caracas: Directorio may not shift the Opposition in Havana toward Neutral (Event 18)",
    });
  });

  it("a Faction the Non-player system runs", () => {
    const { errors } = refused("m26-march", (s) => {
      (s.setup as Any).roles = { "26J": "np" };
    });
    expect(errors).toEqual([
      { field: "steps[0].faction", reason: "26July is run by Calixto, not by the player" },
    ]);
  });
});

describe("the replay command refuses an illegal player step with exit 2", () => {
  it("names the field and returns 2", async () => {
    const { writeFileSync, mkdtempSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const { replayCommand } = await import("@/scripts/cli/replay");
    const raw = load("m26-march");
    step0(raw).spaces[0].space = "havana";
    const file = join(mkdtempSync(join(tmpdir(), "player-")), "bad.json");
    writeFileSync(file, JSON.stringify(raw));
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    const code = replayCommand([file]);
    const said = err.mock.calls.map((c) => String(c[0])).join("\n");
    err.mockRestore();
    expect(code).toBe(2);
    expect(said).toContain(
      "steps[0].spaces[0].moves[0].from: Sierra Maestra is not adjacent to Havana",
    );
  });
});

// ------------------------------------------------------------------------------------------------
// Lasting Events that change a player's Operations (5.3, 5.4; playbook Event texts).

const momentum = (s: Raw, ...cards: number[]) => edit(s, { kind: "momentum", value: cards });
const capability = (s: Raw, card: number, side: "unshaded" | "shaded") =>
  edit(s, { kind: "capabilities", value: [{ card, side }] });

describe("lasting Events in a player's Operations", () => {
  it("S.I.M. (#4): Police Sweep as if Troops, moving in", () => {
    const police = (s: Raw) => {
      edit(s, { kind: "pieces", space: "havana", piece: "police", value: 1 });
      step0(s).spaces[0].moves.push({ from: "havana", piece: "police", count: 1 });
      step0(s).spaces[0].activate = [
        { piece: "m26U", count: 2 },
        { piece: "drU", count: 1 },
      ];
    };
    const without = refused("gov-sweep-air-strike", police);
    expect(without.errors).toContainEqual({
      field: "steps[0].spaces[0].moves[2].piece",
      reason: "only Troops move here, not Police",
    });
    const { report, at } = replay("gov-sweep-air-strike", (s) => {
      police(s);
      momentum(s, 4);
    });
    expect(report.ok).toBe(true);
    expect(at("la-habana", "police")).toBe(1);
  });

  it("Sánchez Mosquera (#6): Assault treats Mountain as City", () => {
    const more = (s: Raw) => {
      step0(s).spaces[0].remove = [
        { piece: "m26A", count: 2 },
        { piece: "m26Base", count: 1 },
      ];
    };
    expect(refused("gov-assault-transport", more).errors[0].reason).toBe(
      "at most 2 pieces can go in Sierra Maestra (4 Troops and 0 Police)",
    );
    const { report, at } = replay("gov-assault-transport", (s) => {
      more(s);
      momentum(s, 6);
    });
    expect(report.ok).toBe(true);
    expect(at("sierra-maestra", "m26Base")).toBe(0);
  });

  it("Armored Cars (#1): Troops move to Assault spaces from any other spaces first", () => {
    const moves = (s: Raw) => {
      delete (s.steps[0] as Any).special;
      step0(s).spaces[0].moves = [{ from: "santiago-de-cuba", piece: "troop", count: 3 }];
    };
    expect(refused("gov-assault-transport", moves).errors[0]).toEqual({
      field: "steps[0].spaces[0].moves",
      reason: "Troops move before an Assault only with Armored Cars Momentum (#1)",
    });
    const { report, record, at } = replay("gov-assault-transport", (s) => {
      moves(s);
      momentum(s, 1);
    });
    expect(report.ok).toBe(true);
    expect(record.action).toBe("opOnly");
    expect(at("sierra-maestra", "m26A")).toBe(0);
  });

  it("Rolando Masferrer (#5): Sweep's SA may be a free Assault in 1 space", () => {
    const { report, final, at } = replay("gov-sweep-air-strike", (s) => {
      momentum(s, 5);
      step0(s).special = {
        special: "assault",
        spaces: [
          {
            space: "la-habana",
            remove: [
              { piece: "m26A", count: 2 },
              { piece: "drA", count: 1 },
            ],
          },
        ],
      };
    });
    expect(report.ok).toBe(true);
    expect(final.resources.GOV).toBe(2); // the Assault is free
    expect(at("la-habana", "m26A") + at("la-habana", "drA")).toBe(0);
  });

  it("MAP (#10): the Government's Limited Operation may have an SA", () => {
    const { report, record, at } = replay("gov-train-civic-limited", (s) => {
      momentum(s, 10);
      edit(s, { kind: "pieces", space: "havana", piece: "troop", value: 5 });
      step0(s).special = {
        special: "transport",
        spaces: [{ space: "la-habana", moves: [{ from: "havana", piece: "troop", count: 3 }] }],
      };
    });
    expect(report.ok).toBe(true);
    expect(record.action).toBe("limOp");
    expect(at("la-habana", "troop")).toBe(3);
  });

  it("Guantánamo Bay Momentum (#2): Air Strike while Embargoed, 2 pieces", () => {
    const strike = (s: Raw) => {
      edit(
        s,
        { kind: "usAlliance", value: "embargoed" },
        { kind: "resources", faction: "GOV", value: 8 },
      );
      step0(s).special.spaces[0].remove = [
        { piece: "drA", count: 1 },
        { piece: "m26A", count: 1 },
      ];
    };
    expect(refused("gov-sweep-air-strike", strike).errors).toContainEqual({
      field: "steps[0].special",
      reason: "no Air Strike while the US Alliance is Embargoed (4.2.2, 6.3.1)",
    });
    const { report, at } = replay("gov-sweep-air-strike", (s) => {
      strike(s);
      momentum(s, 2);
    });
    expect(report.ok).toBe(true);
    expect(at("la-habana", "m26A")).toBe(1);
  });

  it("El Che (#13): the first group of the 26July March flips Underground", () => {
    const { report, at } = replay("m26-march", (s) => capability(s, 13, "unshaded"));
    expect(report.ok).toBe(true);
    expect(at("oriente", "m26U")).toBe(2);
    expect(at("oriente", "m26A")).toBe(0);
  });

  it("The Guerrilla Life (#30): a 26July Rally flips its Guerrillas there Underground", () => {
    const { report, at } = replay("m26-rally-infiltrate", (s) => {
      capability(s, 30, "unshaded");
      edit(s, { kind: "pieces", space: "sierra-maestra", piece: "m26A", value: 2 });
    });
    expect(report.ok).toBe(true);
    expect(at("sierra-maestra", "m26A")).toBe(0);
    expect(at("sierra-maestra", "m26U")).toBe(7);
  });

  it("Raúl (#22): 26July may reroll an Attack; the second die counts", () => {
    const { report, at } = replay("m26-attack-ambush", (s) => {
      capability(s, 22, "unshaded");
      s.dice = [6, 2];
      step0(s).spaces[0].reroll = true;
    });
    expect(report.ok).toBe(true);
    expect(at("oriente", "troop")).toBe(0);
    expect(at("oriente", "m26U")).toBe(0); // a 2 captures no Guerrilla
  });

  it("Guantánamo Bay (#2 Capability): 26July Kidnaps in Sierra Maestra as if a City", () => {
    const there = (s: Raw) => {
      edit(
        s,
        { kind: "pieces", space: "sierra-maestra", piece: "m26U", value: 1 },
        { kind: "resources", faction: "26J", value: 2 },
      );
      const st = step0(s);
      st.spaces.push({ space: "sierra-maestra" });
      st.special.spaces[0] = { space: "sierra-maestra" };
    };
    expect(refused("m26-terror-kidnap", there).errors[0]).toEqual({
      field: "steps[0].special.spaces[0].space",
      reason:
        "Kidnap is in a City, an EC or a space with an open Casino, not Sierra Maestra (4.3.3)",
    });
    const { report, final } = replay("m26-terror-kidnap", (s) => {
      there(s);
      capability(s, 2, "unshaded");
    });
    expect(report.ok).toBe(true);
    // NP Government keeps no Resources: 26July gains the roll, the Government loses nothing (C8.2.1).
    expect(final.resources["26J"]).toBe(2 + 4 - 2); // Terror: Havana 1, EC 0, Sierra Maestra 1
    expect(final.resources.GOV).toBe(15);
  });

  it("Mafia Offensive (#43): the Syndicate Assassinates as if DR, whatever the Police", () => {
    const hit = (s: Raw) => {
      edit(
        s,
        { kind: "pieces", space: "pinar-del-rio", piece: "police", value: 2 },
        { kind: "pieces", space: "pinar-del-rio", piece: "m26U", value: 1 },
      );
      step0(s).special = {
        special: "assassinate",
        spaces: [{ space: "pinar-del-rio", remove: [{ piece: "m26U", count: 1 }] }],
      };
    };
    expect(refused("syn-terror-bribe", hit).errors[0].field).toBe("steps[0].special.special");
    const { report, final, at } = replay("syn-terror-bribe", (s) => {
      hit(s);
      capability(s, 43, "shaded");
    });
    expect(report.ok).toBe(true);
    expect(at("pinar-del-rio", "m26U")).toBe(0);
    expect(final.resources.SYN).toBe(5);
  });
});

describe("Laundering Cash for a free Limited Operation (2.3.6, 4.5.2)", () => {
  it("after a paid Operation with no SA, a Cash marker buys a free LimOp; the box stays", () => {
    const { report, record, texts, final, at } = replay("syn-rally-launder-march");
    expect(report.ok).toBe(true);
    expect(record.action).toBe("opOnly");
    expect(final.resources.SYN).toBe(0); // the March cost nothing
    expect(final.spaces.havana.cash).toEqual([]);
    expect(at("havana", "synU")).toBe(3);
    expect(at("la-habana", "synU")).toBe(0);
    expect(texts).toContain(
      "Remove a Cash marker held by an Underground Syndicate Guerrilla in Havana",
    );
  });

  it("not with a Special Activity, not for Construct, not after a free Operation", () => {
    const sa = refused("syn-rally-launder-march", (s) => {
      step0(s).special = { special: "profit", spaces: [{ space: "havana", cashTo: "synU" }] };
      edit(s, { kind: "pieces", space: "havana", piece: "casinoOpen", value: 1 });
    });
    expect(sa.errors).toContainEqual({
      field: "steps[0].launder",
      reason: "Laundering needs an Operation without a Special Activity (2.3.6)",
    });
    const construct = refused("syn-rally-launder-march", (s) => {
      step0(s).launder.operation = "construct";
    });
    expect(construct.errors).toContainEqual({
      field: "steps[0].launder.operation",
      reason: "Construct is never free: it cannot be laundered (2.3.6, 3.3.5)",
    });
    const limited = refused("syn-rally-launder-march", (s) => {
      step0(s).launder.spaces.push({ space: "matanzas", moves: [] });
    });
    expect(limited.errors).toContainEqual({
      field: "steps[0].launder.spaces",
      reason: "a Limited Operation is in one space only (2.3.5)",
    });
  });
});
