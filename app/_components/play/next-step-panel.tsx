"use client";
import { useState } from "react";
import { RuleLink } from "@/app/_components/turn/rule-link";
import { MUTED, PANEL, PRIMARY } from "@/app/_components/turn/styles";
import { cardTitle, isPropaganda } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { Result } from "@/lib/engine/core/result";
import { victoryMargins } from "@/lib/engine/cuba/board/board";
import { nextEligibility } from "@/lib/engine/cuba/calixto/eligibility/next";
import type { PlayerAnswer } from "@/lib/engine/cuba/calixto/events/program/player";
import type { GameState } from "@/lib/engine/cuba/game";
import type { OperationDice } from "@/lib/engine/cuba/game/player-operation";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { type CardAction, type EventSide, FACTIONS } from "@/lib/engine/cuba/types";
import type { NextStep } from "@/lib/machines/cuba/session";
import { nextEligibilityText } from "@/lib/ui/eligibility-text";
import { CardPicker } from "../board/card-picker";
import { lazyPanel } from "../ui/lazy-panel";

// A granted action's panel loads when one is granted: it stays out of the first load.
const GrantPanel = lazyPanel(
  () => import("./grant-panel").then((m) => m.GrantPanel),
  () => <p role="status">Loading the granted action…</p>,
);

// The player's action form loads when the player's turn comes up: it stays out of the first load.
const PlayerActionForm = lazyPanel(
  () => import("./player-action-form").then((m) => m.PlayerActionForm),
  // Busy: the play panel waits for the form before it moves focus (focus-landing.ts).
  () => (
    <p role="status" aria-busy="true">
      Loading the action form…
    </p>
  ),
);

export interface NextStepPanelProps {
  state: GameState;
  next: NextStep;
  busy: boolean;
  onBeginNp: () => void;
  onBeginPropaganda: () => void;
  onNextCard: (revealed: number | null) => void;
  onPlayerAction: (action: CardAction, note: string, side?: EventSide) => void;
  /** The app applies the player's own Event from their answers (5.1). */
  onApplyEvent?: (side: EventSide, answers: PlayerAnswer[], note: string) => void;
  onSetCard: (which: "currentCard" | "nextCard", card: number | null) => void;
  /** The app checks and applies the player's own Operation and SA (one log entry). */
  onApplyOperation?: (action: PlayerAction, dice: OperationDice | undefined, note: string) => void;
  onRollOperation?: (count: number) => Promise<Result<number[]>>;
  /** The action the player's Event granted (5.1): carried out, or declined. */
  onApplyGrant?: (action: PlayerAction, dice: OperationDice | undefined) => void;
  onDeclineGrant?: () => void;
}

