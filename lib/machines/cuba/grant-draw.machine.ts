import { assign, setup } from "xstate";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { actionsWords, actionWords } from "@/lib/engine/cuba/calixto/action-words";
import type { DeckState } from "@/lib/engine/cuba/calixto/deck";
import { type GrantMatch, grantMatch } from "@/lib/engine/cuba/calixto/events";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import { type CardId, COLUMN_LABEL, type InputEvent } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { type DeckDrawOutput, deckDrawMachine } from "./deck-draw.machine";
import { recordNote, scopeWrite } from "./scope";

/**
 * An Event names the Operations or SAs it allows (C8.5.5): draw Calixto cards for the Faction
 * until one shows a matching Operation box or SA entry on either side. Every draw goes through
 * the deck-draw machine, so physical-deck mode asks for each card. When every card of the
 * Faction was drawn without a match, the search ends without one and the player decides.
 */
export interface GrantDrawInput {
  scope: TurnScope;
  faction: Faction;
  deck: DeckState;
  grants: string[];
}

export interface GrantDrawOutput {
  match: (GrantMatch & { card: CardId }) | null;
  deck: DeckState;
}

interface Ctx {
  input: GrantDrawInput;
  deck: DeckState;
  drawnThisLoop: CardId[];
  match: (GrantMatch & { card: CardId }) | null;
  last: CardId | null;
}

const drawOut = (e: unknown) => (e as { output: DeckDrawOutput }).output;

export const grantDrawMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as GrantDrawInput,
    output: {} as GrantDrawOutput,
    events: {} as InputEvent,
  },
  actors: { deckDraw: deckDrawMachine },
  guards: {
    drewCard: ({ event }) => "card" in drawOut(event),
    matched: ({ context }) => context.match !== null,
  },
  actions: {
    takeCard: assign(({ context, event }) => {
      const out = drawOut(event);
      if (!("card" in out)) return {};
      const { scope, faction, grants } = context.input;
      const m = grantMatch(out.card, faction, grants, scope.options);
      recordNote(scope, {
        kind: "note",
        rule: "C8.5.5",
        text: m
          ? `Card ${out.card} shows ${actionWords(m.action)}${m.side === out.card ? "" : ` on its back (${m.side})`}${m.columns.length ? `: select spaces by ${m.columns.map((c) => COLUMN_LABEL[c]).join(", ")}` : ""}`
          : `Card ${out.card} has no ${actionsWords(grants, "or")} on either side: draw again`,
      });
      return {
        deck: out.deck,
        drawnThisLoop: out.drawnThisLoop,
        last: out.card,
        match: m ? { ...m, card: out.card } : null,
      };
    }),
    noMatch: assign(
      scopeWrite(({ context, event }: { context: Ctx; event: unknown }) => {
        const out = drawOut(event);
        const { scope, faction, grants } = context.input;
        recordNote(scope, {
          kind: "note",
          rule: "C8.5.5",
          text:
            "error" in out
              ? `Calixto draw failed: ${out.error}`
              : `No ${FACTION_NAME[faction]} card shows ${actionsWords(grants, "or")}: carry out the Event by the side's columns`,
        });
      }),
    ),
  },
}).createMachine({
  id: "grantDraw",
  context: ({ input }) => ({
    input,
    deck: input.deck,
    drawnThisLoop: [],
    match: null,
    last: null,
  }),
  initial: "drawing",
  states: {
    drawing: {
      invoke: {
        src: "deckDraw",
        input: ({ context }) => ({
          scope: context.input.scope,
          faction: context.input.faction,
          deck: context.deck,
          drawnThisLoop: context.drawnThisLoop,
        }),
        onDone: [
          { guard: "drewCard", target: "checking", actions: "takeCard" },
          { target: "done", actions: "noMatch" },
        ],
      },
    },
    // The deck-draw machine ends `exhausted` once every card of the Faction was drawn, so this
    // loop is bounded by the Faction's six cards.
    checking: { always: [{ guard: "matched", target: "done" }, { target: "drawing" }] },
    done: { type: "final" },
  },
  output: ({ context }) => ({ match: context.match, deck: context.deck }),
});
