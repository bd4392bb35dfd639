import { SIDE_BY_ID } from "@/data/cuba/calixto/cards";
import { standardBoard } from "@/data/cuba/scenarios";
import { resolveSide } from "@/lib/engine/cuba/calixto/cards";
import type { FlowNode } from "@/lib/engine/cuba/calixto/contracts";
import {
  BUILT_IN_DATA,
  type Correction,
  checkCorrections,
  correctionKey,
  diffCorrections,
  overlayCorrections,
  parseCorrection,
} from "@/lib/engine/cuba/calixto/corrections";
import { type EventDecision, eventDecision } from "@/lib/engine/cuba/calixto/events";
import { narrowByPriorities } from "@/lib/engine/cuba/calixto/priorities";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { ALL_NP, c89 } from "../priorities/c89-positions";
import { sweepDestinations } from "../priorities/legal-spaces";

// Issue "Your own cards": a correction replaces one entry of our data as the player's card or aid
// sheet has it; it is read strictly, checked by the same self-check as our data (C8.5.3,
// reference 1.2), and laid over our data without changing it.

const q1 = SIDE_BY_ID.Y.nodes.q1 as Extract<FlowNode, { kind: "question" }>;
/** Card Y's first box with its arrows the other way round (a player's reading of their card). */
const swapped: Correction = {
  kind: "node",
  side: "Y",
  node: { kind: "question", id: "q1", cond: q1.cond, yes: q1.no, no: q1.yes },
};

const reasons = (errors: { reason: string }[]) => errors.map((e) => e.reason).join(" | ");

describe("reading a correction strictly", () => {
  it("accepts a card box with its condition and arrows", () => {
    expect(parseCorrection(JSON.parse(JSON.stringify(swapped)))).toEqual({
      ok: true,
      value: swapped,
    });
  });

  it("names the field and the reason for what it refuses", () => {
    const cases: [unknown, string, RegExp][] = [
      [{ kind: "cardBox" }, "correction.kind", /unknown kind of correction/],
      [{ ...swapped, extra: 1 }, "correction.extra", /unknown field/],
      [{ ...swapped, side: "YX" }, "correction.side", /card side/],
      [
        { kind: "dots", row: "gov-3", columns: ["SWP", "XYZ"] },
        "correction.columns[1]",
        /unknown column/,
      ],
      [
        { kind: "node", side: "Y", node: { ...swapped.node, yes: { to: "somewhere" } } },
        "correction.node.yes.to",
        /unknown arrow/,
      ],
      [
        { kind: "eventCell", card: 49, faction: "GOV", letter: "C", star: false },
        "correction.card",
        /#1 to #48/,
      ],
    ];
    for (const [value, field, reason] of cases) {
      const r = parseCorrection(value);
      expect(r.ok, JSON.stringify(value)).toBe(false);
      if (!r.ok) {
        expect(r.errors.map((e) => e.field)).toContain(field);
        expect(reasons(r.errors)).toMatch(reason);
      }
    }
  });
});

describe("the self-check of corrections (C8.5.3; reference 1.2)", () => {
  it("passes our data and a reading that still walks", () => {
    expect(checkCorrections([])).toEqual([]);
    expect(checkCorrections([swapped])).toEqual([]);
  });

  it("refuses an arrow to a box the side does not have", () => {
    const bad: Correction = {
      ...swapped,
      node: { ...swapped.node, yes: { to: "node", node: "q9" } },
    } as Correction;
    expect(reasons(checkCorrections([bad]))).toMatch(/arrow leads to missing box "q9"/);
  });

  it("refuses a loop (a walk that might never end)", () => {
    const loop: Correction = {
      kind: "node",
      side: "Y",
      node: {
        kind: "question",
        id: "q2",
        cond: q1.cond,
        yes: { to: "node", node: "q1" },
        no: { to: "flip" },
      },
    };
    expect(reasons(checkCorrections([loop]))).toMatch(/loop/);
  });

  it("refuses a front that no longer leads to DRAW", () => {
    const noDraw: Correction = {
      ...swapped,
      node: { ...swapped.node, yes: { to: "node", node: "q2" }, no: { to: "node", node: "q2" } },
    } as Correction;
    expect(reasons(checkCorrections([noDraw]))).toMatch(/both DRAW and FLIP/);
  });

  it("refuses a condition the engine does not know, and a Government Activation Number", () => {
    const unknown: Correction = {
      ...swapped,
      node: { ...swapped.node, cond: { id: "moonIsFull", label: "Full moon?" } },
    } as Correction;
    expect(reasons(checkCorrections([unknown]))).toMatch(/moonIsFull/);
    expect(reasons(checkCorrections([{ kind: "an", side: "U", an: 3 }]))).toMatch(/US Alliance/);
    expect(reasons(checkCorrections([{ kind: "an", side: "G", an: 7 }]))).toMatch(/1 to 6/);
  });

  it("wants a row order to place every row once, the closing rows last (C8.5.6)", () => {
    const ids = BUILT_IN_DATA.priorities.GOV.rows.map((r) => r.id);
    expect(
      reasons(checkCorrections([{ kind: "rowOrder", faction: "GOV", rows: ids.slice(1) }])),
    ).toMatch(/missing gov-1/);
    const last = ids.length - 1;
    const closingFirst = [ids[last], ...ids.slice(0, last)];
    expect(
      reasons(checkCorrections([{ kind: "rowOrder", faction: "GOV", rows: closingFirst }])),
    ).toMatch(/stay last/);
    const swappedTop = [ids[1], ids[0], ...ids.slice(2)];
    expect(checkCorrections([{ kind: "rowOrder", faction: "GOV", rows: swappedTop }])).toEqual([]);
  });
});

