/**
 * A run-the-rule audit of the player's own Government and Syndicate Operations and Special
 * Activities (3.2.1-3.2.4, 3.3.5, 4.2.1-4.2.3, 4.5.1-4.5.4, 2.3.5, 2.3.6). Each case is a
 * small board written from the rule text before the engine was read; the expected results
 * below are the text's, not the engine's print. Legal cases are examples of play in
 * docs/examples/rules/audit-coin-<case>.json; choices the text forbids are kept apart in
 * tests/fixtures/audit-coin-refused/<case>.json (every file under docs/examples must replay).
 */
import { readFileSync } from "node:fs";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import type { PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { runScenario, scenarioBoard } from "@/lib/machines/cuba/scenario-runner";
import { replayScenario } from "@/tests/fixtures/replay-scenario";

function replay(name: string) {
  const r = replayScenario(`rules/audit-coin-${name}`);
  const at = (space: SpaceId, piece: PieceKind) => r.final.spaces[space].pieces[piece];
  return { ...r, step: r.report.steps[0], at };
}

/** A choice the text forbids: refused by name, nothing applied, the board as it started. */
function refused(name: string) {
  const raw = JSON.parse(readFileSync(`tests/fixtures/audit-coin-refused/${name}.json`, "utf8"));
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.errors)}`);
  const start = scenarioBoard(parsed.value);
  if ("error" in start) throw new Error(`${name}: ${start.error}`);
  const report = runScenario(parsed.value);
  const step = report.steps[0];
  expect(report.ok).toBe(false);
  expect(step.records).toEqual([]);
  expect(report.final?.board).toEqual(start);
  return (step.refused ?? []).map((e) => `${e.field}: ${e.reason}`);
}

/** A legal choice: replayed whole, every input used. */
function done(name: string) {
  const r = replay(name);
  expect(r.step.refused ?? []).toEqual([]);
  expect(r.report.ok).toBe(true);
  expect(r.report.unused).toEqual({ dice: [], ties: [], cards: [] });
  return r;
}

// Case | what the text forbids | words the refusal must name.
const REFUSALS: [string, string, RegExp][] = [
  ["train-province-no-base", "3.2.1: cubes only in Cities and Provinces with a Base", /3\.2\.1/],
  ["train-ec", "3.2.1: Provinces or Cities", /not ECs/],
  ["train-five-cubes", "3.2.1: up to 4 cubes", /up to 4/],
  ["train-civic-no-control", "3.2.1, 6.3.2: Control", /Government Control/],
  ["train-civic-no-police", "6.3.2: Troops and Police", /Troops and Police/],
  ["train-civic-active-support", "6.3.2: no shift past Active Support", /Active Support/],
  ["train-base-and-civic", "3.2.1: Base or Civic Action, 1 space", /only 1/],
  ["garrison-into-province", "3.2.2: ECs or Cities", /ECs and Cities/],
  ["garrison-limited-two-ecs", "2.3.5, 3.2.2: one destination", /one destination/],
  ["garrison-limited-assault-elsewhere", "3.2.2: LimOp Assault in the destination", /destination/],
  ["garrison-limited-city-assault", "3.2.2: LimOp Assault in the destination EC", /destination/],
  ["garrison-two-assaults", "3.2.2: Assault in 1 EC", /1 EC/],
  ["sweep-ec", "3.2.3: Cities or Provinces", /not ECs/],
  ["sweep-police-move", "3.2.3: Troops move", /only Troops/],
  ["sweep-limited-two", "2.3.5: one space", /one space/],
  ["assault-underground-target", "3.2.4: Active Guerrillas", /Underground/],
  ["assault-police-province", "3.2.4: Police count in City or EC only", /nothing can be removed/],
  ["assault-closed-casino", "1.4.5: no effect on a closed Casino", /closed Casino/],
  ["assault-underground-shields-base", "3.2.4: Bases last", /Bases last/],
  [
    "transport-from-province",
    "4.2.1: from a City or Base",
    /City or a space with a Government Base/,
  ],
  ["transport-four", "4.2.1: up to 3 Troops", /up to 3/],
  ["transport-two-destinations", "4.2.1: 1 other space", /1 space/],
  ["transport-two-origins", "4.2.1: from a City or Base (one origin)", /one space/],
  ["airstrike-city", "4.2.2: Province or EC", /Province or EC/],
  ["airstrike-with-train", "4.2.2: with Garrison, Sweep, Assault", /accompany only/],
  ["airstrike-embargoed", "4.2.2, 6.3.1: not Embargoed", /Embargoed/],
  ["airstrike-underground", "4.2.2: an Active Guerrilla", /Underground.*\(4\.2\.2\)/],
  ["airstrike-two-spaces", "4.2.2: 1 space", /Air Strike is in 1 space \(4\.2\.2\)/],
  ["assault-max-extent", "3.1, 1.4.1: a targeted Faction to the maximum extent", /full 2/],
  ["bribe-two-spaces", "4.5.4: any 1 space", /Bribe is in 1 space \(4\.5\.4\)/],
  ["muscle-two-destinations", "4.5.3: 1 destination", /Muscle is in 1 space \(4\.5\.3\)/],
  ["airstrike-two", "4.2.2: 1 piece", /at most 1/],
  ["airstrike-base-shielded", "4.2.2: Base only with no Guerrilla", /Bases last/],
  ["reprisal-uncontrolled", "4.2.3: Govt-Controlled", /Government Control/],
  ["reprisal-ec", "4.2.3, 1.7: Control is of Provinces and Cities", /Government Control/],
  ["reprisal-not-adjacent", "4.2.3: an adjacent space", /not adjacent/],
  ["reprisal-must-relocate", "4.2.3: relocate 1 Guerrilla", /relocate 1 Guerrilla/],
  ["limited-with-special", "2.3.5: no SA", /no Special Activity/],
  ["construct-uncontrolled", "3.3.5: Govt or Syndicate Control", /Control/],
  ["construct-closed-casino-no-control", "1.7: closed Casinos do not count", /Control/],
  ["construct-third-casino", "1.4.2: 2 Casinos", /stacking/],
  ["construct-ec", "3.3.5, 1.4.2: Cities or Provinces", /not ECs/],
  ["construct-cost", "3.3.5: 5 per space", /costs 5/],
  ["construct-launder", "2.3.6: never a Construct", /never free/],
  ["launder-after-special", "2.3.6: no SA", /without a Special Activity/],
  ["launder-after-free-march", "2.3.6: pays Resources", /paid Resources/],
  ["profit-with-terror", "4.5.1: Rally, March, Construct", /accompany only/],
  ["profit-no-casino", "4.5.1: open Casino", /open Casino/],
  ["profit-no-holder", "4.5.1, 4.5.2: Cash under a Guerrilla or cube", /has no/],
  ["profit-fifth-cash", "4.5.2: 4 Cash markers", /no Cash marker is Available/],
  ["profit-gov-cash", "4.5.1: Syndicate-owned Cash", /0 Syndicate Cash/],
  ["profit-three-spaces", "4.5.1: 1 or 2 spaces", /1 or 2 spaces/],
  ["profit-place-and-close", "4.5.1: place OR close/remove", /close/],
  ["muscle-troops-to-city", "4.5.3: Police to a City", /only Police/],
  ["muscle-province-no-casino", "4.5.3: open Casino or EC", /open Casino/],
  ["muscle-closed-casino", "4.5.3: open Casino", /open Casino/],
  ["muscle-three-police", "4.5.3: 1 to 2", /1 or 2/],
  ["muscle-with-terror", "4.5.3: Rally, March, Construct", /accompany only/],
  ["bribe-cubes-and-guerrilla", "4.5.4: cubes, Guerrillas or a Base", /one of these/],
  ["bribe-own-casino", "4.5.4: other Factions' pieces", /other Factions/],
  ["bribe-cost", "4.5.4, 3.1: 3 Resources", /costs 3/],
  ["sweep-moved-troops-resweep", "3.2.3: one move step into the Sweep spaces", /not moved yet/],
  ["garrison-cube-twice", "3.2.2: one move step", /not moved yet/],
];

describe("refused by name, nothing applied: what the text forbids", () => {
  it.each(REFUSALS)("%s (%s)", (name, _rule, reason) => {
    const errors = refused(name);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toMatch(reason);
  });
});

describe("Government Operations (3.2.1-3.2.4)", () => {
  it("Train: a Base for 2 cubes in a selected Province with no Base (3.2.1)", () => {
    const { final, at } = done("train-base-no-placement");
    expect(final.resources.GOV).toBe(8);
    expect(at("matanzas", "govBase")).toBe(1);
    expect(at("matanzas", "troop")).toBe(0);
  });

  it("Train costs 3 a space when Reluctant (6.3.1)", () => {
    const { final, at } = done("train-reluctant-cost");
    expect(final.resources.GOV).toBe(4);
    expect(at("havana", "police") + at("santiago-de-cuba", "police")).toBe(2);
  });

  it("Civic Action in a Province without a Base: 2 + 4 (3.2.1, 6.3.2)", () => {
    const { final } = done("train-civic-province-no-base");
    expect(final.resources.GOV).toBe(4);
    expect(final.spaces.matanzas.support).toBe(1);
  });

  it("Civic Action counts the cubes Train just placed for Control (3.2.1)", () => {
    const { final, at } = done("train-civic-after-placement");
    expect(final.resources.GOV).toBe(4);
    expect(at("havana", "troop")).toBe(2);
    expect(final.spaces.havana.support).toBe(1);
  });

  it("a laundered free Train still pays 4 for Civic Action (2.3.6, 3.2.1)", () => {
    const { final } = done("launder-civic-pays");
    expect(final.resources.GOV).toBe(12 - 2 - 4);
    expect(final.spaces["santiago-de-cuba"].support).toBe(1);
    expect(final.spaces["santiago-de-cuba"].cash).toEqual([]);
  });

  it("Garrison: 4 in all when Embargoed, cubes from any space into ECs and Cities (3.2.2)", () => {
    const { final, at } = done("garrison-embargoed-total");
    expect(final.resources.GOV).toBe(1);
    expect(at("ec-west", "police") + at("ec-east", "police")).toBe(2);
    expect(at("santiago-de-cuba", "police")).toBe(1);
  });

  it("a Limited Garrison still Activates in every EC (3.2.2, 2.3.5)", () => {
    const { final, at, turn } = done("garrison-limited-activates-all-ecs");
    expect(turn.action).toBe("limOp");
    expect(final.resources.GOV).toBe(8);
    expect(at("ec-west", "drA")).toBe(2);
    expect(at("ec-east", "synA")).toBe(1);
  });

  it("Garrison Activates by the cubes in each EC after the moves (3.2.2)", () => {
    const { at } = done("garrison-cubes-leave-ec");
    expect(at("ec-west", "drU")).toBe(2);
    expect(at("ec-east", "m26A")).toBe(1);
  });

  it("Sweep in Forest: 1 Activation for 2 cubes, Troops and Police together (3.2.3)", () => {
    const { at } = done("sweep-forest-mixed");
    expect(at("pinar-del-rio", "drA")).toBe(1);
    expect(at("pinar-del-rio", "drU")).toBe(1);
  });

  it("Assault in Mountain: 3 Troops remove 1; Police in a Province none (3.2.4)", () => {
    const { at } = done("assault-mountain");
    expect(at("sierra-maestra", "m26A")).toBe(2);
  });

  it("Assault in a City: Troops and Police each remove 1, the Base last (3.2.4)", () => {
    const { at } = done("assault-city-police");
    expect(at("havana", "drA") + at("havana", "drBase")).toBe(0);
    const police = done("assault-city-police-only");
    expect(police.at("havana", "drA")).toBe(0);
  });

  it("Assault in an EC: Police count (3.2.4)", () => {
    const { at } = done("assault-ec-police");
    expect(at("ec-west", "m26A")).toBe(0);
  });

  it("Bases last is per Faction: a DR Guerrilla does not shield the 26July Base (3.2.4)", () => {
    const { at } = done("assault-bases-last-per-faction");
    expect(at("la-habana", "m26Base")).toBe(0);
    expect(at("la-habana", "drU")).toBe(1);
  });

  it("Assault closes the open Casino and seizes the freed Cash for a cube (3.2.4, 1.4.5)", () => {
    const { final, at } = done("assault-casino-seizure");
    expect(at("havana", "casinoOpen")).toBe(0);
    expect(at("havana", "casinoClosed")).toBe(1);
    expect(at("havana", "synA")).toBe(0);
    expect(final.spaces.havana.cash).toEqual(["troop"]);
  });

  it("Cash of a removed Guerrilla stays with its owner's other Guerrilla there (4.5.2)", () => {
    const { final } = done("assault-cash-stays-with-owner");
    expect(final.spaces.havana.cash).toEqual(["m26U"]);
  });
});

describe("Government Special Activities (4.2.1-4.2.3)", () => {
  it("Transport from a Province with a Government Base (4.2.1)", () => {
    const { at } = done("transport-from-base");
    expect(at("oriente", "troop")).toBe(0);
    expect(at("sierra-maestra", "troop")).toBe(3);
    expect(at("sierra-maestra", "m26A")).toBe(1);
  });

  it("Troops a Transport brought may then Sweep on into an adjacent space (4.1, 3.2.3)", () => {
    const { final, at } = done("transport-then-sweep-move");
    expect(final.resources.GOV).toBe(8);
    expect(at("santiago-de-cuba", "troop")).toBe(0);
    expect(at("matanzas", "troop")).toBe(0);
    expect(at("la-habana", "troop")).toBe(2);
    expect(at("la-habana", "m26A")).toBe(2);
  });

  it("Troops that Swept into a City may then be Transported from it (4.1, 4.2.1)", () => {
    const { at } = done("sweep-then-transport");
    expect(at("havana", "drA")).toBe(2);
    expect(at("havana", "troop")).toBe(0);
    expect(at("oriente", "troop")).toBe(2);
  });

  it("Air Strike closes an open Casino, never removes it (4.2.2, 1.4.5)", () => {
    const { at } = done("airstrike-casino-closes");
    expect(at("matanzas", "casinoOpen")).toBe(0);
    expect(at("matanzas", "casinoClosed")).toBe(1);
  });

  it("Air Strike on a Guerrilla holding Cash: the Syndicate keeps it on its other Guerrilla (4.5.2)", () => {
    const { final, at } = done("airstrike-cash-owner");
    expect(at("matanzas", "synA")).toBe(0);
    expect(final.spaces.matanzas.cash).toEqual(["synU"]);
  });

  it("Reprisal: Terror, Active to Passive Opposition, the Guerrilla relocated Underground (4.2.3)", () => {
    const { final, at } = done("reprisal-active-opposition");
    expect(final.spaces["la-habana"].terror).toBe(1);
    expect(final.spaces["la-habana"].support).toBe(-1);
    expect(at("matanzas", "m26U")).toBe(1);
    expect(at("matanzas", "m26A")).toBe(0);
  });

  it("Reprisal at Support shifts nothing; any Faction's Guerrilla may go (4.2.3)", () => {
    const { final, at } = done("reprisal-support-stays");
    expect(final.spaces["la-habana"].support).toBe(1);
    expect(final.spaces["la-habana"].terror).toBe(1);
    expect(at("matanzas", "drA")).toBe(1);
    const syn = done("reprisal-syndicate-guerrilla");
    expect(syn.at("pinar-del-rio", "synU")).toBe(1);
  });

  it("Reprisal with all 20 Terror markers out places none, still shifts and relocates", () => {
    const { final, at } = done("reprisal-no-terror-left");
    expect(final.spaces["la-habana"].terror).toBe(0);
    expect(final.spaces["la-habana"].support).toBe(-1);
    expect(at("matanzas", "m26U")).toBe(1);
  });
});

describe("Syndicate Special Activities (4.5.1-4.5.4)", () => {
  it("Profit closing Casinos: +3 each, capped at 49 (4.5.1, 1.8)", () => {
    const { final, at } = done("profit-cap-49");
    expect(final.resources.SYN).toBe(49);
    expect(at("havana", "casinoClosed")).toBe(2);
  });

  it("Profit closes Casinos in any number of spaces (4.5.1)", () => {
    const { final } = done("profit-close-three");
    expect(final.resources.SYN).toBe(10 - 1 + 9);
  });

  it("Profit removes Syndicate Cash where no Casino is: +3 (4.5.1)", () => {
    const { final } = done("profit-remove-cash");
    expect(final.resources.SYN).toBe(12);
    expect(final.spaces.matanzas.cash).toEqual([]);
  });

  it("Profit may place Cash under another Faction's Guerrilla (4.5.1, 4.5.2)", () => {
    const { final } = done("profit-cash-to-other-guerrilla");
    expect(final.spaces.havana.cash).toEqual(["drU"]);
  });

  it("Muscle: 2 Troops from any spaces into an EC, or into a Province with an open Casino (4.5.3)", () => {
    const ec = done("muscle-ec-no-casino");
    expect(ec.at("ec-east", "troop")).toBe(2);
    const province = done("muscle-province-casino");
    expect(province.at("matanzas", "troop")).toBe(2);
  });

  it("Bribe: 3 Resources; remove 1 Guerrilla and flip another (4.5.4)", () => {
    const { final, at } = done("bribe-remove-and-flip");
    expect(final.resources.SYN).toBe(10 - 1 - 3);
    expect(at("matanzas", "drA")).toBe(0);
    expect(at("matanzas", "m26A")).toBe(1);
  });

  it("Bribe hides Guerrillas, or flips one each way (4.5.4)", () => {
    expect(done("bribe-hide").at("matanzas", "drU")).toBe(2);
    const both = done("bribe-flip-both-ways");
    expect(both.at("matanzas", "drU")).toBe(1);
    expect(both.at("matanzas", "m26A")).toBe(1);
  });

  it("Bribe removes Underground Guerrillas, and an enemy Base though its Guerrilla stays (4.5.4)", () => {
    expect(done("bribe-remove-underground").at("matanzas", "m26U")).toBe(0);
    const base = done("bribe-base-with-guerrillas");
    expect(base.at("matanzas", "drBase")).toBe(0);
    expect(base.at("matanzas", "drU")).toBe(1);
  });

  it("Bribe's Contraband: the Cash of a removed Police goes to a Syndicate Guerrilla (4.5.4)", () => {
    const { final, at } = done("bribe-contraband");
    expect(at("matanzas", "police")).toBe(0);
    expect(final.spaces.matanzas.cash).toEqual(["synU"]);
  });
});

describe("more Operations with their SAs (2.3.6, 3.3.5, 4.5.1)", () => {
  it("a laundered Limited Garrison is free (2.3.6, 3.1.2)", () => {
    const { final, at } = done("garrison-launder-free");
    expect(final.resources.GOV).toBe(8);
    expect(at("ec-east", "police")).toBe(1);
    expect(at("ec-east", "m26A")).toBe(1);
    expect(final.spaces["santiago-de-cuba"].cash).toEqual([]);
  });

  it("Construct opens a Casino (5), then Profit places Cash there (3.3.5, 4.5.1)", () => {
    const { final, at } = done("construct-open-then-profit");
    expect(final.resources.SYN).toBe(5);
    expect(at("havana", "casinoOpen")).toBe(1);
    expect(final.spaces.havana.cash).toEqual(["synU"]);
  });
});

describe("Government Momentum that changes these Operations (5.4, playbook Event texts)", () => {
  it("S.I.M. (#4): Police Sweep as if Troops, moving in too", () => {
    const { at } = done("sim-police-sweep-move");
    expect(at("la-habana", "police")).toBe(2);
    expect(at("la-habana", "drA")).toBe(2);
  });

  it("S.I.M. (#4): Police Assault as if Troops; in Mountain 1 per 2 cubes", () => {
    expect(done("sim-police-assault-province").at("matanzas", "drA")).toBe(0);
    expect(done("sim-assault-mountain").at("sierra-maestra", "m26A")).toBe(1);
  });

  it("Sánchez Mosquera (#6): Assault treats Mountain as City", () => {
    expect(done("mosquera-mountain-as-city").at("sierra-maestra", "m26A")).toBe(0);
  });

  it("Guantánamo Bay (#2): Air Strike removes 2, even when Embargoed; a Guerrilla then its Base", () => {
    const { final, at } = done("guantanamo-airstrike-embargoed");
    expect(final.resources.GOV).toBe(6);
    expect(at("matanzas", "drA")).toBe(0);
    const base = done("guantanamo-airstrike-base");
    expect(base.at("matanzas", "drBase")).toBe(0);
  });

  it("MAP (#10): a Limited Sweep with a Transport first", () => {
    const { turn, at } = done("map-limited-with-transport");
    expect(turn.action).toBe("limOp");
    expect(at("la-habana", "m26A")).toBe(2);
  });

  it("Armored Cars (#1): Troops move into the Assault space from anywhere first", () => {
    const { at } = done("armored-cars-assault-move");
    expect(at("havana", "troop")).toBe(0);
    expect(at("oriente", "m26A")).toBe(0);
  });
});

describe("more cases run after the first pass", () => {
  it("Civic Action: 3 steps of 4, both Terror markers first, then 1 shift (6.3.2)", () => {
    const { final } = done("train-civic-terror-then-shift");
    expect(final.resources.GOV).toBe(6);
    expect(final.spaces.havana.terror).toBe(0);
    expect(final.spaces.havana.support).toBe(1);
  });

  it("Air Strike in an EC with a Garrison (4.2.2)", () => {
    const { final, at } = done("airstrike-ec");
    expect(final.resources.GOV).toBe(8);
    expect(at("ec-west", "m26A")).toBe(0);
  });

  it("Assault: the Syndicate Guerrilla, then 1 of 2 open Casinos closes (3.2.4, 1.4.5)", () => {
    const { at } = done("assault-syndicate-casinos");
    expect(at("matanzas", "synA")).toBe(0);
    expect(at("matanzas", "casinoOpen")).toBe(1);
    expect(at("matanzas", "casinoClosed")).toBe(1);
  });

  it("a Limited Sweep takes Troops from 2 adjacent spaces into its 1 space (2.3.5)", () => {
    const { turn, at } = done("sweep-limited-two-origins");
    expect(turn.action).toBe("limOp");
    expect(at("la-habana", "synA")).toBe(2);
  });
});