/** What the table does next (2.3, 6.0), with the one button that does it. */
export function NextStepPanel({
  state,
  next,
  busy,
  onBeginNp,
  onBeginPropaganda,
  onNextCard,
  onPlayerAction,
  onApplyEvent,
  onSetCard,
  onApplyOperation,
  onRollOperation,
  onApplyGrant,
  onDeclineGrant,
}: NextStepPanelProps) {
  const [revealed, setRevealed] = useState<number | null>(null);
  const board = state.board;
  const cards = (
    <p className={`text-sm ${MUTED}`}>
      In play:{" "}
      {board.currentCard === null
        ? "no card"
        : `#${board.currentCard} ${cardTitle(board.currentCard)}`}{" "}
      · next:{" "}
      {board.nextCard === null ? "not revealed" : `#${board.nextCard} ${cardTitle(board.nextCard)}`}
    </p>
  );
  switch (next.kind) {
    case "noCard":
      return (
        <section className={PANEL} aria-label="Start play">
          <h2 className="text-lg font-semibold">Which card is in play?</h2>
          <p className={`text-sm ${MUTED}`}>
            Reveal the top card of your Event deck and the next one (2.2), then enter both.
          </p>
          <div className="mt-2 grid gap-2">
            <CardPicker
              label="Card in play"
              value={board.currentCard}
              onPick={(c) => onSetCard("currentCard", c)}
            />
            <CardPicker
              label="Next card"
              value={board.nextCard}
              onPick={(c) => onSetCard("nextCard", c)}
            />
          </div>
        </section>
      );
    case "np":
      return (
        <section className={PANEL} aria-label="Next action">
          {cards}
          <p className="mt-1">
            <strong>{FACTION_NAME[next.faction]}</strong> is {next.position === 1 ? "1st" : "2nd"}{" "}
            Eligible and run by Calixto. <RuleLink rule="C8.5.2" />
          </p>
          <button
            type="button"
            className={`${PRIMARY} mt-2`}
            disabled={busy}
            onClick={onBeginNp}
            data-landing="target"
          >
            Run the {FACTION_NAME[next.faction]} NP turn
          </button>
        </section>
      );
    case "player":
      return (
        <section className={PANEL} aria-label="Your turn">
          {cards}
          <PlayerActionForm
            state={state}
            faction={next.faction}
            position={next.position}
            busy={busy}
            onRecord={onPlayerAction}
            {...(onApplyEvent ? { onApply: onApplyEvent } : {})}
            {...(onApplyOperation ? { onApplyOperation } : {})}
            {...(onRollOperation ? { onRollOperation } : {})}
          />
        </section>
      );
    case "grant":
      return onApplyGrant && onDeclineGrant ? (
        <GrantPanel
          state={state}
          faction={next.faction}
          busy={busy}
          onApply={onApplyGrant}
          onDecline={onDeclineGrant}
          {...(onRollOperation ? { onRoll: onRollOperation } : {})}
        />
      ) : (
        <p className={MUTED}>Your Event's granted action is due.</p>
      );
    case "cardDone":
      return (
        <section className={PANEL} aria-label="Next card">
          {cards}
          <p className="mt-1">
            This card is done. Playing the next card adjusts Eligibility (2.3.7) and makes #
            {board.nextCard ?? "?"} the card in play. <RuleLink rule="2.3" />
          </p>
          {board.currentCard !== null && !isPropaganda(board.currentCard) && (
            <div className="mt-1 text-sm">
              <p className={MUTED}>Eligibility for the next card (2.3.7):</p>
              <ul className="list-disc pl-5" aria-label="Eligibility for the next card">
                {nextEligibility(board).map((e) => (
                  <li key={e.faction}>{nextEligibilityText(e)}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-2">
            <CardPicker
              label="Card revealed next (from your deck)"
              value={revealed}
              onPick={setRevealed}
            />
          </div>
          <button
            type="button"
            className={`${PRIMARY} mt-2`}
            disabled={busy || board.nextCard === null}
            onClick={() => onNextCard(revealed)}
            data-landing="target"
          >
            Play #{board.nextCard ?? "?"} {board.nextCard === null ? "" : cardTitle(board.nextCard)}
          </button>
        </section>
      );
    case "propaganda":
      return (
        <section className={PANEL} aria-label="Propaganda Round">
          {cards}
          {next.noRound ? (
            <p className="mt-1">
              A second Propaganda card in a row, with no Event card since the last Round: it gets no
              Round.{" "}
              {board.propagandaLeft <= 1
                ? "It is the final one: the game ends and the highest victory margin wins."
                : "Set it aside and play the card showing."}{" "}
              <RuleLink rule="6.0" />
            </p>
          ) : (
            <p className="mt-1">
              A Propaganda card is in play{board.propagandaLeft <= 1 ? ": the final one" : ""}. The
              app runs the NP Factions' parts and tells you what to change.{" "}
              <RuleLink rule="C8.5.9" />
            </p>
          )}
          <button
            type="button"
            className={`${PRIMARY} mt-2`}
            disabled={busy}
            onClick={onBeginPropaganda}
            data-landing="target"
          >
            {!next.noRound
              ? "Run the Propaganda Round"
              : board.propagandaLeft <= 1
                ? "End the game"
                : "Play it with no Round"}
          </button>
          {board.nextCard === null && !isPropaganda(board.currentCard ?? 0) && (
            <p className={MUTED}>Reveal the next card first.</p>
          )}
        </section>
      );
    case "gameOver": {
      const margins = victoryMargins(board);
      return (
        <section className={PANEL} aria-label="Game over">
          <h2 className="text-lg font-semibold">
            Game over: {next.winner ? `${FACTION_NAME[next.winner]} wins` : "no winner"}
          </h2>
          <ul className="mt-2 text-sm">
            {FACTIONS.map((f) => (
              <li key={f}>
                {FACTION_NAME[f]} ({board.roles[f] === "np" ? "NP" : "you"}): margin {margins[f]}
              </li>
            ))}
          </ul>
          <p className={`mt-2 text-sm ${MUTED}`}>
            Victory (7.2, 7.3; solitaire: C8.3). Undo still works if the table disagrees.
          </p>
        </section>
      );
    }
    case "turn":
      // Shown for the moment the turn machines and their card data (the Calixto cards, the Event
      // programs) take to load; the turn itself is in the log, so nothing waits on this.
      return (
        <p role="status" className={MUTED}>
          Loading the card data…
        </p>
      );
  }
}
