"use client";
import { useSearchParams } from "next/navigation";
import { GameScreen } from "../board/game-screen";
import { PlayPanel } from "./play-panel";

export function GameRoute() {
  const id = useSearchParams().get("id");
  if (!id)
    return (
      <main className="p-6">
        <p>No game chosen.</p>
        <a href="/" className="text-sky-800 underline dark:text-sky-300">
          Back to the saved games
        </a>
      </main>
    );
  return (
    <GameScreen
      key={id}
      id={id}
      npTurnPanel={(ctx) => (
        <PlayPanel
          db={ctx.db}
          gameId={ctx.game.id}
          entries={ctx.entries}
          state={ctx.state}
          view={ctx.view}
          onState={ctx.onState}
          onHighlight={ctx.onHighlight}
          onMapClaim={ctx.onMapClaim}
        />
      )}
    />
  );
}
