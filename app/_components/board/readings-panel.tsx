"use client";
import { useState } from "react";
import type { Result } from "@/lib/engine/core/result";
import { CONFLICTS, type ConflictInfo } from "@/lib/engine/cuba/calixto/conflicts";
import type { GameState } from "@/lib/engine/cuba/game";
import { readingsOf, turnOf } from "@/lib/engine/cuba/game/turns";
import { correctionsUnder } from "@/lib/ui/readings-corrections";
import { refWords, sourceWords } from "@/lib/ui/source-words";
import { usePlayerCorrections } from "../reference/use-corrections";
import { errorClass, headingClass, panelClass } from "../ui/styles";
import { reasons } from "./use-board-edit";

type Reading = "recommended" | "alternative";

const AREAS = [...new Set(CONFLICTS.map((c) => c.area))];

/**
 * The disputed readings (the reference's CONFLICT marks and our INF choices): each question with
 * the reading the app follows and the other one, switchable for the rest of the game. A switch
 * is a logged entry, so undo takes it back; it is refused while a turn is in progress.
 */
export function ReadingsPanel({
  state,
  turnOn,
  onSet,
}: {
  state: GameState;
  turnOn: boolean;
  onSet: (id: string, value: Reading) => Promise<Result<unknown>>;
}) {
  const current = readingsOf(state);
  const [error, setError] = useState<string | null>(null);
  const changed = CONFLICTS.filter((c) => current[c.id] === "alternative").length;
  const mine = usePlayerCorrections();
  const corrected = mine.data.corrected;
  const inTurn = turnOf(state)?.corrections?.length ?? 0;

  const choose = async (c: ConflictInfo, value: Reading) => {
    const r = await onSet(c.id, value);
    setError(r.ok ? null : reasons(r.errors));
  };

  return (
    <section aria-labelledby="readings-heading" className={`${panelClass} text-sm`}>
      <h2 id="readings-heading" className={headingClass}>
        Disputed readings
      </h2>
      <p className="mt-1 text-stone-600 dark:text-stone-400">
        Where our sources for the Calixto cards and aid sheets disagree, the app follows the
        recommended reading. If your copy says otherwise, switch it here: it applies from the next
        turn on and is kept in the game log.{" "}
        {changed ? `${changed} switched in this game.` : "All recommended in this game."}
      </p>
      <p className="mt-2 text-stone-600 dark:text-stone-400" data-testid="corrections-precedence">
        {corrected.size
          ? `Your own corrections of the cards and aid sheets (${corrected.size}, kept for all your games) are read from the next turn you start${turnOn ? `; the turn in progress runs with the ${inTurn} it began with` : ""}. `
          : "You have no corrections of your own. "}
        Where a switch below touches an entry you corrected, this game&apos;s switch wins in this
        game while it is on the alternative; on the recommended reading, your correction is read.{" "}
        <a
          href="/rules/calixto/cards"
          className="text-blue-800 underline underline-offset-2 dark:text-sky-300"
        >
          Your corrections
        </a>
      </p>
      {turnOn && (
        <p className="mt-2 font-medium text-amber-800 dark:text-amber-300">
          A turn is in progress: confirm or cancel it before switching a reading.
        </p>
      )}
      {error && (
        <p role="alert" className={`mt-2 ${errorClass}`}>
          {error}
        </p>
      )}
      {AREAS.map((area) => {
        const inArea = CONFLICTS.filter((c) => c.area === area);
        const switched = inArea.filter((c) => current[c.id] === "alternative").length;
        return (
          <details key={area} className="mt-3" open={switched > 0}>
            <summary className="cursor-pointer font-semibold">
              {area}{" "}
              <span className="font-normal text-stone-600 dark:text-stone-400">
                ({inArea.length}
                {switched ? `, ${switched} switched` : ""})
              </span>
            </summary>
            {area === "Calixto cards" && (
              <p className="mt-1">
                <a
                  href="/rules/calixto/cards"
                  target="_blank"
                  rel="noopener"
                  className="text-blue-800 underline underline-offset-2 dark:text-sky-300"
                >
                  See both readings drawn on the cards
                </a>{" "}
                (opens a new tab).
              </p>
            )}
            <ul className="mt-1 flex flex-col gap-2">
              {inArea.map((c) => {
                const value: Reading = current[c.id] ?? "recommended";
                return (
                  <li
                    key={c.id}
                    className="rounded-md border border-stone-200 p-2 dark:border-stone-700"
                  >
                    <fieldset disabled={turnOn}>
                      <legend className="font-medium">{sourceWords(c.label)}</legend>
                      {(["recommended", "alternative"] as const).map((v) => (
                        <label key={v} className="mt-1 flex items-start gap-2">
                          <input
                            type="radio"
                            name={`reading-${c.id}`}
                            className="mt-1"
                            checked={value === v}
                            onChange={() => void choose(c, v)}
                          />
                          <span>
                            <span className="font-medium">
                              {v === "recommended" ? "Recommended" : "Alternative"}:
                            </span>{" "}
                            {sourceWords(v === "recommended" ? c.recommended : c.alternative)}
                          </span>
                        </label>
                      ))}
                      <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
                        Source: {refWords(c.ref)}
                      </p>
                      {correctionsUnder(c.id, corrected).map((words) => (
                        <p key={words} className="mt-1 text-amber-800 dark:text-amber-300">
                          {value === "alternative"
                            ? `This game's switch wins over your correction: ${words}.`
                            : `Your correction is read here: ${words}.`}
                        </p>
                      ))}
                    </fieldset>
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
    </section>
  );
}
