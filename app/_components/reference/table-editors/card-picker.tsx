"use client";

import { useId, useState } from "react";
import { INPUT, MUTED } from "@/app/_components/turn/styles";
import { cardTitle, searchCards } from "@/data/cuba/events";

/**
 * Pick one Event card among `cards` by number or title: a search box, then the matches in a
 * select. Returns the card shown (the first match when the last pick is filtered out).
 */
export function useCardPicker(cards: readonly number[]) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [picked, setPicked] = useState<number | null>(null);
  const matches = searchCards(query).filter((n) => cards.includes(n));
  const card = picked !== null && matches.includes(picked) ? picked : (matches[0] ?? null);
  const picker = (
    <div className="flex flex-wrap items-end gap-3 text-sm">
      <span className="flex flex-col">
        <label htmlFor={`${id}-q`}>Find a card (number or title)</label>
        <input
          id={`${id}-q`}
          type="search"
          className={`${INPUT} w-64`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </span>
      <span className="flex flex-col">
        <label htmlFor={`${id}-c`}>Card</label>
        <select
          id={`${id}-c`}
          className={`${INPUT} w-72 max-w-full`}
          value={card ?? ""}
          disabled={matches.length === 0}
          onChange={(e) => setPicked(Number(e.target.value))}
        >
          {matches.map((n) => (
            <option key={n} value={n}>
              #{n} {cardTitle(n)}
            </option>
          ))}
        </select>
      </span>
      {matches.length === 0 && <p className={MUTED}>No card matches.</p>}
    </div>
  );
  return { card, picker, pick: setPicked, clear: () => setQuery("") };
}
