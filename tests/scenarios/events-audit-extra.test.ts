/**
 * Event sides whose scenarios did not check the side's main effect (docs/event-programs-audit.md,
 * issue 17): the lasting sides whose later Operation, Special Activity or Propaganda step was never
 * run, the full case of a text only tried where pieces run short, a track the text changes that no
 * test looked at, and player-only sides whose effect only a player's Event shows. Each expected
 * result is written from the card text (playbook "Event Text and Background"), the Event
 * Instructions (reference §3.6) and the rules; lasting sides run with and without the card.
 */
import { type PlayerAnswer, playerEvent } from "@/lib/engine/cuba/calixto/events/program/player";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { EventSide, Faction, GameBoard, PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { scenarioEventStep } from "@/tests/fixtures/event-step";
import {
  loadScenario,
  type Patch,
  replayScenario,
  startBoard,
} from "@/tests/fixtures/replay-scenario";

type Raw = Record<string, unknown>;

const load = (name: string, patch?: Patch) => loadScenario(`events/${name}`, patch);

/** Replay a file; `patch` may change it first (drop the lasting card, say). */
const replay = (name: string, patch?: Patch) => replayScenario(`events/${name}`, patch);

/** The same file without its Capability or Momentum. */
const without = (kind: "capabilities" | "momentum") => (s: Raw) => {
  const setup = s.setup as { edits: { kind: string }[] };
  setup.edits = setup.edits.filter((e) => e.kind !== kind);
};

const NONE = { dice: [], ties: [], cards: [] };
const add = (b: GameBoard, space: SpaceId, piece: PieceKind, n: number) => {
  b.spaces[space].pieces[piece] += n;
};
const sa = (trace: TraceRecord[]) =>
  trace.flatMap((t) => (t.kind === "specialActivity" ? [`${t.sa}:${t.result}`] : []));

/** The whole map and the tracks equal the start board changed by `change`. */
function expectBoard(final: GameBoard, start: GameBoard, change: (b: GameBoard) => void) {
  const want = structuredClone(start);
  change(want);
  const view = (b: GameBoard) => ({
    spaces: b.spaces,
    usAlliance: b.usAlliance,
    aid: b.aid,
    resources: b.resources,
    capabilities: b.capabilities,
    momentum: b.momentum,
  });
  expect(view(final)).toEqual(view(want));
}

describe("#2 Guantánamo Bay unshaded (Capability): 26July may Kidnap in Sierra Maestra as if City", () => {
  it("02-u-kidnap-sierra-maestra: Terror, then Kidnap there; the player Government loses the roll (3)", () => {
    const { report, start, final, trace } = replay("02-u-kidnap-sierra-maestra");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual(NONE);
    expect(sa(trace)).toEqual(["kidnap:done"]);
    expectBoard(final, start, (b) => {
      add(b, "sierra-maestra", "m26U", -1);
      add(b, "sierra-maestra", "m26A", 1);
      b.spaces["sierra-maestra"].terror = 1;
      b.spaces["sierra-maestra"].support = -1;
      b.resources.GOV = 17;
    });
  });

  it("02-u-kidnap-sierra-maestra without the Capability: no Kidnap (Sierra Maestra is a Province), Resources kept", () => {
    const { report, final, trace } = replay("02-u-kidnap-sierra-maestra", without("capabilities"));
    expect(report.ok).toBe(true);
    expect(sa(trace)).toEqual(["kidnap:skipped"]);
    expect(final.resources.GOV).toBe(20);
  });
});

describe("#2 Guantánamo Bay shaded (Momentum): Air Strike removes 2 pieces, even if Embargoed", () => {
  it("02-s-air-strike-embargoed: Air Strike takes 2 Guerrillas in Oriente, the Assault 1 in Las Villas", () => {
    const { report, start, final, trace } = replay("02-s-air-strike-embargoed");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual(NONE);
    expect(sa(trace)).toContain("airStrike:done");
    expectBoard(final, start, (b) => {
      add(b, "oriente", "m26A", -2);
      add(b, "las-villas", "m26A", -1);
    });
  });

  it("02-s-air-strike-embargoed without the Momentum: no Air Strike at Embargoed (4.2.2)", () => {
    const { report, final, trace } = replay("02-s-air-strike-embargoed", without("momentum"));
    expect(report.ok).toBe(true);
    expect(sa(trace)).not.toContain("airStrike:done");
    // The Assault alone: 3 Troops in Oriente remove its 3 Guerrillas; Las Villas keeps its 4.
    expect(final.spaces.oriente.pieces.m26A).toBe(0);
    expect(final.spaces["las-villas"].pieces.m26A).toBe(4);
  });
});

describe("#7 Election unshaded with Guerrillas enough", () => {
  it("07-u-each-city: NP DR places 1 Underground Guerrilla in each of the 3 Cities, nothing else", () => {
    const { report, start, final } = replay("07-u-each-city");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual(NONE);
    expectBoard(final, start, (b) => {
      for (const city of ["havana", "camaguey-city", "santiago-de-cuba"] as const)
        add(b, city, "drU", 1);
    });
  });
});

describe("#8 General Strike unshaded with Guerrillas enough", () => {
  it("08-u-each-city: every City 1 level toward Neutral, then NP 26July's Guerrilla in each", () => {
    const { report, start, final } = replay("08-u-each-city");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual(NONE);
    expectBoard(final, start, (b) => {
      b.spaces.havana.support = 1;
      b.spaces["santiago-de-cuba"].support = 0;
      for (const city of ["havana", "camaguey-city", "santiago-de-cuba"] as const)
        add(b, city, "m26U", 1);
    });
  });
});

describe("#9 Coup shaded: the US Alliance goes down 1 box", () => {
  /** The Event step for the Government, driven as np-turn.machine.ts does (no NP takes this side). */
  function eventStep(name: string, faction: Faction, side: EventSide) {
    const r = scenarioEventStep(`events/${name}`, faction, side);
    if (r.error) throw new Error(r.error);
    return { before: r.before, final: r.scope.board, status: r.status };
  }

  it("9-s-assault-dr-only: Firm to Reluctant; the DR Guerrilla in Camagüey City (no cube) stays Underground", () => {
    const { before, final, status } = eventStep("9-s-assault-dr-only", "GOV", "shaded");
    expect(status).toBe("done");
    expect(before.usAlliance).toBe("firm");
    expect(final.usAlliance).toBe("reluctant");
    expect(final.spaces["camaguey-city"].pieces).toMatchObject({ drU: 1, drA: 0 });
  });
});

describe("#18 Pact of Caracas (Capability): no 26July Operation removes Directorio pieces", () => {
  it("18-attack-spares-directorio: the Attack removes the Troop only; both DR Guerrillas stay", () => {
    const { report, start, final } = replay("18-attack-spares-directorio");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual(NONE);
    expectBoard(final, start, (b) => {
      add(b, "oriente", "troop", -1);
    });
  });

  it("18-attack-spares-directorio without the Capability: the Attack removes the Troop and a DR Guerrilla", () => {
    const { report, start, final } = replay("18-attack-spares-directorio", without("capabilities"));
    expect(report.ok).toBe(true);
    expectBoard(final, start, (b) => {
      b.capabilities = [];
      add(b, "oriente", "troop", -1);
      add(b, "oriente", "drA", -1);
    });
  });
});

describe("#30 The Guerrilla Life unshaded (Capability): 26July Rallies flip Guerrillas Underground, even if placing", () => {
  it("30-u-rally-flips: Havana gets 1 Guerrilla and its Active one flips Underground", () => {
    const { report, start, final } = replay("30-u-rally-flips");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual(NONE);
    expectBoard(final, start, (b) => {
      add(b, "havana", "m26U", 2);
      add(b, "havana", "m26A", -1);
    });
  });

  it("30-u-rally-flips without the Capability: the Guerrilla is placed, the Active one stays Active", () => {
    const { report, start, final } = replay("30-u-rally-flips", without("capabilities"));
    expect(report.ok).toBe(true);
    expectBoard(final, start, (b) => {
      b.capabilities = [];
      add(b, "havana", "m26U", 1);
    });
  });
});

describe("#48 Santo Trafficante Jr shaded (Capability): an Underground Syndicate Guerrilla blocks the Skim", () => {
  it("48-s-skim: the Syndicate earns 2 for its open Casino and pays no Skim in Havana (6.2.3)", () => {
    const { report, final, trace } = replay("48-s-skim");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual(NONE);
    expect(final.resources.SYN).toBe(12);
    expect(trace.some((t) => t.kind === "note" && /blocks the Skim/.test(t.text))).toBe(true);
  });

  it("48-s-skim without the Capability: the Government-Controlled Havana takes the Skim of 2", () => {
    const { report, final } = replay("48-s-skim", without("capabilities"));
    expect(report.ok).toBe(true);
    expect(final.resources.SYN).toBe(10);
  });
});

/** A player's own Event (5.1) on the file's board; the answers are the player's choices. */
function playerSide(name: string, side: EventSide, faction: Faction, answers: string[]) {
  const s = load(name);
  const start = startBoard(s);
  const r = playerEvent(start, {
    card: s.eventDeck[0],
    side,
    faction,
    answers: answers.map((value): PlayerAnswer => ({ kind: "choice", value })),
  });
  if (r.kind !== "done") throw new Error(`${name}: ${JSON.stringify(r)}`);
  return { start, final: r.board };
}

describe("player-only sides, by the player's own Event (5.1)", () => {
  it("12-s-player: #12 shaded, 1 Police in the space named; Resources + 4 (Aid 4 is less than 6)", () => {
    const { start, final } = playerSide("12-s-player", "shaded", "GOV", ["las-villas"]);
    expectBoard(final, start, (b) => {
      add(b, "las-villas", "police", 1);
      b.resources.GOV = 14;
    });
  });

  it("33-u-player: #33 unshaded, the Directorio player takes the +5 itself", () => {
    // +5 to the NP 26July would change nothing (C8.4.1: it tracks no Resources), so only the
    // Directorio's own +5 can be carried out and no question is asked (5.1.3).
    const { start, final } = playerSide("33-u-player", "unshaded", "DR", []);
    expectBoard(final, start, (b) => {
      b.resources.DR = 15;
    });
  });

  it("37-u-player: #37 unshaded, the 26July player +5, Aid -6", () => {
    const { start, final } = playerSide("37-u-player", "unshaded", "26J", []);
    expectBoard(final, start, (b) => {
      b.resources["26J"] = 15;
      b.aid = 4;
    });
  });
});
