/**
 * The back page's Additional Capability & Momentum Instructions, each replayed from its scenario
 * in docs/examples/rules/ and checked against the rule text (rulebook back page; reference §3.7).
 */
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

/** Replay docs/examples/rules/<name>.json; `patch` may change it first (more setup edits, other dice). */
const replay = (name: string, patch?: Patch) => replayScenario(`rules/${name}`, patch);

const specials = (t: TraceRecord[]) =>
  t.filter((r) => r.kind === "specialActivity") as Extract<
    TraceRecord,
    { kind: "specialActivity" }
  >[];

describe("Rolando Masferrer (#5 Momentum): Sweep with an SA Assaults in one Sweep space by RR", () => {
  const { report, turn, texts, final } = replay("masferrer-assault");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(turn.action).toBe("opSA");
  });

  it("the SA is an Assault in Havana, a Sweep space, removing the 2 Activated DR Guerrillas", () => {
    const removed = texts.filter(
      (t) => t === "Remove 1 Active DR Guerrilla from Havana to Available",
    );
    expect(removed).toHaveLength(2);
    expect(final.spaces.havana.pieces.drA).toBe(0);
    expect(specials(turn.trace).map((r) => `${r.sa}:${r.result}`)).toEqual([
      "masferrerAssault:done",
    ]);
  });

  it("it replaces the card's SA: no Air Strike on Pinar del Río's Casino", () => {
    expect(texts).not.toContain("Close 1 open Casino in Pinar del Río");
    expect(final.spaces["pinar-del-rio"].pieces.casinoOpen).toBe(1);
  });
});

describe("Rolando Masferrer: no Sweep space where the Assault would do anything", () => {
  // Only Sierra Maestra is swept: its one Troop removes nothing in Mountain (3.2.4), so the
  // card's own SA follows (card U: Air Strike on Pinar del Río's Vulnerable Casino).
  const { report, turn, final } = replay("masferrer-assault", (s) => {
    const setup = s.setup as { edits: unknown[] };
    for (const [space, piece] of [
      ["havana", "troop"],
      ["havana", "police"],
      ["camaguey-province", "drU"],
      ["santiago-de-cuba", "m26U"],
    ])
      setup.edits.push({ kind: "pieces", space, piece, value: 0 });
    s.dice = [1];
  });

  it("the card's SA list follows", () => {
    expect(report.ok).toBe(true);
    expect(specials(turn.trace).map((r) => `${r.sa}:${r.result}`)).toEqual([
      "masferrerAssault:skipped",
      "airStrikeVulnerable:done",
    ]);
    expect(final.spaces["pinar-del-rio"].pieces.casinoClosed).toBe(1);
  });
});

describe("Mafia Offensive (#43 shaded Capability): SYN Terror + SA Assassinates first", () => {
  const { report, turn, texts, final } = replay("mafia-offensive-assassinate");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(turn.action).toBe("opSA");
  });

  it("Assassinate is the SA, before the Terror Operation; no Bribe", () => {
    expect(specials(turn.trace).map((r) => `${r.sa}:${r.result}`)).toEqual(["assassinate:done"]);
    // 15 less 1 for the one Terror space; a Bribe would have cost 3 more (4.5.4).
    expect(final.resources.SYN).toBe(14);
  });

  it("Terror in the Assassinate space comes first, then one enemy piece leaves (regardless of Police)", () => {
    const terror = texts.indexOf("Place 1 Terror marker in Camagüey City");
    const removal = texts.findIndex((t) => /^Remove 1 (Police|Troop) from Camagüey City/.test(t));
    expect(terror).toBeGreaterThanOrEqual(0);
    expect(removal).toBeGreaterThan(terror);
    const s = final.spaces["camaguey-city"].pieces;
    expect(s.troop + s.police).toBe(2);
    expect(final.spaces["camaguey-city"].terror).toBe(1);
  });
});

describe("Mafia Offensive: no enemy piece to Assassinate", () => {
  const { report, turn, final } = replay("mafia-offensive-assassinate", (s) => {
    const setup = s.setup as { edits: unknown[] };
    for (const piece of ["troop", "police"])
      setup.edits.push({ kind: "pieces", space: "camaguey-city", piece, value: 0 });
  });

  it("Terror, then the card's Bribe after it", () => {
    expect(report.ok).toBe(true);
    expect(specials(turn.trace).map((r) => `${r.sa}:${r.result}`)).toEqual([
      "assassinate:skipped",
      "bribe:done",
    ]);
    expect(final.resources.SYN).toBe(11);
  });
});

describe("S.I.M. (#4 Momentum): Police Sweep as if Troops", () => {
  const { report, texts } = replay("sim-police-sweep");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("Police move into a Sweep destination like Troops", () => {
    expect(texts.some((t) => /^Move \d+ Police from .* to Sierra Maestra$/.test(t))).toBe(true);
  });
});

describe("Pact of Caracas (#18 Capability): NP DR cancels it by removing two of its Bases", () => {
  const { report, turn, texts, final } = replay("pact-of-caracas");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    // With the Pact gone, DR's Subvert may shift Opposition again, so the SA is done too.
    expect(turn.action).toBe("opSA");
  });

  it("removes the lowest-Population Base, then the one with most enemy forces, before acting", () => {
    expect(texts.slice(0, 2)).toEqual([
      "Remove 1 DR Base from Camagüey Province to Available",
      "Remove 1 DR Base from Oriente to Available",
    ]);
    expect(final.spaces["camaguey-province"].pieces.drBase).toBe(0);
    expect(final.spaces.oriente.pieces.drBase).toBe(0);
    expect(final.spaces["las-villas"].pieces.drBase).toBe(1);
  });

  it("the Capability leaves play", () => {
    expect(final.capabilities.some((c) => c.card === 18)).toBe(false);
  });
});

describe("MAP (#10 Momentum): an SA with every NP GOV Limited Operation", () => {
  const { report, turn } = replay("map-limited-operations");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(turn.action).toBe("limOp");
  });

  it("both the LimOp and the free LimOp paid with Cash carry their card's SA", () => {
    const sides = turn.trace
      .filter((r) => r.kind === "cardOutcome" && r.outcome === "operation")
      .map((r) => (r as { side: string }).side);
    expect(sides).toEqual(["V", "W"]);
    expect(specials(turn.trace).map((r) => `${r.sa}:${r.result}`)).toEqual([
      "transport:done",
      "transport:done",
    ]);
  });
});
