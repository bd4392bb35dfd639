import { createActor } from "xstate";
import { standardBoard } from "@/data/cuba/scenarios";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { seedRng } from "@/lib/engine/core/rng";
import type { DeckState } from "@/lib/engine/cuba/calixto/deck";
import { deckCards } from "@/lib/engine/cuba/calixto/deck";
import { type EventDecision, grantMatch } from "@/lib/engine/cuba/calixto/events";
import { DEFAULT_OPTIONS, newScope } from "@/lib/engine/cuba/calixto/scope";
import type { Faction, GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { answer, pendingRequest } from "@/lib/machines/core/awaiting";
import { driveToEnd, scriptedAnswerer, seededAnswerer } from "@/lib/machines/core/drive";
import { eventStepMachine } from "@/lib/machines/cuba/event-step.machine";

/**
 * Events that allow Operations or SAs (C8.5.5): "draw Calixto cards until a matching Operation or
 * Special Activity is drawn (check both sides)"; free Operations make no AN rolls (C8.5.4).
 */
type Decided = Extract<EventDecision, { kind: "decided" }>;

const allNp = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

function decided(
  card: number,
  faction: Faction,
  grants: string[],
  side: "unshaded" | "shaded" = "unshaded",
): Decided {
  return {
    kind: "decided",
    card,
    faction,
    position: 1,
    take: true,
    letter: "P",
    printed: "P",
    why: [],
    side,
    effective: null,
    instructions: [],
    columnHints: ["PG"],
    grants,
    marker: null,
    rule: "C8.5.5",
  } as Decided;
}

function start(d: Decided, deck: DeckState, edit: (b: GameBoard) => void = () => {}) {
  const board = standardBoard({ roles: allNp, shortGame: false });
  edit(board);
  const scope = newScope(board);
  const actor = createActor(eventStepMachine, { input: { scope, decided: d, deck } }).start();
  return { scope, actor };
}

const notes = (scope: ReturnType<typeof newScope>) =>
  scope.trace.filter((t) => t.kind === "note").map((t) => (t as { text: string }).text);

describe("grantMatch: both sides of a card (C8.5.5)", () => {
  it("finds March on the back of 26J card G and nothing on card M", () => {
    expect(grantMatch("G", "26J", ["march"], DEFAULT_OPTIONS)).toMatchObject({
      side: "GG",
      action: "march",
      columns: ["MD"],
    });
    expect(grantMatch("M", "26J", ["march"], DEFAULT_OPTIONS)).toBeNull();
  });

  it("prefers the front: DR card D shows Ambush in the front side's SA list", () => {
    expect(grantMatch("D", "DR", ["ambush"], DEFAULT_OPTIONS)?.side).toBe("D");
  });

  it("never matches another Faction's card", () => {
    expect(grantMatch("G", "DR", ["march"], DEFAULT_OPTIONS)).toBeNull();
  });
});

describe("Event step with a granted Operation", () => {
  it("physical deck: asks for cards until one shows March, runs it free, then does the same for Rally (#20)", () => {
    const { scope, actor } = start(decided(20, "26J", ["march"]), { mode: "physical", drawn: [] });
    expect(pendingRequest(actor)?.kind).toBe("card");
    answer(actor, { type: "card.drawn", card: "M", source: "physical" });
    // M has no March on either side: another card is asked for.
    expect(pendingRequest(actor)?.kind).toBe("card");
    answer(actor, { type: "card.drawn", card: "G", source: "physical" });
    expect(notes(scope).some((t) => t.includes("Card M has no March"))).toBe(true);
    expect(notes(scope).some((t) => t.includes("Card G shows March on its back (GG)"))).toBe(true);
    // The free March runs with no Activation Number roll (C8.5.4), then Rally is searched for.
    expect(scope.trace.some((t) => t.kind === "activation")).toBe(false);
    driveToEnd(actor, scriptedAnswerer({ cards: ["M"], eventWork: [{ type: "event.done" }] }));
    expect(notes(scope).some((t) => t.includes("Card M shows Rally"))).toBe(true);
    expect(scope.trace.some((t) => t.kind === "activation")).toBe(false);
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("no card of the Faction shows the SA: none is drawn, the Event grants it outright (5.1.1)", () => {
    // No Syndicate card carries Ambush; Fat Butcher's shaded text lets NP SYN Ambush (5.1.1).
    const order = deckCards(["SYN"]);
    const { scope, actor } = start(
      decided(41, "SYN", ["ambush"], "shaded"),
      { mode: "app", order },
      (b) => {
        b.spaces.havana.pieces.synU = 1;
        b.spaces.havana.pieces.police = 2;
      },
    );
    driveToEnd(actor, scriptedAnswerer({ eventWork: [{ type: "event.done" }] }));
    expect(scope.trace.filter((t) => t.kind === "cardDrawn")).toHaveLength(0);
    expect(notes(scope).some((t) => t.includes("No Syndicate Calixto card shows Ambush"))).toBe(
      true,
    );
    // The Ambush itself: the Underground Guerrilla goes Active, both Police go (4.3.2).
    expect(scope.board.spaces.havana.pieces.police).toBe(0);
    expect(scope.board.spaces.havana.pieces.synA).toBe(1);
    expect(actor.getSnapshot().output?.deck).toEqual({ mode: "app", order });
  });

  it("a granted Limited Operation is chosen by a Calixto card and makes no Activation roll", () => {
    const order = deckCards(["26J"]);
    const { scope, actor } = start(decided(43, "26J", ["limOp"]), { mode: "app", order });
    driveToEnd(actor, scriptedAnswerer({ eventWork: [{ type: "event.done" }] }));
    expect(scope.trace.some((t) => t.kind === "cardDrawn")).toBe(true);
    expect(scope.trace.some((t) => t.kind === "activation")).toBe(false);
    expect(scope.changes.length).toBeGreaterThan(0);
    const out = actor.getSnapshot().output;
    expect(out?.deck).not.toEqual({ mode: "app", order });
  });
});

describe("#1 Armored Cars: a free March into one space, then a free Ambush there (3.3.2, 5.1)", () => {
  it("the Ambush is confined to the one March destination; no Activation Number roll", () => {
    const order = deckCards(["26J"]);
    const { scope, actor } = start(decided(1, "26J", ["march", "ambush"]), { mode: "app", order });
    driveToEnd(actor, seededAnswerer(seedRng(5)));
    const moves = scope.changes.filter((c) => c.kind === "move");
    const destinations = [...new Set(moves.map((c) => (c.kind === "move" ? c.to : "")))];
    expect(destinations.length).toBeLessThanOrEqual(1);
    expect(scope.trace.some((t) => t.kind === "activation")).toBe(false);
    const confined = notes(scope).filter((t) => t.startsWith("Ambush only in"));
    if (destinations.length === 1) {
      const name = SPACE_BY_ID[destinations[0] as SpaceId].name;
      expect(confined).toEqual([`Ambush only in ${name} (as the Event says)`]);
      const removed = scope.changes.filter((c) => c.kind === "remove" || c.kind === "flip");
      for (const c of removed) if ("space" in c) expect(c.space).toBe(destinations[0]);
    }
  });
});
