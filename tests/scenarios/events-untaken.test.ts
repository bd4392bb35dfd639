/**
 * Event sides no NP took in long autoplay runs (issue 17 item 9; docs/event-programs-audit.md
 * "Open readings decided"). A side an NP may take by the tables (Event Cards letter, the side
 * C8.5.5 and the Event Instructions give that Faction, the Instruction's gate) is replayed from
 * docs/examples/events/untaken-<card><side>.json on a board where it should be taken; the others
 * are checked to be player-only sides by the tables themselves.
 */
import { instructionFor } from "@/data/cuba/calixto/event-instructions";
import { EVENT_TABLE } from "@/data/cuba/calixto/event-table";
import { emptyBoard } from "@/data/cuba/scenarios";
import {
  chooseSide,
  EVENT_TABLES,
  eventDecision,
  tableQuestionId,
} from "@/lib/engine/cuba/calixto/events";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { type EventSide, FACTIONS, type GameBoard } from "@/lib/engine/cuba/types";
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

const allNp = Object.fromEntries(FACTIONS.map((f) => [f, "np"])) as GameBoard["roles"];

/** Replay docs/examples/events/<name>.json; `patch` may change it first (more setup edits, other dice). */
const replay = (name: string, patch?: Patch) => replayScenario(`events/${name}`, patch);

/** The 2nd Eligible row "1st did Op + SA; current Event Critical or Performed and effective". */
const row3 = (trace: TraceRecord[]) =>
  trace.find(
    (t): t is Extract<TraceRecord, { kind: "eligibility" }> =>
      t.kind === "eligibility" && t.row === "2nd-3",
  );

const alternative = (id: string) => (s: Record<string, unknown>) => {
  s.options = { conflicts: { [id]: "alternative" } };
};

describe("#1 Armored Cars shaded in play: the NP Government's Troop moves (back page note)", () => {
  it("recommended: only the Momentum's own move is declined; the Sweep moves its Troop", () => {
    const { report, texts, final } = replay("armored-cars-np-gov");
    expect(report.ok).toBe(true);
    expect(texts).toContain("Move 1 Troop from Santiago de Cuba to Sierra Maestra");
    expect(final.spaces["sierra-maestra"].pieces.troop).toBe(1);
  });

  it("alternative: no Troop moves at all while it is in play (Sweep in place)", () => {
    const { report, texts, final } = replay(
      "armored-cars-np-gov",
      alternative("move-armored-cars-scope"),
    );
    expect(report.ok).toBe(true);
    expect(texts.some((t) => /Move \d+ Troop/.test(t))).toBe(false);
    expect(final.spaces["sierra-maestra"].pieces.troop).toBe(0);
  });
});

describe.each([
  ["untaken-17s", "GOV"],
  ["untaken-17s-syn", "SYN"],
])(
  "#17 Alberto Bayo shaded (%s): a 2nd Eligible NP %s takes it while 26July is a player",
  (file, faction) => {
    it("takes the shaded Event: every 26July Guerrilla Active (C8.5.5; ref 3.6 #17)", () => {
      const { report, turn, final } = replay(file);
      expect(report.ok).toBe(true);
      expect(turn.faction).toBe(faction);
      expect(turn.action).toBe("event");
      expect(final.cardActions.at(-1)).toMatchObject({ faction, action: "event" });
      expect(row3(turn.trace)?.evidence).toContain(
        "effective by the Event Instructions: taken while 26J is a player (none of its effects is on the Effective Events table)",
      );
      expect(final.spaces.oriente.pieces).toMatchObject({ m26U: 0, m26A: 3 });
      expect(final.spaces["sierra-maestra"].pieces).toMatchObject({ m26U: 0, m26A: 2 });
    });

    it("not with 26July a Non-player: the Instruction's gate is shut", () => {
      const { turn } = replay(file, (s) => {
        (s.setup as { roles: Record<string, string> }).roles["26J"] = "np";
        s.calixto = { mode: "physical", draws: [] };
      });
      expect(row3(turn.trace)?.result).toBe("no");
      expect(row3(turn.trace)?.evidence).toContain("so the Event is not performed");
    });

    it("never under the alternative reading: none of its effects is on the Effective Events table", () => {
      const { turn } = replay(file, alternative("ei-17-shaded-effective"));
      expect(row3(turn.trace)?.result).toBe("no");
      expect(row3(turn.trace)?.evidence).toContain(
        "not effective: none of its effects is listed for this Faction now",
      );
    });
  },
);

