/**
 * Operations and Special Activities granted by an Event carry every condition the card text and
 * its Event Instructions put on them (5.1, 5.1.1, C8.5.5; reference §3.6). Each scenario in
 * docs/examples/events/ is replayed as the NP's turn (or, where no NP takes that side, its Event
 * step is driven directly, as np-turn.machine.ts does) and checked against the card text.
 */
import { readFileSync } from "node:fs";
import { createActor } from "xstate";
import { standardBoard } from "@/data/cuba/scenarios";
import type { DeckState } from "@/lib/engine/cuba/calixto/deck";
import type { EventDecision } from "@/lib/engine/cuba/calixto/events";
import { playerEvent } from "@/lib/engine/cuba/calixto/events/program/player";
import { newScope } from "@/lib/engine/cuba/calixto/scope";
import type { TableChange, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { parseScenario, type Scenario } from "@/lib/engine/cuba/scenario/format";
import { type Faction, type GameBoard, SPACE_IDS } from "@/lib/engine/cuba/types";
import { driveToEnd } from "@/lib/machines/core/drive";
import { eventStepMachine } from "@/lib/machines/cuba/event-step.machine";
import { runScenario, scenarioAnswerer, scenarioBoard } from "@/lib/machines/cuba/scenario-runner";

function load(name: string): Scenario {
  const raw = JSON.parse(readFileSync(`docs/examples/events/${name}.json`, "utf8"));
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

interface Run {
  ok: boolean;
  error?: string;
  unused: { dice: number[]; ties: string[]; cards: string[] };
  trace: TraceRecord[];
  changes: TableChange[];
  texts: string[];
  before: GameBoard;
  final: GameBoard;
}

/** Replay the scenario's NP turn. */
function replay(name: string): Run {
  const s = load(name);
  const before = scenarioBoard(s) as GameBoard;
  const report = runScenario(s);
  const turn = report.steps[0].records[0];
  const final = report.final?.board;
  if (!final) throw new Error(`${name}: no final board`);
  return {
    ok: report.ok,
    error: report.steps[0].error,
    unused: report.unused,
    trace: turn.trace,
    changes: turn.changes,
    texts: turn.changes.map((c) => c.text),
    before,
    final,
  };
}

/** Drive the Event step for a side no NP takes by the table, on the scenario's board and deck. */
function eventStep(name: string, faction: Faction, side: "unshaded" | "shaded"): Run {
  const s = load(name);
  const before = scenarioBoard(s) as GameBoard;
  const scope = newScope(before, { conflicts: s.options.conflicts });
  const deck: DeckState =
    s.calixto.mode === "app"
      ? { mode: "app", order: s.calixto.order }
      : { mode: "physical", drawn: [] };
  const decided = {
    kind: "decided",
    card: s.eventDeck[0],
    faction,
    position: 1,
    take: true,
    letter: "C",
    printed: "C",
    why: [],
    side,
    effective: null,
    instructions: [],
    columnHints: [],
    grants: null,
    marker: null,
    rule: "C8.5.5",
  } as Extract<EventDecision, { kind: "decided" }>;
  const actor = createActor(eventStepMachine, { input: { scope, decided, deck } }).start();
  const answerer = scenarioAnswerer(s);
  let error: string | undefined;
  try {
    driveToEnd(actor, answerer);
  } catch (e) {
    error = (e as Error).message;
  }
  return {
    ok: error === undefined && actor.getSnapshot().status === "done",
    error,
    unused: answerer.left(),
    trace: scope.trace,
    changes: scope.changes,
    texts: scope.changes.map((c) => c.text),
    before,
    final: scope.board,
  };
}

const NONE = { dice: [], ties: [], cards: [] };
const notes = (r: Run) => r.trace.flatMap((t) => (t.kind === "note" ? [t.text] : []));
const sa = (r: Run) =>
  r.trace.flatMap((t) => (t.kind === "specialActivity" ? [`${t.sa}:${t.result}`] : []));
const rolls = (r: Run) => r.trace.filter((t) => t.kind === "activation");
const pieces = (b: GameBoard, f: "26J" | "DR") =>
  SPACE_IDS.filter((id) => {
    const p = b.spaces[id].pieces;
    return f === "26J" ? p.m26U + p.m26A > 0 : p.drU + p.drA > 0;
  });

describe("#1 Armored Cars unshaded: free March into a space with enemy forces, free Ambush there even if Active", () => {
  const r = replay("1-u-ambush-after-march");

  it("replays with every input used, no Activation roll (C8.5.4)", () => {
    expect(r.ok).toBe(true);
    expect(r.unused).toEqual(NONE);
    expect(rolls(r)).toEqual([]);
  });

  it("marches into Santiago de Cuba, the one space with enemy forces (EI #1), nowhere else", () => {
    expect(r.texts).toContain(
      "Move 2 Underground 26July Guerrillas from Sierra Maestra to Santiago de Cuba",
    );
    const moves = r.changes.filter((c) => c.kind === "move");
    expect(new Set(moves.map((c) => (c.kind === "move" ? c.to : "")))).toEqual(
      new Set(["santiago-de-cuba"]),
    );
    expect(r.final.spaces.oriente.pieces.m26U + r.final.spaces["ec-east"].pieces.m26U).toBe(0);
  });

  it("Ambushes there with its Active Guerrillas: 2 Government pieces off, 1 Guerrilla placed (4.3.2, 5.1.1)", () => {
    expect(sa(r)).toEqual(["ambush:done"]);
    const s = r.final.spaces["santiago-de-cuba"].pieces;
    expect(s.troop + s.police).toBe(1);
    expect(s.m26A).toBe(2);
    expect(s.m26U).toBe(1);
  });
});

describe("#26 Rodríguez Loeches unshaded: the placed Guerrilla free Ambushes with no Attack", () => {
  const r = replay("26-u-ambush-alone");

  it("replays with every input used", () => {
    expect(r.ok).toBe(true);
    expect(r.unused).toEqual(NONE);
  });

  it("places in Las Villas, then Ambushes there: Troop and Police off, 1 DR Guerrilla placed", () => {
    expect(sa(r)).toEqual(["ambush:done"]);
    const s = r.final.spaces["las-villas"].pieces;
    expect(s.troop + s.police).toBe(0);
    expect(s.drA).toBe(1);
    expect(s.drU).toBe(1);
    expect(s.drBase).toBe(1);
  });
});

describe("#44 Rebel Air Force unshaded: an Active Guerrilla Ambushes Government forces, Bases first", () => {
  const r = replay("44-u-ambush-gov-bases-first");

  it("replays with every input used", () => {
    expect(r.ok).toBe(true);
    expect(r.unused).toEqual(NONE);
  });

  it("in Camagüey Province, the Government Base space (EI #44): the Base, then 1 Troop; the Syndicate Guerrilla stays", () => {
    expect(sa(r)).toEqual(["ambush:done"]);
    const s = r.final.spaces["camaguey-province"].pieces;
    expect(s.govBase).toBe(0);
    expect(s.troop).toBe(1);
    expect(s.synA).toBe(1);
    expect(s.m26A).toBe(2);
    expect(s.m26U).toBe(1);
    expect(r.final.spaces.oriente.pieces.troop).toBe(1);
  });
});

describe("#3 Eulogio Cantillo unshaded: all the Faction's Guerrillas march out of the Troop space, then Underground", () => {
  const r = replay("3-u-march-all-out");

  it("replays with every input used, no Activation roll", () => {
    expect(r.ok).toBe(true);
    expect(r.unused).toEqual(NONE);
    expect(rolls(r)).toEqual([]);
  });

  it("every 26July Guerrilla leaves Oriente; none comes from anywhere else", () => {
    const o = r.final.spaces.oriente.pieces;
    expect(o.m26U + o.m26A).toBe(0);
    for (const c of r.changes) if (c.kind === "move") expect(c.from).toBe("oriente");
    const total = (b: GameBoard) =>
      SPACE_IDS.reduce((n, id) => n + b.spaces[id].pieces.m26U + b.spaces[id].pieces.m26A, 0);
    expect(total(r.final)).toBe(total(r.before));
  });

  it("the 3 that marched end Underground (and the others were Underground already)", () => {
    for (const id of SPACE_IDS) expect(r.final.spaces[id].pieces.m26A).toBe(0);
    expect(pieces(r.final, "26J")).toContain("camaguey-province");
  });
});

describe("#3 Eulogio Cantillo shaded: the Assault space is one where it removes something; Sweep in place", () => {
  const r = replay("3-s-sweep-assault-removes");

  it("replays with every input used", () => {
    expect(r.ok).toBe(true);
    expect(r.unused).toEqual(NONE);
  });

  it("Matanzas, not Las Villas (1 Troop in a Mountain removes nothing, 3.2.4): its Guerrilla is removed", () => {
    expect(r.final.spaces.matanzas.pieces.m26U + r.final.spaces.matanzas.pieces.m26A).toBe(0);
    expect(r.final.spaces["las-villas"].pieces.drU).toBe(2);
  });

  it("no Troops move in: La Habana keeps its 3", () => {
    expect(r.changes.filter((c) => c.kind === "move")).toEqual([]);
    expect(r.final.spaces["la-habana"].pieces.troop).toBe(3);
    expect(r.final.spaces.matanzas.pieces.troop).toBe(1);
  });
});

describe("#17 Alberto Bayo unshaded: Rally at every own Base as if Neutral, Support included", () => {
  const r = replay("17-u-rally-as-if-neutral");

  it("replays with every input used", () => {
    expect(r.ok).toBe(true);
    expect(r.unused).toEqual(NONE);
  });

  it("Oriente (Passive Support) gets 6 Guerrillas, Sierra Maestra gets its own", () => {
    expect(r.final.spaces.oriente.pieces.m26U).toBe(6);
    expect(r.final.spaces["sierra-maestra"].pieces.m26U).toBeGreaterThan(0);
  });
});

describe("#20 The Twelve unshaded: free March, then free Rally at ONE March destination", () => {
  const r = replay("20-u-rally-one-destination");

  it("replays with every input used", () => {
    expect(r.ok).toBe(true);
    expect(r.unused).toEqual(NONE);
  });

  it("the March fills two destinations; the Rally changes one of them only", () => {
    const destinations = [
      ...new Set(r.changes.flatMap((c) => (c.kind === "move" ? [c.to] : []))),
    ].sort();
    expect(destinations).toEqual(["camaguey-province", "matanzas"]);
    const rallied = new Set(
      r.changes.flatMap((c) => (c.kind === "place" || c.kind === "remove" ? [c.space] : [])),
    );
    expect([...rallied]).toHaveLength(1);
    expect(destinations).toContain([...rallied][0]);
  });
});

describe("#43 Mafia Offensive unshaded: the NP's free Terror is a Limited Operation, one space", () => {
  const r = replay("43-u-limited-terror");

  it("replays with every input used", () => {
    expect(r.ok).toBe(true);
    expect(r.unused).toEqual(NONE);
  });

  it("one Terror marker, one Guerrilla Activated", () => {
    const terror = SPACE_IDS.filter((id) => r.final.spaces[id].terror > 0);
    expect(terror).toHaveLength(1);
    const active = SPACE_IDS.filter((id) => r.final.spaces[id].pieces.drA > 0);
    expect(active).toEqual(terror);
  });
});

describe("#9 Coup shaded: the free Assault removes DR pieces only", () => {
  const r = eventStep("9-s-assault-dr-only", "GOV", "shaded");

  it("runs with every input used, no Activation roll", () => {
    expect(r.error).toBeUndefined();
    expect(r.ok).toBe(true);
    expect(r.unused).toEqual(NONE);
    expect(rolls(r)).toEqual([]);
  });

  it("Havana: the DR Guerrilla and the DR Base go; the 26July Guerrilla stays", () => {
    const h = r.final.spaces.havana.pieces;
    expect(h.drU + h.drA).toBe(0);
    expect(h.drBase).toBe(0);
    expect(h.m26A).toBe(1);
  });

  it("Santiago de Cuba's DR Guerrilla goes; Camagüey City (no cube) is not touched", () => {
    expect(r.final.spaces["santiago-de-cuba"].pieces.drA).toBe(0);
    expect(r.final.spaces["camaguey-city"].pieces.drU).toBe(1);
    expect(notes(r).some((t) => t.includes("Assault only in"))).toBe(true);
  });
});

describe("the player's checklist says the same grant record the NP obeys (player.ts grantText)", () => {
  const text = (
    card: number,
    faction: Faction,
    answers: string[],
    edit: (b: GameBoard) => void,
  ) => {
    const b = structuredClone(
      standardBoard({
        roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np", [faction]: "player" },
        shortGame: false,
      }),
    );
    edit(b);
    const r = playerEvent(b, {
      card,
      side: "unshaded",
      faction,
      answers: answers.map((value) => ({ kind: "choice" as const, value })),
    });
    if (r.kind !== "done") throw new Error(JSON.stringify(r));
    return r.grants;
  };

  it("#1: one space, the Ambush there with no Attack and even with an Active Guerrilla", () => {
    const [g] = text(1, "26J", ["26J"], () => {});
    expect(g).toContain("in one space");
    expect(g).toContain("Ambush: needs no accompanying Operation, even with an Active Guerrilla");
  });

  it("#44: Government pieces only, Bases first", () => {
    const [g] = text(44, "26J", ["26J"], () => {});
    expect(g).toContain("Government pieces only, Bases first");
  });

  it("#3: the Troop space is the only origin, all move out, then Underground", () => {
    const [g] = text(3, "26J", ["santiago-de-cuba"], () => {});
    expect(g).toContain(
      "March: only from Santiago de Cuba, every Guerrilla there moves out, then the Guerrillas that moved flip Underground",
    );
  });

  it("#17: as if Neutral", () => {
    const [g] = text(17, "26J", ["26J"], (b) => {
      b.spaces.oriente.pieces.m26Base = 1;
    });
    expect(g).toContain("Rally: as if the spaces were Neutral");
  });
});
