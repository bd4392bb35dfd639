/**
 * Ambush and the Attack it belongs to (3.1, 4.3.2, 4.4.2, C8.7.5, C8.7.6), and a Marching group's
 * Activation (3.3.2), each replayed from its scenario in docs/examples/rules/ and checked against
 * the rule text.
 */
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

type Raw = Record<string, unknown>;

/** Replay docs/examples/rules/<name>.json; `patch` may change it first (more setup edits, other dice). */
const replay = (name: string, patch?: Patch) => replayScenario(`rules/${name}`, patch);

const addEdits = (s: Raw, ...edits: unknown[]) => {
  (s.setup as { edits: unknown[] }).edits.push(...edits);
};

const of = <K extends TraceRecord["kind"]>(t: TraceRecord[], kind: K) =>
  t.filter((r) => r.kind === kind) as Extract<TraceRecord, { kind: K }>[];

const changesIn = (texts: string[], name: string) => texts.filter((t) => t.includes(` ${name}`));

describe("NP DR Ambush, then Attack (card D): the Ambush space is not Attacked again", () => {
  const { report, turn, texts, final } = replay("ambush-dr-attack");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(turn.action).toBe("opSA");
    expect(of(turn.trace, "specialActivity").map((r) => `${r.sa}:${r.result}`)).toEqual([
      "ambush:done",
    ]);
  });

  it("Las Villas is Ambushed once: 1 Activated, 2 Troops removed, 1 placed (4.3.2, 4.4.2)", () => {
    expect(changesIn(texts, "Las Villas")).toEqual([
      "Activate 1 Underground DR Guerrilla in Las Villas",
      "Remove 1 Troop from Las Villas to Available",
      "Remove 1 Troop from Las Villas to Available",
      "Place 1 Underground DR Guerrilla in Las Villas",
    ]);
    const lv = final.spaces["las-villas"].pieces;
    expect(lv.troop).toBe(2);
    expect([lv.drU, lv.drA]).toEqual([1, 4]);
  });

  it("the Ambush space counts as the Attack's first: an Activation roll, then Camagüey Province (C8.5.4)", () => {
    const rolls = of(turn.trace, "activation").map((r) => `${r.roll}:${r.continues}`);
    expect(rolls).toEqual(["4:true", "1:false"]);
    expect(of(turn.trace, "note").map((n) => n.text)).toContain(
      "Las Villas was the Operation's first space (by the Special Activity): it is not selected again",
    );
    expect(final.spaces["camaguey-province"].pieces.police).toBe(0);
    expect(final.spaces["camaguey-province"].pieces.drA).toBe(4);
  });
});

describe("NP 26July Ambush, then Attack (card H flips to HH): the Ambush space is not Attacked again", () => {
  const { report, turn, texts, final } = replay("ambush-26j-attack");

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(turn.action).toBe("opSA");
    expect(of(turn.trace, "cardOutcome").map((o) => `${o.side}:${o.outcome}`)).toEqual([
      "H:flip",
      "HH:operation",
    ]);
  });

  it("Oriente loses only the Ambush's 2 cubes (3.1, 4.3.2)", () => {
    const o = final.spaces.oriente.pieces;
    expect(o.troop + o.police).toBe(2);
    expect(changesIn(texts, "Oriente").filter((t) => t.startsWith("Activate"))).toEqual([
      "Activate 1 Underground 26July Guerrilla in Oriente",
    ]);
    expect([o.m26U, o.m26A]).toEqual([1, 4]);
  });

  it("after the Activation roll, Attack line 2 (all Active) takes Sierra Maestra", () => {
    expect(of(turn.trace, "activation").map((r) => r.roll)).toEqual([5, 1]);
    expect(final.spaces["sierra-maestra"].pieces.troop).toBe(0);
  });
});

