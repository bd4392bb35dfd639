"use client";
import { useState } from "react";
import { SCENARIOS } from "@/data/cuba/scenarios";
import { deleteGame, exportGame, type GameSummary, listGames } from "@/lib/persistence";
import { standingText } from "@/lib/ui/standing-text";
import { FACTION_NAME } from "../board/labels";
import { reasons } from "../board/use-board-edit";
import { useDb } from "../db-context";
import { downloadJson, fileSafe } from "../ui/download";
import { buttonClass, errorClass, headingClass, panelClass } from "../ui/styles";
import { useLiveQuery } from "../use-live-query";

const when = (ms: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(ms);

/** The saved games, most recently played first: open, export, or delete after confirming. */
export function GameList({ onOpenGame }: { onOpenGame: (id: string) => void }) {
  const db = useDb();
  const games = useLiveQuery(() => listGames(db), [db]);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onExport = async (g: GameSummary) => {
    const r = await exportGame(db, g.id);
    if (r.ok) downloadJson(`calixto-${fileSafe(g.name)}.json`, r.value);
    else setError(reasons(r.errors));
  };
  const onDelete = async (g: GameSummary) => {
    const r = await deleteGame(db, g.id);
    setConfirming(null);
    if (!r.ok) setError(reasons(r.errors));
  };

  return (
    <section aria-labelledby="saved-heading" className={panelClass}>
      <h2 id="saved-heading" className={headingClass}>
        Saved games
      </h2>
      {games === undefined && <p className="mt-2 text-sm">Loading…</p>}
      {games?.length === 0 && (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          No saved games yet: start one below.
        </p>
      )}
      {error && (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <ul className="mt-2 flex flex-col gap-2">
        {games?.map((g) => (
          <li key={g.id} className="rounded-md border border-stone-200 p-2 dark:border-stone-700">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <a
                  href={`/game?id=${encodeURIComponent(g.id)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onOpenGame(g.id);
                  }}
                  className="font-semibold text-sky-800 underline-offset-2 hover:underline dark:text-sky-300"
                >
                  {g.name}
                </a>
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  {SCENARIOS.find((s) => s.id === g.scenario)?.name ?? g.scenario} · NP:{" "}
                  {g.npFactions.length
                    ? g.npFactions.map((f) => FACTION_NAME[f]).join(", ")
                    : "none"}
                </p>
                {g.standing && <p className="text-sm">{standingText(g.standing)}</p>}
                <p className="text-xs text-stone-600 dark:text-stone-400">
                  Last played {when(g.updatedAt)} · {g.entries} log entr
                  {g.entries === 1 ? "y" : "ies"}
                </p>
              </div>
              <div className="flex gap-1">
                <button
                  type="button"
                  className={buttonClass("primary")}
                  onClick={() => onOpenGame(g.id)}
                  aria-label={`Open ${g.name}`}
                >
                  Open
                </button>
                <button
                  type="button"
                  className={buttonClass()}
                  onClick={() => void onExport(g)}
                  aria-label={`Export ${g.name}`}
                >
                  Export
                </button>
                <button
                  type="button"
                  className={buttonClass("ghost")}
                  onClick={() => setConfirming(g.id)}
                  aria-label={`Delete ${g.name}`}
                >
                  Delete
                </button>
              </div>
            </div>
            {confirming === g.id && (
              <div
                role="alertdialog"
                aria-label={`Delete ${g.name}?`}
                className="mt-2 flex flex-wrap items-center gap-2 rounded bg-red-50 p-2 text-sm dark:bg-red-950"
              >
                <span>
                  Delete “{g.name}” and its whole log? This cannot be undone (export it first to
                  keep a copy).
                </span>
                <button
                  type="button"
                  className={buttonClass("danger")}
                  onClick={() => void onDelete(g)}
                >
                  Delete for good
                </button>
                <button type="button" className={buttonClass()} onClick={() => setConfirming(null)}>
                  Keep it
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
