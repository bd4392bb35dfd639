import { flipSide, resolveSide, type WalkResult, walkSide } from "@/lib/engine/cuba/calixto/cards";
import { type DeckState, drawFor, isExhausted, topCard } from "@/lib/engine/cuba/calixto/deck";
import { DEFAULT_OPTIONS } from "@/lib/engine/cuba/calixto/scope";
import type { CardId, SideId, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { c89Before } from "../moves/c89-positions";

/**
 * Every card walk of the C8.9 worked example (reference §4), each from the board just before
 * its replay step and with the book's dice. Die questions the book does not roll (M at card 2,
 * R at card 4) must be answered without asking for a die.
 */
function walk(step: number, id: SideId, faction: Faction, dice: number[][] = []): WalkResult {
  const side = resolveSide(id);
  if (!side.ok) throw new Error(side.errors[0].reason);
  return walkSide(side.value, c89Before(step), { faction, options: DEFAULT_OPTIONS }, { dice });
}

type BoxRec = Extract<TraceRecord, { kind: "box" }>;
const boxes = (r: WalkResult) => r.records.filter((x): x is BoxRec => x.kind === "box");
const answers = (r: WalkResult) => boxes(r).map((b) => [b.box, b.answer]);
const evidence = (r: WalkResult, box: string) =>
  boxes(r).find((b) => b.box === box)?.evidence ?? [];

function outcome(r: WalkResult): string {
  if (r.kind !== "done") return r.kind;
  const o = r.outcome;
  return o.outcome === "operation"
    ? `operation:${o.node.box}:${o.node.sa?.position ?? "-"}`
    : o.outcome;
}

describe("C8.9 card walks with the book's dice (reference §4)", () => {
  it("card 1, step 2: Y asks for Guerrillas on an EC; there are none, so GOV draws again", () => {
    const r = walk(2, "Y", "GOV");
    expect(answers(r)).toEqual([["q1", false]]);
    expect(outcome(r)).toBe("draw");
  });

  it("card 1, step 3: U: Cities short of Active Support, Underground Guerrillas at Support → Sweep, SA after", () => {
    const r = walk(3, "U", "GOV");
    expect(answers(r)).toEqual([
      ["q1", true],
      ["q2", true],
    ]);
    expect(evidence(r, "q1")).toEqual(["Camagüey City", "Santiago de Cuba"]);
    expect(evidence(r, "q2").join(" | ")).toMatch(/La Habana.*\| Havana/);
    expect(outcome(r)).toBe("operation:G-SWEEP:after");
  });

  it("card 2, step 11: M: Pop 2+ spaces below Active Opposition; 11 Available make the die certain, none rolled → Rally", () => {
    const r = walk(11, "M", "26J");
    expect(r.kind === "done" && r.diceUsed).toBe(0);
    expect(answers(r)).toEqual([
      ["q1", true],
      ["q2", true],
    ]);
    expect(evidence(r, "q2")[0]).toMatch(/^11 Available 26J Guerrillas: certain/);
    expect(outcome(r)).toBe("operation:I-RALLY-26J:after");
  });

  it("card 2, step 18: N: Casinos Available, Resources 15 and Havana open to Construct → Construct", () => {
    const r = walk(18, "N", "SYN");
    expect(answers(r)).toEqual([
      ["q1", true],
      ["q2", true],
    ]);
    expect(evidence(r, "q2")).toContain("Havana: place");
    expect(outcome(r)).toBe("operation:CONSTRUCT:after");
  });

  it("card 3, step 22: Z: Las Villas and Oriente lack GOV Control; Assault in Havana could close a Casino → SA, then Assault", () => {
    const r = walk(22, "Z", "GOV");
    expect(evidence(r, "q1")).toEqual([
      "Las Villas (Pop 2, Neutral)",
      "Oriente (Pop 2, Passive Opposition)",
    ]);
    expect(evidence(r, "q2")).toEqual(["Havana: could close an open Casino"]);
    expect(outcome(r)).toBe("operation:G-ASSAULT:before");
  });

  it("card 4, step 27: R: 6 Available SYN make 1d3 certain; no Underground SYN on the map → flip", () => {
    const r = walk(27, "R", "SYN");
    expect(r.kind === "done" && r.diceUsed).toBe(0);
    expect(answers(r)).toEqual([
      ["q1", true],
      ["q2", false],
    ]);
    expect(outcome(r)).toBe("flip");
  });

  it("card 4, step 28: RR has no question: Rally, SA after", () => {
    const r = walk(28, "RR", "SYN");
    expect(answers(r)).toEqual([]);
    expect(outcome(r)).toBe("operation:S-RALLY:after");
  });

  it("card 4, step 30: G: the die is needed (4 Available); the book's 5 is over 4 → flip", () => {
    const asked = walk(30, "G", "26J");
    expect(asked).toMatchObject({ kind: "needDice", node: "q2", spec: "1d6" });
    const r = walk(30, "G", "26J", [[5]]);
    expect(answers(r)).toEqual([
      ["q1", true],
      ["q2", false],
    ]);
    expect(evidence(r, "q2")).toEqual(["rolled 5 1d6 against 4 Available 26J Guerrillas"]);
    expect(outcome(r)).toBe("flip");
  });

  it("card 4, step 31: GG: Sierra Maestra has 3 moveable 26J next to Santiago → March (Limited: SA skipped by the caller)", () => {
    const r = walk(31, "GG", "26J");
    expect(evidence(r, "q")).toEqual([
      "Sierra Maestra: 3 moveable 26J Guerrillas, next to Santiago de Cuba",
    ]);
    expect(outcome(r)).toBe("operation:MARCH:after");
  });

  it("card 5, step 35: V: Havana has Troops to spare and 2 GOV Bases are Available → SA, then Train", () => {
    const r = walk(35, "V", "GOV");
    expect(evidence(r, "q1")).toEqual(["Havana: 6 Troops spare (GOV 10 vs 2)"]);
    expect(answers(r)).toEqual([
      ["q1", true],
      ["q2", true],
    ]);
    expect(outcome(r)).toBe("operation:G-TRAIN-A:before");
  });

  it("card 6, step 44: J: Oriente's moveable 26J (Las Villas' are held by Control); Oriente and Las Villas qualify → Kidnap, then Terror", () => {
    const r = walk(44, "J", "26J");
    expect(evidence(r, "q1")).toEqual([
      "Oriente: 1 moveable 26J Guerrilla, next to Camagüey Province",
    ]);
    expect(evidence(r, "q2").map((e) => e.split(" (")[0])).toEqual(["Las Villas", "Oriente"]);
    expect(outcome(r)).toBe("operation:TERROR-26J:before");
  });

  it("card 7, step 49: U again: still Cities short of Active Support and Underground Guerrillas at Support → Sweep", () => {
    const r = walk(49, "U", "GOV");
    expect(answers(r)).toEqual([
      ["q1", true],
      ["q2", true],
    ]);
    expect(evidence(r, "q2").map((e) => e.split(" (")[0])).toEqual([
      "Pinar del Río",
      "La Habana",
      "Havana",
    ]);
    expect(outcome(r)).toBe("operation:G-SWEEP:after");
  });
});

/**
 * The draw loop as C8.5.3 runs it, composed from the deck and the walk (the lead's turn runner
 * adds the legality check of the Operation found): draw, walk; DRAW → next card; FLIP → the
 * back of the same card. Bounded by the Faction's six cards.
 */
function search(deck: DeckState, faction: Faction, step: number, dice: number[][] = []) {
  const seen: string[] = [];
  let d = deck;
  const drawn: CardId[] = [];
  let used = 0;
  for (let i = 0; i < 6 && !isExhausted(faction, drawn); i++) {
    const draw = drawFor(d, faction);
    if (!draw.ok) throw new Error(draw.errors[0].reason);
    d = draw.value.deck;
    drawn.push(draw.value.card);
    let id: SideId = draw.value.card;
    for (let face = 0; face < 2; face++) {
      seen.push(id);
      const r = walk(step, id, faction, dice.slice(used));
      if (r.kind !== "done") throw new Error(`${id}: ${r.kind}`);
      used += r.diceUsed;
      if (r.outcome.outcome === "operation") return { seen, outcome: outcome(r), deck: d };
      if (r.outcome.outcome === "draw") break;
      const back = flipSide(id);
      if (!back.ok) throw new Error(back.errors[0].reason);
      id = back.value;
    }
  }
  return { seen, outcome: "exhausted", deck: d };
}

describe("C8.9 through the deck: draw, walk, draw again or flip", () => {
  it("card 1: GOV draws Y (draw again), then U → Sweep; U stays on top", () => {
    const deck: DeckState = { mode: "app", order: ["A", "Y", "G", "N", "U", "V"] };
    const r = search(deck, "GOV", 3);
    expect(r.seen).toEqual(["Y", "U"]);
    expect(r.outcome).toBe("operation:G-SWEEP:after");
    expect(topCard(r.deck)).toBe("U");
  });

  it("card 4: SYN draws R and flips to RR → Rally; 26J draws G, rolls 5, flips to GG → March", () => {
    expect(search({ mode: "app", order: ["R", "G"] }, "SYN", 27)).toMatchObject({
      seen: ["R", "RR"],
      outcome: "operation:S-RALLY:after",
    });
    expect(search({ mode: "app", order: ["R", "G"] }, "26J", 30, [[5]])).toMatchObject({
      seen: ["G", "GG"],
      outcome: "operation:MARCH:after",
    });
  });
});

describe("walkSide overrides (the player's correction of a box)", () => {
  it("an overridden die question is answered without asking for the die", () => {
    const side = resolveSide("G");
    if (!side.ok) throw new Error("no G");
    const r = walkSide(
      side.value,
      c89Before(30),
      { faction: "26J", options: DEFAULT_OPTIONS },
      {
        override: (node) => (node === "q2" ? true : undefined),
      },
    );
    expect(r.kind === "done" && r.diceUsed).toBe(0);
    expect(boxes(r).at(-1)).toMatchObject({
      box: "q2",
      answer: true,
      overridden: { reason: "player override" },
    });
    expect(outcome(r)).toBe("operation:I-RALLY-26J:after");
  });
});
