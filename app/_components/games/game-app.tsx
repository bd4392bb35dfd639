"use client";
import { useSearchParams } from "next/navigation";
import type { GameId } from "@/lib/engine/cardgames/shared/types";
import { PlayScreen } from "./play-screen";
import { SavedGames } from "./saved-games";
import { SetupForm } from "./setup-form";

/** A game's page: the game named in ?game= if any, else the set-up form and the saved games. */
export function GameApp({ game }: { game: GameId }) {
  const id = useSearchParams().get("game");
  if (id) return <PlayScreen key={id} game={game} id={id} />;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <SetupForm game={game} />
      <section aria-labelledby="saved-h" className="space-y-3">
        <h2 id="saved-h" className="text-lg font-semibold">
          Saved games
        </h2>
        <SavedGames game={game} />
      </section>
    </div>
  );
}
