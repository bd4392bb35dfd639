"use client";
import { EVENT_CARDS } from "@/data/cuba/events";
import type { CapabilityInPlay, GameBoard } from "@/lib/engine/cuba/types";
import { buttonClass, errorClass, headingClass, panelClass } from "../ui/styles";
import { CardPicker, cardLine } from "./card-picker";
import { FACTION_NAME } from "./labels";
import { type Commit, useBoardEdit } from "./use-board-edit";

const CAPABILITY = new Map(EVENT_CARDS.filter((c) => c.capability).map((c) => [c.id, c]));
const MOMENTUM = new Set(EVENT_CARDS.filter((c) => c.momentum).map((c) => c.id));

/**
 * The current and next card (2.2), and the Capabilities (5.3) and Momentum cards (5.4) in play,
 * picked from the card list.
 */
export function CardsPanel({ board, commit }: { board: GameBoard; commit: Commit }) {
  const { edit, errorFor } = useBoardEdit(board, commit);
  const setCaps = (value: CapabilityInPlay[]) =>
    edit("capabilities", [{ kind: "capabilities", value }]);
  const setMomentum = (value: number[]) => edit("momentum", [{ kind: "momentum", value }]);
  return (
    <section aria-labelledby="cards-heading" className={`${panelClass} flex flex-col gap-3`}>
      <h2 id="cards-heading" className={headingClass}>
        Cards
      </h2>
      <CardPicker
        label="Current card"
        value={board.currentCard}
        onPick={(v) => edit("currentCard", [{ kind: "currentCard", value: v }])}
        error={errorFor("currentCard")}
      />
      <CardPicker
        label="Next card"
        value={board.nextCard}
        onPick={(v) => edit("nextCard", [{ kind: "nextCard", value: v }])}
        error={errorFor("nextCard")}
      />

      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium">Capabilities in play (5.3)</h3>
        <ul className="flex flex-col gap-0.5 text-sm">
          {board.capabilities.length === 0 && (
            <li className="text-stone-600 dark:text-stone-400">none</li>
          )}
          {board.capabilities.map((c) => (
            <li key={c.card} className="flex items-center justify-between gap-2">
              <span>
                {cardLine(c.card)} · {c.side} (
                {FACTION_NAME[CAPABILITY.get(c.card)?.capability?.faction ?? "GOV"]})
              </span>
              <button
                type="button"
                className={buttonClass("ghost")}
                onClick={() => setCaps(board.capabilities.filter((x) => x.card !== c.card))}
                aria-label={`Remove Capability ${c.card}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <CardPicker
          label="Add a Capability"
          value={null}
          filter={(id) => CAPABILITY.has(id)}
          onPick={(id) => {
            const cap = id === null ? undefined : CAPABILITY.get(id)?.capability;
            if (id !== null && cap)
              void setCaps([...board.capabilities, { card: id, side: cap.side }]);
          }}
        />
        {errorFor("capabilities") && (
          <p role="alert" className={errorClass}>
            {errorFor("capabilities")}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium">Momentum in play (5.4)</h3>
        <ul className="flex flex-col gap-0.5 text-sm">
          {board.momentum.length === 0 && (
            <li className="text-stone-600 dark:text-stone-400">none</li>
          )}
          {board.momentum.map((m) => (
            <li key={m} className="flex items-center justify-between gap-2">
              <span>{cardLine(m)}</span>
              <button
                type="button"
                className={buttonClass("ghost")}
                onClick={() => setMomentum(board.momentum.filter((x) => x !== m))}
                aria-label={`Remove Momentum ${m}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <CardPicker
          label="Add a Momentum card"
          value={null}
          filter={(id) => MOMENTUM.has(id)}
          onPick={(id) => {
            if (id !== null) void setMomentum([...board.momentum, id]);
          }}
        />
        {errorFor("momentum") && (
          <p role="alert" className={errorClass}>
            {errorFor("momentum")}
          </p>
        )}
      </div>
    </section>
  );
}
