"use client";

import { useEffect, useId, useState } from "react";
import type { DiceSource } from "@/lib/engine/core/dice";
import type { CardId, Request } from "@/lib/engine/cuba/calixto/types";
import { searchFaction } from "@/lib/ui/card-search";
import { readableIds } from "@/lib/ui/labels";
import { factionName, listNames } from "@/lib/ui/names";
import { ChanceDefault } from "./chance-default";
import { RuleLink } from "./rule-link";
import { BUTTON, INPUT, MUTED, PANEL, PRIMARY } from "./styles";

export type CardRequest = Extract<Request, { kind: "card" }>;

export interface CardDrawPanelProps {
  request: CardRequest | null;
  /** Game-level default: the app's deck, or the player's physical Calixto deck. */
  mode: DiceSource;
  onModeChange?: (mode: DiceSource) => void;
  /** Draw from the app deck (C8.5.3 draw procedure run by the app). */
  onDraw: () => void;
  /** The card the player drew from the physical deck. */
  onCard: (card: CardId) => void;
  /** The draw just made: the card and the cards moved to the bottom before it. */
  lastDraw?: { card: CardId; movedToBottom: readonly CardId[] } | null;
  /** Optional short descriptions to search by ("Sweep", "Train"). */
  summaries?: Partial<Record<CardId, string>>;
}

/** A Calixto card draw (C8.5.3), from the app deck or from the table. */
export function CardDrawPanel({
  request,
  mode,
  onModeChange,
  onDraw,
  onCard,
  lastDraw,
  summaries,
}: CardDrawPanelProps) {
  const [query, setQuery] = useState("");
  const id = useId();
  const asked = request ? `${request.faction}|${request.purpose}` : "";
  useEffect(() => {
    if (asked) setQuery("");
  }, [asked]);

  const search = request ? searchFaction(request.faction, query, summaries) : null;
  const pick = (card: CardId) => {
    setQuery("");
    onCard(card);
  };

  return (
    <section aria-labelledby={`${id}-h`} className={PANEL}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={`${id}-h`} className="text-base font-semibold">
          {!request
            ? "No card needed right now"
            : mode === "physical"
              ? "Which card did you draw?"
              : `Draw a ${factionName(request.faction)} Calixto card`}
        </h3>
        {request ? <RuleLink rule={request.rule} /> : null}
      </div>
      {request ? <p className={`mt-1 text-sm ${MUTED}`}>{readableIds(request.purpose)}</p> : null}

      {request && mode === "app" ? (
        <div className="mt-3">
          <button type="button" className={PRIMARY} onClick={onDraw}>
            Draw from the app deck
          </button>
        </div>
      ) : null}

      {request && mode === "physical" && search ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm">
            Move the top card to the bottom, then keep going until a {factionName(request.faction)}{" "}
            card is on top. Which letter is it?
          </p>
          {/* The search and the letters share a row, so the whole choice fits the short
              request box of a tablet (C8.5.3: the player names the card drawn). */}
          <div className="flex flex-wrap items-end gap-2">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (search.ok && search.cards.length === 1) pick(search.cards[0]);
              }}
            >
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-q`} className="text-sm">
                  Search by letter{summaries ? " or Operation" : ""}
                </label>
                <input
                  id={`${id}-q`}
                  className={`${INPUT} w-40`}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  aria-describedby={`${id}-msg`}
                  autoComplete="off"
                />
              </div>
            </form>
            <ul
              className="flex flex-wrap gap-2"
              aria-label={`${factionName(request.faction)} cards`}
            >
              {(search.ok ? search.cards : []).map((card) => (
                <li key={card}>
                  <button type="button" className={`${BUTTON} min-w-11`} onClick={() => pick(card)}>
                    <span className="text-lg font-bold">{card}</span>
                    {summaries?.[card] ? (
                      <span className={`text-xs ${MUTED}`}>{summaries[card]}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <p
            id={`${id}-msg`}
            role="alert"
            className="text-sm font-medium text-red-700 dark:text-red-400"
          >
            {search.ok ? "" : search.message}
          </p>
        </div>
      ) : null}

      <p role="status" aria-live="polite" className="mt-3 text-sm font-medium">
        {lastDraw
          ? `Drew ${lastDraw.card}.${
              lastDraw.movedToBottom.length
                ? ` Moved to the bottom first: ${listNames(lastDraw.movedToBottom)}.`
                : ""
            }`
          : ""}
      </p>
      {onModeChange ? (
        <ChanceDefault
          legend="Calixto cards in this game"
          mode={mode}
          onChange={onModeChange}
          appLabel="The app's deck"
          physicalLabel="My physical deck"
        />
      ) : null}
    </section>
  );
}
