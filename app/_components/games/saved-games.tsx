"use client";
import Link from "next/link";
import type { GameId } from "@/lib/engine/cardgames/shared/types";
import { cardGamesDb, deleteGame, listGames } from "@/lib/persistence/cardgames";
import { useLiveQuery } from "../use-live-query";
import { ActionButton } from "./ui";

/** Games of this kind saved in the browser, newest first, to resume or delete. */
export function SavedGames({ game }: { game: GameId }) {
  const games = useLiveQuery(() => listGames(cardGamesDb(), game), [game]);
  if (!games)
    return <p className="text-sm text-stone-600 dark:text-stone-400">Loading saved games…</p>;
  if (games.length === 0)
    return <p className="text-sm text-stone-600 dark:text-stone-400">No saved games yet.</p>;
  return (
    <ul className="space-y-2" data-testid="saved-games">
      {games.map((g) => (
        <li
          key={g.id}
          className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 p-2 dark:border-stone-700"
        >
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{g.setup.seats.map((s) => s.name).join(", ")}</p>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {g.summary} · {new Date(g.updatedAt).toLocaleString()}
            </p>
          </div>
          <Link
            href={`/games/${game}?game=${g.id}`}
            className="min-h-11 rounded-lg bg-indigo-600 px-3 py-2.5 text-sm font-medium text-white hover:bg-indigo-700"
          >
            {g.status === "over" ? "View" : "Resume"}
          </Link>
          <ActionButton
            tone="danger"
            onClick={() => deleteGame(cardGamesDb(), g.id)}
            aria-label={`Delete game with ${g.setup.seats.map((s) => s.name).join(", ")}`}
          >
            Delete
          </ActionButton>
        </li>
      ))}
    </ul>
  );
}