describe("the overlay", () => {
  it("replaces the corrected entry with player provenance and leaves our data as it was", () => {
    const data = overlayCorrections([swapped]);
    const side = resolveSide("Y", { conflicts: {}, data });
    expect(side.ok && side.value.nodes.q1).toMatchObject({
      yes: { to: "draw" },
      no: { to: "node", node: "q2" },
      provenance: { source: "player" },
    });
    expect(SIDE_BY_ID.Y.nodes.q1).toMatchObject({
      yes: { to: "node", node: "q2" },
      no: { to: "draw" },
    });
    expect(data.corrected.get(correctionKey(swapped))).toMatch(/Calixto card Y, front/);
    expect(overlayCorrections([])).toBe(BUILT_IN_DATA);
  });

  it("corrected dots change a Space Selection; this game's own dots still win (C8.5.6)", () => {
    const b = c89("start");
    const candidates = sweepDestinations(b, []);
    expect(narrowByPriorities(b, "GOV", "SWP", candidates).remaining).toEqual(["havana"]);
    const data = overlayCorrections([
      { kind: "dots", row: "gov-3", columns: ["STAS", "GAR", "RR"] },
    ]);
    const corrected = narrowByPriorities(b, "GOV", "SWP", candidates, { conflicts: {}, data });
    expect(corrected.steps.map((s) => s.row)).not.toContain("gov-3");
    // Havana is no longer picked by its own row: the later rows decide.
    expect(corrected.steps.length).toBeGreaterThan(1);
    const gameDots = { conflicts: {}, data, dots: { "gov-3": ["SWP" as const] } };
    const r = narrowByPriorities(b, "GOV", "SWP", candidates, gameDots);
    expect(r.remaining).toEqual(["havana"]);
  });

  it("a corrected Event Cards cell changes whether the NP takes the Event, and says so (C8.5.5)", () => {
    const b: GameBoard = standardBoard({ roles: ALL_NP, shortGame: false });
    b.currentCard = 4;
    b.nextCard = 40;
    b.campaignCard = 3;
    const decided = (d: EventDecision) => {
      if (d.kind !== "decided") throw new Error(JSON.stringify(d));
      return d;
    };
    expect(decided(eventDecision(b, 4, "GOV", 1)).take).toBe(true);
    const data = overlayCorrections([
      { kind: "eventCell", card: 4, faction: "GOV", letter: "-", star: false },
    ]);
    const d = decided(
      eventDecision(b, 4, "GOV", 1, undefined, data.events, { conflicts: {}, data }),
    );
    expect(d.take).toBe(false);
    expect(d.why.join(" ")).toMatch(/Read from your correction: Event Cards table: #4/);
  });
});

describe("the readable difference of an import", () => {
  it("says which entries are added, changed or already the same", () => {
    const dots: Correction = { kind: "dots", row: "gov-3", columns: ["SWP"] };
    const lines = diffCorrections(
      [swapped, dots],
      [swapped, { ...dots, columns: ["RR"] }, { kind: "an", side: "G", an: 2 }],
    );
    expect(lines.map((l) => l.change)).toEqual(["unchanged", "changed", "added"]);
    expect(lines[1]).toMatchObject({
      words: expect.stringMatching(/dots in RR/),
      was: expect.stringMatching(/dots in SWP/),
    });
    expect(lines[2].words).toMatch(/Calixto card G, front: Activation Number 2/);
  });
});
