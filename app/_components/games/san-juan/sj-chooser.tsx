"use client";
import { useEffect, useRef, useState } from "react";
import {
  attackErrors,
  chooseSjMove,
  holdsBalloon,
  type SideIndex,
  SJ_BY_KEY,
  SJ_CARDS,
  SJ_TYPE_LABEL,
  type SjMove,
  type SjState,
} from "@/lib/engine/cardgames/san-juan";
import { ActionButton } from "../ui";
import type { GameSession } from "../use-game-session";
import { SjCard, sjCardNote } from "./sj-card";

/** Reserve, Attack or Withdrawal: pick cards from the hand, checked as you go. */
export function Chooser({
  session,
  state,
  side,
}: {
  session: GameSession;
  state: SjState;
  side: SideIndex;
}) {
  const [picked, setPicked] = useState<number[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const step = state.step.at;
  const hand = state.hands[side];
  const max = step === "reserve" ? 2 : step === "withdraw" ? 3 : hand.length;
  const problems = step === "attack" ? attackErrors(side, hand, picked) : [];
  const force = picked.reduce((n, id) => n + SJ_CARDS[id].force, 0);
  const toggle = (id: number) =>
    setPicked((cur) =>
      cur.includes(id) ? cur.filter((x) => x !== id) : cur.length < max ? [...cur, id] : cur,
    );
  const keys = picked.map((id) => SJ_CARDS[id].key);
  // A strong suggestion with its reason: the General bot's choice from this side's own view
  // (it sees nothing hidden), in place of the Recruit's "strongest cards" (issue 23).
  const suggestion = chooseSjMove(state, side, "general");
  const suggestedIds =
    suggestion && suggestion.move.type !== "balloon"
      ? suggestion.move.cards.map((k) => SJ_BY_KEY[k])
      : [];
  const send = (move: SjMove) => session.choose(move);
  const title =
    step === "reserve"
      ? "Reserve: pick up to two cards to replace with fresh ones."
      : step === "attack"
        ? side === 0
          ? "Attack: one card of each type, up to two Infantry Units. Your choice stays hidden until the Spanish choose."
          : "Attack: one card of each type, up to two Terrain cards."
        : "Withdrawal: pick up to three cards to discard.";
  return (
    <div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold outline-none"
        data-testid="prompt"
      >
        {title}
      </h2>
      {step === "reserve" && side === 0 && holdsBalloon(state) && (
        <ActionButton
          className="mt-2"
          tone="secondary"
          onClick={() => send({ type: "balloon", seat: side })}
        >
          Send up the Observation balloon: discard it and see the Spanish hand
        </ActionButton>
      )}
      {suggestion && (
        <p className="mt-2 text-sm" data-testid="suggestion">
          <strong>Suggested</strong> (what the General bot would do):{" "}
          {suggestion.move.type === "balloon"
            ? "send up the balloon first."
            : suggestedIds.length
              ? `${suggestedIds.map((id) => SJ_CARDS[id].name).join(", ")}${step === "attack" ? ` (force ${suggestedIds.reduce((n, id) => n + SJ_CARDS[id].force, 0)})` : ""}.`
              : step === "attack"
                ? "no cards."
                : "keep every card."}{" "}
          <span className="text-stone-600 dark:text-stone-300">{suggestion.why}</span>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2" data-testid="choices">
        {hand.map((id) => {
          const on = picked.includes(id);
          const c = SJ_CARDS[id];
          return (
            <button
              key={id}
              type="button"
              aria-pressed={on}
              aria-label={[c.name, SJ_TYPE_LABEL[c.kind], `force ${c.force}`, sjCardNote(id)]
                .filter(Boolean)
                .join(", ")}
              onClick={() => toggle(id)}
              className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
            >
              <SjCard id={id} selected={on} />
            </button>
          );
        })}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {suggestion && suggestion.move.type !== "balloon" && (
          <ActionButton tone="secondary" onClick={() => setPicked(suggestedIds)}>
            Pick the suggested cards
          </ActionButton>
        )}
        {step === "attack" && (
          <span className="text-sm" data-testid="attack-force">
            Force {force}
          </span>
        )}
        <ActionButton
          disabled={problems.length > 0}
          onClick={() =>
            send(
              step === "reserve"
                ? { type: "reserve", seat: side, cards: keys }
                : step === "attack"
                  ? { type: "attack", seat: side, cards: keys }
                  : { type: "withdraw", seat: side, cards: keys },
            )
          }
        >
          {step === "reserve"
            ? picked.length
              ? `Replace ${picked.length} card${picked.length > 1 ? "s" : ""}`
              : "Keep my hand"
            : step === "attack"
              ? `Attack with ${picked.length} card${picked.length === 1 ? "" : "s"}`
              : picked.length
                ? `Withdraw ${picked.length} card${picked.length > 1 ? "s" : ""}`
                : "Keep all my cards"}
        </ActionButton>
        {problems.length > 0 && (
          <span className="text-sm text-rose-700 dark:text-rose-300">{problems[0].reason}</span>
        )}
      </div>
    </div>
  );
}