describe("NP Ambush with a failed Activation roll: the Attack ends in the Ambush space", () => {
  const { report, turn, final } = replay("ambush-26j-attack", (s) => {
    s.dice = [3];
  });

  it("no other Attack space, and the Operation is not called skipped", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(final.spaces["sierra-maestra"].pieces.troop).toBe(1);
    const o = final.spaces.oriente.pieces;
    expect(o.troop + o.police).toBe(2);
    const notes = of(turn.trace, "note").map((n) => n.text);
    expect(notes.join(" | ")).not.toMatch(/Operation is skipped/);
  });
});

describe("March Activation (3.3.2): only a City or Province with Support, or an EC", () => {
  it("a group entering a Neutral City stays Underground, though 3 Guerrillas + 2 cubes exceed 3", () => {
    const { report, texts, final } = replay("march-activation-neutral-city");
    expect(report.ok).toBe(true);
    expect(texts).toContain("Move 3 Underground 26July Guerrillas from La Habana to Havana");
    expect(texts.filter((t) => t.startsWith("Activate"))).toEqual([]);
    expect([final.spaces.havana.pieces.m26U, final.spaces.havana.pieces.m26A]).toEqual([3, 0]);
  });

  it("the same group entering a City at Opposition stays Underground", () => {
    const { report, final } = replay("march-activation-neutral-city", (s) =>
      addEdits(s, { kind: "support", space: "havana", value: -2 }),
    );
    expect(report.ok).toBe(true);
    expect(final.spaces.havana.pieces.m26A).toBe(0);
    expect(final.spaces.havana.pieces.m26U).toBeGreaterThan(0);
  });

  it("the same group entering the City at Passive Support goes Active", () => {
    const { report, texts, final } = replay("march-activation-neutral-city", (s) =>
      addEdits(s, { kind: "support", space: "havana", value: 1 }),
    );
    expect(report.ok).toBe(true);
    expect(texts).toContain("Activate 3 Underground 26July Guerrillas in Havana");
    expect([final.spaces.havana.pieces.m26U, final.spaces.havana.pieces.m26A]).toEqual([0, 3]);
  });

  it("only the moving group counts: 1 Guerrilla + 2 cubes is not above 3, whoever is already there", () => {
    // Havana at Passive Support already holds 2 Active 26July Guerrillas: 1 more gives Control.
    const { report, texts, final } = replay("march-activation-neutral-city", (s) =>
      addEdits(
        s,
        { kind: "support", space: "havana", value: 1 },
        { kind: "pieces", space: "havana", piece: "m26A", value: 2 },
      ),
    );
    expect(report.ok).toBe(true);
    expect(texts).toContain("Move 1 Underground 26July Guerrilla from La Habana to Havana");
    expect(texts.filter((t) => t.startsWith("Activate"))).toEqual([]);
    expect([final.spaces.havana.pieces.m26U, final.spaces.havana.pieces.m26A]).toEqual([1, 2]);
  });
});

describe("March Activation (3.3.2) on an EC", () => {
  it("3 moving Guerrillas + 2 cubes exceed 3: the group goes Active", () => {
    const { report, texts, final } = replay("march-activation-ec");
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
    expect(texts).toContain("Activate 3 Underground 26July Guerrillas in East EC");
    expect([final.spaces["ec-east"].pieces.m26U, final.spaces["ec-east"].pieces.m26A]).toEqual([
      0, 3,
    ]);
  });

  it("2 moving Guerrillas + 1 cube is not above 3: they stay Underground", () => {
    const { report, texts, final } = replay("march-activation-ec", (s) =>
      addEdits(s, { kind: "pieces", space: "ec-east", piece: "troop", value: 1 }),
    );
    expect(report.ok).toBe(true);
    expect(texts).toContain("Move 2 Underground 26July Guerrillas from Sierra Maestra to East EC");
    expect(texts.filter((t) => t.startsWith("Activate"))).toEqual([]);
    expect(final.spaces["ec-east"].pieces.m26A).toBe(0);
  });
});
