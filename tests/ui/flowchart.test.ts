import type { CardSide } from "@/lib/engine/cuba/calixto/contracts";
import { anLabel, flowPath, nodeOrder, targetLabel } from "@/lib/ui/flowchart";
import { CARD1_GOV_TRACE, CARD1_LIBRARY, SIDE_U, SIDE_Y } from "@/tests/fixtures/c89-card1-gov";

/** Card VV's shape (reference §1.3): one question choosing between two Operations. */
const VV: CardSide = {
  side: "VV",
  card: "V",
  faction: "GOV",
  face: "back",
  an: "usAlliance",
  start: "q",
  nodes: {
    sweep: {
      kind: "operation",
      id: "sweep",
      box: "G-SWEEP",
      sa: { list: "SA-G1", position: "after" },
    },
    q: {
      kind: "question",
      id: "q",
      cond: { id: "ecSabotageThreat", label: "Any EC with 26July+DR Guerrillas > cubes?" },
      yes: { to: "node", node: "garrison" },
      no: { to: "node", node: "sweep" },
    },
    garrison: { kind: "operation", id: "garrison", box: "G-GARRISON", sa: null },
    orphan: { kind: "operation", id: "orphan", box: "G-ASSAULT", sa: null },
  },
  provenance: { source: "T" },
};

describe("flowchart helpers (C8.5.3)", () => {
  it("orders boxes from the start, yes-branch first, and keeps unreachable ones at the end", () => {
    expect(nodeOrder(VV).map((n) => n.id)).toEqual(["q", "garrison", "sweep", "orphan"]);
    expect(nodeOrder(SIDE_U).map((n) => n.id)).toEqual(["q1", "q2", "sweep"]);
  });

  it("follows recorded answers to the Operation, to DRAW, or stops at the first open box", () => {
    expect(flowPath(SIDE_U, CARD1_GOV_TRACE)).toMatchObject({
      reached: ["q1", "q2", "sweep"],
      end: { to: "node", node: "sweep" },
    });
    expect(flowPath(SIDE_Y, CARD1_GOV_TRACE)).toMatchObject({
      reached: ["q1"],
      end: { to: "draw" },
    });
    const onlyQ1 = CARD1_GOV_TRACE.filter(
      (r) => !(r.kind === "box" && r.side === "U" && r.box === "q2"),
    );
    expect(flowPath(SIDE_U, onlyQ1)).toMatchObject({ reached: ["q1", "q2"], end: null });
    expect(flowPath(SIDE_U, [])).toMatchObject({ reached: ["q1"], end: null });
  });

  it("names arrow targets and the AN badge as a player reads them", () => {
    expect(targetLabel(SIDE_U, { to: "flip" })).toBe("FLIP to UU");
    expect(targetLabel(VV, { to: "flip" })).toBe("FLIP the card");
    expect(targetLabel(SIDE_U, { to: "node", node: "sweep" }, CARD1_LIBRARY)).toBe("Sweep");
    expect(targetLabel(SIDE_U, { to: "node", node: "q2" })).toBe("Q2");
    expect(anLabel(SIDE_U)).toBe("AN = US Alliance");
    expect(anLabel(SIDE_U, 3)).toBe("AN 3 (US Alliance)");
    expect(anLabel({ ...SIDE_U, an: 2 })).toBe("AN 2");
  });
});
