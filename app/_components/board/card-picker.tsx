"use client";
import { useId, useState } from "react";
import { cardTitle, eventCard, isPropaganda, searchCards } from "@/data/cuba/events";
import { buttonClass, errorClass, inputClass } from "../ui/styles";
import { FACTION_SHORT } from "./labels";

export function cardLine(id: number | null): string {
  if (id === null) return "none";
  const c = eventCard(id);
  const order = c ? ` · ${c.order.map((f) => FACTION_SHORT[f]).join(" ")}` : "";
  return `#${id} ${cardTitle(id)}${order}`;
}

/** Pick a card by number or by title (accents and case ignored), as printed on the card. */
export function CardPicker({
  label,
  value,
  onPick,
  error,
  filter,
}: {
  label: string;
  value: number | null;
  onPick: (id: number | null) => void;
  error?: string;
  /** Only these cards can be picked (e.g. Capability cards). */
  filter?: (id: number) => boolean;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const hits = query.trim()
    ? searchCards(query)
        .filter((c) => !filter || filter(c))
        .slice(0, 8)
    : [];
  return (
    <div className="flex flex-col gap-1 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <span data-testid={`card-${label}`} className="truncate">
          {cardLine(value)}
          {value !== null && isPropaganda(value) ? " (Propaganda)" : ""}
        </span>
      </div>
      <div className="flex gap-1">
        <input
          type="search"
          className={`${inputClass} min-w-0 flex-1`}
          aria-label={`Find the ${label.toLowerCase()} by number or title`}
          placeholder="Number or title"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && hits.length > 0) {
              e.preventDefault();
              onPick(hits[0]);
              setQuery("");
            }
          }}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {value !== null && (
          <button
            type="button"
            className={buttonClass("ghost")}
            onClick={() => onPick(null)}
            aria-label={`Clear the ${label.toLowerCase()}`}
          >
            Clear
          </button>
        )}
      </div>
      {hits.length > 0 && (
        <ul aria-label={`Cards matching ${query}`} className="flex flex-col gap-0.5">
          {hits.map((c) => (
            <li key={c}>
              <button
                type="button"
                className={`${buttonClass("ghost")} w-full justify-start`}
                onClick={() => {
                  onPick(c);
                  setQuery("");
                }}
              >
                {cardLine(c)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.trim() && hits.length === 0 && (
        <p className="text-stone-600 dark:text-stone-400">No card matches “{query}”.</p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
