import {
  BOX_BY_ID,
  BOXES,
  CARD_CONFLICTS,
  CARD_SIDES,
  COND,
  SIDE_BY_ID,
  SPECIAL_LISTS,
} from "@/data/cuba/calixto/cards";
import {
  CARD_TABLES,
  type CardTables,
  checkCardData,
  checkSide,
  resolveSide,
} from "@/lib/engine/cuba/calixto/cards";
import type { CardSide, FlowNode } from "@/lib/engine/cuba/calixto/contracts";
import type { RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import { CARDS_OF, type SideId } from "@/lib/engine/cuba/calixto/types";

const everyAlternative: RuleOptions = {
  conflicts: Object.fromEntries(CARD_CONFLICTS.map((c) => [c.id, "alternative" as const])),
};

function withSide(side: CardSide): CardTables {
  return { ...CARD_TABLES, sides: { ...CARD_TABLES.sides, [side.side]: side } };
}

describe("Calixto card data self-check (C8.5.3; reference 1.2)", () => {
  it("holds all 48 sides: 6 cards per Faction, each with a front and a back", () => {
    expect(CARD_SIDES).toHaveLength(48);
    for (const [faction, cards] of Object.entries(CARDS_OF)) {
      for (const card of cards) {
        expect(SIDE_BY_ID[card as SideId]).toMatchObject({ faction, face: "front" });
        expect(SIDE_BY_ID[`${card}${card}` as SideId]).toMatchObject({ faction, face: "back" });
      }
    }
  });

  it("every node, box, SA list, condition, note, restriction and column referenced exists; every side reaches an outcome", () => {
    expect(checkCardData()).toEqual([]);
  });

  it("stays sound under every conflict's alternative reading", () => {
    expect(checkCardData(CARD_TABLES, everyAlternative)).toEqual([]);
  });

  it("reports a missing box, an unknown condition, a loop and a wrong column", () => {
    const u = SIDE_BY_ID.U;
    const q1 = u.nodes.q1 as Extract<FlowNode, { kind: "question" }>;
    const broken: CardSide = {
      ...u,
      nodes: {
        ...u.nodes,
        q1: { ...q1, cond: { id: "noSuchQuestion", label: "?" }, no: { to: "node", node: "q2" } },
        q2: { ...(u.nodes.q2 as typeof q1), no: { to: "node", node: "q1" } },
        sweep: { kind: "operation", id: "sweep", box: "NO-BOX", sa: null },
      },
    };
    const reasons = checkSide(broken, withSide(broken)).map((e) => e.reason);
    expect(reasons).toContain('unknown condition id "noSuchQuestion"');
    expect(reasons).toContain('no Operation box "NO-BOX"');
    expect(reasons).toContain("the flow has a loop: a walk might never end");

    const wrongColumn: CardSide = {
      ...u,
      nodes: { ...u.nodes, sweep: { kind: "operation", id: "sweep", box: "MARCH", sa: null } },
    };
    expect(checkSide(wrongColumn).map((e) => e.reason)).toContain("GOV has no MD column");
  });

  it("fronts lead to DRAW and FLIP, backs to neither (reference 1.2)", () => {
    const backWithDraw: CardSide = {
      ...SIDE_BY_ID.GG,
      nodes: {
        ...SIDE_BY_ID.GG.nodes,
        q: {
          ...(SIDE_BY_ID.GG.nodes.q as Extract<FlowNode, { kind: "question" }>),
          no: { to: "draw" },
        },
      },
    };
    const reasons = checkSide(backWithDraw).map((e) => e.reason);
    expect(reasons).toContain("a back never draws or flips (reference 1.2)");
    expect(reasons.some((r) => r.includes("unreachable"))).toBe(true);
  });

  it("Activation Numbers follow reference 1.8 (GOV: the US Alliance value)", () => {
    // Reference 1.8, written out as front/back pairs.
    const table =
      "G2/2 H2/3 J2/3 K2/2 L2/3 M2/3 A3/3 B2/3 C2/3 D3/2 E2/3 F2/3 N3/3 P2/3 Q2/3 R3/3 S3/3 T2/4";
    for (const pair of table.split(" ")) {
      const [, card, front, back] = pair.match(/^(\w)(\d)\/(\d)$/) as RegExpMatchArray;
      expect([card, SIDE_BY_ID[card as SideId].an]).toEqual([card, Number(front)]);
      expect([card, SIDE_BY_ID[`${card}${card}` as SideId].an]).toEqual([card, Number(back)]);
    }
    for (const card of CARDS_OF.GOV) {
      expect(SIDE_BY_ID[card].an).toBe("usAlliance");
      expect(SIDE_BY_ID[`${card}${card}` as SideId].an).toBe("usAlliance");
    }
  });

  it("the sides pictured in CX carry CX provenance and the SA order the pictures show", () => {
    const order = (id: SideId, node: string) => {
      const n = SIDE_BY_ID[id].nodes[node];
      return n.kind === "operation" ? n.sa?.position : undefined;
    };
    for (const id of ["U", "V", "Z", "M", "J", "N", "RR", "GG", "A"] as SideId[])
      expect([id, SIDE_BY_ID[id].provenance.source]).toEqual([id, "CX-pic"]);
    expect(order("U", "sweep")).toBe("after");
    expect(order("V", "train")).toBe("before");
    expect(order("Z", "assault")).toBe("before");
    expect(order("M", "rally")).toBe("after");
    expect(order("J", "terror")).toBe("before");
    expect(order("N", "construct")).toBe("after");
    expect(order("RR", "rally")).toBe("after");
    expect(order("GG", "march")).toBe("after");
    expect(order("GG", "terror")).toBe("before");
    expect(order("A", "terror")).toBe("before");
  });

  it("each conflict's alternative is one option away and changes the side it concerns", () => {
    for (const c of CARD_CONFLICTS) {
      const sides = new Set<SideId>([
        ...(c.patch.nodes ?? []).map((n) => n.side),
        ...(c.patch.removeNodes ?? []).map((n) => n.side),
      ]);
      if (c.patch.boxes)
        for (const s of CARD_SIDES)
          if (
            Object.values(s.nodes).some(
              (n) => n.kind === "operation" && n.box in (c.patch.boxes ?? {}),
            )
          )
            sides.add(s.side);
      expect(sides.size).toBeGreaterThan(0);
      for (const id of sides) {
        const rec = resolveSide(id);
        const alt = resolveSide(id, { conflicts: { [c.id]: "alternative" } });
        expect(rec.ok && alt.ok).toBe(true);
        if (rec.ok && alt.ok) expect([c.id, alt.value]).not.toEqual([c.id, rec.value]);
      }
    }
  });

  it("UU's Place Base is a starred line by default and a reminder under the alternative", () => {
    const train = (o?: RuleOptions) => {
      const r = resolveSide("UU", o);
      const n = r.ok ? r.value.nodes.train : null;
      return n?.kind === "operation" ? BOX_BY_ID[n.box] : null;
    };
    expect(train()?.lines.some((l) => l.instruction === "trainPlaceBase" && l.starred)).toBe(true);
    const alt = train({ conflicts: { "uu-place-base": "alternative" } });
    expect(alt?.lines.some((l) => l.instruction === "trainPlaceBase")).toBe(false);
    expect(alt?.lines.at(-1)?.notes).toContain("placeBaseReminder");
  });

  it("labels are short and our own (under 70 characters)", () => {
    const labels = [
      ...Object.values(COND).map((c) => c.label),
      ...CARD_CONFLICTS.flatMap((c) => [c.label]),
    ];
    for (const l of labels) expect([l, l.length < 70]).toEqual([l, true]);
    expect(BOXES.length).toBeGreaterThanOrEqual(15);
    expect(SPECIAL_LISTS.map((l) => l.id)).toEqual([
      "SA-G1",
      "SA-G1'",
      "SA-G2",
      "SA-G3",
      "SA-GT",
      "SA-GZZ",
      "SA-KID",
      "SA-INF",
      "SA-AMB",
      "SA-SUB",
      "SA-ASN",
      "SA-S1",
      "SA-S2",
      "SA-ST",
      "SA-SNN",
      "SA-SQQ",
      "SA-SB",
    ]);
  });
});
