"use client";

import { type ReactNode, useId, useState } from "react";
import { FlowchartView } from "@/app/_components/turn/flowchart-view";
import { BUTTON, MUTED } from "@/app/_components/turn/styles";
import { CARD_TABLES, resolveSide } from "@/lib/engine/cuba/calixto/cards";
import { sideWords } from "@/lib/engine/cuba/calixto/corrections";
import type { RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { SideId } from "@/lib/engine/cuba/calixto/types";
import { correctionWords, sideCorrectionKeys } from "@/lib/ui/side-corrections";
import { SideEditor } from "./side-editor";
import { TrialNote } from "./trial-note";
import type { PlayerCorrections } from "./use-corrections";

/**
 * One card side on the reference page (C8.5.3; issue "Your own cards"): drawn as the app reads
 * it, or, once the player has corrected it, the app's reading and their card side by side with
 * each correction listed and revertible; the "checked against my card" mark; and the editor.
 */
export function SidePanel({
  sideId,
  options,
  player,
  children,
}: {
  sideId: SideId;
  options: RuleOptions;
  player: PlayerCorrections;
  /** The disputed readings on this side. */
  children?: ReactNode;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [revertErrors, setRevertErrors] = useState<string[]>([]);
  const ours = resolveSide(sideId, options, CARD_TABLES);
  const yours = resolveSide(sideId, options, player.data.cards);
  if (!ours.ok) return <p role="alert">{ours.errors[0]?.reason}</p>;
  if (!yours.ok) return <p role="alert">{yours.errors[0]?.reason}</p>;
  const keys = sideCorrectionKeys(sideId, [ours.value, yours.value], player.byKey.keys());
  const corrected = keys.length > 0;
  const checkKey = `side:${sideId}`;
  const revert = async (key: string) => {
    const r = await player.revert(key);
    setRevertErrors(r.ok ? [] : r.errors.map((e) => e.reason));
  };

  return (
    <section
      aria-label={sideWords(sideId)}
      className={`space-y-2 ${corrected ? "lg:col-span-2" : ""}`}
    >
      {corrected ? (
        <div className="grid gap-3 md:grid-cols-2">
          <section aria-labelledby={`${id}-ours`} className="space-y-1">
            <h3 id={`${id}-ours`} className="text-sm font-semibold uppercase tracking-wide">
              The app&apos;s reading
            </h3>
            <FlowchartView side={ours.value} library={CARD_TABLES} />
          </section>
          <section aria-labelledby={`${id}-yours`} className="space-y-1">
            <h3 id={`${id}-yours`} className="text-sm font-semibold uppercase tracking-wide">
              Your card
            </h3>
            <FlowchartView side={yours.value} library={player.data.cards} />
          </section>
        </div>
      ) : (
        <FlowchartView side={yours.value} library={player.data.cards} />
      )}
      {corrected ? (
        <section
          aria-labelledby={`${id}-list`}
          className="max-w-3xl rounded-md border border-violet-400 bg-violet-50 p-3 text-sm dark:border-violet-700 dark:bg-violet-950"
        >
          <h3 id={`${id}-list`} className="font-semibold">
            Your corrections on this side
          </h3>
          <p className={MUTED}>The boxes you corrected carry the badge “player”.</p>
          <ul className="mt-2 space-y-2">
            {keys.map((k) => {
              const c = player.byKey.get(k);
              if (!c) return null;
              const words = correctionWords(c.correction);
              return (
                <li key={k} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {words}
                    {c.note ? <span className={`block ${MUTED}`}>Your note: {c.note}</span> : null}
                  </span>
                  <button
                    type="button"
                    className={BUTTON}
                    aria-label={`Revert: ${words}`}
                    onClick={() => revert(k)}
                  >
                    Revert
                  </button>
                </li>
              );
            })}
          </ul>
          {revertErrors.length > 0 ? (
            <div role="alert" className="mt-2 text-red-800 dark:text-red-300">
              Not reverted: {revertErrors.join("; ")}
            </div>
          ) : null}
        </section>
      ) : null}
      {children}
      <TrialNote />
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={player.checked.has(checkKey)}
            onChange={(e) => player.setChecked(checkKey, e.target.checked)}
          />
          I checked this side against my card
        </label>
        <button
          type="button"
          className={BUTTON}
          aria-expanded={editing}
          aria-controls={`${id}-edit`}
          onClick={() => setEditing((e) => !e)}
        >
          {editing ? "Close the editor" : "Correct this side to match my card"}
        </button>
      </div>
      {editing ? (
        <div id={`${id}-edit`} className="max-w-3xl">
          <SideEditor side={yours.value} tables={player.data.cards} save={player.save} />
        </div>
      ) : null}
    </section>
  );
}
