import { seedRng } from "@/lib/engine/core/rng";
import { flipSide } from "@/lib/engine/cuba/calixto/cards";
import {
  type DeckState,
  deckCards,
  drawFor,
  isExhausted,
  shuffleDeck,
  topCard,
  validatePhysicalDraw,
} from "@/lib/engine/cuba/calixto/deck";
import type { CardId } from "@/lib/engine/cuba/calixto/types";

const app = (order: CardId[]): DeckState => ({ mode: "app", order });

function draw(deck: DeckState, faction: Parameters<typeof drawFor>[1]) {
  const r = drawFor(deck, faction);
  if (!r.ok) throw new Error(r.errors[0].reason);
  return r.value;
}

/** True when `b` is `a` rotated: draws only move cards from top to bottom. */
function isRotation(a: CardId[], b: CardId[]): boolean {
  return a.length === b.length && [...a, ...a].join(",").includes(b.join(","));
}

describe("Calixto deck (C8.4.1, C8.5.3)", () => {
  it("moves the top card to the bottom first, even when it is the active Faction's", () => {
    const d = draw(app(["U", "V", "G"]), "GOV");
    expect(d.card).toBe("V");
    expect(d.movedToBottom).toEqual(["U"]);
    expect(d.deck).toEqual(app(["V", "G", "U"]));
  });

  it("keeps cycling past other Factions' cards until one of the Faction's is on top", () => {
    const d = draw(app(["U", "G", "A", "H", "N", "V"]), "GOV");
    expect(d.card).toBe("V");
    expect(d.movedToBottom).toEqual(["U", "G", "A", "H", "N"]);
  });

  it("the played card stays on top until the next draw, which starts by moving it down", () => {
    const first = draw(app(["A", "U", "G", "V"]), "GOV");
    expect(topCard(first.deck)).toBe("U");
    const second = draw(first.deck, "GOV");
    expect(second.movedToBottom[0]).toBe("U");
    expect(second.card).toBe("V");
  });

  it("a single card of the Faction comes back to the top after one full cycle", () => {
    const d = draw(app(["U", "G", "A"]), "GOV");
    expect(d.card).toBe("U");
    expect(d.movedToBottom).toEqual(["U", "G", "A"]);
  });

  it("fails, without throwing, when the deck holds no card of the Faction", () => {
    expect(drawFor(app(["G", "A"]), "SYN")).toEqual({
      ok: false,
      errors: [{ field: "deck", reason: "the deck holds no SYN card" }],
    });
  });

  it("drawing never reshuffles: after any number of draws the deck is a rotation of the shuffle", () => {
    const { order } = shuffleDeck(seedRng("rotation"), ["GOV", "26J", "DR", "SYN"]);
    let deck: DeckState = app(order);
    const factions = ["GOV", "SYN", "SYN", "DR", "26J", "GOV", "26J", "DR"] as const;
    for (let i = 0; i < 40; i++) {
      deck = draw(deck, factions[i % factions.length]).deck;
      expect(deck.mode === "app" && isRotation(order, deck.order)).toBe(true);
    }
  });

  it("shuffles only the NP Factions' cards, deterministically from the seed, and returns the next seed", () => {
    const a = shuffleDeck(seedRng(7), ["GOV", "SYN"]);
    const b = shuffleDeck(seedRng(7), ["GOV", "SYN"]);
    expect(a).toEqual(b);
    expect([...a.order].sort()).toEqual([...deckCards(["GOV", "SYN"])].sort());
    expect(a.order).toHaveLength(12);
    expect(a.rng).not.toBe(seedRng(7));
    const c = shuffleDeck(a.rng, ["GOV", "SYN"]);
    expect(c.order).not.toEqual(a.order);
  });

  it("six draws for one Faction visit its six cards once each; then the search is exhausted", () => {
    const { order } = shuffleDeck(seedRng("exhaust"), ["GOV", "26J", "DR"]);
    let deck: DeckState = app(order);
    const drawn: CardId[] = [];
    for (let i = 0; i < 6; i++) {
      expect(isExhausted("26J", drawn)).toBe(false);
      const d = draw(deck, "26J");
      deck = d.deck;
      drawn.push(d.card);
    }
    expect([...drawn].sort()).toEqual(["G", "H", "J", "K", "L", "M"]);
    expect(isExhausted("26J", drawn)).toBe(true);
  });

  it("a flip turns the card on top to its back without moving the deck", () => {
    const d = draw(app(["G", "R", "A"]), "SYN");
    expect(flipSide(d.card)).toEqual({ ok: true, value: "RR" });
    expect(topCard(d.deck)).toBe("R");
    expect(flipSide("RR").ok).toBe(false);
  });
});

describe("physical deck: the player names the card (C8.5.3)", () => {
  it("accepts a card of the Faction not yet drawn in this search", () => {
    expect(validatePhysicalDraw("G", "26J", ["H"])).toEqual({ ok: true, value: "G" });
  });

  it("rejects another Faction's card and says why", () => {
    const r = validatePhysicalDraw("N", "GOV", []);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]).toEqual({
      field: "card",
      reason: "card N is a SYN card; keep moving cards to the bottom until a GOV card is on top",
    });
  });

  it("rejects a card already drawn in this search and an unknown name", () => {
    const again = validatePhysicalDraw("U", "GOV", ["U"]);
    expect(!again.ok && again.errors[0].reason).toMatch(/^card U was already drawn in this search/);
    const unknown = validatePhysicalDraw("UU", "GOV", []);
    expect(!unknown.ok && unknown.errors[0].reason).toMatch(/is not a Calixto card/);
  });

  it("a physical deck is not drawn by the app", () => {
    expect(drawFor({ mode: "physical", drawn: [] }, "GOV").ok).toBe(false);
  });
});
