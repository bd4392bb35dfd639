"use client";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { DicePanel, QuestionPanel, RuleLink } from "@/app/_components/turn";
import { BUTTON, MUTED, PANEL, PRIMARY } from "@/app/_components/turn/styles";
import type { DiceSource } from "@/lib/engine/core/dice";
import type { PlayerAnswer } from "@/lib/engine/cuba/calixto/events/program/player";
import type { GameState } from "@/lib/engine/cuba/game";
import { appRollForEvent, previewPlayerEvent } from "@/lib/engine/cuba/game/player-event";
import type { EventSide, Faction } from "@/lib/engine/cuba/types";

/**
 * "Apply this Event for me" (5.1): the app asks, one at a time, every choice the Event's text
 * leaves to the player (only legal options are offered), dice typed in or rolled by the app
 * from the game's generator; then it shows every change before "Apply" writes one log entry.
 */
export function OwnEventPanel({
  state,
  faction,
  side,
  busy,
  onApply,
  onClose,
}: {
  state: GameState;
  faction: Faction;
  side: EventSide;
  busy: boolean;
  onApply: (answers: PlayerAnswer[]) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [answers, setAnswers] = useState<PlayerAnswer[]>([]);
  const [diceMode, setDiceMode] = useState<DiceSource>(state.setup.dice);
  const result = useMemo(
    () => previewPlayerEvent(state, faction, side, answers),
    [state, faction, side, answers],
  );
  const step = useRef<HTMLDivElement>(null);
  // Each new question takes the keyboard at its first choice (the dice panel focuses itself).
  useEffect(() => {
    if (answers.length === 0) return;
    step.current?.querySelector<HTMLElement>("ul button, [data-first]")?.focus();
  }, [answers.length]);
  const give = (a: PlayerAnswer) => setAnswers([...answers, a]);
  const back = (
    <button
      type="button"
      className={BUTTON}
      onClick={() => setAnswers(answers.slice(0, -1))}
      disabled={answers.length === 0}
    >
      Back
    </button>
  );
  const answered = result.kind === "error" ? [] : result.answered;
  return (
    <section aria-labelledby={`${id}-h`} className={`${PANEL} mt-2 space-y-3`}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={`${id}-h`} className="text-base font-semibold">
          Apply this Event for me
        </h3>
        <RuleLink rule="5.1" />
      </div>
      {answered.length > 0 && (
        <ol aria-label="Your answers" className={`list-decimal pl-5 text-sm ${MUTED}`}>
          {answered.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: answers are a list in order
            <li key={i}>
              {a.question} → {a.answer}
            </li>
          ))}
        </ol>
      )}
      <div ref={step}>
        {result.kind === "error" && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {result.errors.map((e) => e.reason).join("; ")}
          </p>
        )}
        {result.kind === "need" && result.question.kind === "choice" && (
          <QuestionPanel
            request={{
              kind: "question",
              id: `own-event-${answers.length}`,
              text: result.question.text,
              options: result.question.options,
              rule: result.question.rule,
            }}
            onAnswer={(value) => give({ kind: "choice", value })}
          />
        )}
        {result.kind === "need" && result.question.kind === "dice" && (
          <DicePanel
            request={{
              kind: "dice",
              spec: result.question.spec,
              purpose: result.question.text,
              faction,
              rule: result.question.rule,
            }}
            mode={diceMode}
            onModeChange={setDiceMode}
            onRoll={() =>
              result.question.kind === "dice" &&
              give(appRollForEvent(state, answers, result.question.spec))
            }
            onFaces={(faces) => give({ kind: "dice", faces, source: "physical" })}
          />
        )}
        {result.kind === "done" && (
          <div className="space-y-2 text-sm">
            {result.changes.length ? (
              <>
                <p className="font-medium">Apply makes these changes on the map:</p>
                <ul aria-label="Changes on the table" className="list-disc pl-5">
                  {result.changes.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: changes are a list in order
                    <li key={i}>{c.text}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="font-medium">This Event changes no piece, marker or track.</p>
            )}
            {result.notes.length > 0 && (
              <ul aria-label="Skipped" className={`list-disc pl-5 ${MUTED}`}>
                {result.notes.map((n, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: notes are a list in order
                  <li key={i}>{n}</li>
                ))}
              </ul>
            )}
            {result.grants.length > 0 && (
              <>
                <p className="font-medium">Yours to do at the table afterwards:</p>
                <ul aria-label="Actions the Event allows" className="list-disc pl-5">
                  {result.grants.map((g) => (
                    <li key={g}>{g}</li>
                  ))}
                </ul>
              </>
            )}
            {result.changes.length > 0 && (
              <p className={MUTED}>Make the same changes at the table. Undo takes them all back.</p>
            )}
            <button
              type="button"
              data-first
              className={PRIMARY}
              disabled={busy}
              onClick={() => onApply(answers)}
            >
              Apply
            </button>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {back}
        <button type="button" className={BUTTON} onClick={onClose}>
          I'll apply it myself
        </button>
      </div>
    </section>
  );
}
