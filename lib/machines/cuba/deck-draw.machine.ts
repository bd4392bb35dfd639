import { assign, setup } from "xstate";
import { FACTION_NAME } from "@/data/cuba/pieces";
import {
  DECK_RULE,
  type DeckState,
  type Draw,
  drawFor,
  drawRecord,
  exhaustedRecord,
  isExhausted,
  validatePhysicalDraw,
} from "@/lib/engine/cuba/calixto/deck";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { CardId, InputEvent, Request } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { AWAITING } from "../core/awaiting";
import { recordNote } from "./scope";

/**
 * One Calixto draw for a Faction (C8.5.3). App mode draws from the deck order (bottom-first,
 * then cycling); physical mode waits for the player to name the card and rejects a card the
 * search cannot reach (another Faction's, or one already drawn in this search), staying in
 * the waiting state. When every card of the Faction was drawn in this search, it ends with
 * `exhausted` so the caller moves on in the Eligibility table (C8.5.3 loops).
 */
export interface DeckDrawInput {
  scope: TurnScope;
  faction: Faction;
  /** App mode: the whole order; physical mode: `{ mode: "physical", drawn }`. */
  deck: DeckState;
  /** Cards of this Faction already drawn in the current search. */
  drawnThisLoop: CardId[];
}

export type DeckDrawOutput =
  | { card: CardId; deck: DeckState; drawnThisLoop: CardId[] }
  | { exhausted: true; drawnThisLoop: CardId[] }
  | { error: string };

interface Context extends DeckDrawInput {
  request?: Request;
  /** Why the last named card was refused (physical mode), for the UI. */
  rejection?: string;
  output?: DeckDrawOutput;
}

const accepted = (ctx: Context, d: Draw): DeckDrawOutput => ({
  card: d.card,
  deck: d.deck,
  drawnThisLoop: [...ctx.drawnThisLoop, d.card],
});

export const deckDrawMachine = setup({
  types: {
    context: {} as Context,
    events: {} as InputEvent,
    input: {} as DeckDrawInput,
    output: {} as DeckDrawOutput,
  },
  guards: {
    isExhausted: ({ context }) => isExhausted(context.faction, context.drawnThisLoop),
    isPhysical: ({ context }) => context.deck.mode === "physical",
    isNamedCardValid: ({ context, event }) =>
      event.type === "card.drawn" &&
      validatePhysicalDraw(event.card, context.faction, context.drawnThisLoop).ok,
    hasOutput: ({ context }) => context.output !== undefined && "card" in context.output,
  },
  actions: {
    // Scope writes go through assign so they keep their order within one step.
    recordExhausted: assign(({ context }) => {
      recordNote(context.scope, exhaustedRecord(context.faction, context.drawnThisLoop));
      return {};
    }),
    exhaust: assign(({ context }) => ({
      output: { exhausted: true as const, drawnThisLoop: context.drawnThisLoop },
    })),
    drawFromDeck: assign(({ context }) => {
      const r = drawFor(context.deck, context.faction);
      if (!r.ok) return { output: { error: r.errors.map((e) => e.reason).join("; ") } };
      recordNote(context.scope, drawRecord(context.faction, r.value, "deck"));
      return { output: accepted(context, r.value) };
    }),
    askForCard: assign(({ context }) => ({
      request: {
        kind: "card" as const,
        faction: context.faction,
        purpose: `Draw a ${FACTION_NAME[context.faction]} Calixto card (top card to the bottom first)`,
        rule: DECK_RULE,
      },
    })),
    acceptNamedCard: assign(({ context, event }) => {
      if (event.type !== "card.drawn") return {};
      const drawn = [...context.drawnThisLoop, event.card];
      recordNote(
        context.scope,
        drawRecord(context.faction, { card: event.card, movedToBottom: [] }, "physical"),
      );
      return {
        rejection: undefined,
        output: {
          card: event.card,
          deck: { mode: "physical" as const, drawn },
          drawnThisLoop: drawn,
        },
      };
    }),
    rejectNamedCard: assign(({ context, event }) => {
      if (event.type !== "card.drawn") return {};
      const r = validatePhysicalDraw(event.card, context.faction, context.drawnThisLoop);
      const reason = r.ok ? "" : r.errors.map((e) => e.reason).join("; ");
      recordNote(context.scope, { kind: "note", rule: DECK_RULE, text: `Card refused: ${reason}` });
      return { rejection: reason };
    }),
  },
}).createMachine({
  id: "deckDraw",
  context: ({ input }) => ({ ...input }),
  initial: "start",
  states: {
    start: {
      always: [
        { guard: "isExhausted", target: "exhausted", actions: ["recordExhausted", "exhaust"] },
        { guard: "isPhysical", target: "awaitingCard" },
        { target: "drawing" },
      ],
    },
    drawing: {
      entry: "drawFromDeck",
      always: [{ guard: "hasOutput", target: "drawn" }, { target: "failed" }],
    },
    awaitingCard: {
      tags: [AWAITING],
      entry: "askForCard",
      on: {
        "card.drawn": [
          { guard: "isNamedCardValid", target: "drawn", actions: "acceptNamedCard" },
          { actions: "rejectNamedCard" },
        ],
      },
    },
    drawn: { type: "final" },
    exhausted: { type: "final" },
    failed: { type: "final" },
  },
  output: ({ context }) => context.output ?? { error: "no draw was made" },
});
