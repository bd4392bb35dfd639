import { createActor } from "xstate";
import { standardBoard } from "@/data/cuba/scenarios";
import { newScope } from "@/lib/engine/cuba/calixto/scope";
import type { CardId } from "@/lib/engine/cuba/calixto/types";
import { pendingRequest } from "@/lib/machines/core/awaiting";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { type DeckDrawInput, deckDrawMachine } from "@/lib/machines/cuba/deck-draw.machine";

const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
const scope = () => newScope(standardBoard({ roles: { ...ALL_NP }, shortGame: false }));

function start(input: Omit<DeckDrawInput, "scope">) {
  const s = scope();
  const actor = createActor(deckDrawMachine, { input: { ...input, scope: s } }).start();
  return { actor, scope: s };
}

describe("deck-draw machine (C8.5.3)", () => {
  it("app mode draws at once: bottom-first, then cycling, and records what went to the bottom", () => {
    const { actor, scope } = start({
      faction: "GOV",
      deck: { mode: "app", order: ["U", "G", "V", "A"] },
      drawnThisLoop: [],
    });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({
      card: "V",
      deck: { mode: "app", order: ["V", "A", "U", "G"] },
      drawnThisLoop: ["V"],
    });
    expect(scope.trace).toEqual([
      {
        kind: "cardDrawn",
        rule: "C8.5.3",
        faction: "GOV",
        card: "V",
        movedToBottom: ["U", "G"],
        source: "deck",
      },
    ]);
  });

  it("reports exhaustion when all six cards of the Faction were drawn in this search", () => {
    const all: CardId[] = ["U", "V", "W", "X", "Y", "Z"];
    const { actor, scope } = start({
      faction: "GOV",
      deck: { mode: "app", order: [...all, "G"] },
      drawnThisLoop: all,
    });
    expect(actor.getSnapshot().output).toEqual({ exhausted: true, drawnThisLoop: all });
    expect(scope.trace).toEqual([
      { kind: "deckExhausted", rule: "C8.5.3", faction: "GOV", drawn: all },
    ]);
  });

  it("ends with an error, not a loop, when the deck holds no card of the Faction", () => {
    const { actor } = start({
      faction: "SYN",
      deck: { mode: "app", order: ["U"] },
      drawnThisLoop: [],
    });
    expect(actor.getSnapshot().output).toEqual({ error: "the deck holds no SYN card" });
  });

  it("physical mode waits for the card, refuses another Faction's card and stays waiting", () => {
    const { actor, scope } = start({
      faction: "26J",
      deck: { mode: "physical", drawn: ["G"] },
      drawnThisLoop: ["G"],
    });
    expect(actor.getSnapshot().hasTag("awaiting")).toBe(true);
    expect(pendingRequest(actor)).toEqual({
      kind: "card",
      faction: "26J",
      purpose: "Draw a 26July Calixto card (top card to the bottom first)",
      rule: "C8.5.3",
    });
    actor.send({ type: "card.drawn", card: "N", source: "physical" });
    expect(actor.getSnapshot().hasTag("awaiting")).toBe(true);
    expect(actor.getSnapshot().context.rejection).toMatch(/^card N is a SYN card/);
    actor.send({ type: "card.drawn", card: "G", source: "physical" });
    expect(actor.getSnapshot().context.rejection).toMatch(/^card G was already drawn/);
    actor.send({ type: "card.drawn", card: "M", source: "physical" });
    expect(actor.getSnapshot().output).toEqual({
      card: "M",
      deck: { mode: "physical", drawn: ["G", "M"] },
      drawnThisLoop: ["G", "M"],
    });
    expect(scope.trace.map((t) => t.kind)).toEqual(["note", "note", "cardDrawn"]);
  });

  it("can be driven headless with scripted physical cards", () => {
    const { actor } = start({
      faction: "DR",
      deck: { mode: "physical", drawn: [] },
      drawnThisLoop: [],
    });
    const given = driveToEnd(actor, scriptedAnswerer({ cards: ["U", "C"] }));
    expect(given).toHaveLength(2);
    expect(actor.getSnapshot().output).toMatchObject({ card: "C" });
  });
});