/** A 1st Eligible row of the NP Eligibility table, by id ("1st-2": Critical and effective). */
const firstRow = (trace: TraceRecord[], row: string) =>
  trace.find(
    (t): t is Extract<TraceRecord, { kind: "eligibility" }> =>
      t.kind === "eligibility" && t.row === row,
  );

describe("#30 The Guerrilla Life shaded: NP Directorio, always 1st Eligible on #30, takes it", () => {
  it("reads the cell as C★: DR Guerrillas Underground, one more DR Guerrilla in a City", () => {
    const { report, turn, final } = replay("untaken-30s");
    expect(report.ok).toBe(true);
    expect(turn.faction).toBe("DR");
    expect(turn.action).toBe("event");
    expect(firstRow(turn.trace, "1st-2")?.result).toBe("event");
    expect(final.spaces["las-villas"].pieces).toMatchObject({ drA: 0, drU: 3 });
    const inCities = (["havana", "camaguey-city", "santiago-de-cuba"] as const).reduce(
      (n, id) => n + final.spaces[id].pieces.drU,
      0,
    );
    expect(inCities).toBe(1);
  });

  it("as decoded (P★) a 1st Eligible Directorio never takes it (2.3.2: it is never 2nd)", () => {
    const { turn } = replay("untaken-30s", (s) => {
      alternative("event-table-30-DR")(s);
      s.calixto = { mode: "physical", draws: [] };
    });
    expect(firstRow(turn.trace, "1st-2")?.result).toBe("no");
    expect(turn.action).not.toBe("event");
  });
});

/**
 * The other 26 sides: by the tables no NP ever executes them (docs/event-programs-audit.md, "Open
 * readings decided"). For each NP Faction, either the side it plays (C8.5.5 default, or its Event
 * Instructions) is the other one, or its Event Cards letter is "–".
 */
const PLAYER_ONLY = [
  "2u 6s 9s 12s 13u 15s 20s 21s 22u 22s 23u 28s 30u 31s 32s 33u",
  "34s 37u 37s 39s 41s 43s 45s 46s 47u 48s",
]
  .join(" ")
  .split(" ");

describe("player-only sides: no NP Faction's side and letter reach them", () => {
  const b = structuredClone(emptyBoard({ roles: allNp, shortGame: false }));
  it.each(PLAYER_ONLY)("#%s", (key) => {
    const card = Number(key.slice(0, -1));
    const side: EventSide = key.endsWith("u") ? "unshaded" : "shaded";
    const takers = FACTIONS.filter((f) => {
      const ei = instructionFor(card, f);
      expect(ei?.side?.kind).not.toBe("when"); // the side never depends on the board here
      const cell = EVENT_TABLE[card][f];
      return chooseSide(b, card, f, EVENT_TABLES).side === side && cell.letter !== "-";
    });
    expect(takers).toEqual([]);
  });

  it("#15 shaded: even if the player reads Government's unsure cell as C, it is not effective", () => {
    // Government Resources and Aid are on no list of the Effective Events table (ref 3.4).
    expect(EVENT_TABLE[15].GOV.status).toBe("uncertain");
    const b15 = { ...b, currentCard: 15, nextCard: 16 };
    for (const position of [1, 2] as const) {
      const d = eventDecision(b15, 15, "GOV", position, { [tableQuestionId(15, "GOV")]: "C" });
      if (d.kind !== "decided") throw new Error(d.kind);
      expect(d.side).toBe("shaded");
      expect(d.take).toBe(false);
    }
  });
});
