"use client";
import { useId, useMemo, useState } from "react";
import { cardTitle } from "@/data/cuba/events";
import type { GameEntry, GameState } from "@/lib/engine/cuba/game";
import { cardStarts, tableBack } from "@/lib/engine/cuba/game/go-back";
import { goBackToCard } from "@/lib/persistence";
import { useDb } from "../db-context";
import { buttonClass, errorClass, headingClass, inputClass } from "../ui/styles";

/**
 * "Go back to before card #28" (issue 20): the game as it stood just before a card was put in
 * play, in ONE logged step that one Undo takes back, with what to change on the table. The
 * list shows the cards put in play, newest first.
 */
export function GoBackToCard({
  gameId,
  entries,
  state,
  onState,
}: {
  gameId: string;
  entries: readonly GameEntry[];
  state: GameState;
  onState?: (s: GameState) => void;
}) {
  const db = useDb();
  const id = useId();
  const starts = useMemo(() => cardStarts(entries).reverse(), [entries]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ card: number; changes: string[] } | null>(null);
  const start = starts.find((s) => s.seq === chosen) ?? starts[0];
  const changes = useMemo(() => (start ? tableBack(state, start.state) : []), [state, start]);
  if (!start) return null;
  const name = `#${start.card} ${cardTitle(start.card)}`;

  const go = async () => {
    setBusy(true);
    setError(null);
    const r = await goBackToCard(db, { id: gameId, seen: state.lastSeq }, start.seq);
    setBusy(false);
    if (!r.ok) {
      setError(r.errors.map((e) => e.reason).join("; "));
      return;
    }
    setDone({ card: start.card, changes });
    setChosen(null);
    onState?.(r.value.state);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h2 id={`${id}-heading`} className={headingClass}>
        Go back to a card
      </h2>
      <label className="flex flex-wrap items-center gap-2 text-sm">
        Go back to before
        <select
          className={inputClass}
          value={start.seq}
          onChange={(e) => {
            setChosen(Number(e.target.value));
            setDone(null);
          }}
        >
          {starts.map((s) => (
            <option key={s.seq} value={s.seq}>
              card #{s.card} {cardTitle(s.card)}
            </option>
          ))}
        </select>
      </label>
      <details className="text-sm">
        <summary className="cursor-pointer">
          What changes on the table ({changes.length} change{changes.length === 1 ? "" : "s"})
        </summary>
        <ul className="mt-1 list-disc pl-5" aria-label={`To go back to before card ${name}`}>
          {changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </details>
      <div>
        <button type="button" className={buttonClass()} disabled={busy} onClick={() => void go()}>
          Go back to before card #{start.card}
        </button>
      </div>
      <p className="text-xs text-stone-600 dark:text-stone-400">
        One step in the history: Undo brings everything since back.
      </p>
      {error && (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      )}
      {done && (
        <div role="status" className="text-sm">
          <p>Back to before card #{done.card}. Put the table back:</p>
          <ul className="list-disc pl-5">
            {done.changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
